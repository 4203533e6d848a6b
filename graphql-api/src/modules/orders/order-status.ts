import type { EntityManager } from '@mikro-orm/postgresql';
import {
  canCustomerCancel,
  holdsStock,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PAID_ORDER_NOT_CANCELABLE_MESSAGE,
  PaymentStatus,
  paymentStatusOnTransition,
  TaxDocumentError,
  stockChangeOnTransition,
  validateCancelReason,
  type PaymentMethod,
} from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { StockCauseKind, StockMovementReason } from '../catalog/stock-movement.entity.js';
import type { EventBus } from '../events/event-bus.js';
import { openLocks, type LockGate } from '../locks/lock-gate.js';
import { issueCreditNote, issueOrderInvoice } from '../invoices/tax-documents.js';
import { releasePromotionUses } from '../promotions/promotion-uses.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderEventType } from './order-event.entity.js';
import { adminActor, recordOrderEvent, shopperActor } from './order-events.js';
import { lockStock, stockErrors, takeStock, type StockLine } from './order-stock.js';
import { refused, succeeded, type OrderResult } from './orders.types.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ORDER_HAS_RETURNS_MESSAGE = 'This order has a return or exchange under way or done; its status can no longer change';

/**
 * Whether pieces of the order are in a return request that stands (every state but declined and
 * canceled). Its status is then fixed at DELIVERED: moving it would give back or take again the
 * whole order's stock beside what the return moved (a received piece restocked twice), and the
 * return's refund and documents assume a delivered order. Read under the order's lock, which every
 * return step takes first, so no request slips in between.
 */
async function hasStandingReturn(em: EntityManager, orderId: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>(`select 1 from return_request where order_id = ? and state not in ('DECLINED', 'CANCELED') limit 1`, [orderId]);
  return rows.length > 0;
}

const orderNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, ORDER_NOT_FOUND_MESSAGE, 'orderId');

/** Who or what canceled an order, for the operator's figures. */
export type CancelCause = 'shopper' | 'admin' | 'payment_failed';
/** Who or what moved an order's status: what its stock movements name as their reason. */
export type StatusCause = CancelCause | 'expired';

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
    const locks = openLocks(tx, { events: bus });
    const order = await locks.order(input.orderId, { user: userId });
    if (!order) return refused(orderNotFound());
    if (order.status === OrderStatus.ORDER_PLACED && order.paymentStatus === PaymentStatus.PAID) {
      return refused(UserError.of(UserErrorCode.INVALID_STATE, PAID_ORDER_NOT_CANCELABLE_MESSAGE, 'orderId'));
    }
    if (!canCustomerCancel(order)) {
      const message = `This order can no longer be canceled (status: ${ORDER_STATUS_LABELS[order.status]})`;
      return refused(UserError.of(UserErrorCode.INVALID_STATE, message, 'orderId'));
    }
    const before = order.status;
    await moveToStatus(locks, order, OrderStatus.CANCELED, 'shopper');
    order.cancellationReason = input.reason.trim();
    await recordOrderEvent(tx, bus, {
      order,
      type: OrderEventType.CANCELED_BY_SHOPPER,
      actor: shopperActor(userId),
      fromStatus: before,
      note: order.cancellationReason,
    });
    await locks.takeDocumentSerials();
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
  const result = await em
    .transactional(async (tx) => {
      const locks = openLocks(tx, { events: bus });
      const order = await locks.order(input.orderId);
      if (!order) return refused(orderNotFound());
      const before = order.status;
      if (before !== input.status && (await hasStandingReturn(tx, order.id))) {
        return refused(UserError.of(UserErrorCode.INVALID_STATE, ORDER_HAS_RETURNS_MESSAGE, 'status'));
      }
      const problems = await moveToStatus(locks, order, input.status, 'admin');
      if (problems.length > 0) return refused(...problems);
      canceled = before !== OrderStatus.CANCELED && input.status === OrderStatus.CANCELED;
      if (before !== input.status) {
        await recordOrderEvent(tx, bus, { order, type: OrderEventType.STATUS_CHANGED, actor: adminActor(adminId), fromStatus: before });
      }
      // The invoice or credit note moveToStatus issued is numbered last: its series stays locked for the commit alone.
      await locks.takeDocumentSerials();
      return succeeded(order);
    })
    .catch((error: unknown) => {
      if (error instanceof OrderChangeRefused) return refused(error.userError);
      throw error;
    });
  if (canceled) events.orderCanceled?.('admin');
  return result;
}

