import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus, PaymentMethod, PaymentStatus, Size } from '@threadline/domain';
import { StoreEventType, type EventBus } from '../events/event-bus.js';
import { OrderActorKind, OrderEvent, OrderEventType, OrderEventVisibility, type OrderEventFields } from './order-event.entity.js';
import type { Order } from './order.entity.js';

/** Who changed an order; `userId` for a shopper or an admin. */
export interface OrderActor {
  kind: OrderActorKind;
  userId?: string | null;
}

export const SYSTEM_ACTOR: OrderActor = { kind: OrderActorKind.SYSTEM };
export const shopperActor = (userId: string): OrderActor => ({ kind: OrderActorKind.SHOPPER, userId });
export const adminActor = (userId: string): OrderActor => ({ kind: OrderActorKind.ADMIN, userId });

/** Why an order was canceled, as `order.canceled` tells subscribers. */
export type OrderCancelCause = 'shopper' | 'admin' | 'payment_failed' | 'expired';

export interface OrderChange {
  order: Order;
  type: OrderEventType;
  actor: OrderActor;
  /** The status before the change, for a change of status; the order's status now is the status after. */
  fromStatus?: OrderStatus | null;
  /** A staff note, or the shopper's reason for canceling. */
  note?: string | null;
  /** Staff notes choose; every other entry is the shopper's to see. */
  visibility?: OrderEventVisibility;
  /** For the RETURN_* entries: the request, as `order.return_updated` tells subscribers (plain JSON). */
  returnRequest?: ReturnRequestData;
}

/** A return request as `order.return_updated` carries it: public and stable, amounts in paise. */
export interface ReturnRequestData {
  id: string;
  kind: string;
  state: string;
  previousState: string | null;
  reason: string;
  refundPaise: number;
  /** Positive: the shopper pays it on delivery of the replacement; negative: refunded. */
  exchangeDifferencePaise: number;
  declineReason: string | null;
  /** The refund paid, once recorded. */
  payoutPaise: number | null;
  lines: Array<{ orderLineId: string; quantity: number; exchangeSize: string | null; received: number | null; damaged: number | null }>;
}

/** The entries about a return request: each publishes `order.return_updated`. */
const RETURN_EVENTS: ReadonlySet<OrderEventType> = new Set([
  OrderEventType.RETURN_REQUESTED,
  OrderEventType.RETURN_APPROVED,
  OrderEventType.RETURN_DECLINED,
  OrderEventType.RETURN_CANCELED,
  OrderEventType.RETURN_RECEIVED,
  OrderEventType.RETURN_REFUNDED,
  OrderEventType.RETURN_EXCHANGE_SHIPPED,
  OrderEventType.RETURN_CLOSED,
]);

/** The entries that carry a change of status: their `toStatus` is the order's status after it. */
const CHANGES_STATUS: ReadonlySet<OrderEventType> = new Set([
  OrderEventType.STATUS_CHANGED,
  OrderEventType.CANCELED_BY_SHOPPER,
  OrderEventType.CHECKOUT_EXPIRED,
  OrderEventType.PAYMENT_FAILED,
]);

/**
 * Records a change of an order, inside the transaction that made it (`em`): the history entry,
 * and the store events its subscribers (e-mail, webhooks) turn into rows of their own in the same
 * transaction. The order use cases call this and nothing else about a change; they know no
 * subscriber. The caller has already applied the change to `order`.
 *
 * What is published:
 * - PLACED → `order.created`; PAYMENT_CAPTURED → `order.paid`;
 * - STATUS_CHANGED (an admin) → `order.status_changed`, and also `order.canceled` (cause `admin`)
 *   when the order moved into CANCELED; a rejection is a status change only;
 * - CANCELED_BY_SHOPPER / CHECKOUT_EXPIRED / PAYMENT_FAILED → `order.canceled` with cause
 *   `shopper` / `expired` / `payment_failed`;
 * - NOTE → nothing: staff notes are the history's own;
 * - RETURN_* → `order.return_updated`, with the request (its state before and after).
 */
