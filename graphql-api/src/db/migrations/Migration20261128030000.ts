import { Migration } from '@mikro-orm/migrations';

/**
 * Every statement that changes a promotion (by any writer, on any instance; truncates included)
 * notifies `threadline_promotions` when its transaction commits. Each instance keeps the enabled
 * automatic promotions in memory for the products' offers (modules/promotions/product-offers.ts)
 * and reloads them when told, and its catalogue cache forgets the answers that showed them.
 *
 * An order that uses a code only moves the promotion's `uses` counter (and `updated_at`), which
 * changes no offer: such an update notifies nothing, so orders do not empty the catalogue caches.
 */
export class Migration20261128030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function promotions_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('threadline_promotions', '');
        return null;
      end $$;`);
    this.addSql(`create trigger promotion_offers_changed after insert or delete or truncate on "promotion"
      for each statement execute function promotions_changed();`);
    this.addSql(`create trigger promotion_offers_updated after update on "promotion"
      for each row when ((to_jsonb(old) - 'uses' - 'updated_at') is distinct from (to_jsonb(new) - 'uses' - 'updated_at'))
      execute function promotions_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists promotion_offers_updated on "promotion";`);
    this.addSql(`drop trigger if exists promotion_offers_changed on "promotion";`);
    this.addSql(`drop function if exists promotions_changed();`);
  }
}
