import type { ProductScope } from './catalog.types.js';
import { keywordQuerySql, scopeSql, whereSql } from './product-scope.js';

/**
 * How many matches are ranked together. Ranking every match of a broad word (a third of a large
 * catalogue) with ts_rank_cd reads and ranks every one of them on every request, so the ranked
 * order is built in windows instead: the matches in popularity order (best reviewed first, the
 * listing's POPULAR order, read along `product_popular_idx`), cut into windows of this many, each
 * window in best-match order. A search with at most this many matches is therefore ranked exactly
 * as a whole; a broader one shows the best matches among its most popular ones first, and costs
 * the same at 1,000 or 100,000 products.
 */
export const RANK_WINDOW = 500;

let rankWindow = RANK_WINDOW;

/** For tests: a small window, so that a few products exercise the windowed order. */
export function setRankWindowForTests(size: number | null): void {
  rankWindow = size ?? RANK_WINDOW;
}

/** SQL with `?` placeholders and the values that go with them, in order. */
export interface Statement {
  sql: string;
  bindings: Array<string | number>;
}

/**
 * One statement for a page of the best matches: their ids in order, each row carrying the total.
 * The keyword's tsquery is written out (not a CTE) wherever it is used, so that the planner sees
 * a constant and estimates the match: a broad word walks the popularity index until the window is
 * full, a narrow one takes its few matches from the GIN index.
 */
export function rankedPageStatement(scope: ProductScope & { keyword: string }, first: number, offset: number): Statement {
  const window = rankWindow;
  const start = Math.floor(offset / window) * window;
  const end = (Math.floor((offset + first - 1) / window) + 1) * window;
  const bindings: Array<string | number> = [];
  // Bindings are pushed in the order their placeholders appear in the text.
  const total = totalSql(scope, bindings);
  const candidates = `select id, search_vector, average_review, review_count from product p
    ${whereSql(scopeSql(scope, 'p', bindings))}
    order by average_review desc, review_count desc, id limit ? offset ?`;
  bindings.push(end - start, start);
  const rank = `ts_rank_cd(c.search_vector, ${keywordQuerySql(scope.keyword, bindings)})`;
  const sql = `select c.id, ${total} as total from (${candidates}) as c
    order by (row_number() over (order by c.average_review desc, c.review_count desc, c.id) - 1) / ${window}, ${rank} desc, c.id
    limit ? offset ?`;
  bindings.push(first, offset - start);
  return { sql, bindings };
}

/**
 * The number of matches. A one-word keyword that is a single lexeme in both configurations (most
 * broad searches: "polo", "navy", "cotton") is answered from `search_lexeme_tally`, a few rows per
 * lexeme whatever the size of the catalogue; any other keyword is counted over its matches. Only
 * the branch taken runs.
 */
function totalSql(scope: ProductScope & { keyword: string }, bindings: Array<string | number>): string {
  const { keyword, ...filter } = scope;
  bindings.push(keyword, keyword, keyword, keyword, keyword, keyword);
  const single = `numnode(websearch_to_tsquery('english', ?)) = 1
      and websearch_to_tsquery('english', ?) = websearch_to_tsquery('simple', ?)
      and array_length(tsvector_to_array(to_tsvector('english', ?)), 1) = 1
      and to_tsvector('english', ?) @@ websearch_to_tsquery('english', ?)`;
  bindings.push(keyword);
  const lexeme = `t.lexeme = (tsvector_to_array(to_tsvector('english', ?)))[1]`;
  const fromTally = `(select coalesce(sum(t.products), 0) from search_lexeme_tally t ${whereSql(lexeme, scopeSql(filter, 't', bindings))})`;
  const counted = `(select count(*) from product q ${whereSql(scopeSql(scope, 'q', bindings))})`;
  return `case when ${single} then ${fromTally} else ${counted} end`;
}
