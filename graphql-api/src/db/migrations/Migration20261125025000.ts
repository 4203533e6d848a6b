import { Migration } from '@mikro-orm/migrations';

/**
 * Product slugs: unique, human-readable and stable, for product URLs. The rule lives here, in
 * PostgreSQL, once: a trigger gives every new product its slug whoever inserts it (the admin's
 * createProduct, the seed, the catalogue generator, tests), and the backfill below uses the same
 * function, so no two copies of the rule can drift apart. The unique constraint decides between
 * concurrent inserts; createProduct retries when it loses.
 */
export class Migration20261125025000 extends Migration {
  override async up(): Promise<void> {
    // "Men's Piqué Polo — XL" → "mens-pique-polo-xl": accents keep their base letter, apostrophes
    // vanish, every other run of non-alphanumerics becomes one hyphen. A long title is cut after
    // the last whole word within 80 characters; a title with nothing usable becomes "product".
    this.addSql(`
      create function product_slug_base(title text) returns text language plpgsql immutable strict parallel safe as $$
      declare
        slug text := lower(regexp_replace(normalize(title, NFKD), '[\\u0300-\\u036f]', '', 'g'));
      begin
        slug := regexp_replace(slug, '[''\\u2019]', '', 'g');
        slug := trim(both '-' from regexp_replace(slug, '[^a-z0-9]+', '-', 'g'));
        if length(slug) > 80 then
          slug := left(slug, 81);
          slug := case when position('-' in slug) > 0 then regexp_replace(slug, '-[^-]*$', '') else left(slug, 80) end;
        end if;
        return coalesce(nullif(slug, ''), 'product');
      end $$;`);
    // The base slug when no product has it, otherwise base-2, base-3, ...: the smallest suffix
    // free. Volatile, so that each call sees the slugs written before it in the same statement.
    this.addSql(`
      create function product_free_slug(title text) returns text language plpgsql volatile strict as $$
      declare
        base text := product_slug_base(title);
        suffix int := 2;
      begin
        if not exists (select 1 from product where slug = base) then
          return base;
        end if;
        while exists (select 1 from product where slug = base || '-' || suffix) loop
          suffix := suffix + 1;
        end loop;
        return base || '-' || suffix;
      end $$;`);

    this.addSql(`alter table "product" add column "slug" text null;`);
    this.addSql(`alter table "product" add constraint "product_slug_unique" unique ("slug");`);
    // Oldest first, one product at a time, so that of two products with the same title the older
    // keeps the plain slug, the same way every time the migration runs.
    this.addSql(`
      do $$
      declare
        product_row record;
      begin
        for product_row in select id, title from product order by created_at, id loop
          update product set slug = product_free_slug(product_row.title) where id = product_row.id;
        end loop;
      end $$;`);
    this.addSql(`alter table "product" alter column "slug" set not null;`);
    // Only when the insert brings no slug of its own. Row by row, so each row of a multi-row
    // insert sees the slugs of the rows before it.
    this.addSql(`
      create function product_slug_on_insert() returns trigger language plpgsql as $$
      begin
        new.slug := product_free_slug(new.title);
        return new;
      end $$;`);
    this.addSql(`create trigger product_slug before insert on product for each row when (new.slug is null) execute function product_slug_on_insert();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists product_slug on product;`);
    this.addSql(`drop function if exists product_slug_on_insert();`);
    this.addSql(`alter table "product" drop column if exists "slug";`);
    this.addSql(`drop function if exists product_free_slug(text);`);
    this.addSql(`drop function if exists product_slug_base(text);`);
  }
}
