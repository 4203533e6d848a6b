import { Migration } from '@mikro-orm/migrations';

/**
 * The store's details for GST invoices (issue 27): one row, its name, address and GSTIN unset
 * until an admin saves them, its state West Bengal; and the HSN code of each product type, opening
 * with the defaults of domain/ gst.ts as they stand today (written out here so that a later change
 * of a default does not rewrite what this migration did).
 */
export class Migration20261128110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "store_details" (
      "id" smallint not null, "legal_name" text null, "address" text null, "state_code" text not null, "gstin" text null,
      "taxpayer_kind" text not null, "updated_at" timestamptz null,
      constraint "store_details_pkey" primary key ("id"),
      constraint "store_details_one_row" check ("id" = 1),
      constraint "store_details_taxpayer_kind_check" check ("taxpayer_kind" in ('REGULAR', 'COMPOSITION')));`);
    this.addSql(`insert into "store_details" ("id", "state_code", "taxpayer_kind") values (1, '19', 'REGULAR');`);

    this.addSql(`create table "product_type_hsn" (
      "product_type" text not null, "hsn" text not null, "updated_at" timestamptz not null,
      constraint "product_type_hsn_pkey" primary key ("product_type"));`);
    this.addSql(`insert into "product_type_hsn" ("product_type", "hsn", "updated_at") values
      ('round_neck_half', '6109', now()), ('polo_neck', '6109', now()), ('round_neck_full', '6109', now()),
      ('round_neck_oversize', '6109', now()), ('crop_top', '6109', now()),
      ('sweat_shirts_full', '6110', now()), ('sweat_shirts_upper', '6110', now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_type_hsn" cascade;`);
    this.addSql(`drop table if exists "store_details" cascade;`);
  }
}
