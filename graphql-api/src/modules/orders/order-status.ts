import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  canCustomerCancel,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PaymentMethod,
  stockChangeOnTransition,
  validateCancelReason,
} from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import { Order, OrderLine } from './order.entity.js';
import { lockProducts, releaseStock, stockErrors, takeStock, type StockLine } from './order-stock.js';
import { refused, succeeded, type OrderResult } from './orders.types.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const NOTHING_TO_CAPTURE_MESSAGE = 'This order is paid cash on delivery; there is nothing to capture';
export const NO_PAYMENT_PROVIDER_MESSAGE = 'No payment provider is connected to capture this payment';

const orderNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE, 'orderId');

/** The shopper cancels their own order while it is still placed; its stock goes back at once. */
export async function cancelOrder(em: EntityManager, userId: string, input: { orderId: string; reason: string }): Promise<OrderResult> {
  const reasonProblem = validateCancelReason(input.reason);
  if (reasonProblem) return refused(UserError.of(UserErrorCode.INVALID_INPUT, reasonProblem, 'reason'));

  return em.transactional(async (tx) => {
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
}

/**
 * An admin moves an order to any status (the spec sets no order). Leaving or entering the
 * statuses that hold no stock moves the stock with it, exactly once however often it is asked.
 */
export async function updateOrderStatus(em: EntityManager, input: { orderId: string; status: OrderStatus }): Promise<OrderResult> {
  return em.transactional(async (tx) => {
    const order = await lockOrder(tx, input.orderId, {});
    if (!order) return refused(orderNotFound());
    const problems = await moveToStatus(tx, order, input.status);
    if (problems.length > 0) return refused(...problems);
    return succeeded(order);
  });
}

/**
 * Confirms a provider payment. Checkout takes cash on delivery only (the provider flow is a
 * later issue), so every order is refused honestly rather than marked paid.
 */
export async function capturePayment(em: EntityManager, userId: string, input: { orderId: string }): Promise<OrderResult> {
  const order = isUuid(input.orderId) ? await em.findOne(Order, { id: input.orderId, user: userId }) : null;
  if (!order) return refused(orderNotFound());
  const message = order.paymentMethod === PaymentMethod.COD ? NOTHING_TO_CAPTURE_MESSAGE : NO_PAYMENT_PROVIDER_MESSAGE;
  return refused(UserError.of(UserErrorCode.INVALID_STATE, message, 'orderId'));
}

/**
 * Locks the order for the rest of the transaction and reads it fresh, so two concurrent changes
 * of one order apply one after the other, each seeing the other's result.
 */
async function lockOrder(em: EntityManager, orderId: string, scope: FilterQuery<Order> & object): Promise<Order | null> {
  if (!isUuid(orderId)) return null;
  return em.findOne(Order, { ...scope, id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * Sets the status and moves the order's stock when the change calls for it. Returns the stock
 * problems instead when the order would take more pieces than there are; nothing changes then.
 */
async function moveToStatus(em: EntityManager, order: Order, status: OrderStatus): Promise<UserError[]> {
  const change = stockChangeOnTransition(order.status, status);
  if (change !== 'none') {
    const lines = (await em.find(OrderLine, { order })).map(stockLineOf);
    const products = await lockProducts(em, lines.map((line) => line.productId));
    // Lines of deleted products have no stock to give back or take again.
    const kept = lines.filter((line) => products.has(line.productId));
    if (change === 'reserve') {
      const problems = stockErrors(kept, products);
      if (problems.length > 0) return problems;
      takeStock(kept, products);
    } else {
      releaseStock(kept, products);
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
  quantity: line.quantity,
});
