import type { PaymentMethod, Size } from '@threadline/domain';
import type { EmailKind } from './email-message.entity.js';

// What each template needs, copied into the outbox row when it is written: the e-mail tells what
// was true at that moment even if the order or the account changes before the sender gets to it.

export interface WelcomePayload {
  userName: string;
}

export interface OrderEmailLine {
  title: string;
  /** As stored on the order line: absolute, or a path under the store's own origin. */
  image: string;
  size: Size;
  quantity: number;
  unitPricePaise: number;
  lineTotalPaise: number;
  /** What promotions took off the line, frozen on the order; absent in e-mails queued before promotions existed. */
  discountPaise?: number;
  /** The product's slug when it still exists, for the review link of the Delivered e-mail. */
  productSlug: string | null;
}

export interface OrderEmailPayload {
  userName: string;
  orderId: string;
  placedAt: string;
  lines: OrderEmailLine[];
  subtotalPaise: number;
  /** The order's savings; absent (no savings) in e-mails queued before promotions existed. */
  discountPaise?: number;
  /** The code applied at checkout; null or absent when none. */
  discountCode?: string | null;
  /** What each promotion gave, in the order they applied, as frozen on the order. */
  promotions?: Array<{ name: string; code: string | null; discountPaise: number }>;
  totalPaise: number;
  address: { address: string; city: string; pincode: string; phone: string; notes: string };
  paymentMethod: PaymentMethod;
  /** The shopper's own words, for a shopper's cancellation. */
  cancellationReason: string | null;
}

export interface PasswordResetPayload {
  userName: string;
  /**
   * The only copy of the raw token outside the shopper's inbox (the database keeps its hash).
   * The sender removes it once the e-mail is accepted, and production never shows it in the mailbox.
   */
  token: string | null;
  expiresInMinutes: number;
  /** The client's own reset page the link opens (RESET_URL_ORIGINS); absent or null: the store's. */
  resetUrl?: string | null;
}

/** A step of a return or exchange request, as its e-mail tells it. */
export interface ReturnEmailPayload {
  userName: string;
  orderId: string;
  returnId: string;
  kind: 'REFUND' | 'EXCHANGE';
  state: string;
  declineReason: string | null;
  refundPaise: number;
  exchangeDifferencePaise: number;
  payoutPaise: number | null;
  lines: Array<{ title: string; size: Size; quantity: number; exchangeSize: Size | null }>;
}

export type EmailPayloadOf = {
  WELCOME: WelcomePayload;
  ORDER_CONFIRMATION: OrderEmailPayload;
  ORDER_IN_SHIPPING: OrderEmailPayload;
  ORDER_DELIVERED: OrderEmailPayload;
  ORDER_REJECTED: OrderEmailPayload;
  ORDER_CANCELED_BY_STORE: OrderEmailPayload;
  ORDER_CANCELED_BY_SHOPPER: OrderEmailPayload;
  ORDER_EXPIRED: OrderEmailPayload;
  PASSWORD_RESET: PasswordResetPayload;
  RETURN_UPDATE: ReturnEmailPayload;
};

export type AnyEmail = { [K in EmailKind]: { kind: K; payload: EmailPayloadOf[K] } }[EmailKind];
