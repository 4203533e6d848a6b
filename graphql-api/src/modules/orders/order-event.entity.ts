import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { ORDER_STATUSES, OrderStatus as OrderStatusEnum, type OrderStatus } from '@threadline/domain';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Order } from './order.entity.js';

/** What happened to an order. Rejections and the admin's cancellations are status changes. */
export const OrderEventType = {
  PLACED: 'placed',
  PAYMENT_CAPTURED: 'paymentCaptured',
  STATUS_CHANGED: 'statusChanged',
  CANCELED_BY_SHOPPER: 'canceledByShopper',
  CHECKOUT_EXPIRED: 'checkoutExpired',
  PAYMENT_FAILED: 'paymentFailed',
  NOTE: 'note',
  RETURN_REQUESTED: 'returnRequested',
  RETURN_APPROVED: 'returnApproved',
  RETURN_DECLINED: 'returnDeclined',
  RETURN_CANCELED: 'returnCanceled',
  RETURN_RECEIVED: 'returnReceived',
  RETURN_REFUNDED: 'returnRefunded',
  RETURN_EXCHANGE_SHIPPED: 'returnExchangeShipped',
  RETURN_CLOSED: 'returnClosed',
} as const;
export type OrderEventType = (typeof OrderEventType)[keyof typeof OrderEventType];

/** Who made the change: the shopper, an admin, or the store itself (the expiry job, a failed payment). */
export const OrderActorKind = { SHOPPER: 'shopper', ADMIN: 'admin', SYSTEM: 'system' } as const;
export type OrderActorKind = (typeof OrderActorKind)[keyof typeof OrderActorKind];

/** Who may read an entry: staff only, or the shopper too. */
export const OrderEventVisibility = { PRIVATE: 'private', PUBLIC: 'public' } as const;
export type OrderEventVisibility = (typeof OrderEventVisibility)[keyof typeof OrderEventVisibility];

registerEnumType(OrderEventType, {
  name: 'OrderEventType',
  description: 'What happened to an order.',
  valuesConfig: {
    PLACED: { description: 'The shopper placed the order.' },
    PAYMENT_CAPTURED: { description: 'The payment provider confirmed the payment; the order is PAID.' },
    STATUS_CHANGED: { description: 'An admin moved the order to another status (rejecting and canceling included); `fromStatus` and `toStatus` say which.' },
    CANCELED_BY_SHOPPER: { description: 'The shopper canceled the order; `note` holds their reason.' },
    CHECKOUT_EXPIRED: { description: 'The provider payment was not approved in time, so the store canceled the order.' },
    PAYMENT_FAILED: { description: 'The provider payment could not be started, so the store canceled the order and gave the cart back.' },
    NOTE: { description: 'A staff note; `visibility` says whether the shopper sees it.' },
    RETURN_REQUESTED: { description: 'The shopper asked to return or exchange pieces; `returnRequestId` names the request, `note` holds her note.' },
    RETURN_APPROVED: { description: 'An admin approved a return request.' },
    RETURN_DECLINED: { description: 'An admin declined a return request; `note` holds the reason shown to the shopper.' },
    RETURN_CANCELED: { description: 'A return request was withdrawn (by the shopper before approval, or by an admin before anything arrived).' },
    RETURN_RECEIVED: { description: 'The pieces of a return request arrived; undamaged ones went back to stock.' },
    RETURN_REFUNDED: { description: 'The refund of a return request was paid; `note` says how much and how.' },
    RETURN_EXCHANGE_SHIPPED: { description: 'The replacement pieces of an exchange were dispatched.' },
    RETURN_CLOSED: { description: 'A return request was closed.' },
  },
});

registerEnumType(OrderActorKind, {
  name: 'OrderActorKind',
  description: 'Who changed an order.',
  valuesConfig: {
    SHOPPER: { description: 'The shopper who placed the order.' },
    ADMIN: { description: 'A member of staff.' },
    SYSTEM: { description: 'The store itself: the checkout expiry job, or a payment that could not start.' },
  },
});

