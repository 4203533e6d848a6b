import { Entity, Enum, Property, Unique } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../shared/base.entity.js';

export const Role = {
  ADMIN: 'admin',
  USER: 'user',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

/** An account: a shopper (`user`) or an admin. Emails are stored lower-cased and are unique. */
@ObjectType('User', { description: 'A signed-up account.' })
@Entity({ tableName: 'app_user' })
export class User extends BaseEntity {
  @Field(() => String, { description: 'The name shown in the store and on reviews.' })
  @Property({ type: 'text' })
  userName: string;

  @Field(() => String, { description: 'Sign-in email, lower-cased.' })
  @Property({ type: 'text' })
  @Unique({ name: 'app_user_email_unique' })
  email: string;

  /** An argon2id hash in PHC string form. */
  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash: string;

  @Field(() => Role, { description: 'What the account may do.' })
  @Enum({ items: () => Object.values(Role), type: 'text', default: Role.USER })
  role: Role;

  /**
   * Sessions carry the generation they were issued in; raising it (a password reset) signs out
   * every session issued before, on every device.
   */
  @Property({ type: 'integer', default: 0 })
  sessionGeneration: number = 0;

  constructor(fields: { userName: string; email: string; passwordHash: string; role: Role }) {
    super();
    this.userName = fields.userName;
    this.email = User.normaliseEmail(fields.email);
    this.passwordHash = fields.passwordHash;
    this.role = fields.role;
  }

  static normaliseEmail(email: string): string {
    return email.trim().toLowerCase();
  }
}
