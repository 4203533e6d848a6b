import { Migration } from '@mikro-orm/migrations';

/**
 * Stock moves from the product to each size it offers (product_size_stock, one row per offered
 * size). Every existing product's stock goes, all of it, onto its own `size`, the size the spec's
 * product records and always one it offers; its other sizes start at 0. Products written around
 * the API with an own size they do not offer put it on their first offered size instead. The same
 * rule places a total sent without sizes through REST (domain `stockFromTotal`).
 *
 * A size's stock changing notifies `threadline_catalogue_stock` with the product's id, so the
 * instances' catalogue caches forget only the answers that show that product; writes to the
 * product row itself still notify `threadline_catalogue` (Migration20261125060000), which forgets
 * everything. A sale no longer writes the product row at all.
 */
export class Migration20261126064648 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product_size_stock" ("product_id" uuid not null, "size" text check ("size" in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '3-5yr', '6-8yr', '9-13yr')) not null, "quantity" int not null, constraint "product_size_stock_pkey" primary key ("product_id", "size"), constraint product_size_stock_not_negative check (quantity >= 0));`);
    this.addSql(`alter table "product_size_stock" add constraint "product_size_stock_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);

    // The offered sizes as domain selectableSizes decides them, smallest first.
    this.addSql(`
      with offered as (
        select p.id as product_id, p.size as own_size, p.total_stock, s.size, s.position
        from product p
        cross join lateral unnest(
          case when p.type = 'age_group' then array['3-5yr', '6-8yr', '9-13yr']
               when p.size = 'XXL' then array['XXL']
               when p.product_type = 'round_neck_oversize' then array['M', 'L', 'XL', 'XXL']
               else array['XS', 'S', 'M', 'L', 'XL', 'XXL'] end
        ) with ordinality as s(size, position)
      ),
      receiving as (
        select product_id, coalesce(min(size) filter (where size = own_size), min(size) filter (where position = 1)) as size
        from offered group by product_id
      )
      insert into product_size_stock (product_id, size, quantity)
      select o.product_id, o.size, case when o.size = r.size then o.total_stock else 0 end
      from offered o join receiving r using (product_id);`);

    this.addSql(`drop index "product_low_stock_idx";`);
    this.addSql(`alter table "product" drop constraint product_stock_not_negative;`);
    this.addSql(`alter table "product" drop column "total_stock";`);
    // The dashboard's low- and out-of-stock sizes.
    this.addSql(`create index "product_size_stock_low_idx" on "product_size_stock" ("quantity") where "quantity" < 10;`);

    this.addSql(`
      create function catalogue_stock_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('threadline_catalogue_stock', coalesce(new.product_id, old.product_id)::text);
        return null;
      end $$;`);
    this.addSql(`create trigger product_size_stock_changed after insert or update or delete on "product_size_stock"
      for each row execute function catalogue_stock_changed();`);
    this.addSql(`create trigger product_size_stock_truncated after truncate on "product_size_stock"
      for each statement execute function catalogue_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product" add column "total_stock" int not null default 0;`);
    this.addSql(`update product p set total_stock = least(coalesce((select sum(quantity) from product_size_stock s where s.product_id = p.id), 0), 2147483647);`);
    this.addSql(`alter table "product" alter column "total_stock" drop default;`);
    this.addSql(`alter table "product" add constraint product_stock_not_negative check (total_stock >= 0);`);
    this.addSql(`create index "product_low_stock_idx" on "product" ("total_stock", "title") where "total_stock" < 10;`);
    this.addSql(`drop table if exists "product_size_stock" cascade;`);
    this.addSql(`drop function if exists catalogue_stock_changed();`);
  }
}
