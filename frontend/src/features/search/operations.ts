import { graphql } from '../../graphql/generated';

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
