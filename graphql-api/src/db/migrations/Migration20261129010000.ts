import { Migration } from '@mikro-orm/migrations';

/**
 * GST documents (issue 27). `document_counter` holds each series' next serial per financial year:
 * a row taken under its lock in the issuing transaction, so a rolled-back issue gives its number
 * back and the series has no gap (a sequence would keep the gap). `tax_document` keeps every tax
 * invoice, bill of supply and credit note as issued: the domain's snapshot (immutable) beside the
 * few columns the listings and the monthly returns filter on. An order may carry the GSTIN and
 * business name of a registered buyer, both or neither.
 */
export class Migration20261129010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "document_counter" (
      "series" text not null, "financial_year" text not null, "next_serial" int not null,
      constraint "document_counter_pkey" primary key ("series", "financial_year"),
      constraint "document_counter_next_serial_positive" check ("next_serial" >= 1));`);

    this.addSql(`create table "tax_document" (
      "id" uuid not null, "kind" text not null, "number" text not null, "series" text not null,
      "financial_year" text not null, "serial" int not null, "issued_at" timestamptz not null,
      "order_id" uuid not null, "invoice_id" uuid null, "return_request_id" uuid null,
      "snapshot" jsonb not null, "pieces" jsonb not null,
      "taxable_paise" bigint not null, "tax_paise" bigint not null, "total_paise" bigint not null,
      constraint "tax_document_pkey" primary key ("id"),
      constraint "tax_document_number_unique" unique ("number"),
      constraint "tax_document_serial_unique" unique ("series", "financial_year", "serial"),
      constraint "tax_document_kind_check" check ("kind" in ('TAX_INVOICE', 'BILL_OF_SUPPLY', 'CREDIT_NOTE')),
      constraint "tax_document_credit_note_refers" check (("kind" = 'CREDIT_NOTE') = ("invoice_id" is not null)),
      constraint "tax_document_amounts" check ("taxable_paise" >= 0 and "tax_paise" >= 0 and "total_paise" = "taxable_paise" + "tax_paise"));`);
    // Restrict: an issued document outlives nothing it refers to being deleted quietly.
    this.addSql(`alter table "tax_document" add constraint "tax_document_order_id_foreign"
      foreign key ("order_id") references "customer_order" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "tax_document" add constraint "tax_document_invoice_id_foreign"
      foreign key ("invoice_id") references "tax_document" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "tax_document_order_idx" on "tax_document" ("order_id", "issued_at");`);
    this.addSql(`create index "tax_document_invoice_idx" on "tax_document" ("invoice_id") where "invoice_id" is not null;`);
    // The monthly returns read a month's documents by date.
    this.addSql(`create index "tax_document_issued_idx" on "tax_document" ("issued_at");`);

    this.addSql(`alter table "customer_order" add column "buyer_gstin" text null, add column "buyer_business_name" text null;`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_buyer_gstin_with_name"
      check (("buyer_gstin" is null) = ("buyer_business_name" is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_order" drop constraint if exists "customer_order_buyer_gstin_with_name";`);
    this.addSql(`alter table "customer_order" drop column if exists "buyer_gstin", drop column if exists "buyer_business_name";`);
    this.addSql(`drop table if exists "tax_document" cascade;`);
    this.addSql(`drop table if exists "document_counter" cascade;`);
  }
}
