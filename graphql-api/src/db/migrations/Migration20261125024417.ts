import { Migration } from '@mikro-orm/migrations';

/** Keeps where placing an order sent the shopper next, so a retried checkout can answer it again. */
export class Migration20261125024417 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer_order" add column "approval_url" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_order" drop column "approval_url";`);
  }
}
