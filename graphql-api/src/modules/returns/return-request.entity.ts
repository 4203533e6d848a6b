import { randomUUID } from 'node:crypto';
import { BigIntType, Collection, Entity, Enum, Index, ManyToOne, OneToMany, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/postgresql';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATE_LABELS,
  RETURN_STATES,
  ReturnKind,
  ReturnReason,
  ReturnState,
  SIZES,
  Size as SizeEnum,
  type Size,
} from '@threadline/domain';
import { BaseEntity } from '../../shared/base.entity.js';
import { Money } from '../../shared/money.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';

registerEnumType(ReturnKind, {
  name: 'ReturnKind',
  description: 'What the shopper wants for the pieces she sends back.',
  valuesConfig: {
    REFUND: { description: 'Her money back: what she paid for those pieces.' },
    EXCHANGE: { description: 'Another size of the same product; a price difference is collected or refunded.' },
  },
});

registerEnumType(ReturnReason, {
  name: 'ReturnReason',
  description: 'Why the shopper sends pieces back.',
  valuesConfig: Object.fromEntries(RETURN_REASONS.map((reason) => [reason, { description: `${RETURN_REASON_LABELS[reason]}.` }])),
});

registerEnumType(ReturnState, {
  name: 'ReturnState',
  description:
    'Where a return request is: REQUESTED → APPROVED or DECLINED (an admin) or CANCELED (the shopper); APPROVED → RECEIVED or ' +
    'CANCELED (an admin); RECEIVED → REFUNDED (a refund) or EXCHANGED (an exchange, once its replacement ships); REFUNDED and ' +
    'EXCHANGED → CLOSED. DECLINED, CANCELED and CLOSED are final.',
  valuesConfig: {
    REQUESTED: { description: 'The shopper asked; an admin has not decided yet. The shopper may still cancel.' },
    APPROVED: { description: 'An admin approved; the pieces are on their way back. An exchange holds its new size from here.' },
    DECLINED: { description: 'An admin declined, with a reason shown to the shopper.' },
    CANCELED: { description: 'Withdrawn: by the shopper before approval, or by an admin before anything arrived.' },
    RECEIVED: { description: 'The pieces arrived; undamaged ones are back in stock.' },
    REFUNDED: { description: 'The refund was paid and recorded.' },
    EXCHANGED: { description: 'The replacement pieces were dispatched.' },
    CLOSED: { description: 'Done.' },
  },
});

/** How a refund reached the shopper. */
export const RefundMethod = {
  UPI: 'UPI',
  BANK_TRANSFER: 'BANK_TRANSFER',
  PROVIDER: 'PROVIDER',
} as const;
export type RefundMethod = (typeof RefundMethod)[keyof typeof RefundMethod];

registerEnumType(RefundMethod, {
  name: 'RefundMethod',
  description: 'How a refund was paid.',
  valuesConfig: {
    UPI: { description: 'A UPI transfer the store made (cash-on-delivery orders); its reference is the UTR.' },
    BANK_TRANSFER: { description: 'A bank transfer the store made (cash-on-delivery orders); its reference is the UTR.' },
    PROVIDER: { description: "Through the payment provider's refund, for orders paid there; its reference is the provider's refund id." },
  },
});

/** Where a payout is: written before a provider is asked, completed once the money is known to have gone. */
export const PayoutState = { PENDING: 'PENDING', COMPLETED: 'COMPLETED' } as const;
export type PayoutState = (typeof PayoutState)[keyof typeof PayoutState];

/**
 * A shopper's request to send pieces of a delivered order back, for her money or another size.
 * Its amounts are frozen when asked (domain returns.ts rules 3 and 5) and never recomputed: a
 * later catalogue price or another request does not change what this one refunds. The state
 * changes only through the returns use cases, under the order's lock (returns.service.ts).
 */
@ObjectType('ReturnRequest', { description: 'A request to send pieces of a delivered order back, for a refund or another size.' })
@Entity({ tableName: 'return_request' })
@Index({ name: 'return_request_order_idx', properties: ['order', 'createdAt'] })
@Index({ name: 'return_request_state_idx', properties: ['state', 'createdAt', 'id'] })
@Index({ name: 'return_request_created_idx', properties: ['createdAt', 'id'] })
export class ReturnRequest extends BaseEntity {
  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order: Order;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Field(() => ReturnKind, { description: 'A refund, or an exchange for another size.' })
  @Enum({ items: () => [ReturnKind.REFUND, ReturnKind.EXCHANGE], type: 'text' })
  kind: ReturnKind;

