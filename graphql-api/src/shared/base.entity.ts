import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/postgresql';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * Ids are UUIDs made in the application, so an entity has its id before it is flushed. Its
 * fields appear on each GraphQL type of the entities that extend it.
 */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => ID, { description: 'Stable unique id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Date, { description: 'When it was created.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
