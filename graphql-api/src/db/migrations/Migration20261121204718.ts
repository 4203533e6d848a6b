import { Migration } from '@mikro-orm/migrations';

/** Indexes the order listings, order lines and the dashboard's stock lists read by. */
export class Migration20261121204718 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "product_low_stock_idx" on "product" ("total_stock", "title") where "total_stock" < 10;`);
    this.addSql(`create index "customer_order_created_idx" on "customer_order" ("created_at", "id");`);
    this.addSql(`create index "order_line_order_idx" on "order_line" ("order_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "order_line_order_idx";`);
    this.addSql(`drop index "customer_order_created_idx";`);
    this.addSql(`drop index "product_low_stock_idx";`);
  }
}
