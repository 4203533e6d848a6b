import { graphql } from '../../graphql/generated';

/**
 * The whole cart as every cart mutation returns it, priced by the server: each line before and
 * after its discount, the promotions that applied and the totals. Lines and the cart carry ids, so Apollo's
 * normalized cache updates the header badge, the cart sheet, the product dialog and checkout
 * together from any one mutation's answer, with no refetch.
 */
export const CartFragment = graphql(`
  fragment Cart_cart on Cart {
    id
    itemCount
    subtotal {
      ...Money_money
    }
    discount {
      ...Money_money
    }
    total {
      ...Money_money
    }
    discountCode
    discountCodeProblem
    promotions {
      promotionId
      name
      code
      discount {
        ...Money_money
      }
    }
    lines {
      id
      size
      quantity
      price {
        ...Money_money
      }
      compareAtPrice {
        ...Money_money
      }
      lineTotal {
        ...Money_money
      }
      discount {
        ...Money_money
      }
      finalTotal {
        ...Money_money
      }
      quantityAvailable
      product {
        id
        title
        image
        category
        productType
        totalStock
        sizeLabel
      }
    }
  }
`);

export const CartQuery = graphql(`
  query Cart {
    cart {
      id
      ...Cart_cart
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        id
        ...Cart_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const UpdateCartLineMutation = graphql(`
  mutation UpdateCartLine($input: UpdateCartLineInput!) {
    updateCartLine(input: $input) {
      cart {
        id
        ...Cart_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($input: RemoveFromCartInput!) {
    removeFromCart(input: $input) {
      cart {
        id
        ...Cart_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const ApplyDiscountCodeMutation = graphql(`
  mutation ApplyDiscountCode($code: String!) {
    applyDiscountCode(code: $code) {
      cart {
        id
        ...Cart_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const RemoveDiscountCodeMutation = graphql(`
  mutation RemoveDiscountCode {
    removeDiscountCode {
      cart {
        id
        ...Cart_cart
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