/**
 * Sets the status and moves the order's stock when the change calls for it, through the gate that
 * locked the order. Returns the stock problems instead when the order would take more pieces than
 * there are; nothing changes then. `cause` names the stock movements' reason.
 *
 * An order stopped (canceled by anyone, rejected, expired, its payment failed) gives back the
 * promotion uses it holds, once. An order revived from there keeps its frozen discount but does
 * not take its uses again: the limits may have been reached by others meanwhile, and an admin's
 * revival is not the shopper's claim on them.
 *
 * GST documents move with it too (issue 27, invoices/tax-documents.ts): an order entering
 * IN_SHIPPING gets its invoice unless one stands (none while the store has no GSTIN), and an
 * invoiced order entering REJECTED or CANCELED a credit note for every piece not yet credited. An
 * invoice the store's details cannot make throws OrderChangeRefused, which rolls the change back.
 * The documents wait for their numbers: the caller's transaction ends with the gate's
 * `takeDocumentSerials`.
 */
export async function moveToStatus(locks: LockGate, order: Order, status: OrderStatus, cause: StatusCause): Promise<UserError[]> {
  const em = locks.em;
  const change = stockChangeOnTransition(order.status, status);
  if (change !== 'none') {
    const lines = (await em.find(OrderLine, { order })).map(stockLineOf);
    const locked = await lockStock(locks, lines);
    // Lines of deleted products have no stock to give back or take again.
    const kept = lines.filter((line) => locked.products.has(line.productId));
    const stockCause = { reason: stockReason(change, status, cause), kind: StockCauseKind.ORDER, id: order.id };
    if (change === 'reserve') {
      const problems = stockErrors(kept, locked);
      if (problems.length > 0) return problems;
      await takeStock.invoke(locks, { lines: kept, cause: stockCause });
    } else {
      await takeStock.compensate(locks, { lines: kept, cause: stockCause });
    }
  }
  if (!holdsStock(status)) await releasePromotionUses(locks, order);
  // GST documents, after the promotions' counters (the counters stage's order): goods are invoiced
  // when they leave (CGST s. 31), and an invoiced order that is stopped is credited in full.
  const entering = order.status !== status;
  if (entering && status === OrderStatus.IN_SHIPPING) await invoiceOnDispatch(locks, order);
  if (entering && (status === OrderStatus.REJECTED || status === OrderStatus.CANCELED)) await issueCreditNote(locks, order, { pieces: 'all' });
  // The reason belongs to the shopper's cancellation; an order revived from it no longer has one.
  if (order.status === OrderStatus.CANCELED && status !== OrderStatus.CANCELED) order.cancellationReason = null;
  order.paymentStatus = paymentStatusOnTransition(order.paymentStatus, status);
  // The return window counts from the last entry into DELIVERED (domain returns.ts rule 1).
  if (status === OrderStatus.DELIVERED && order.status !== OrderStatus.DELIVERED) order.deliveredAt = new Date();
  order.status = status;
  return [];
}

/**
 * Issues the dispatched order's invoice. A document the store's details cannot make (say, a GSTIN
 * registered in another state than the store's) refuses the dispatch with the reason, and the
 * whole change is rolled back: goods may not leave without their invoice.
 */
async function invoiceOnDispatch(locks: LockGate, order: Order): Promise<void> {
  try {
    await issueOrderInvoice(locks, order);
  } catch (error) {
    if (error instanceof TaxDocumentError) {
      throw new OrderChangeRefused(UserError.of(UserErrorCode.INVALID_STATE, `The order cannot be dispatched: its invoice cannot be issued. ${error.message}`, 'status'));
    }
    throw error;
  }
}

/** Thrown inside a transaction to roll back an order change and answer with a user error instead. */
export class OrderChangeRefused extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

const stockLineOf = (line: OrderLine): StockLine => ({
  field: `lines.${line.id}`,
  productId: line.productId,
  size: line.size,
  quantity: line.quantity,
});

/** Why an order's stock moves with its status: taken again (revived), or given back by whom. */
function stockReason(change: 'reserve' | 'release', status: OrderStatus, cause: StatusCause): StockMovementReason {
  if (change === 'reserve') return StockMovementReason.SALE;
  if (status === OrderStatus.REJECTED) return StockMovementReason.REJECTION;
  if (cause === 'expired') return StockMovementReason.EXPIRY;
  if (cause === 'payment_failed') return StockMovementReason.PAYMENT_FAILED;
  return StockMovementReason.CANCEL;
}
