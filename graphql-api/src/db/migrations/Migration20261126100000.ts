import { Migration } from '@mikro-orm/migrations';

/**
 * The transactional outbox (issue 19): e-mails and due jobs are rows written in the transaction of
 * the change they follow from, and claimed by the sender on every instance. Inserting either
 * notifies `threadline_outbox` at commit, so a sender starts at once instead of at its next poll.
 * The e-mail's order and account keys are checked at commit (deferred): the ORM writes the row
 * beside the order or account it is about, in whichever order it likes. Password reset tokens are kept as hashes only; an account's session generation, raised by a
 * reset, signs out every token issued before it.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "email_message" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "kind" text not null, "recipient" text not null, "payload" jsonb not null,
      "subject" text null, "html" text null, "text" text null,
      "status" text not null, "attempts" int not null default 0, "last_error" text null,
      "next_attempt_at" timestamptz not null, "claimed_until" timestamptz null, "claimed_by" text null,
      "sent_at" timestamptz null, "order_id" uuid null, "user_id" uuid null, "message_id" text not null,
      constraint "email_message_pkey" primary key ("id"),
      constraint "email_message_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on delete set null deferrable initially deferred,
      constraint "email_message_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null deferrable initially deferred,
      constraint "email_message_status_check" check ("status" in ('PENDING', 'SENT', 'FAILED', 'KEPT')));`);
    this.addSql(`create index "email_message_due_idx" on "email_message" ("next_attempt_at") where "status" = 'PENDING';`);
    this.addSql(`create index "email_message_order_idx" on "email_message" ("order_id", "created_at");`);
    this.addSql(`create index "email_message_created_idx" on "email_message" ("created_at");`);

    this.addSql(`create table "due_job" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "kind" text not null, "order_id" uuid not null, "due_at" timestamptz not null,
      "status" text not null, "attempts" int not null default 0, "last_error" text null,
      "claimed_until" timestamptz null, "claimed_by" text null,
      constraint "due_job_pkey" primary key ("id"),
      constraint "due_job_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on delete cascade,
      constraint "due_job_status_check" check ("status" in ('PENDING', 'DONE', 'FAILED')));`);
    this.addSql(`create index "due_job_due_idx" on "due_job" ("due_at") where "status" = 'PENDING';`);
    this.addSql(`create unique index "due_job_pending_unique" on "due_job" ("kind", "order_id") where "status" = 'PENDING';`);

    this.addSql(`
      create function outbox_written() returns trigger language plpgsql as $$
      begin
        perform pg_notify('threadline_outbox', '');
        return null;
      end $$;`);
    for (const table of ['email_message', 'due_job']) {
      this.addSql(`create trigger ${table}_outbox_written after insert on "${table}" for each statement execute function outbox_written();`);
    }

    this.addSql(`create table "password_reset_token" (
      "token_hash" text not null, "user_id" uuid not null, "created_at" timestamptz not null,
      "expires_at" timestamptz not null, "used_at" timestamptz null,
      constraint "password_reset_token_pkey" primary key ("token_hash"),
      constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade);`);
    this.addSql(`create index "password_reset_token_expires_idx" on "password_reset_token" ("expires_at");`);
    this.addSql(`alter table "app_user" add column "session_generation" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop column if exists "session_generation";`);
    this.addSql(`drop table if exists "password_reset_token" cascade;`);
    this.addSql(`drop table if exists "due_job" cascade;`);
    this.addSql(`drop table if exists "email_message" cascade;`);
    this.addSql(`drop function if exists outbox_written();`);
  }
}