  @Field(() => ReturnState, { description: 'Where the request is.' })
  @Enum({ items: () => [...RETURN_STATES], type: 'text' })
  state: ReturnState = ReturnState.REQUESTED;

  @Field(() => ReturnReason, { description: 'Why the shopper sends the pieces back.' })
  @Enum({ items: () => [...RETURN_REASONS], type: 'text' })
  reason: ReturnReason;

  @Field(() => String, { description: "The shopper's note; empty when none." })
  @Property({ type: 'text' })
  note: string;

  @Field(() => String, { nullable: true, description: 'Why an admin declined, shown to the shopper; null unless DECLINED.' })
  @Property({ type: 'text', nullable: true })
  declineReason: string | null = null;

  /** What the requested pieces were paid (domain refundForPieces), the most a refund may be. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  refundPaise: number;

  /** An exchange into a dearer size: collected on delivery of the replacement. */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  exchangeCollectPaise = 0;

  /** An exchange into a cheaper size: refunded (at most `refundPaise`). */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  exchangeRefundPaise = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  receivedAt: Date | null = null;

  /** When it was REFUNDED or EXCHANGED. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  closedAt: Date | null = null;

  @OneToMany(() => ReturnLine, (line) => line.request, { orderBy: { position: 'asc' } })
  lines = new Collection<ReturnLine>(this);

  @OneToOne(() => RefundPayout, (payout) => payout.request, { nullable: true })
  payout: RefundPayout | null = null;

  @Field(() => String, { description: 'The state in words, e.g. "Approved".' })
  get stateLabel(): string {
    return RETURN_STATE_LABELS[this.state];
  }

  @Field(() => String, { description: 'The reason in words, e.g. "Too small".' })
  get reasonLabel(): string {
    return RETURN_REASON_LABELS[this.reason];
  }

  @Field(() => Money, {
    description:
      'What the shopper paid for the pieces asked back: each piece\'s share of its line\'s total after discounts, as the order ' +
      'froze it (README "Returns and exchanges"). A refund is at most this.',
  })
  get refund(): Money {
    return Money.ofPaise(this.refundPaise);
  }

  @Field(() => Money, {
    description:
      'For an exchange: the new size\'s price less the old one\'s, times the pieces. Positive: the shopper pays it on delivery of ' +
      'the replacement; negative: the store refunds it (at most `refund`). Zero for a refund request and for same-price sizes.',
  })
  get exchangeDifference(): Money {
    return Money.ofPaise(this.exchangeCollectPaise - this.exchangeRefundPaise);
  }

  constructor(fields: { order: Order; user: User; kind: ReturnKind; reason: ReturnReason; note: string; refundPaise: number; exchangeCollectPaise: number; exchangeRefundPaise: number }) {
    super();
    this.order = fields.order;
    this.user = fields.user;
    this.kind = fields.kind;
    this.reason = fields.reason;
    this.note = fields.note;
    this.refundPaise = fields.refundPaise;
    this.exchangeCollectPaise = fields.exchangeCollectPaise;
    this.exchangeRefundPaise = fields.exchangeRefundPaise;
  }
}

/** Pieces of one order line in a request, and for an exchange the size they are swapped for. */
@ObjectType('ReturnLine', { description: 'Pieces of one order line in a return request.' })
@Entity({ tableName: 'return_line' })
@Unique({ name: 'return_line_unique', properties: ['request', 'orderLine'] })
@Index({ name: 'return_line_order_line_idx', properties: ['orderLine'] })
export class ReturnLine {
  @Field(() => ID, { description: 'Stable unique id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => ReturnRequest, { deleteRule: 'cascade', fieldName: 'return_request_id' })
  request: ReturnRequest;

  @ManyToOne(() => OrderLine, { deleteRule: 'cascade' })
  orderLine: OrderLine;

  /** Its place in the request, from 0, as the shopper listed the lines. */
  @Property({ type: 'integer' })
  position: number;

  @Field(() => Int, { description: 'Pieces asked back.' })
  @Property({ type: 'integer' })
  quantity: number;

  /** The order line's pieces in earlier standing requests when asked: this line refunds the shares after them (rule 3). */
  @Property({ type: 'integer' })
  firstPiece: number;

  /** What these pieces were paid (domain refundForPieces). */
  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  refundPaise: number;

  @Field(() => SizeEnum, { nullable: true, description: 'For an exchange: the size the pieces are swapped for; null for a refund.' })
  @Enum({ items: () => [...SIZES], type: 'text', nullable: true })
  exchangeSize: Size | null;

  /** The new size's unit price (before promotions) when asked. */
  @Property({ type: 'integer', nullable: true })
  exchangeUnitPaise: number | null;

  /** Whether the new size's pieces are taken from stock for this line now: from approval until shipped or given up. */
  @Property({ type: 'boolean' })
  reserved = false;

  @Field(() => Int, { nullable: true, description: 'Pieces that arrived; null until the request is received.' })
  @Property({ type: 'integer', nullable: true })
  received: number | null = null;

  @Field(() => Int, { nullable: true, description: 'Of those, pieces that arrived damaged (not restocked); null until received.' })
  @Property({ type: 'integer', nullable: true })
  damaged: number | null = null;

  @Field(() => Money, { description: 'What the shopper paid for these pieces (their share after discounts).' })
  get refund(): Money {
    return Money.ofPaise(this.refundPaise);
  }

  @Field(() => Money, { nullable: true, description: "For an exchange: the new size's price for one piece when asked; null for a refund." })
  get exchangeUnitPrice(): Money | null {
    return this.exchangeUnitPaise === null ? null : Money.ofPaise(this.exchangeUnitPaise);
  }

  constructor(fields: {
    request: ReturnRequest;
    orderLine: OrderLine;
    position: number;
    quantity: number;
    firstPiece: number;
    refundPaise: number;
    exchangeSize: Size | null;
    exchangeUnitPaise: number | null;
  }) {
    this.request = fields.request;
    this.orderLine = fields.orderLine;
    this.position = fields.position;
    this.quantity = fields.quantity;
    this.firstPiece = fields.firstPiece;
    this.refundPaise = fields.refundPaise;
    this.exchangeSize = fields.exchangeSize;
    this.exchangeUnitPaise = fields.exchangeUnitPaise;
  }
}

/**
 * The money a request gave back, at most one per request (a unique key: no refund is recorded
 * twice, however two admins race). A provider refund is written PENDING with the request id the
 * provider deduplicates on before the provider is asked, and COMPLETED once it answered: a retry
 * after a failure in between asks again under the same id and gets the same refund.
 */
@ObjectType('RefundPayout', { description: 'The refund paid for a return request.' })
@Entity({ tableName: 'refund_payout' })
export class RefundPayout extends BaseEntity {
  @OneToOne(() => ReturnRequest, (request) => request.payout, { owner: true, deleteRule: 'cascade', unique: 'refund_payout_one_per_request', fieldName: 'return_request_id' })
  request: ReturnRequest;

  @Field(() => RefundMethod, { description: 'How the money went back.' })
  @Enum({ items: () => Object.values(RefundMethod), type: 'text' })
  method: RefundMethod;

  @Enum({ items: () => Object.values(PayoutState), type: 'text' })
  state: PayoutState = PayoutState.PENDING;

  @Field(() => String, { nullable: true, description: "The UTR of a UPI or bank transfer, or the provider's refund id; null while a provider refund is unconfirmed." })
  @Property({ type: 'text', nullable: true })
  reference: string | null;

  @Property({ type: new BigIntType('number'), columnType: 'bigint' })
  amountPaise: number;

  /** The idempotency key the provider is asked under; every retry reuses it. */
  @Property({ type: 'uuid', nullable: true })
  providerRequestId: string | null = null;

  @Property({ type: 'text', nullable: true })
  providerRefundId: string | null = null;

  @Field(() => Date, { nullable: true, description: 'When the refund was recorded as paid; null while a provider refund is unconfirmed.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  recordedAt: Date | null = null;

  /** The admin who recorded it. */
  @Property({ type: 'uuid', nullable: true })
  recordedBy: string | null = null;

  @Field(() => Money, { description: 'What was refunded.' })
  get amount(): Money {
    return Money.ofPaise(this.amountPaise);
  }

  constructor(fields: { request: ReturnRequest; method: RefundMethod; reference: string | null; amountPaise: number; providerRequestId: string | null }) {
    super();
    this.request = fields.request;
    this.method = fields.method;
    this.reference = fields.reference;
    this.amountPaise = fields.amountPaise;
    this.providerRequestId = fields.providerRequestId;
  }
}
