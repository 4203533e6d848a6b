// The API speaks GraphQL enum names (MALE, ROUND_NECK_HALF, AGE_3_5, ORDER_PLACED, COD); the
// domain's vocabulary and labels are keyed by the stored and REST values (male, round_neck_half,
// 3-5yr, orderPlaced, cod). The domain's const objects map one to the other, and these helpers
// bridge the two for every feature, so no value list or label is copied into the frontend.

import {
  Category as DomainCategory,
  CATEGORY_LABELS,
  Measurement as DomainMeasurement,
  MEASUREMENT_LABELS,
  ORDER_STATUS_LABELS,
  OrderStatus as DomainOrderStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PaymentMethod as DomainPaymentMethod,
  PaymentStatus as DomainPaymentStatus,
  PRODUCT_TYPE_LABELS,
  ProductType as DomainProductType,
  Size as DomainSize,
} from '@threadline/domain';
import type { Category, EmailKind, EmailStatus, Measurement, OrderStatus, PaymentMethod, PaymentStatus, ProductType, Size } from './generated/graphql';

/** The key of `object` whose value is `value`: the GraphQL enum name of a domain value (male → MALE). */
export function enumNameOf<K extends string, V extends string>(object: Readonly<Record<K, V>>, value: V): K {
  const entry = (Object.entries(object) as [K, V][]).find(([, v]) => v === value);
  // Unreachable with typed input: every domain value has its key in the same const object.
  if (!entry) throw new Error(`No enum name for ${value}`);
  return entry[0];
}

export const categoryLabel = (category: Category): string => CATEGORY_LABELS[DomainCategory[category]];
export const productTypeLabel = (productType: ProductType): string => PRODUCT_TYPE_LABELS[DomainProductType[productType]];
export const measurementLabel = (measurement: Measurement): string => MEASUREMENT_LABELS[DomainMeasurement[measurement]];
export const orderStatusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[DomainOrderStatus[status]];
export const paymentMethodLabel = (method: PaymentMethod): string => PAYMENT_METHOD_LABELS[DomainPaymentMethod[method]];
export const paymentStatusLabel = (status: PaymentStatus): string => PAYMENT_STATUS_LABELS[DomainPaymentStatus[status]];

/** How the store writes a size: "XS"…"XXL", or "3-5yr" for a kids' age group. */
export const sizeText = (size: Size): string => DomainSize[size];

// The store's e-mails (issue 19) have no labels in the domain: only the mailbox and the back office
// name them, so their words live here, beside the other enums' labels.
const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, string>> = {
  WELCOME: 'Welcome',
  ORDER_CONFIRMATION: 'Order confirmation',
  ORDER_IN_SHIPPING: 'In shipping',
  ORDER_DELIVERED: 'Delivered',
  ORDER_REJECTED: 'Rejected',
  ORDER_CANCELED_BY_STORE: 'Canceled by the store',
  ORDER_CANCELED_BY_SHOPPER: 'Canceled by the shopper',
  ORDER_EXPIRED: 'Payment not completed',
  PASSWORD_RESET: 'Password reset',
  RETURN_UPDATE: 'Return or exchange',
};

const EMAIL_STATUS_LABELS: Readonly<Record<EmailStatus, string>> = {
  PENDING: 'Waiting',
  SENT: 'Sent',
  FAILED: 'Failed',
  // No mail server is set (SMTP_URL): held for the development mailbox, never sent.
  KEPT: 'Kept',
};

export const emailKindLabel = (kind: EmailKind): string => EMAIL_KIND_LABELS[kind];
export const emailStatusLabel = (status: EmailStatus): string => EMAIL_STATUS_LABELS[status];
