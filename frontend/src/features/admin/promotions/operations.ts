import { graphql } from '../../../graphql/generated';

/** Everything the promotion form shows and edits. */
export const PromotionForm_promotion = graphql(`
  fragment PromotionForm_promotion on Promotion {
    id
    name
    code
    startsAtIst
    endsAtIst
    enabled
    priority
    combinesWithOthers
    minSubtotal {
      ...Money_money
    }
    minQuantity
    categories
    productTypes
    products {
      id
      title
    }
    firstOrderOnly
    actionKind
    percent
    cap {
      ...Money_money
    }
    amount {
      ...Money_money
    }
    buy
    get
    percentOffGiven
    usageLimit
    perShopperLimit
  }
`);

/** One row of the back office's list. */
export const PromotionRow_promotion = graphql(`
  fragment PromotionRow_promotion on Promotion {
    id
    name
    code
    label
    status
    startsAt
    endsAt
    uses
    usageLimit
    revenue {
      ...Money_money
    }
    discountGiven {
      ...Money_money
    }
  }
`);

/** The /admin/promotions route's query: every promotion, with its row and its form. */
export const AdminPromotionsQuery = graphql(`
  query AdminPromotions {
    promotions {
      id
      ...PromotionRow_promotion
      ...PromotionForm_promotion
    }
  }
`);

/** Products to choose from by title, for the form's product condition. */
export const PromotionProductSearchQuery = graphql(`
  query PromotionProductSearch($search: String) {
    adminProducts(search: $search, first: 8) {
      nodes {
        id
        title
      }
    }
  }
`);

export const CreatePromotionMutation = graphql(`
  mutation CreatePromotion($input: PromotionInput!) {
    createPromotion(input: $input) {
      promotion {
        id
        ...PromotionRow_promotion
        ...PromotionForm_promotion
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const UpdatePromotionMutation = graphql(`
  mutation UpdatePromotion($id: ID!, $input: PromotionInput!) {
    updatePromotion(id: $id, input: $input) {
      promotion {
        id
        ...PromotionRow_promotion
        ...PromotionForm_promotion
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const DeletePromotionMutation = graphql(`
  mutation DeletePromotion($id: ID!) {
    deletePromotion(id: $id) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);
