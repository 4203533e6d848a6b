import { graphql } from '../../graphql/generated';

/** The product dialog's one query: everything the dialog shows about one product. */
export const ProductDialogQuery = graphql(`
  query ProductDialog($id: ID!) {
    product(id: $id) {
      id
      ...ProductDetails_product
      ...ProductReviews_product
    }
  }
`);

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
    price
    salePrice
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
      price
      salePrice
      effectivePrice
    }
  }
`);

export const ProductReviewsFragment = graphql(`
  fragment ProductReviews_product on Product {
    id
    averageReview
    reviewCount
    reviews(first: 20) {
      id
      ...ReviewItem_review
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
