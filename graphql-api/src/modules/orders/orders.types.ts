import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import {
  BUYER_BUSINESS_NAME_MAX_LENGTH,
  IDEMPOTENCY_KEY_MAX_LENGTH as MAX_IDEMPOTENCY_KEY,
  ORDER_NOTE_MAX_LENGTH,
  OrderStatus,
  PaymentMethod,
  NEW_ORDER_DEFAULTS,
} from '@threadline/domain';
import { PageInfo } from '../../shared/pagination.js';
import { UserError } from '../../shared/user-error.js';
import { Order } from './order.entity.js';
import { OrderActorKind, OrderEvent, OrderEventVisibility } from './order-event.entity.js';

export const IDEMPOTENCY_KEY_MAX_LENGTH = MAX_IDEMPOTENCY_KEY;

@InputType({ description: "Places an order from the signed-in shopper's cart." })
export class PlaceOrderInput {
  @Field(() => ID, { description: 'One of the shopper’s own addresses; the order keeps a copy of it.' })
  addressId!: string;

  @Field(() => PaymentMethod, {
    nullable: true,
    defaultValue: NEW_ORDER_DEFAULTS.paymentMethod,
    description:
      'How the order is paid: COD (cash on delivery), or PAYPAL when the store has a payment provider configured ' +
      '(the order then waits, PENDING, for `capturePayment` after the shopper approves at `approvalUrl`).',
  })
  paymentMethod?: PaymentMethod | null;

  @Field(() => String, {
    nullable: true,
    description:
      `Any string of 1-${IDEMPOTENCY_KEY_MAX_LENGTH} characters without control characters that the client makes once per checkout ` +
      'attempt (e.g. a UUID); anything else is refused (INVALID_INPUT on `idempotencyKey`). Sending the same key again, even while ' +
      'the first request is still running, returns the first order (and its `approvalUrl`, see there) instead of placing another, ' +
      'as long as it asks for the same checkout: the same address, payment method and `buyerGstin`, and a cart emptied by that order. A key sent ' +
      'with another address, payment method or `buyerGstin`, or while the cart holds lines again, is refused (IDEMPOTENCY_KEY_REUSED) and ' +
      'nothing is placed. The return and cancel URLs are those of the first request. A key is remembered for as long as its ' +
      'order exists, that is for good, except that a checkout whose payment could not start forgets it at once, so that the ' +
      'retry places a new order.',
  })
  idempotencyKey?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Used for PAYPAL: where the provider sends the shopper after approving the payment, with `paymentId` and `PayerID` ' +
      "added to its query; the store's own `/shop/paypal-return` when omitted. Whatever the method, a given URL must be an " +
      "absolute http(s) URL on the store's origin or on one the operator allows (`PAYMENT_RETURN_ORIGINS`); anything else is " +
      'refused (INVALID_INPUT on `returnUrl`) and no order is placed.',
  })
  returnUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Used for PAYPAL: where the provider sends the shopper who cancels at its page; the store's own `/shop/checkout` when " +
      'omitted. The rules of `returnUrl` apply (INVALID_INPUT on `cancelUrl`).',
  })
  cancelUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For a business buying for resale: its 15-character GSTIN, which the tax invoice carries so the business can claim the tax. ' +
      'Trimmed and upper-cased, then checked (state code, PAN, check character); a GSTIN that fails is refused with the reason ' +
      '(INVALID_INPUT on `buyerGstin`) and nothing is placed. Requires `buyerBusinessName`; omit both (or send both blank) for a consumer.',
  })
  buyerGstin?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      `The business name the GSTIN is registered to (at most ${BUYER_BUSINESS_NAME_MAX_LENGTH} characters, trimmed), printed on the invoice. ` +
      'Required with `buyerGstin` (INVALID_INPUT on `buyerBusinessName`), refused without it (INVALID_INPUT on `buyerGstin`).',
  })
  buyerBusinessName?: string | null;
}