registerEnumType(OrderEventVisibility, {
  name: 'OrderEventVisibility',
  description: 'Who may read an order history entry.',
  valuesConfig: {
    PRIVATE: { description: 'Staff only.' },
    PUBLIC: { description: 'Staff and the shopper who placed the order.' },
  },
});

export interface OrderEventFields {
  order: Order;
  type: OrderEventType;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  actorKind: OrderActorKind;
  actorId?: string | null;
  note?: string | null;
  visibility: OrderEventVisibility;
  /** The return request a return entry is about. */
  returnRequestId?: string | null;
}

/**
 * One entry of an order's history, written in the transaction of the change it records, so the
 * history is exactly what happened: a change that rolled back left no entry.
 *
 * APPEND-ONLY: a row is never updated or deleted, and nothing in the code offers to (no setters,
 * no update or delete path). A database trigger refuses every UPDATE and every DELETE but the
 * cascade of the order's own deletion (migration Migration20261127130000). A correction is a new
 * entry, e.g. a note. Hence no `updatedAt`.
 */
@ObjectType('OrderEvent', { description: 'One entry of an order’s history: what happened, when, and who did it.' })
@Entity({ tableName: 'order_event' })
@Index({ name: 'order_event_order_idx', properties: ['order', 'createdAt'] })
export class OrderEvent {
  @Field(() => ID, { description: 'Stable unique id.' })
  @PrimaryKey({ type: 'uuid' })
  readonly id: string = randomUUID();

  @Field(() => Date, { description: 'When it happened.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  readonly createdAt: Date = new Date();

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  readonly order: Order;

  @Field(() => OrderEventType, { description: 'What happened.' })
  @Enum({ items: () => Object.values(OrderEventType), type: 'text' })
  readonly type: OrderEventType;

  @Field(() => OrderStatusEnum, { nullable: true, description: 'The status before the change; null when the status did not change (a note, a payment) or for a new order.' })
  @Enum({ items: () => [...ORDER_STATUSES], type: 'text', nullable: true })
  readonly fromStatus: OrderStatus | null;

  @Field(() => OrderStatusEnum, { nullable: true, description: 'The status after the change; null when the status did not change.' })
  @Enum({ items: () => [...ORDER_STATUSES], type: 'text', nullable: true })
  readonly toStatus: OrderStatus | null;

  /** Resolved into `actor` for GraphQL (orders.resolver.ts), with a name only staff see. */
  @Enum({ items: () => Object.values(OrderActorKind), type: 'text' })
  readonly actorKind: OrderActorKind;

  /** The shopper's or admin's account; null for the store itself. Not a foreign key: an admin's account may go while the history stays. */
  @Property({ type: 'uuid', nullable: true })
  readonly actorId: string | null;

  @Field(() => String, { nullable: true, description: 'A staff note’s text, or the shopper’s reason for canceling; null when none.' })
  @Property({ type: 'text', nullable: true })
  readonly note: string | null;

  @Field(() => OrderEventVisibility, { description: 'Whether the shopper sees this entry.' })
  @Enum({ items: () => Object.values(OrderEventVisibility), type: 'text' })
  readonly visibility: OrderEventVisibility;

  @Field(() => ID, { nullable: true, description: 'The return request a RETURN_* entry is about; null for every other entry.' })
  @Property({ type: 'uuid', nullable: true })
  readonly returnRequestId: string | null;

  constructor(fields: OrderEventFields) {
    this.order = fields.order;
    this.type = fields.type;
    this.fromStatus = fields.fromStatus ?? null;
    this.toStatus = fields.toStatus ?? null;
    this.actorKind = fields.actorKind;
    this.actorId = fields.actorId ?? null;
    this.note = fields.note ?? null;
    this.visibility = fields.visibility;
    this.returnRequestId = fields.returnRequestId ?? null;
  }
}
