import { Entity, PrimaryKey } from '@mikro-orm/postgresql';

/**
 * The words of every product title, hyphenated ones also whole ("t-shirt"), kept by a database
 * trigger (see the migrations). Search corrects a misspelt keyword against this short list by edit
 * distance (spelling.ts) instead of comparing it with every title: the list grows with the
 * vocabulary, not the catalogue.
 */
@Entity({ tableName: 'search_word' })
export class SearchWord {
  @PrimaryKey({ type: 'text' })
  word: string;

  constructor(word: string) {
    this.word = word;
  }
}