export async function recordOrderEvent(em: EntityManager, bus: EventBus, change: OrderChange): Promise<OrderEvent> {
  const { order, type, actor } = change;
  const changesStatus = CHANGES_STATUS.has(type);
  const fields: OrderEventFields = {
    order,
    type,
    fromStatus: changesStatus ? (change.fromStatus ?? null) : null,
    toStatus: changesStatus ? order.status : type === OrderEventType.PLACED ? order.status : null,
    actorKind: actor.kind,
    actorId: actor.userId ?? null,
    note: change.note ?? null,
    visibility: change.visibility ?? OrderEventVisibility.PUBLIC,
    returnRequestId: change.returnRequest?.id ?? null,
  };
  const event = new OrderEvent(fields);
  em.persist(event);
  const published = storeEventsOf(change);
  if (published.length === 0) return event;
  // Written now, so that subscribers find the order (and its lines) in this transaction as it stands.
  await em.flush();
  const data = { order: await orderData(order), actor: { kind: actor.kind, ...(actor.userId ? { userId: actor.userId } : {}) } };
  for (const { type: storeType, extra } of published) {
    await bus.publish(em, { type: storeType, subject: { kind: 'order', id: order.id }, data: { ...data, ...extra } });
  }
  return event;
}

function storeEventsOf(change: OrderChange): Array<{ type: StoreEventType; extra: Record<string, unknown> }> {
  const previousStatus = change.fromStatus ? { previousStatus: enumName(OrderStatus, change.fromStatus) } : {};
  const canceled = (cause: OrderCancelCause) => ({ type: StoreEventType.ORDER_CANCELED, extra: { ...previousStatus, cause } });
  switch (change.type) {
    case OrderEventType.PLACED:
      return [{ type: StoreEventType.ORDER_CREATED, extra: {} }];
    case OrderEventType.PAYMENT_CAPTURED:
      return [{ type: StoreEventType.ORDER_PAID, extra: {} }];
    case OrderEventType.STATUS_CHANGED:
      return [
        { type: StoreEventType.ORDER_STATUS_CHANGED, extra: previousStatus },
        ...(change.order.status === OrderStatus.CANCELED ? [canceled('admin')] : []),
      ];
    case OrderEventType.CANCELED_BY_SHOPPER:
      return [canceled('shopper')];
    case OrderEventType.CHECKOUT_EXPIRED:
      return [canceled('expired')];
    case OrderEventType.PAYMENT_FAILED:
      return [canceled('payment_failed')];
    case OrderEventType.NOTE:
      return [];
    default:
      if (RETURN_EVENTS.has(change.type) && change.returnRequest) {
        return [{ type: StoreEventType.ORDER_RETURN_UPDATED, extra: { returnRequest: change.returnRequest } }];
      }
      return [];
  }
}

/**
 * The order as `order.*` events carry it: public and stable (webhooks deliver it), so plain JSON
 * with amounts in integer paise and enums by their GraphQL names, as the API shows them.
 */
async function orderData(order: Order): Promise<Record<string, unknown>> {
  // Through the collection (in position order), so the e-mail subscriber after it reads the lines from memory.
  const lines = order.lines.isInitialized() ? order.lines.getItems() : (await order.lines.init()).getItems();
  return {
    id: order.id,
    status: enumName(OrderStatus, order.status),
    paymentMethod: enumName(PaymentMethod, order.paymentMethod),
    paymentStatus: enumName(PaymentStatus, order.paymentStatus),
    totalPaise: order.totalPaise,
    placedAt: order.createdAt.toISOString(),
    customerId: order.user.id,
    lines: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      size: enumName(Size, line.size),
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
  };
}

/** The GraphQL name of a domain enum's value (`orderPlaced` → `ORDER_PLACED`, `3-5yr` → `AGE_3_5`). */
function enumName(values: Readonly<Record<string, string>>, value: string): string {
  return Object.keys(values).find((key) => values[key] === value) ?? value;
}
