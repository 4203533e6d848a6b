import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks for third parties (issue 25): endpoints, the deliveries owed to them (a table of the
 * outbox: inserting one notifies `threadline_outbox` at commit like an e-mail does) and each
 * attempt's outcome.
 */
export class Migration20261127150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoint" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "url" text not null, "description" text null, "events" text[] not null, "secret" text not null,
      "enabled" boolean not null, "disabled_reason" text null, "disabled_at" timestamptz null, "failing_since" timestamptz null,
      constraint "webhook_endpoint_pkey" primary key ("id"),
      constraint "webhook_endpoint_disabled_reason_check" check ("disabled_reason" in ('ADMIN', 'FAILING')));`);

    this.addSql(`create table "webhook_delivery" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" text not null, "body" text not null,
      "status" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null,
      "last_attempt_at" timestamptz null, "last_status_code" int null, "last_duration_ms" int null, "last_error" text null,
      "delivered_at" timestamptz null, "claimed_until" timestamptz null, "claimed_by" text null,
      constraint "webhook_delivery_pkey" primary key ("id"),
      constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on delete cascade,
      constraint "webhook_delivery_event_unique" unique ("endpoint_id", "event_id"),
      constraint "webhook_delivery_status_check" check ("status" in ('PENDING', 'DELIVERED')));`);
    this.addSql(`create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "status" = 'PENDING';`);
    this.addSql(`create index "webhook_delivery_endpoint_idx" on "webhook_delivery" ("endpoint_id", "created_at");`);
    this.addSql(`create trigger webhook_delivery_outbox_written after insert on "webhook_delivery" for each statement execute function outbox_written();`);

    this.addSql(`create table "webhook_attempt" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "delivery_id" uuid not null, "attempt" int not null, "status_code" int null, "duration_ms" int not null, "error" text null,
      constraint "webhook_attempt_pkey" primary key ("id"),
      constraint "webhook_attempt_delivery_id_foreign" foreign key ("delivery_id") references "webhook_delivery" ("id") on delete cascade);`);
    this.addSql(`create index "webhook_attempt_delivery_idx" on "webhook_attempt" ("delivery_id", "attempt");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
  }
}
