import { Migration } from '@mikro-orm/migrations';

/**
 * Exact product counts per (category, product type, size), kept by statement-level triggers with
 * transition tables, so a bulk insert costs one upsert per group, not per row. Updates touch the
 * tally only when one of the three columns changes: checkout's stock updates never write (and
 * never lock) it.
 */
export class Migration20261121211500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product_tally" ("category" text not null, "product_type" text not null, "size" text not null,
      "products" int not null, constraint "product_tally_pkey" primary key ("category", "product_type", "size"));`);
    this.addSql(`
      create function product_tally_add(rows_changed bigint, changed_category text, changed_type text, changed_size text)
      returns void language sql as $$
        insert into product_tally (category, product_type, size, products)
        values (changed_category, changed_type, changed_size, rows_changed)
        on conflict (category, product_type, size) do update set products = product_tally.products + excluded.products;
      $$;`);
    this.addSql(`
      create function product_tally_after_insert() returns trigger language plpgsql as $$
      begin
        perform product_tally_add(count(*), category, product_type, size) from new_rows group by category, product_type, size;
        return null;
      end $$;`);
    this.addSql(`
      create function product_tally_after_delete() returns trigger language plpgsql as $$
      begin
        perform product_tally_add(-count(*), category, product_type, size) from old_rows group by category, product_type, size;
        return null;
      end $$;`);
    this.addSql(`
      create function product_tally_after_update() returns trigger language plpgsql as $$
      begin
        perform product_tally_add(-count(*), o.category, o.product_type, o.size)
          from old_rows o join new_rows n using (id)
          where (o.category, o.product_type, o.size) is distinct from (n.category, n.product_type, n.size)
          group by o.category, o.product_type, o.size;
        perform product_tally_add(count(*), n.category, n.product_type, n.size)
          from old_rows o join new_rows n using (id)
          where (o.category, o.product_type, o.size) is distinct from (n.category, n.product_type, n.size)
          group by n.category, n.product_type, n.size;
        return null;
      end $$;`);
    this.addSql(`create trigger product_tally_insert after insert on product referencing new table as new_rows for each statement execute function product_tally_after_insert();`);
    this.addSql(`create trigger product_tally_delete after delete on product referencing old table as old_rows for each statement execute function product_tally_after_delete();`);
    this.addSql(`create trigger product_tally_update after update on product referencing old table as old_rows new table as new_rows for each statement execute function product_tally_after_update();`);
    this.addSql(`insert into product_tally (category, product_type, size, products) select category, product_type, size, count(*) from product group by 1, 2, 3;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists product_tally_update on product;`);
    this.addSql(`drop trigger if exists product_tally_delete on product;`);
    this.addSql(`drop trigger if exists product_tally_insert on product;`);
    this.addSql(`drop function if exists product_tally_after_update();`);
    this.addSql(`drop function if exists product_tally_after_delete();`);
    this.addSql(`drop function if exists product_tally_after_insert();`);
    this.addSql(`drop function if exists product_tally_add(bigint, text, text, text);`);
    this.addSql(`drop table if exists "product_tally";`);
  }
}
