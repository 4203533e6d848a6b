import { graphql } from '../../graphql/generated';

/** Confirms, after the shopper returns from the provider, the payment they approved there. */
export const CapturePaymentDocument = graphql(`
  mutation CapturePayment($input: CapturePaymentInput!) {
    capturePayment(input: $input) {
      order {
        id
        paymentStatus
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** Where checkout keeps the order a provider payment is for, across the trip to the provider (spec section 7). */
export const CURRENT_ORDER_KEY = 'currentOrderId';

/** Whether checkout may offer PayPal beside cash on delivery: the store's configuration decides. */
export const CheckoutPaymentMethodsQuery = graphql(`
  query CheckoutPaymentMethods {
    paymentMethods
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        id
        total {
          ...Money_money
        }
      }
      approvalUrl
      userErrors {
        code
        field
        message
      }
    }
  }
`);
