import { DEFAULT_PAGE_SIZE, type SortOption } from '@threadline/domain';
import type { SearchProductsQueryVariables } from '../../graphql/generated/graphql';
import { sortEnum } from '../catalog/catalog-labels';
import { graphql } from '../../graphql/generated';

/** Results per page of the search (and per Load More). */
export const SEARCH_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The /shop/search route's query: one page of the products matching a keyword, best match first unless sorted. */
export const SearchProductsQuery = graphql(`
  query SearchProducts($keyword: String!, $sort: ProductSort, $first: Int, $after: String) {
    searchProducts(keyword: $keyword, sort: $sort, first: $first, after: $after) {
      totalCount
      correctedKeyword
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`);

/** The first page's variables: no sort is the API's best-match order (Relevance). */
export function searchVariables(keyword: string, sort: SortOption | null): SearchProductsQueryVariables {
  return { keyword, first: SEARCH_PAGE_SIZE, ...(sort ? { sort: sortEnum(sort) } : {}) };
}
