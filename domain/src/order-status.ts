// Order lifecycle vocabulary (spec section 4 "Order status"). Const objects rather than TS enums so
// the keys can name GraphQL enum values while the values stay what the database and REST use.

export const OrderStatus = {
  ORDER_PLACED: 'orderPlaced',
  IN_SHIPPING: 'inShipping',
  DELIVERED: 'delivered',
  REJECTED: 'rejected',
  CANCELED: 'canceled',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** The admin select's label; its options are ORDER_STATUS_LABELS, in ORDER_STATUSES order. */
export const ORDER_STATUS_SELECT_LABEL = 'Order Status';

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  orderPlaced: 'Order Placed',
  inShipping: 'In Shipping',
  delivered: 'Order Delivered',
  rejected: 'Rejected',
  canceled: 'Order Canceled',
};

export type BadgeColor = 'blue' | 'yellow' | 'green' | 'red' | 'gray';

export const ORDER_STATUS_BADGE: Readonly<Record<OrderStatus, BadgeColor>> = {
  orderPlaced: 'blue',
  inShipping: 'yellow',
  delivered: 'green',
  rejected: 'red',
  canceled: 'gray',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order in this status keeps its items out of stock; rejected and canceled orders gave theirs back. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== OrderStatus.REJECTED && status !== OrderStatus.CANCELED;
}

/**
 * What a status change means for stock. Admins may move an order between any two statuses, so a
 * canceled order can be revived (its items must be taken from stock again) as well as stopped.
 */
export function stockChangeOnTransition(from: OrderStatus, to: OrderStatus): 'release' | 'reserve' | 'none' {
  if (holdsStock(from) === holdsStock(to)) return 'none';
  return holdsStock(from) ? 'release' : 'reserve';
}

/** Shown to the admin beside the status of a paid order. */
export const PAID_ORDER_STATUS_NOTE =
  'This order is paid through the payment provider. Changing its status never moves money: if you cancel or reject it, refund the payment at the provider.';

/** Said to a shopper who asks to cancel an order whose money the provider already took. */
export const PAID_ORDER_NOT_CANCELABLE_MESSAGE =
  'This order is already paid, so it cannot be canceled here. Please contact us to cancel it and get your money back.';

/**
 * Customers may cancel only before the order is handed to shipping, and only while nothing has
 * been paid: canceling never refunds, so a paid order is canceled by the store, which refunds it.
 */
export function canCustomerCancel(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.status === OrderStatus.ORDER_PLACED && order.paymentStatus !== PaymentStatus.PAID;
}

export const PaymentMethod = {
  COD: 'cod',
  PAYPAL: 'paypal',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHODS: readonly PaymentMethod[] = Object.values(PaymentMethod);
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on Delivery',
  paypal: 'PayPal',
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * Where the order's money is. The store acts on it: capture is refused once PAID, a shopper may
 * not cancel a PAID order, and the statuses below change with the order's own (`paymentStatusOnTransition`).
 * PENDING: nothing collected yet (cash on delivery until the courier collects it, or a provider
 * payment not yet captured). PAID: taken through the provider. FAILED: the provider payment could
 * not be started at checkout. CANCELED: the order was canceled or rejected before anything was
 * collected, so nothing ever will be.
 */
export const PaymentStatus = {
  PENDING: 'pending',
  PAID: 'paid',
  FAILED: 'failed',
  CANCELED: 'canceled',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = Object.values(PaymentStatus);
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
};

/** Whether the method's money is taken through a payment provider (and could be taken when the order is stopped). */
export function paysThroughProvider(method: PaymentMethod): boolean {
  return method !== PaymentMethod.COD;
}

/**
 * The payment status once the order moves to `to`. Stopping an order (canceled, rejected) before
 * anything was collected cancels its payment, and reviving it makes the payment pending again.
 * Money already taken (PAID) stays PAID whatever the order's status: a status change never moves
 * money, so a refund is made at the provider. A payment that failed to start stays FAILED.
 */
export function paymentStatusOnTransition(payment: PaymentStatus, to: OrderStatus): PaymentStatus {
  if (payment === PaymentStatus.PENDING && !holdsStock(to)) return PaymentStatus.CANCELED;
  if (payment === PaymentStatus.CANCELED && holdsStock(to)) return PaymentStatus.PENDING;
  return payment;
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export const OrderType = {
  REGULAR: 'regular',
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];
export const ORDER_TYPES: readonly OrderType[] = Object.values(OrderType);

/** Every new order starts here: cash on delivery unless the shopper picks a provider, and nothing paid yet. */
export const NEW_ORDER_DEFAULTS: {
  readonly orderStatus: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly paymentStatus: PaymentStatus;
  readonly type: OrderType;
} = {
  orderStatus: OrderStatus.ORDER_PLACED,
  paymentMethod: PaymentMethod.COD,
  paymentStatus: PaymentStatus.PENDING,
  type: OrderType.REGULAR,
};
