import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  canCustomerCancel,
  holdsStock,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PROVIDER_ID_MAX_LENGTH,
  stockChangeOnTransition,
  validateCancelReason,
} from '@threadline/domain';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import { Order, OrderLine } from './order.entity.js';
import { lockStock, releaseStock, stockErrors, takeStock, type StockLine } from './order-stock.js';
import { refused, succeeded, type OrderResult } from './orders.types.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const NOTHING_TO_CAPTURE_MESSAGE = 'This order is paid cash on delivery; there is nothing to capture';
export const NO_PAYMENT_PROVIDER_MESSAGE = 'No payment provider is connected to capture this payment';
export const ALREADY_PAID_MESSAGE = 'This order is already paid';
export const NOT_PAYABLE_MESSAGE = 'This order was canceled or rejected; it can no longer be paid';
export const WRONG_PAYMENT_MESSAGE = 'This payment does not belong to this order';
export const PAYMENT_NOT_CONFIRMED_MESSAGE = 'The payment provider did not confirm this payment';

const orderNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE, 'orderId');

/** Who or what canceled an order, for the operator's figures. */
export type CancelCause = 'shopper' | 'admin' | 'payment_failed';

/** What the order use cases report once their transaction committed (metrics). */
export interface OrderEvents {
  orderPlaced?(paymentMethod: PaymentMethod): void;
  orderCanceled?(cause: CancelCause): void;
}

/** The shopper cancels their own order while it is still placed; its stock goes back at once. */
export async function cancelOrder(
  em: EntityManager,
  userId: string,
  input: { orderId: string; reason: string },
  events: OrderEvents = {},
): Promise<OrderResult> {
  const reasonProblem = validateCancelReason(input.reason);
  if (reasonProblem) return refused(UserError.of(UserErrorCode.INVALID_INPUT, reasonProblem, 'reason'));

  const result = await em.transactional(async (tx) => {
    const order = await lockOrder(tx, input.orderId, { user: userId });
    if (!order) return refused(orderNotFound());
    if (!canCustomerCancel(order.status)) {
      const message = `This order can no longer be canceled (status: ${ORDER_STATUS_LABELS[order.status]})`;
      return refused(UserError.of(UserErrorCode.INVALID_STATE, message, 'orderId'));
    }
    await moveToStatus(tx, order, OrderStatus.CANCELED);
    order.cancellationReason = input.reason.trim();
    return succeeded(order);
  });
  if (result.userErrors.length === 0) events.orderCanceled?.('shopper');
  return result;
}

/**
 * An admin moves an order to any status (the spec sets no order). Leaving or entering the
 * statuses that hold no stock moves the stock with it, exactly once however often it is asked.
 */
export async function updateOrderStatus(
  em: EntityManager,
  input: { orderId: string; status: OrderStatus },
  events: OrderEvents = {},
): Promise<OrderResult> {
  let canceled = false;
  const result = await em.transactional(async (tx) => {
    const order = await lockOrder(tx, input.orderId, {});
    if (!order) return refused(orderNotFound());
    const before = order.status;
    const problems = await moveToStatus(tx, order, input.status);
    if (problems.length > 0) return refused(...problems);
    canceled = before !== OrderStatus.CANCELED && input.status === OrderStatus.CANCELED;
    return succeeded(order);
  });
  if (canceled) events.orderCanceled?.('admin');
  return result;
}

export interface CaptureInput {
  orderId: string;
  paymentId: string;
  payerId: string;
}

/**
 * Confirms a provider payment after the shopper approved it, and marks the order paid, once.
 * The order row stays locked while the provider is asked, so two captures of one order run one
 * after the other and the second finds it paid. A refusal writes nothing: capture never touches
 * stock or carts.
 */
export async function capturePayment(
  em: EntityManager,
  userId: string,
  input: CaptureInput,
  providerFor: (method: PaymentMethod) => PaymentProvider | null,
): Promise<OrderResult> {
  for (const field of ['paymentId', 'payerId'] as const) {
    const value = input[field];
    // Provider ids are short tokens; anything longer is not one and is not sent on.
    if (!value.trim() || value.length > PROVIDER_ID_MAX_LENGTH) {
      return refused(UserError.of(UserErrorCode.INVALID_INPUT, `${field} is not an id the payment provider gave`, field));
    }
  }
  return em.transactional(async (tx) => {
    const order = await lockOrder(tx, input.orderId, { user: userId });
    if (!order) return refused(orderNotFound());
    if (order.paymentMethod === PaymentMethod.COD) return refused(UserError.of(UserErrorCode.INVALID_STATE, NOTHING_TO_CAPTURE_MESSAGE, 'orderId'));
    if (order.paymentStatus === PaymentStatus.PAID) return refused(UserError.of(UserErrorCode.INVALID_STATE, ALREADY_PAID_MESSAGE, 'orderId'));
    if (!holdsStock(order.status)) return refused(UserError.of(UserErrorCode.INVALID_STATE, NOT_PAYABLE_MESSAGE, 'orderId'));
    // The payment id comes back through the shopper's browser; only the one checkout stored counts.
    if (order.paymentId !== input.paymentId) return refused(UserError.of(UserErrorCode.PAYMENT_FAILED, WRONG_PAYMENT_MESSAGE, 'paymentId'));
    const provider = providerFor(order.paymentMethod);
    if (!provider) return refused(UserError.of(UserErrorCode.INVALID_STATE, NO_PAYMENT_PROVIDER_MESSAGE, 'orderId'));
    const outcome = await provider.capture(order.paymentId, input.payerId);
    if (!outcome.verified) return refused(UserError.of(UserErrorCode.PAYMENT_FAILED, PAYMENT_NOT_CONFIRMED_MESSAGE, 'payerId'));
    order.paymentStatus = PaymentStatus.PAID;
    order.payerId = input.payerId;
    return succeeded(order);
  });
}

/**
 * Locks the order for the rest of the transaction and reads it fresh, so two concurrent changes
 * of one order apply one after the other, each seeing the other's result.
 */
export async function lockOrder(em: EntityManager, orderId: string, scope: FilterQuery<Order> & object): Promise<Order | null> {
  if (!isUuid(orderId)) return null;
  return em.findOne(Order, { ...scope, id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * Sets the status and moves the order's stock when the change calls for it. Returns the stock
 * problems instead when the order would take more pieces than there are; nothing changes then.
 */
export async function moveToStatus(em: EntityManager, order: Order, status: OrderStatus): Promise<UserError[]> {
  const change = stockChangeOnTransition(order.status, status);
  if (change !== 'none') {
    const lines = (await em.find(OrderLine, { order })).map(stockLineOf);
    const locked = await lockStock(em, lines);
    // Lines of deleted products have no stock to give back or take again.
    const kept = lines.filter((line) => locked.products.has(line.productId));
    if (change === 'reserve') {
      const problems = stockErrors(kept, locked);
      if (problems.length > 0) return problems;
      await takeStock(em, kept);
    } else {
      await releaseStock(em, kept);
    }
  }
  // The reason belongs to the shopper's cancellation; an order revived from it no longer has one.
  if (order.status === OrderStatus.CANCELED && status !== OrderStatus.CANCELED) order.cancellationReason = null;
  order.status = status;
  return [];
}

const stockLineOf = (line: OrderLine): StockLine => ({
  field: `lines.${line.id}`,
  productId: line.productId,
  size: line.size,
  quantity: line.quantity,
});
