import { Migration } from '@mikro-orm/migrations';

/**
 * An outbox e-mail names the files it carries (issue 27: the dispatch e-mail attaches the tax
 * invoice). Only references are kept, `[{ "kind": "TAX_DOCUMENT", "id": "…" }]`: the file itself
 * is made by the outbox worker when it sends, never inside the transaction that queued the e-mail.
 */
export class Migration20261129020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_message" add column "attachments" jsonb not null default '[]';`);
    this.addSql(`alter table "email_message" add constraint "email_message_attachments_array" check (jsonb_typeof("attachments") = 'array');`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "email_message" drop constraint if exists "email_message_attachments_array";`);
    this.addSql(`alter table "email_message" drop column if exists "attachments";`);
  }
}
