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
 * Failed sign-ins counted per key (`pair:<email> <address>`, `ip:<address>` or `account:<email>`)
 * in a fixed window (login-throttle.ts). Kept in PostgreSQL, not in memory, so several app
 * instances share the count.
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

/**
 * Where an account last signed in successfully from: such an address is spared the account-wide
 * lock, so guesses from elsewhere cannot lock the owner out of their usual places.
 */
@Entity({ tableName: 'sign_in_address' })
export class KnownSignInAddress {
  @PrimaryKey({ type: 'text' })
  account: string;

  @PrimaryKey({ type: 'text' })
  address: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSignedInAt: Date = new Date();

  constructor(account: string, address: string) {
    this.account = account;
    this.address = address;
  }
}
