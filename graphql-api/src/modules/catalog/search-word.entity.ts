import { Entity, Index, PrimaryKey } from '@mikro-orm/postgresql';

/**
 * The words of every product title, kept by a database trigger (see the migration). Search
 * corrects a misspelt keyword against this short list, with trigram similarity, instead of
 * comparing it with every title: the list grows with the vocabulary, not the catalogue.
 */
@Entity({ tableName: 'search_word' })
@Index({ name: 'search_word_trgm_idx', expression: 'create index "search_word_trgm_idx" on "search_word" using gin ("word" gin_trgm_ops)' })
export class SearchWord {
  @PrimaryKey({ type: 'text' })
  word: string;

  constructor(word: string) {
    this.word = word;
  }
}
