// The API speaks GraphQL enum names (COD, PENDING); the domain's labels are keyed by the stored
// values (cod, pending). These bridge the two through the domain's own const objects.

import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PaymentMethod as DomainPaymentMethod,
  PaymentStatus as DomainPaymentStatus,
  Size as DomainSize,
} from '@threadline/domain';
import type { PaymentMethod, PaymentStatus, Size } from '../../graphql/generated/graphql';

export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHOD_LABELS[DomainPaymentMethod[method]];
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[DomainPaymentStatus[status]];
}

/** "M", "XXL" or "3-5yr", as the store prints sizes. */
export function sizeText(size: Size): string {
  return DomainSize[size];
}

/** The short form of an order id shown in lists (its last 8 characters); the dialog shows it in full. */
export function shortOrderId(id: string): string {
  return `#${id.slice(-8)}`;
}
