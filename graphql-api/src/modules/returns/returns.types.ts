import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ReturnKind, ReturnReason, ReturnState, Size } from '@threadline/domain';
import { DecimalScalar, Money } from '../../shared/money.js';
import { PageInfo } from '../../shared/pagination.js';
import { UserError } from '../../shared/user-error.js';
import { OrderLine } from '../orders/order.entity.js';
import { RefundMethod, ReturnRequest } from './return-request.entity.js';

/** Longest shopper's note or decline reason kept; longer is refused, not cut. */
export const RETURN_NOTE_MAX_LENGTH = 500;
export const RETURN_REFERENCE_MAX_LENGTH = 100;

@ObjectType({ description: 'Another size of the product that an exchange may ask for: in stock now.' })
export class ExchangeSizeOption {
  @Field(() => Size, { description: 'The size.' })
  size!: Size;

  @Field(() => Money, { description: "One piece's price in that size now, before promotions (the sale price and size increment applied)." })
  unitPrice!: Money;

  @Field(() => Money, {
    description: "`unitPrice` less the returned piece's price as ordered: positive, the shopper pays this per piece on delivery; negative, the store refunds it.",
  })
  differencePerPiece!: Money;
}

@ObjectType({ description: 'What of one order line can still be sent back, and for which sizes it can be exchanged.' })
export class ReturnableLine {
  @Field(() => OrderLine, { description: 'The order line.' })
  orderLine!: OrderLine;

  @Field(() => Int, { description: 'Pieces not already in a return request that still stands (every state but DECLINED and CANCELED).' })
  returnableQuantity!: number;

  @Field(() => [ExchangeSizeOption], {
    description: "The product's other sizes in stock now, in size order; empty when the product is gone or no other size is in stock.",
  })
  exchangeSizes!: ExchangeSizeOption[];
}

@InputType({ description: 'Pieces of one order line to send back.' })
export class ReturnLineInput {
  @Field(() => ID, { description: 'A line of the order.' })
  orderLineId!: string;

  @Field(() => Int, { description: 'How many pieces: at least 1, at most the line’s pieces not already in a standing request.' })
  quantity!: number;

  @Field(() => Size, { nullable: true, description: 'For an EXCHANGE: the size wanted instead, another size of the product in stock. Omit for a REFUND.' })
  exchangeSize?: Size | null;
}

@InputType({ description: 'The shopper asks to send pieces of her delivered order back.' })
export class RequestReturnInput {
  @Field(() => ID, { description: 'One of the shopper’s own orders, DELIVERED, within the return window (`Order.returnWindowEndsAt`).' })
  orderId!: string;

  @Field(() => ReturnKind, { description: 'REFUND (money back) or EXCHANGE (another size; every line names `exchangeSize`).' })
  kind!: ReturnKind;

  @Field(() => ReturnReason, { description: 'Why.' })
  reason!: ReturnReason;

  @Field(() => String, { nullable: true, description: `Anything the store should know; at most ${RETURN_NOTE_MAX_LENGTH} characters (trimmed).` })
  note?: string | null;

  @Field(() => [ReturnLineInput], { description: 'The pieces; each order line at most once, at least one piece in all.' })
  lines!: ReturnLineInput[];
}

@InputType({ description: 'How many pieces of one line arrived, and how many of those damaged.' })
export class ReceiveReturnLineInput {
  @Field(() => ID, { description: 'A line of the request (`ReturnRequest.lines.id`).' })
  returnLineId!: string;

  @Field(() => Int, { description: 'Pieces that arrived: from 0 to the line’s quantity.' })
  received!: number;

  @Field(() => Int, { defaultValue: 0, description: 'Of those, pieces that arrived damaged: they do not go back to stock.' })
  damaged!: number;
}

@ObjectType({ description: 'The result of a return request change.' })
export class ReturnRequestPayload {
  @Field(() => ReturnRequest, { nullable: true, description: 'The request as it is now; null when refused.' })
  returnRequest!: ReturnRequest | null;

  @Field(() => [UserError], { description: 'Why nothing changed; empty on success.' })
  userErrors!: UserError[];
}

