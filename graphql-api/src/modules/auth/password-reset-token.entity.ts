import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';

/**
 * A password reset link's token, by its SHA-256 hash only: the raw token exists in the e-mail and
 * nowhere else the store keeps, so a copy of the database resets no password. Used once.
 */
@Entity({ tableName: 'password_reset_token' })
@Index({ name: 'password_reset_token_expires_idx', properties: ['expiresAt'] })
export class PasswordResetToken {
  @PrimaryKey({ type: 'text' })
  tokenHash: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  constructor(tokenHash: string, user: User, expiresAt: Date) {
    this.tokenHash = tokenHash;
    this.user = user;
    this.expiresAt = expiresAt;
  }
}
