import { Migration } from '@mikro-orm/migrations';

/**
 * What a shopper's own parts of a page are made from changes, per shopper (issue 29): the storefront
 * keeps each viewer's parts of a catalogue page (the header's name and cart count, her Apollo state)
 * and serves them again only while nothing they were made from has changed, on any instance.
 *
 * Every write of what `me` and `cart` answer from appends a row naming the shopper: her account,
 * her cart and its lines, and her orders (a first-order promotion; a once-per-shopper code's use
 * is written and released only with its order, so the order's row says it too). A promotion that becomes used up (it is left out of every cart), or
 * available again, appends a row for everyone (the nil uuid). The products and promotions themselves are
 * the catalogue's changes (catalogue-changes.ts) and are not repeated here.
 *
 * Appended, never updated: a trigger that updated one row per shopper would lock that row inside
 * checkout's and an admin's transactions, outside the lock gate's order. Inserts wait for nobody.
 * A reader asks for the newest row of the shopper (and of everyone) before reading her data: a
 * change committed after that read gives a newer row, so nothing read before it is served again.
 */
export class Migration20261129050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "viewer_change" (
      "id" bigint generated always as identity, "user_id" uuid not null,
      constraint "viewer_change_pkey" primary key ("id"));`);
    this.addSql(`create index "viewer_change_user_idx" on "viewer_change" ("user_id", "id" desc);`);

    this.addSql(`create function threadline_viewer_changed() returns trigger language plpgsql as $$
      declare
        changed uuid;
      begin
        if TG_TABLE_NAME = 'app_user' then
          changed := new.id;
        elsif TG_TABLE_NAME = 'cart_line' then
          select c.user_id into changed from cart c where c.id = (case when TG_OP = 'DELETE' then old.cart_id else new.cart_id end);
        elsif TG_TABLE_NAME = 'promotion' then
          changed := '00000000-0000-0000-0000-000000000000';
        elsif TG_OP = 'DELETE' then
          changed := old.user_id;
        else
          changed := new.user_id;
        end if;
        -- A line deleted with its cart: the cart's own row says so.
        if changed is not null then
          insert into viewer_change (user_id) values (changed);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger viewer_changed after update on "app_user" for each row execute function threadline_viewer_changed();`);
    // Not promotion_use: a use is written or released only with its order's own insert or update, by the same shopper.
    for (const table of ['cart', 'cart_line', 'customer_order']) {
      this.addSql(`create trigger viewer_changed after insert or update or delete on "${table}" for each row execute function threadline_viewer_changed();`);
    }
    // Only when a promotion becomes used up, or available again: every other count leaves every cart as it was,
    // and a sale's orders would otherwise forget every shopper's kept parts with each order.
    this.addSql(`create trigger viewer_changed after update of "uses" on "promotion" for each row
      when (new.usage_limit is not null and (old.uses >= old.usage_limit) is distinct from (new.uses >= new.usage_limit))
      execute function threadline_viewer_changed();`);
  }

  override async down(): Promise<void> {
    for (const table of ['app_user', 'cart', 'cart_line', 'customer_order', 'promotion_use', 'promotion']) {
      this.addSql(`drop trigger if exists viewer_changed on "${table}";`);
    }
    this.addSql(`drop function if exists threadline_viewer_changed();`);
    this.addSql(`drop table if exists "viewer_change";`);
  }
}
