import { DEFAULT_PAGE_SIZE } from '@threadline/domain';
import { graphql } from '../../graphql/generated';

/** Products per page of the listing (and per Load More). */
export const LISTING_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * The /shop/listing route's query: one page of the filtered, sorted catalogue, with the option
 * counts for the filter panel.
 */
export const ProductListingQuery = graphql(`
  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      facets {
        ...FilterPanel_facets
      }
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`);
