import { Migration } from '@mikro-orm/migrations';

/**
 * Search forgives typos by edit distance (spelling.ts): fuzzystrmatch gives the database's
 * bounded Levenshtein prefilter (a trusted extension, like pg_trgm: the database owner may create
 * it). The vocabulary also keeps hyphenated title words whole ("t-shirt"), so that "tshirt" is
 * recognised as one and searched as the title spells it. The vocabulary's trigram index served
 * the similarity search this replaces, and goes.
 */
export class Migration20261127120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists fuzzystrmatch;`);
    this.addSql(`drop index if exists "search_word_trgm_idx";`);
    this.addSql(`
      create or replace function product_title_words() returns trigger language plpgsql as $$
      begin
        insert into search_word (word)
        select distinct lower(word) from regexp_split_to_table(new.title, '[^[:alnum:]]+') as word
        where length(word) >= 3 and word !~ '^[0-9]+$'
        union
        select distinct lower(m[1]) from regexp_matches(new.title, '([[:alnum:]]+(-[[:alnum:]]+)+)', 'g') as m
        where length(replace(m[1], '-', '')) >= 3
        on conflict do nothing;
        return new;
      end $$;`);
    this.addSql(`
      insert into search_word (word)
      select distinct lower(m[1]) from product, regexp_matches(title, '([[:alnum:]]+(-[[:alnum:]]+)+)', 'g') as m
      where length(replace(m[1], '-', '')) >= 3
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from search_word where word like '%-%';`);
    this.addSql(`
      create or replace function product_title_words() returns trigger language plpgsql as $$
      begin
        insert into search_word (word)
        select distinct lower(word) from regexp_split_to_table(new.title, '[^[:alnum:]]+') as word
        where length(word) >= 3 and word !~ '^[0-9]+$'
        on conflict do nothing;
        return new;
      end $$;`);
    this.addSql(`create index if not exists "search_word_trgm_idx" on "search_word" using gin ("word" gin_trgm_ops);`);
    this.addSql(`drop extension if exists fuzzystrmatch;`);
  }
}
