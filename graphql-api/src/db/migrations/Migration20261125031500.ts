import { Migration } from '@mikro-orm/migrations';

/**
 * An order's total in paise outgrows a 32-bit column at ₹2,14,74,836.47, which a valid cart of
 * dear products reaches (one product may cost up to ₹10,00,000, a line may hold up to 10,00,000
 * pieces). bigint holds any total the domain allows (MAX_ORDER_TOTAL_RUPEES) exactly.
 */
export class Migration20261125031500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer_order" alter column "total_paise" type bigint;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_order" alter column "total_paise" type int;`);
  }
}
