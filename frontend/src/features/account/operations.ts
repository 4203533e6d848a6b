import { graphql } from '../../graphql/generated';

/** One row of the Order History table. */
export const OrderHistoryRowFragment = graphql(`
  fragment OrderHistoryRow_order on Order {
    id
    orderDate
    status
    total {
      ...Money_money
    }
  }
`);

/** Everything the Order Details dialog shows. */
export const OrderDetailsFragment = graphql(`
  fragment OrderDetails_order on Order {
    id
    orderDate
    orderUpdateDate
    status
    paymentMethod
    paymentStatus
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
    promotions {
      promotionId
      name
      code
      discount {
        ...Money_money
      }
    }
    cancellationReason
    buyerGstin
    buyerBusinessName
    addressInfo {
      address
      city
      pincode
      phone
      notes
    }
    lines {
      id
      title
      image
      size
      quantity
      price {
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
    }
    history {
      id
      ...OrderTimeline_event
    }
    invoices {
      id
      ...TaxDocumentList_document
    }
    creditNotes {
      id
      ...TaxDocumentList_document
    }
    ...OrderReturns_order
  }
`);

/** The Orders tab's query: a page of the shopper's orders, newest first. */
export const MyOrdersQuery = graphql(`
  query MyOrders($first: Int, $after: String) {
    myOrders(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...OrderHistoryRow_order
        ...OrderDetails_order
      }
    }
  }
`);

// The payload's order carries every field the cancel changes, so the cached row and the open
// details update from the answer alone.
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        id
        status
        cancellationReason
        orderUpdateDate
        history {
          id
          ...OrderTimeline_event
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
