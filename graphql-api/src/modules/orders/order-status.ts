import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import {
  canCustomerCancel,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PAID_ORDER_NOT_CANCELABLE_MESSAGE,
  PaymentStatus,
  paymentStatusOnTransition,
  stockChangeOnTransition,
  validateCancelReason,
  type PaymentMethod,
} from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import type { EventBus } from '../events/event-bus.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderEventType } from './order-event.entity.js';
import { adminActor, recordOrderEvent, shopperActor } from './order-events.js';
import { lockStock, releaseStock, stockErrors, takeStock, type StockLine } from './order-stock.js';
import { refused, succeeded, type OrderResult } from './orders.types.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

const orderNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE, 'orderId');

/** Who or what canceled an order, for the operator's figures. */
export type CancelCause = 'shopper' | 'admin' | 'payment_failed';

/** What the order use cases report once their transaction committed (metrics). */
export interface OrderEvents {
  orderPlaced?(paymentMethod: PaymentMethod): void;
  orderCanceled?(cause: CancelCause): void;
}

/**
 * The shopper cancels their own order while it is still placed and unpaid; its stock goes back
 * at once, and the cancellation (with the reason) is recorded and published with it. Canceling never
 * refunds, so an order paid through the provider is refused.
 */
export async function cancelOrder(
  em: EntityManager,
  userId: string,
  input: { orderId: string; reason: string },
  bus: EventBus,
  events: OrderEvents = {},
): Promise<OrderResult> {
  const reasonProblem = validateCancelReason(input.reason);
  if (reasonProblem) return refused(UserError.of(UserErrorCode.INVALID_INPUT, reasonProblem, 'reason'));

  const result = await em.transactional(async (tx) => {
    const order = await lockOrder(tx, input.orderId, { user: userId });
    if (!order) return refused(orderNotFound());
    if (order.status === OrderStatus.ORDER_PLACED && order.paymentStatus === PaymentStatus.PAID) {
      return refused(UserError.of(UserErrorCode.INVALID_STATE, PAID_ORDER_NOT_CANCELABLE_MESSAGE, 'orderId'));
    }
    if (!canCustomerCancel(order)) {
      const message = `This order can no longer be canceled (status: ${ORDER_STATUS_LABELS[order.status]})`;
      return refused(UserError.of(UserErrorCode.INVALID_STATE, message, 'orderId'));
    }
    const before = order.status;
    await moveToStatus(tx, order, OrderStatus.CANCELED);
    order.cancellationReason = input.reason.trim();
    await recordOrderEvent(tx, bus, {
      order,
      type: OrderEventType.CANCELED_BY_SHOPPER,
      actor: shopperActor(userId),
      fromStatus: before,
      note: order.cancellationReason,
    });
    return succeeded(order);
  });
  if (result.userErrors.length === 0) events.orderCanceled?.('shopper');
  return result;
}

/**
 * An admin moves an order to any status (the spec sets no order). Leaving or entering the
 * statuses that hold no stock moves the stock with it, exactly once however often it is asked.
 * Money never moves with a status (`paymentStatusOnTransition`): a paid order stopped here stays
 * PAID, to be refunded at the provider, and an unpaid one's payment is CANCELED. A change into
 * another status is recorded in the order's history and published (the shopper's e-mail is a
 * subscriber's) in the same transaction; asking for the status the order already has changes
 * nothing and records nothing.
 */
export async function updateOrderStatus(
  em: EntityManager,
  input: { orderId: string; status: OrderStatus },
  adminId: string,
  bus: EventBus,
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
    if (before !== input.status) {
      await recordOrderEvent(tx, bus, { order, type: OrderEventType.STATUS_CHANGED, actor: adminActor(adminId), fromStatus: before });
    }
    return succeeded(order);
  });
  if (canceled) events.orderCanceled?.('admin');
  return result;
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
  order.paymentStatus = paymentStatusOnTransition(order.paymentStatus, status);
  order.status = status;
  return [];
}

const stockLineOf = (line: OrderLine): StockLine => ({
  field: `lines.${line.id}`,
  productId: line.productId,
  size: line.size,
  quantity: line.quantity,
});
