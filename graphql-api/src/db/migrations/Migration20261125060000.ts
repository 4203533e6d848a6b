import { Migration } from '@mikro-orm/migrations';

/**
 * Every statement that writes the catalogue (a product or a review, by any writer: the API on any
 * instance, a script, psql; cascades and truncates included) notifies `threadline_catalogue`. The
 * notification is sent when the transaction commits and not at all when it rolls back, and
 * PostgreSQL folds the repeats of one transaction into one. Each instance listens and forgets its
 * cached catalogue answers (modules/catalogue-cache).
 */
export class Migration20261125060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function catalogue_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('threadline_catalogue', '');
        return null;
      end $$;`);
    for (const table of ['product', 'review']) {
      this.addSql(`create trigger ${table}_catalogue_changed after insert or update or delete or truncate on "${table}"
        for each statement execute function catalogue_changed();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists review_catalogue_changed on "review";`);
    this.addSql(`drop trigger if exists product_catalogue_changed on "product";`);
    this.addSql(`drop function if exists catalogue_changed();`);
  }
}
