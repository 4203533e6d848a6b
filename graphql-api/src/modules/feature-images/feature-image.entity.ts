import { Entity, Property } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';

/** A hero image of the storefront's home carousel. */
@ObjectType('FeatureImage', { description: 'A hero image of the storefront home carousel.' })
@Entity({ tableName: 'feature_image' })
export class FeatureImage extends BaseEntity {
  @Field(() => String, { description: 'URL of the image (absolute, or a path on this server).' })
  @Property({ type: 'text' })
  image: string;

  constructor(image: string) {
    super();
    this.image = image;
  }
}
