import { Migration } from '@mikro-orm/migrations';

/**
 * Exact product counts per search lexeme and (category, product type, size), kept by
 * statement-level triggers like product_tally's. A one-word search ("polo": a single lexeme in
 * both the English and the simple configuration) takes its total from the rows of its lexeme
 * instead of counting a third of the catalogue per request. Updates touch it only when the search
 * document or one of the three columns changes, so checkout's stock updates never write it. Groups
 * are upserted in key order, so two concurrent bulk writes lock shared rows in the same order.
 */
export class Migration20261125040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "search_lexeme_tally" ("lexeme" text not null, "category" text not null, "product_type" text not null,
      "size" text not null, "products" int not null,
      constraint "search_lexeme_tally_pkey" primary key ("lexeme", "category", "product_type", "size"));`);
    // Each trigger upserts the changed groups of its statement, in key order.
    const upsert = (groups: string) => `
      insert into search_lexeme_tally (lexeme, category, product_type, size, products)
      ${groups}
      order by 1, 2, 3, 4
      on conflict (lexeme, category, product_type, size) do update set products = search_lexeme_tally.products + excluded.products;`;
    this.addSql(`
      create function search_lexeme_tally_after_insert() returns trigger language plpgsql as $$
      begin
        ${upsert(`select lexeme, category, product_type, size, count(*)
          from new_rows, unnest(tsvector_to_array(search_vector)) as lexeme group by 1, 2, 3, 4`)}
        return null;
      end $$;`);
    this.addSql(`
      create function search_lexeme_tally_after_delete() returns trigger language plpgsql as $$
      begin
        ${upsert(`select lexeme, category, product_type, size, -count(*)
          from old_rows, unnest(tsvector_to_array(search_vector)) as lexeme group by 1, 2, 3, 4`)}
        return null;
      end $$;`);
    this.addSql(`
      create function search_lexeme_tally_after_update() returns trigger language plpgsql as $$
      begin
        ${upsert(`select lexeme, category, product_type, size, sum(delta)
          from (
            select o.search_vector, o.category, o.product_type, o.size, -1 as delta
              from old_rows o join new_rows n using (id)
              where (o.search_vector, o.category, o.product_type, o.size) is distinct from (n.search_vector, n.category, n.product_type, n.size)
            union all
            select n.search_vector, n.category, n.product_type, n.size, 1
              from old_rows o join new_rows n using (id)
              where (o.search_vector, o.category, o.product_type, o.size) is distinct from (n.search_vector, n.category, n.product_type, n.size)
          ) as changed, unnest(tsvector_to_array(search_vector)) as lexeme
          group by 1, 2, 3, 4 having sum(delta) <> 0`)}
        return null;
      end $$;`);
    this.addSql(`create trigger search_lexeme_tally_insert after insert on product referencing new table as new_rows for each statement execute function search_lexeme_tally_after_insert();`);
    this.addSql(`create trigger search_lexeme_tally_delete after delete on product referencing old table as old_rows for each statement execute function search_lexeme_tally_after_delete();`);
    this.addSql(`create trigger search_lexeme_tally_update after update on product referencing old table as old_rows new table as new_rows for each statement execute function search_lexeme_tally_after_update();`);
    this.addSql(`
      insert into search_lexeme_tally (lexeme, category, product_type, size, products)
      select lexeme, category, product_type, size, count(*) from product, unnest(tsvector_to_array(search_vector)) as lexeme group by 1, 2, 3, 4;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists search_lexeme_tally_update on product;`);
    this.addSql(`drop trigger if exists search_lexeme_tally_delete on product;`);
    this.addSql(`drop trigger if exists search_lexeme_tally_insert on product;`);
    this.addSql(`drop function if exists search_lexeme_tally_after_update();`);
    this.addSql(`drop function if exists search_lexeme_tally_after_delete();`);
    this.addSql(`drop function if exists search_lexeme_tally_after_insert();`);
    this.addSql(`drop table if exists "search_lexeme_tally";`);
  }
}
