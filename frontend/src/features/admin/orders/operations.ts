import { graphql } from '../../../graphql/generated';

export const AdminOrderRow_order = graphql(`
  fragment AdminOrderRow_order on Order {
    id
    orderDate
    orderUpdateDate
    status
    total {
      ...Money_money
    }
    customer {
      userName
      email
    }
    addressInfo {
      address
      city
      pincode
    }
  }
`);

export const AdminOrderDetails_order = graphql(`
  fragment AdminOrderDetails_order on Order {
    id
    orderDate
    orderUpdateDate
    status
    paymentMethod
    paymentStatus
    paymentId
    payerId
    subtotal {
      ...Money_money
    }
    discount {
      ...Money_money
    }
    discountCode
    total {
      ...Money_money
    }
    cancellationReason
    buyerGstin
    buyerBusinessName
    customer {
      userName
      email
    }
    addressInfo {
      addressId
      address
      city
      pincode
      phone
      notes
    }
    lines {
      id
      productId
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
    emails {
      id
      ...OrderEmails_email
    }
    history {
      id
      ...OrderTimeline_event
    }
    invoice {
      id
      ...OrderTaxTable_document
    }
    invoices {
      id
      ...TaxDocumentList_document
    }
    creditNotes {
      id
      ...TaxDocumentList_document
    }
  }
`);

/** The /admin/orders route's query: one page of orders, newest first, optionally in one status. */
export const AdminOrdersQuery = graphql(`
  query AdminOrders($status: OrderStatus, $first: Int, $after: String) {
    adminOrders(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...AdminOrderRow_order
      }
    }
  }
`);

export const AdminOrderDetailsQuery = graphql(`
  query AdminOrderDetails($id: ID!) {
    order(id: $id) {
      id
      ...AdminOrderDetails_order
    }
  }
`);

export const UpdateOrderStatusMutation = graphql(`
  mutation UpdateOrderStatus($input: UpdateOrderStatusInput!) {
    updateOrderStatus(input: $input) {
      order {
        id
        ...AdminOrderRow_order
        ...AdminOrderDetails_order
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

// The answer carries the order's whole history, so the timeline shows the note from the cache.
export const AddOrderNoteMutation = graphql(`
  mutation AddOrderNote($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) {
      order {
        id
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
