import { graphql } from '../../../graphql/generated';

/** A return request as its shopper follows it in her order details. */
export const ShopperReturnFragment = graphql(`
  fragment ShopperReturn_request on ReturnRequest {
    id
    kind
    state
    stateLabel
    reason
    reasonLabel
    note
    declineReason
    createdAt
    refund {
      ...Money_money
    }
    exchangeDifference {
      ...Money_money
    }
    lines {
      id
      productName
      size
      quantity
      exchangeSize
      received
      damaged
    }
    payout {
      method
      reference
      amount {
        ...Money_money
      }
      recordedAt
    }
  }
`);

/** What the order details need to offer "Return or exchange" and show the requests' progress. */
export const OrderReturnsFragment = graphql(`
  fragment OrderReturns_order on Order {
    id
    returnWindowEndsAt
    returnableLines {
      orderLine {
        id
      }
      returnableQuantity
      exchangeSizes {
        size
        unitPrice {
          ...Money_money
        }
      }
    }
    returns {
      id
      ...ShopperReturn_request
    }
  }
`);

// The payload's order carries what a new request changes (its requests, the pieces left, the
// history), so the open details update from the answer alone.
export const RequestReturnMutation = graphql(`
  mutation RequestReturn($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      returnRequest {
        id
        order {
          id
          orderUpdateDate
          ...OrderReturns_order
          history {
            id
            ...OrderTimeline_event
          }
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

export const CancelReturnMutation = graphql(`
  mutation CancelReturn($returnId: ID!) {
    cancelReturn(returnId: $returnId) {
      returnRequest {
        id
        order {
          id
          orderUpdateDate
          ...OrderReturns_order
          history {
            id
            ...OrderTimeline_event
          }
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
