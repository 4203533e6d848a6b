import { SEARCH_KEYWORD_MAX_LENGTH } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { badInput } from '../../shared/errors.js';
import { pageSize } from '../../shared/pagination.js';
import { ProductConnection, type ProductFilter, type ProductScope, type ProductSort } from './catalog.types.js';
import { decodeCursor, encodeCursor, type CursorShape } from './cursors.js';
import type { Product } from './product.entity.js';
import { CURSOR_SHAPE } from './product-order.js';
import { productPage } from './product-page.js';
import { productColumns, selectProducts } from './product-rows.js';
import { scopeOfFilter, scopeSql, whereSql } from './product-scope.js';
import { rankedPageStatement } from './ranked-search.js';
import { candidateQuery, correctWords } from './spelling.js';

export const KEYWORD_TOO_LONG_MESSAGE = `keyword must be at most ${SEARCH_KEYWORD_MAX_LENGTH} characters`;

// The title words that could stand for what was typed (spelling.ts says which, and why): the
// pieces exactly, the probes within their Levenshtein bound (fuzzystrmatch's bounded form stops
// early). The vocabulary grows with the catalogue's words, not its products, so this is a short
// scan; it runs only for a search that found nothing as typed.
const CANDIDATE_WORDS_SQL = `
  select w.word from search_word w
  where replace(w.word, '-', '') = any(string_to_array(:pieces, ' '))
     or exists (
       select 1 from unnest(string_to_array(:probes, ' '), string_to_array(:bounds, ' ')::int[]) as p(probe, bound)
       where abs(length(replace(w.word, '-', '')) - length(p.probe)) <= p.bound / 2
         and levenshtein_less_equal(replace(w.word, '-', ''), p.probe, p.bound) <= p.bound)`;

// Every search cursor carries the keyword actually searched (the corrected one, after a typo),
// tagged so that a listing cursor is refused here. A ranked result has no stable keyset, so its
// cursor holds an offset; a sorted one holds its sort and the listing's keyset values.
const SEARCH_CURSOR_TAG = 'search';
const isTag = (value: unknown) => value === SEARCH_CURSOR_TAG;
// A correction may be longer than what was typed ("croptop" → "crop top", "tshirt" → "t-shirt"),
// never twice as long.
const isSearched = (value: unknown) => typeof value === 'string' && value.length > 0 && [...value].length <= 2 * SEARCH_KEYWORD_MAX_LENGTH;
const RANKED_CURSOR_SHAPE: CursorShape = [isTag, (value) => Number.isSafeInteger(value) && (value as number) >= 0, isSearched];
const sortedCursorShape = (sort: ProductSort): CursorShape => [isTag, (value) => value === sort, isSearched, ...CURSOR_SHAPE[sort]];

/** The matches of a search: the listing's filter and the words searched. */
type SearchScope = ProductScope & { keyword: string };

/** Where a later page starts: after `offset` ranked matches, or after a product's sort values. */
type Position = { searched: string; offset: number } | { searched: string; keyset: unknown[] };

