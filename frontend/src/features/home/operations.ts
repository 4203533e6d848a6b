import { FEATURED_PRODUCT_COUNT } from '@threadline/domain';
import { graphql } from '../../graphql/generated';

/**
 * The /shop/home route's query: hero images, a picture per category, the featured products, and
 * (from the same listing's facets, no extra round trip) how many products each cut has.
 */
export const HomePageQuery = graphql(`
  query HomePage($featuredCount: Int!) {
    featureImages {
      id
      ...HeroCarousel_featureImage
    }
    men: products(filter: { category: MALE }, sort: NEWEST, first: 1) {
      nodes {
        id
        ...CategoryTile_product
      }
    }
    women: products(filter: { category: FEMALE }, sort: NEWEST, first: 1) {
      nodes {
        id
        ...CategoryTile_product
      }
    }
    kids: products(filter: { category: KIDS }, sort: NEWEST, first: 1) {
      nodes {
        id
        ...CategoryTile_product
      }
    }
    featured: products(first: $featuredCount) {
      totalCount
      nodes {
        id
        ...ProductCard_product
      }
      facets {
        ...ProductTypeTiles_facets
      }
    }
  }
`);

export const homePageVariables = { featuredCount: FEATURED_PRODUCT_COUNT };
