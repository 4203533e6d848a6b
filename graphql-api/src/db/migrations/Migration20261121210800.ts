import { Migration } from '@mikro-orm/migrations';

/**
 * The vocabulary search corrects typos against: the distinct words (3+ letters, lower-cased) of
 * product titles, added by a trigger as titles are written. Words of deleted or renamed products
 * stay; a correction to such a word finds nothing, which is the right answer anyway.
 */
export class Migration20261121210800 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "search_word" ("word" text not null, constraint "search_word_pkey" primary key ("word"));`);
    this.addSql(`create index "search_word_trgm_idx" on "search_word" using gin ("word" gin_trgm_ops);`);
    this.addSql(`
      create function product_title_words() returns trigger language plpgsql as $$
      begin
        insert into search_word (word)
        select distinct lower(word) from regexp_split_to_table(new.title, '[^[:alnum:]]+') as word
        where length(word) >= 3 and word !~ '^[0-9]+$'
        on conflict do nothing;
        return new;
      end $$;`);
    this.addSql(`create trigger product_title_words after insert or update of title on product for each row execute function product_title_words();`);
    this.addSql(`
      insert into search_word (word)
      select distinct lower(word) from product, regexp_split_to_table(title, '[^[:alnum:]]+') as word
      where length(word) >= 3 and word !~ '^[0-9]+$'
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists product_title_words on product;`);
    this.addSql(`drop function if exists product_title_words();`);
    this.addSql(`drop table if exists "search_word";`);
  }
}
