import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/postgresql';

/** A signed-out token: refused until it would have expired anyway, then purged. */
@Entity({ tableName: 'revoked_token' })
@Index({ name: 'revoked_token_expires_idx', properties: ['expiresAt'] })
export class RevokedToken {
  @PrimaryKey({ type: 'uuid' })
  tokenId: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt: Date;

  constructor(tokenId: string, expiresAt: Date) {
    this.tokenId = tokenId;
    this.expiresAt = expiresAt;
  }
}

/**
 * Failed sign-ins counted per key (`account:<email>` or `ip:<address>`) in a sliding window. Kept
 * in PostgreSQL, not in memory, so several app instances share the count.
 */
@Entity({ tableName: 'login_throttle' })
export class LoginFailureWindow {
  @PrimaryKey({ type: 'text' })
  key: string;

  @Property({ type: 'integer' })
  failures: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  windowStartedAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil: Date | null = null;

  constructor(key: string) {
    this.key = key;
  }
}
