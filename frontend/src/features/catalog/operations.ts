import { graphql } from '../../graphql/generated';

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
