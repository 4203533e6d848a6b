import { graphql } from '../../graphql/generated';

/** The /shop/listing route's query: one page of the (optionally filtered) catalogue. */
export const ProductListingQuery = graphql(`
  query ProductListing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
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