interface SearchPage {
  nodes: Product[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface SearchProductsQuery {
  keyword: string;
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  first?: number | null;
  after?: string | null;
}

export class SearchService {
  constructor(private readonly scope: RequestScope) {}

  async searchProducts(query: SearchProductsQuery): Promise<ProductConnection> {
    const keyword = query.keyword.trim();
    if ([...keyword].length > SEARCH_KEYWORD_MAX_LENGTH) throw badInput(KEYWORD_TOO_LONG_MESSAGE, 'keyword');
    const first = pageSize(query.first);
    const filter = scopeOfFilter(query.filter);
    const sort = query.sort ?? null;
    const position = query.after ? decodePosition(query.after, sort) : null;
    // Spec section 5: a blank search clears the results.
    if (keyword === '') return ProductConnection.empty();

    let searched = position?.searched ?? keyword;
    let page = await this.page({ ...filter, keyword: searched }, sort, first, position);
    if (!position && page.nodes.length === 0) {
      // Nothing matches as typed: try again with misspelt words corrected. The correction is kept
      // only when it finds something, so a shopper is never told "showing results for" nothing.
      const corrected = await this.correctedKeyword(keyword);
      if (corrected !== keyword) {
        const correctedPage = await this.page({ ...filter, keyword: corrected }, sort, first, null);
        if (correctedPage.nodes.length > 0) {
          searched = corrected;
          page = correctedPage;
        }
      }
    }
    const { nodes, totalCount, hasNextPage, endCursor } = page;
    // Facets count over the same matches, filter included (facets.ts).
    const connection = ProductConnection.of({ nodes, totalCount, pageInfo: { hasNextPage, endCursor } }, { ...filter, keyword: searched });
    // Later pages learn the searched words from the cursor; they differ from the typed ones exactly
    // when the first page searched a correction.
    connection.correctedKeyword = searched === keyword ? null : searched;
    return connection;
  }

  private page(scope: SearchScope, sort: ProductSort | null, first: number, position: Position | null): Promise<SearchPage> {
    if (sort) return this.sortedPage(scope, sort, first, position && 'keyset' in position ? position.keyset : null);
    return this.rankedPage(scope, first, position && 'offset' in position ? position.offset : 0);
  }

  /**
   * Best full-text rank first within windows of the most popular matches (ranked-search.ts), then
   * id so the order is total. The total rides along on every row, so a page costs this statement
   * and the one that loads its products.
   */
  private async rankedPage(scope: SearchScope, first: number, offset: number): Promise<SearchPage> {
    const { em } = this.scope;
    const statement = rankedPageStatement(scope, first, offset);
    const rows = await em.execute<Array<{ id: string; total: string }>>(em.getKnex().raw(statement.sql, statement.bindings));
    // A page past the end has no row to carry the total.
    const totalCount = rows.length > 0 ? Number(rows[0]!.total) : offset === 0 ? 0 : await this.countMatches(scope);
    const end = offset + rows.length;
    return {
      nodes: await this.productsInOrder(rows.map((row) => row.id)),
      totalCount,
      hasNextPage: end < totalCount,
      endCursor: rows.length > 0 ? encodeCursor([SEARCH_CURSOR_TAG, end, scope.keyword]) : null,
    };
  }

  /** The listing's keyset paging over the matches, with their count alongside. */
  private async sortedPage(scope: SearchScope, sort: ProductSort, first: number, keyset: unknown[] | null): Promise<SearchPage> {
    const [page, totalCount] = await Promise.all([productPage(this.scope.em, scope, sort, first, keyset), this.countMatches(scope)]);
    return {
      nodes: page.nodes,
      totalCount,
      hasNextPage: page.hasNextPage,
      endCursor: page.endKeyset ? encodeCursor([SEARCH_CURSOR_TAG, sort, scope.keyword, ...page.endKeyset]) : null,
    };
  }

  /** The keyword with misspelt words corrected against the words of product titles (spelling.ts). */
  private async correctedKeyword(keyword: string): Promise<string> {
    const tokens = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 0);
    if (tokens.length === 0) return keyword;
    const { pieces, probes } = candidateQuery(tokens);
    const { em } = this.scope;
    const rows = await em.execute<Array<{ word: string }>>(
      em.getKnex().raw(CANDIDATE_WORDS_SQL, {
        pieces: pieces.join(' '),
        probes: probes.map((probe) => probe.text).join(' '),
        bounds: probes.map((probe) => probe.bound).join(' '),
      }),
    );
    return correctWords(tokens, rows.map((row) => row.word)).join(' ');
  }

  private async countMatches(scope: ProductScope): Promise<number> {
    const bindings: unknown[] = [];
    const [row] = await this.scope.em.execute<Array<{ count: string }>>(
      `select count(*) as count from "product" p ${whereSql(scopeSql(scope, 'p', bindings))}`,
      bindings,
    );
    return Number(row!.count);
  }

  private async productsInOrder(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    // MikroORM writes an array value out as a list.
    const products = await selectProducts(this.scope.em, `select ${productColumns('p')} from "product" p where p.id in (?)`, [ids]);
    const byId = new Map(products.map((product) => [product.id, product]));
    // A product deleted between the two statements is simply left out.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

/**
 * A search cursor, checked against the search it is passed to: a ranked cursor for a search in
 * best-match order, one of the same sort otherwise. Anything else is an input error.
 */
function decodePosition(after: string, sort: ProductSort | null): Position {
  if (!sort) {
    const [, offset, searched] = decodeCursor(after, RANKED_CURSOR_SHAPE) as [string, number, string];
    return { searched, offset };
  }
  const [, , searched, ...keyset] = decodeCursor(after, sortedCursorShape(sort)) as [string, string, string, ...unknown[]];
  return { searched, keyset };
}
