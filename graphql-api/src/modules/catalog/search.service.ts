import type { RequestScope } from '../../context.js';
import { badInput } from '../../shared/errors.js';
import { pageSize } from '../../shared/pagination.js';
import { ProductConnection, type ProductScope } from './catalog.types.js';
import { decodeCursor, encodeCursor } from './cursors.js';
import { Product } from './product.entity.js';
import { KEYWORD_MATCH_SQL, KEYWORD_QUERY_SQL, whereOfScope } from './product-scope.js';

export const MAX_KEYWORD_LENGTH = 100;
export const KEYWORD_TOO_LONG_MESSAGE = `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`;

// Best full-text rank first (title words weigh most: A > B > C in the search document), then id
// so the order is total.
const RANKED_PAGE_SQL = `
  select id, count(*) over () as total
  from product
  where ${KEYWORD_MATCH_SQL}
  order by ts_rank_cd(search_vector, ${KEYWORD_QUERY_SQL}) desc, id
  limit :limit offset :offset`;

// Each word of the keyword becomes the closest title word (pg_trgm similarity above its
// threshold, answered by the vocabulary's trigram index), or stays as it was.
const CORRECTED_WORDS_SQL = `
  select coalesce(
           (select word from search_word where word % token order by similarity(word, token) desc, word limit 1),
           token) as word
  from unnest(string_to_array(:words, ' ')) with ordinality as typed(token, position)
  order by position`;

// A ranked result has no stable keyset, so its cursor holds an offset and the keyword actually
// searched (the corrected one, after a typo), tagged so a listing cursor is refused here.
const SEARCH_CURSOR_TAG = 'search';
const SEARCH_CURSOR_SHAPE = [
  (value: unknown) => value === SEARCH_CURSOR_TAG,
  (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0,
  (value: unknown) => typeof value === 'string' && value.length > 0 && [...value].length <= MAX_KEYWORD_LENGTH,
];

export interface SearchProductsQuery {
  keyword: string;
  first?: number | null;
  after?: string | null;
}

export class SearchService {
  constructor(private readonly scope: RequestScope) {}

  async searchProducts(query: SearchProductsQuery): Promise<ProductConnection> {
    const keyword = query.keyword.trim();
    if ([...keyword].length > MAX_KEYWORD_LENGTH) throw badInput(KEYWORD_TOO_LONG_MESSAGE, 'keyword');
    const first = pageSize(query.first);
    const cursor = query.after ? decodeCursor(query.after, SEARCH_CURSOR_SHAPE) : null;
    // Spec section 5: a blank search clears the results.
    if (keyword === '') return ProductConnection.empty();

    const offset = cursor ? (cursor[1] as number) : 0;
    let searched = cursor ? (cursor[2] as string) : keyword;
    let ranked = await this.rankedPage(searched, first, offset);
    if (!cursor && ranked.length === 0) {
      // Nothing matches as typed: try again with misspelt words corrected. The correction is kept
      // only when it finds something, so a shopper is never told "showing results for" nothing.
      const corrected = await this.correctedKeyword(keyword);
      if (corrected !== keyword) {
        const correctedRanked = await this.rankedPage(corrected, first, offset);
        if (correctedRanked.length > 0) {
          searched = corrected;
          ranked = correctedRanked;
        }
      }
    }
    const totalCount = ranked[0]?.total ?? (offset === 0 ? 0 : await this.countMatches(searched));
    const nodes = await this.productsInOrder(ranked.map((row) => row.id));
    const end = offset + ranked.length;
    const endCursor = ranked.length ? encodeCursor([SEARCH_CURSOR_TAG, end, searched]) : null;
    const scope: ProductScope = { productTypes: [], keyword: searched };
    const connection = ProductConnection.of({ nodes, totalCount, pageInfo: { hasNextPage: end < totalCount, endCursor } }, scope);
    // Later pages learn the searched words from the cursor; they differ from the typed ones exactly
    // when the first page searched a correction.
    connection.correctedKeyword = searched === keyword ? null : searched;
    return connection;
  }

  /** The keyword with each word replaced by the closest word of a product title, when one is close. */
  private async correctedKeyword(keyword: string): Promise<string> {
    const tokens = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 0);
    if (tokens.length === 0) return keyword;
    const { em } = this.scope;
    const rows = await em.execute<Array<{ word: string }>>(em.getKnex().raw(CORRECTED_WORDS_SQL, { words: tokens.join(' ') }));
    return rows.map((row) => row.word).join(' ');
  }

  private async rankedPage(keyword: string, limit: number, offset: number): Promise<Array<{ id: string; total: number }>> {
    const { em } = this.scope;
    const rows = await em.execute<Array<{ id: string; total: string }>>(em.getKnex().raw(RANKED_PAGE_SQL, { keyword, limit, offset }));
    return rows.map((row) => ({ id: row.id, total: Number(row.total) }));
  }

  /** Only needed for a page past the end, where the ranked page has no row to carry the total. */
  private countMatches(keyword: string): Promise<number> {
    return this.scope.em.count(Product, whereOfScope({ productTypes: [], keyword }));
  }

  private async productsInOrder(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const products = await this.scope.em.find(Product, { id: { $in: ids } });
    const byId = new Map(products.map((product) => [product.id, product]));
    // A product deleted between the two statements is simply left out.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
