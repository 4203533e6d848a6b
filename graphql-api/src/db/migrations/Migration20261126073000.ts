import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in throttling stops handing attackers a lockout switch: failures count per account and
 * address pair, and the account-wide limit spares the addresses the account signed in from.
 * Counts kept under the old keys (`account:<email>` at the old, lower limit) are dropped.
 */
export class Migration20261126073000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sign_in_address" ("account" text not null, "address" text not null, "last_signed_in_at" timestamptz not null, constraint "sign_in_address_pkey" primary key ("account", "address"));`,
    );
    this.addSql(`delete from "login_throttle" where "key" like 'account:%';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sign_in_address" cascade;`);
    this.addSql(`delete from "login_throttle" where "key" like 'pair:%';`);
  }
}
