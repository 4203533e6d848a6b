import { badInput } from '../../shared/errors.js';
import type { ProductFilter, ProductScope } from './catalog.types.js';

export const CATEGORY_AND_AGE_MESSAGE = 'Choose either a category or an age group, not both';

/** The listing filter as a scope, refusing what the storefront's filter panel could never send. */
export function scopeOfFilter(filter: ProductFilter | null | undefined): ProductScope {
  // An age group already implies kids (spec section 4, "Listing filters"), so the two never combine.
  if (filter?.category && filter.age) throw badInput(CATEGORY_AND_AGE_MESSAGE, 'filter');
  const scope: ProductScope = { productTypes: [...new Set(filter?.productTypes ?? [])] };
  if (filter?.category) scope.category = filter.category;
  if (filter?.age) scope.age = filter.age;
  return scope;
}

// websearch_to_tsquery never fails on user input, whatever punctuation it holds. The document
// indexes category and cut with the 'simple' configuration, so the query is made both ways:
// 'kids' must match the unstemmed 'kids' as well as an English 'kid' in a description.
export const KEYWORD_QUERY_SQL = "(websearch_to_tsquery('english', :keyword) || websearch_to_tsquery('simple', :keyword))";

/** Full-text match, for SQL written by hand (the bench's expected counts); `scopeSql` writes the same. */
export const KEYWORD_MATCH_SQL = `search_vector @@ ${KEYWORD_QUERY_SQL}`;

export interface WhereOptions {
  /** Leave out category and age, as their facet counts do. */
  ignoreCategoryAndAge?: boolean;
  /** Leave out the product types, as their facet counts do. */
  ignoreProductTypes?: boolean;
}

/** The keyword's tsquery with `?` placeholders, its two values pushed onto `bindings`. */
export function keywordQuerySql(keyword: string, bindings: unknown[]): string {
  bindings.push(keyword, keyword);
  return KEYWORD_QUERY_SQL.replace(/:keyword\b/g, '?');
}

/**
 * The conditions a product of the scope meets, as SQL on a table with the product's columns
 * (`alias`), joined with `and`; their values are pushed onto `bindings` in order. Empty for a
 * scope without conditions. The keyword is always a bound value; typos are corrected before
 * (search.service.ts).
 */
export function scopeSql(scope: ProductScope, alias: string, bindings: unknown[], options: WhereOptions = {}): string {
  const conditions: string[] = [];
  if (!options.ignoreCategoryAndAge) {
    if (scope.category) {
      conditions.push(`${alias}.category = ?`);
      bindings.push(scope.category);
    }
    // A product is for an age group when its own size is that group.
    if (scope.age) {
      conditions.push(`${alias}.size = ?`);
      bindings.push(scope.age);
    }
  }
  if (!options.ignoreProductTypes && scope.productTypes.length > 0) {
    conditions.push(`${alias}.product_type in (${scope.productTypes.map(() => '?').join(', ')})`);
    bindings.push(...scope.productTypes);
  }
  if (scope.keyword) conditions.push(`${alias}.search_vector @@ ${keywordQuerySql(scope.keyword, bindings)}`);
  return conditions.join(' and ');
}

/** `where` and the conditions, or nothing when there are none. */
export function whereSql(...conditions: string[]): string {
  const given = conditions.filter((condition) => condition !== '');
  return given.length > 0 ? `where ${given.join(' and ')}` : '';
}
