import type { RequestScope } from '../../context.js';
import { badInput } from '../../shared/errors.js';
import { pageSize } from '../../shared/pagination.js';
import { ProductConnection, type ProductScope } from './catalog.types.js';
import { decodeCursor, encodeCursor } from './cursors.js';
import { Product } from './product.entity.js';
import { KEYWORD_MATCH_SQL, KEYWORD_QUERY_SQL, whereOfScope } from './product-scope.js';

export const MAX_KEYWORD_LENGTH = 100;
export const KEYWORD_TOO_LONG_MESSAGE = `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`;

// Best full-text rank first (title words weigh most: A > B > C in the search document), then
// the closest title for matches found through typo tolerance only, then id so the order is total.
const RANKED_PAGE_SQL = `
  select id, count(*) over () as total
  from product
  where ${KEYWORD_MATCH_SQL}
  order by ts_rank_cd(search_vector, ${KEYWORD_QUERY_SQL}) desc, word_similarity(:keyword, title) desc, id
  limit :limit offset :offset`;

// A ranked result has no stable keyset, so its cursor holds an offset, tagged so that a listing
// cursor is refused here and a search cursor there.
const SEARCH_CURSOR_TAG = 'search';
const SEARCH_CURSOR_SHAPE = [(value: unknown) => value === SEARCH_CURSOR_TAG, (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0];

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
    const offset = query.after ? (decodeCursor(query.after, SEARCH_CURSOR_SHAPE)[1] as number) : 0;
    // Spec section 5: a blank search clears the results.
    if (keyword === '') return ProductConnection.empty();

    const ranked = await this.rankedPage(keyword, first, offset);
    const totalCount = ranked[0]?.total ?? (offset === 0 ? 0 : await this.countMatches(keyword));
    const nodes = await this.productsInOrder(ranked.map((row) => row.id));
    const end = offset + ranked.length;
    const pageInfo = { hasNextPage: end < totalCount, endCursor: ranked.length ? encodeCursor([SEARCH_CURSOR_TAG, end]) : null };
    const scope: ProductScope = { productTypes: [], keyword };
    return ProductConnection.of({ nodes, totalCount, pageInfo }, scope);
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
