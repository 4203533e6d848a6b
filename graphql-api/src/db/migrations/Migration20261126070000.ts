import { Migration } from '@mikro-orm/migrations';

/**
 * A payment can be CANCELED: an order canceled or rejected before anything was collected will
 * never be paid, which PENDING no longer claims. Orders stopped before this change get it too.
 * Cash-on-delivery orders have no approval page: the in-app success page they kept goes.
 */
export class Migration20261126070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer_order" drop constraint if exists "customer_order_payment_status_check";`);
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_payment_status_check" check ("payment_status" in ('pending', 'paid', 'failed', 'canceled'));`,
    );
    this.addSql(`update "customer_order" set "payment_status" = 'canceled' where "payment_status" = 'pending' and "status" in ('canceled', 'rejected');`);
    this.addSql(`update "customer_order" set "approval_url" = null where "payment_method" = 'cod';`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "customer_order" set "approval_url" = '/shop/payment-success' where "payment_method" = 'cod';`);
    this.addSql(`update "customer_order" set "payment_status" = 'pending' where "payment_status" = 'canceled';`);
    this.addSql(`alter table "customer_order" drop constraint if exists "customer_order_payment_status_check";`);
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_payment_status_check" check ("payment_status" in ('pending', 'paid', 'failed'));`,
    );
  }
}