@ArgsType()
export class ReturnRequestsArgs {
  @Field(() => ReturnState, { nullable: true, description: 'Only requests in this state; all when omitted.' })
  state?: ReturnState | null;

  @Field(() => Int, { nullable: true, description: 'Page size: 24 when omitted, at most 100.' })
  first?: number | null;

  @Field(() => String, { nullable: true, description: '`pageInfo.endCursor` of the previous page.' })
  after?: string | null;
}

@ObjectType({ description: 'A page of return requests, newest first.' })
export class ReturnRequestConnection {
  @Field(() => [ReturnRequest], { description: 'The requests of this page.' })
  nodes!: ReturnRequest[];

  @Field(() => PageInfo, { description: 'Where this page ends, and whether more follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'How many requests the listing holds (after its filter), over all pages.' })
  totalCount!: number;
}

@InputType({ description: 'Records the refund of a received return request (admin).' })
export class RecordRefundInput {
  @Field(() => ID, { description: 'The request.' })
  returnId!: string;

  @Field(() => RefundMethod, {
    description: 'UPI or BANK_TRANSFER for a cash-on-delivery order (the store paid it); PROVIDER for an order paid through the provider (the store asks the provider to refund).',
  })
  method!: RefundMethod;

  @Field(() => String, { nullable: true, description: `The UTR of the transfer; required for UPI and BANK_TRANSFER, at most ${RETURN_REFERENCE_MAX_LENGTH} characters. Ignored for PROVIDER.` })
  reference?: string | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'What is refunded, in rupees; the most allowed when omitted: what the received pieces were paid (a refund), or the cheaper size\'s ' +
      'difference (an exchange). Less may be recorded (a piece damaged by the shopper), never more.',
  })
  amount?: number | null;
}

@ObjectType({ description: 'Returns of the dashboard\'s range for one product or size.' })
export class ReturnRate {
  @Field(() => ID, { description: 'The product; it may since have been deleted.' })
  productId!: string;

  @Field(() => String, { description: 'The product\'s title as sold.' })
  title!: string;

  @Field(() => Size, { nullable: true, description: 'The size, for the per-size figures; null for the per-product figures.' })
  size!: Size | null;

  @Field(() => Int, { description: 'Pieces sold in the range (orders placed in the range, not rejected or canceled).' })
  sold!: number;

  @Field(() => Int, { description: 'Of those, pieces asked back in requests that still stand (not declined or canceled).' })
  returned!: number;

  @Field(() => Float, { description: '`returned` / `sold`, from 0 to 1.' })
  rate!: number;
}

@ObjectType({ description: 'Return requests of the range with one reason.' })
export class ReturnReasonCount {
  @Field(() => ReturnReason, { description: 'The reason.' })
  reason!: ReturnReason;

  @Field(() => String, { description: 'The reason in words.' })
  label!: string;

  @Field(() => Int, { description: 'Requests made in the range with this reason (not canceled); 0 when none.' })
  requests!: number;

  @Field(() => Int, { description: 'Pieces in those requests.' })
  pieces!: number;
}

@ObjectType({ description: 'Returns and exchanges on the dashboard.' })
export class DashboardReturns {
  @Field(() => Int, { description: 'Requests made in the range, in any state.' })
  requestCount!: number;

  @Field(() => Int, { description: 'Requests made in the range still waiting for a decision (REQUESTED).' })
  awaitingDecision!: number;

  @Field(() => Money, { description: 'Refunds recorded in the range.' })
  refunded!: Money;

  @Field(() => [ReturnRate], { description: 'Per product, of orders placed in the range: the highest return rate first; products with no returns left out; at most 20.' })
  byProduct!: ReturnRate[];

  @Field(() => [ReturnRate], { description: 'Per product and size, of orders placed in the range: the highest return rate first; sizes with no returns left out; at most 20.' })
  bySize!: ReturnRate[];

  @Field(() => [ReturnReasonCount], { description: 'Every reason, most requests first, zeros included.' })
  reasons!: ReturnReasonCount[];
}
