import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25: every change of an order is an event.
 * - `order_event`, the order's history, append-only: a trigger refuses any UPDATE, and any DELETE
 *   but the cascade of its order's deletion (an order goes with its account).
 * - `due_job` names its subject generically (`subject_kind`, `subject_id`) instead of holding a
 *   key to `customer_order`: the outbox knows jobs, not orders. Existing jobs keep their order as
 *   their subject; at most one PENDING job of a kind per subject, as before per order.
 */
export class Migration20261127130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "order_event" (
      "id" uuid not null, "created_at" timestamptz not null, "order_id" uuid not null,
      "type" text not null, "from_status" text null, "to_status" text null,
      "actor_kind" text not null, "actor_id" uuid null, "note" text null, "visibility" text not null,
      constraint "order_event_pkey" primary key ("id"),
      constraint "order_event_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade,
      constraint "order_event_type_check" check ("type" in ('placed', 'paymentCaptured', 'statusChanged', 'canceledByShopper', 'checkoutExpired', 'paymentFailed', 'note')),
      constraint "order_event_from_status_check" check ("from_status" in ('orderPlaced', 'inShipping', 'delivered', 'rejected', 'canceled')),
      constraint "order_event_to_status_check" check ("to_status" in ('orderPlaced', 'inShipping', 'delivered', 'rejected', 'canceled')),
      constraint "order_event_actor_kind_check" check ("actor_kind" in ('shopper', 'admin', 'system')),
      constraint "order_event_visibility_check" check ("visibility" in ('private', 'public')));`);
    this.addSql(`create index "order_event_order_idx" on "order_event" ("order_id", "created_at");`);
    // pg_trigger_depth() > 1 only inside another trigger: the foreign key's cascade from the order.
    this.addSql(`
      create function order_event_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
          return old;
        end if;
        raise exception 'order_event is append-only: rows are never updated or deleted';
      end $$;`);
    this.addSql(`create trigger "order_event_append_only" before update or delete on "order_event"
      for each row execute function order_event_append_only();`);

    this.addSql(`alter table "due_job" add column "subject_kind" text null, add column "subject_id" uuid null;`);
    this.addSql(`update "due_job" set "subject_kind" = 'order', "subject_id" = "order_id";`);
    this.addSql(`alter table "due_job" alter column "subject_kind" set not null, alter column "subject_id" set not null;`);
    this.addSql(`drop index "due_job_pending_unique";`);
    this.addSql(`alter table "due_job" drop constraint "due_job_order_id_foreign", drop column "order_id";`);
    this.addSql(`create unique index "due_job_pending_unique" on "due_job" ("kind", "subject_kind", "subject_id") where "status" = 'PENDING';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "due_job" add column "order_id" uuid null;`);
    // Jobs about no order that still exists cannot hold a key to one.
    this.addSql(`delete from "due_job" where "subject_kind" <> 'order' or "subject_id" not in (select "id" from "customer_order");`);
    this.addSql(`update "due_job" set "order_id" = "subject_id";`);
    this.addSql(`drop index "due_job_pending_unique";`);
    this.addSql(`alter table "due_job" drop column "subject_kind", drop column "subject_id", alter column "order_id" set not null,
      add constraint "due_job_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on delete cascade;`);
    this.addSql(`create unique index "due_job_pending_unique" on "due_job" ("kind", "order_id") where "status" = 'PENDING';`);
    this.addSql(`drop table if exists "order_event" cascade;`);
    this.addSql(`drop function if exists order_event_append_only();`);
  }
}
