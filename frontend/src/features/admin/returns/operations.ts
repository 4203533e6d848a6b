import { graphql } from '../../../graphql/generated';

/** One row of the Returns table. */
export const AdminReturnRowFragment = graphql(`
  fragment AdminReturnRow_request on ReturnRequest {
    id
    createdAt
    kind
    state
    reasonLabel
    refund {
      ...Money_money
    }
    exchangeDifference {
      ...Money_money
    }
    order {
      id
      customer {
        userName
        email
      }
    }
    lines {
      id
      productName
      size
      quantity
      exchangeSize
    }
  }
`);

/** Everything the back office's request dialog shows and acts on. */
export const AdminReturnDetailsFragment = graphql(`
  fragment AdminReturnDetails_request on ReturnRequest {
    id
    createdAt
    kind
    state
    stateLabel
    reason
    reasonLabel
    note
    declineReason
    refund {
      ...Money_money
    }
    exchangeDifference {
      ...Money_money
    }
    order {
      id
      orderDate
      paymentMethod
      paymentStatus
      customer {
        userName
        email
      }
      addressInfo {
        address
        city
        pincode
        phone
      }
    }
    lines {
      id
      productName
      size
      quantity
      exchangeSize
      exchangeUnitPrice {
        ...Money_money
      }
      received
      damaged
      refund {
        ...Money_money
      }
    }
    payout {
      method
      reference
      amount {
        ...Money_money
      }
      recordedAt
    }
    history {
      id
      ...OrderTimeline_event
    }
  }
`);

/** The /admin/returns route's query: a page of requests, newest first, optionally in one state. */
export const AdminReturnsQuery = graphql(`
  query AdminReturns($state: ReturnState, $first: Int, $after: String) {
    returnRequests(state: $state, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...AdminReturnRow_request
      }
    }
  }
`);

export const AdminReturnDetailsQuery = graphql(`
  query AdminReturnDetails($id: ID!) {
    returnRequest(id: $id) {
      id
      ...AdminReturnRow_request
      ...AdminReturnDetails_request
    }
  }
`);

// Every decision answers with the whole request, so the row and the open dialog update from the cache.
export const ApproveReturnMutation = graphql(`
  mutation ApproveReturn($returnId: ID!) {
    approveReturn(returnId: $returnId) {
      returnRequest {
        id
        ...AdminReturnRow_request
        ...AdminReturnDetails_request
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const DeclineReturnMutation = graphql(`
  mutation DeclineReturn($returnId: ID!, $reason: String!) {
    declineReturn(returnId: $returnId, reason: $reason) {
      returnRequest {
        id
        ...AdminReturnRow_request
        ...AdminReturnDetails_request
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const ReceiveReturnMutation = graphql(`
  mutation ReceiveReturn($returnId: ID!, $lines: [ReceiveReturnLineInput!]!) {
    receiveReturn(returnId: $returnId, lines: $lines) {
      returnRequest {
        id
        ...AdminReturnRow_request
        ...AdminReturnDetails_request
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const RecordRefundMutation = graphql(`
  mutation RecordRefund($input: RecordRefundInput!) {
    recordRefund(input: $input) {
      returnRequest {
        id
        ...AdminReturnRow_request
        ...AdminReturnDetails_request
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const ShipExchangeMutation = graphql(`
  mutation ShipExchange($returnId: ID!) {
    shipExchange(returnId: $returnId) {
      returnRequest {
        id
        ...AdminReturnRow_request
        ...AdminReturnDetails_request
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const CloseReturnMutation = graphql(`
  mutation CloseReturn($returnId: ID!) {
    closeReturn(returnId: $returnId) {
      returnRequest {
        id
        ...AdminReturnRow_request
        ...AdminReturnDetails_request
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);
