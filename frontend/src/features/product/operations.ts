import { isLegacyProductId } from '../../app/paths';
import { graphql } from '../../graphql/generated';

/**
 * The product dialog's one query: everything the dialog shows about one product, found by its
 * slug (the URL's `?product=`), or by its id for a link from before slugs. Exactly one is sent.
 */
export const ProductDialogQuery = graphql(`
  query ProductDialog($id: ID, $slug: String) {
    product(id: $id, slug: $slug) {
      id
      ...ProductDetails_product
      ...ProductReviews_product
    }
  }
`);

/** The dialog query's variables for the URL's `?product=` (the dialog and the shop's loader agree). */
export function productDialogVariables(productSlug: string): { id: string } | { slug: string } {
  return isLegacyProductId(productSlug) ? { id: productSlug } : { slug: productSlug };
}

/**
 * What a listing card already put in the cache; enough to title the dialog and show the image
 * while the rest of the product loads.
 */
export const ProductDialogPreviewFragment = graphql(`
  fragment ProductDialogPreview_product on Product {
    id
    title
    image
  }
`);

export const ProductDetailsFragment = graphql(`
  fragment ProductDetails_product on Product {
    id
    title
    description
    image
    category
    productType
    totalStock
    onSale
    offers
    ...SizeSelector_product
  }
`);

export const SizeSelectorFragment = graphql(`
  fragment SizeSelector_product on Product {
    id
    sizeLabel
    defaultSize
    sizeOptions {
      size
      price {
        ...Money_money
      }
      compareAtPrice {
        ...Money_money
      }
      quantityAvailable
      available
    }
  }
`);

export const ProductReviewsFragment = graphql(`
  fragment ProductReviews_product on Product {
    id
    averageReview
    reviewCount
    reviews(first: 5) {
      ...ProductReviews_reviews
    }
  }
`);

/** A page of reviews: the dialog's first, and each "Show more reviews" appends the next (see type-policies). */
export const ProductReviewsPageFragment = graphql(`
  fragment ProductReviews_reviews on ReviewConnection {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      ...ReviewItem_review
    }
  }
`);

/** The next page of a product's reviews, for "Show more reviews"; the page size must match ProductReviews_product's. */
export const MoreReviewsQuery = graphql(`
  query MoreReviews($id: ID!, $after: String!) {
    product(id: $id) {
      id
      reviews(first: 5, after: $after) {
        ...ProductReviews_reviews
      }
    }
  }
`);

export const ReviewItemFragment = graphql(`
  fragment ReviewItem_review on Review {
    id
    userName
    rating
    message
    createdAt
  }
`);

/** Adds the shopper's review; the answer carries the product's new average and count. */
export const AddReviewMutation = graphql(`
  mutation AddReview($input: AddReviewInput!) {
    addReview(input: $input) {
      review {
        id
        ...ReviewItem_review
      }
      product {
        id
        averageReview
        reviewCount
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
