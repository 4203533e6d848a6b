import type { PaymentMethod } from '@threadline/domain';
import type { Config } from '../../config.js';

/** Where the shopper comes back to after approving a payment at the provider (spec section 2). */
export const PAYMENT_RETURN_PATH = '/shop/paypal-return';
export const PAYMENT_CANCEL_PATH = '/shop/checkout';
/** The in-app page after an order with nothing to approve; REST's `approvalURL` for cash on delivery. */
export const PAYMENT_SUCCESS_PATH = '/shop/payment-success';

export interface PaymentRequest {
  orderId: string;
  /** What the shopper pays, in paise: always the server's order total. */
  totalPaise: number;
  /** Absolute URL the provider sends the shopper back to, with `paymentId` and `PayerID` added. */
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedPayment {
  /** The provider's payment id; null when nothing is paid through a provider (cash on delivery). */
  paymentId: string | null;
  /** The provider's page where the shopper approves the payment; null when there is nothing to approve (cash on delivery). */
  approvalUrl: string | null;
}

/** The provider could not be reached or did not answer as its API promises; the caller refuses and changes nothing. */
export class PaymentProviderError extends Error {}

/** The outcome of asking the provider to execute an approved payment. */
export type CaptureOutcome = { verified: true } | { verified: false; reason: string };

/** What the provider says of a payment: whether it took the money, and from whom. */
export type PaymentState = { taken: true; payerId: string } | { taken: false };

/** A refund asked of the provider: `requestId` is its idempotency key, the same on every retry. */
export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  requestId: string;
}

/**
 * One way of paying. Checkout asks it for a payment once the order is built, and capture asks it
 * to confirm one; the order itself is only ever marked paid by the orders module. The provider is
 * the record of whether money was taken: `paymentState` asks it, so an order whose recording was
 * lost (a failed commit, a killed process) can be put right later.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Takes the approved payment; a payment this payer already paid counts as verified, so a retry is safe. */
  capture(paymentId: string, payerId: string): Promise<CaptureOutcome>;
  /** Throws PaymentProviderError when the provider cannot say. */
  paymentState(paymentId: string): Promise<PaymentState>;
  /**
   * Refunds part or all of a taken payment, once per `requestId`: asked again with the same id,
   * the provider answers with the refund it already made. Throws PaymentProviderError when it
   * refuses or cannot be reached (the refund may then have been made or not; ask again).
   */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}

/**
 * The absolute base the provider redirects back to. A provider cannot follow a relative URL, so
 * without PUBLIC_URL the server's own port on localhost stands in (development).
 */
export function storeBaseUrl(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