@ObjectType({ description: 'The result of placing an order.' })
export class PlaceOrderPayload {
  @Field(() => Order, { nullable: true, description: 'The order placed (or placed earlier with the same idempotency key); null when refused.' })
  order!: Order | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Where the shopper approves the payment: the payment provider's approval page for PAYPAL (it returns to `returnUrl`, by " +
      'default `/shop/paypal-return?paymentId=…&PayerID=…`); null when there is nothing to approve (COD: show your own ' +
      'confirmation) and when refused. When the order was placed earlier with the same idempotency key, the first call’s page ' +
      'again while the order still awaits payment (null once it is paid, canceled or rejected).',
  })
  approvalUrl!: string | null;

  @Field(() => [UserError], {
    description:
      'Why the order was not placed; empty on success. A line that cannot be filled from stock has one error each, ' +
      'with `field` set to `cartLines.<id of the cart line>`.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'Cancels one of the signed-in shopper’s orders.' })
export class CancelOrderInput {
  @Field(() => ID, { description: 'The order to cancel; it must still be ORDER_PLACED and not PAID (canceling never refunds).' })
  orderId!: string;

  @Field(() => String, { description: 'Why the shopper cancels; required, at most 500 characters, kept with the order (trimmed).' })
  reason!: string;
}

@ObjectType({ description: 'The result of canceling an order.' })
export class CancelOrderPayload {
  @Field(() => Order, { nullable: true, description: 'The canceled order; null when refused.' })
  order!: Order | null;

  @Field(() => [UserError], { description: 'Why the order was not canceled; empty on success.' })
  userErrors!: UserError[];
}

@InputType({ description: 'Moves an order to another status (admin).' })
export class UpdateOrderStatusInput {
  @Field(() => ID, { description: 'The order to change.' })
  orderId!: string;

  @Field(() => OrderStatus, {
    description:
      'The new status; any of the five, in any order. Into REJECTED or CANCELED gives the order’s stock back; out of them takes it again. ' +
      'Money never moves with a status: a PAID order stays PAID (refund it at the provider); a PENDING payment becomes CANCELED, ' +
      'and PENDING again when the order is revived.',
  })
  status!: OrderStatus;
}

@ObjectType({ description: 'The result of changing an order’s status.' })
export class UpdateOrderStatusPayload {
  @Field(() => Order, { nullable: true, description: 'The order with its new status; null when refused.' })
  order!: Order | null;

  @Field(() => [UserError], {
    description:
      'Why the status was not changed; empty on success. When reviving an order would need more stock than there is, ' +
      'each short line has one error with `field` set to `lines.<id of the order line>`.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'Confirms a payment made through a payment provider, after the shopper returns from it.' })
export class CapturePaymentInput {
  @Field(() => ID, { description: 'The signed-in shopper’s order the payment is for.' })
  orderId!: string;

  @Field(() => String, { description: 'The payment id the provider returned (`paymentId` on the return page).' })
  paymentId!: string;

  @Field(() => String, { description: 'The payer id the provider returned (`PayerID` on the return page).' })
  payerId!: string;
}

@ObjectType({ description: 'The result of capturing a payment.' })
export class CapturePaymentPayload {
  @Field(() => Order, { nullable: true, description: 'The paid order; null when refused.' })
  order!: Order | null;

  @Field(() => [UserError], { description: 'Why nothing was captured; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'Who placed an order.' })
export class OrderCustomer {
  @Field(() => String, { description: 'The account’s name.' })
  userName!: string;

  @Field(() => String, { description: 'The account’s sign-in email.' })
  email!: string;
}

@ArgsType()
export class MyOrdersArgs {
  @Field(() => Int, { nullable: true, description: 'Page size: 24 when omitted, at most 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: '`pageInfo.endCursor` of the previous page; the first page when omitted.' })
  after?: string | null;
}

@ArgsType()
export class AdminOrdersArgs {
  @Field(() => OrderStatus, { nullable: true, description: 'Only orders in this status; all orders when omitted.' })
  status?: OrderStatus | null;

  @Field(() => Int, { nullable: true, description: 'Page size: 24 when omitted, at most 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: '`pageInfo.endCursor` of the previous page.' })
  after?: string | null;
}

@ObjectType({ description: 'A page of orders, newest first.' })
export class OrderConnection {
  @Field(() => [Order], { description: 'The orders of this page.' })
  nodes!: Order[];

  @Field(() => PageInfo, { description: 'Where this page ends, and whether more follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many orders the listing holds (after its filter), over all pages.' })
  totalCount!: number;
}

@ObjectType({ description: 'Who made a change to an order.' })
export class OrderEventActor {
  @Field(() => OrderActorKind, { description: 'The shopper, a member of staff, or the store itself.' })
  kind!: OrderActorKind;

  @Field(() => String, {
    nullable: true,
    description:
      'The account’s name: shown to admins for everyone, and to the shopper for her own entries only (a member of staff ' +
      'is "the store" to her); null for the store itself and for an account deleted since.',
  })
  name!: string | null;
}

@InputType({ description: 'A staff note on an order (admin).' })
export class AddOrderNoteInput {
  @Field(() => ID, { description: 'The order the note is about.' })
  orderId!: string;

  @Field(() => String, { description: `The note; required, at most ${ORDER_NOTE_MAX_LENGTH} characters (trimmed), line breaks allowed.` })
  note!: string;

  @Field(() => OrderEventVisibility, {
    defaultValue: OrderEventVisibility.PRIVATE,
    description: 'PRIVATE (staff only, the default) or PUBLIC (the shopper sees it in her order details).',
  })
  visibility!: OrderEventVisibility;
}

@ObjectType({ description: 'The result of adding a staff note to an order.' })
export class AddOrderNotePayload {
  @Field(() => OrderEvent, { nullable: true, description: 'The note as recorded in the order’s history; null when refused.' })
  event!: OrderEvent | null;

  @Field(() => Order, { nullable: true, description: 'The order the note was added to (ask for its `history`); null when refused.' })
  order!: Order | null;

  @Field(() => [UserError], { description: 'Why the note was not added (empty or too long at `note`, an unknown order at `orderId`); empty on success.' })
  userErrors!: UserError[];
}

/** What every order mutation returns: the order, or why it was refused. */
export type OrderResult = { order: Order; userErrors: [] } | { order: null; userErrors: UserError[] };

export const succeeded = (order: Order): OrderResult => ({ order, userErrors: [] });
export const refused = (...userErrors: UserError[]): OrderResult => ({ order: null, userErrors });
