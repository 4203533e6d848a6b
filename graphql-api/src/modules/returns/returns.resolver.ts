import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Size } from '@threadline/domain';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Dashboard } from '../dashboard/dashboard.types.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { OrderEvent } from '../orders/order-event.entity.js';
import { RefundPayout, ReturnLine, ReturnRequest } from './return-request.entity.js';
import {
  DashboardReturns,
  ReceiveReturnLineInput,
  RecordRefundInput,
  RequestReturnInput,
  ReturnableLine,
  ReturnRequestConnection,
  ReturnRequestPayload,
  ReturnRequestsArgs,
} from './returns.types.js';

@Resolver(() => ReturnRequest)
export class ReturnsResolver {
  @Auth(Access.SIGNED_IN)
  @Mutation(() => ReturnRequestPayload, {
    description:
      'The shopper asks to send pieces of one of her DELIVERED orders back, within the return window (RETURN_WINDOW_DAYS from delivery, to ' +
      'the end of that IST day), for a REFUND or an EXCHANGE into another size of the same product that is in stock. Refused in ' +
      '`userErrors` with nothing changed: outside the window, not delivered, more pieces than the line has left (pieces in other ' +
      'requests that still stand count), a size out of stock or the same size. The request starts REQUESTED.',
  })
  requestReturn(@Arg('input', () => RequestReturnInput) input: RequestReturnInput, @Ctx() ctx: RequestContext): Promise<ReturnRequestPayload> {
    return ctx.services.returns.requestReturn(input);
  }

  @Auth(Access.SIGNED_IN)
  @Mutation(() => ReturnRequestPayload, {
    description:
      'Withdraws a return request: the shopper her own while it is REQUESTED; an admin while it is APPROVED and nothing has arrived ' +
      '(an exchange then gives back the pieces it held). Otherwise refused with INVALID_STATE.',
  })
  cancelReturn(@Arg('returnId', () => ID, { description: 'The request.' }) returnId: string, @Ctx() ctx: RequestContext): Promise<ReturnRequestPayload> {
    return ctx.services.returns.cancelReturn(returnId);
  }

  @Auth(Access.ADMIN)
  @Query(() => ReturnRequestConnection, { description: 'Every return request, newest first, optionally only those in one state.' })
  returnRequests(@Args(() => ReturnRequestsArgs) args: ReturnRequestsArgs, @Ctx() ctx: RequestContext): Promise<ReturnRequestConnection> {
    return ctx.services.returns.returnRequests(args);
  }

  @Auth(Access.SIGNED_IN)
  @Query(() => ReturnRequest, {
    nullable: true,
    description: 'One return request: the shopper’s own, or any for an admin. Any other id: null, with a NOT_FOUND error at this path.',
  })
  returnRequest(@Arg('id', () => ID, { description: 'The request’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<ReturnRequest> {
    return ctx.services.returns.returnRequest(id);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => ReturnRequestPayload, {
    description:
      'Approves a REQUESTED return request. An exchange takes its new sizes’ pieces from stock now, so the last piece of a size is ' +
      'never promised twice: when one is out of stock the approval is refused at that line and nothing changes.',
  })
  approveReturn(@Arg('returnId', () => ID, { description: 'The request.' }) returnId: string, @Ctx() ctx: RequestContext): Promise<ReturnRequestPayload> {
    return ctx.services.returns.approveReturn(returnId);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => ReturnRequestPayload, { description: 'Declines a REQUESTED return request, with a reason the shopper sees (required, at most 500 characters).' })
  declineReturn(
    @Arg('returnId', () => ID, { description: 'The request.' }) returnId: string,
    @Arg('reason', () => String, { description: 'Why; shown to the shopper.' }) reason: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ReturnRequestPayload> {
    return ctx.services.returns.declineReturn(returnId, reason);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => ReturnRequestPayload, {
    description:
      'Records what arrived of an APPROVED request, every line once: pieces received and how many of those damaged. Undamaged ' +
      'pieces go back to their size’s stock (ledger reason RETURN); damaged ones do not. The request becomes RECEIVED.',
  })
  receiveReturn(
    @Arg('returnId', () => ID, { description: 'The request.' }) returnId: string,
    @Arg('lines', () => [ReceiveReturnLineInput], { description: 'Every line of the request, once.' }) lines: ReceiveReturnLineInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<ReturnRequestPayload> {
    return ctx.services.returns.receiveReturn(returnId, lines);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => ReturnRequestPayload, {
    description:
      'Records the refund of a RECEIVED request, once: a refund request becomes REFUNDED; an exchange into a cheaper size records its ' +
      'difference. Cash on delivery: the admin paid by UPI or bank transfer and gives its UTR. Paid through the provider: the store ' +
      'asks the provider to refund, under one idempotency key, so a retry after a failure half-way never refunds twice. A second ' +
      'refund, or more than was paid, is refused.',
  })
  recordRefund(@Arg('input', () => RecordRefundInput) input: RecordRefundInput, @Ctx() ctx: RequestContext): Promise<ReturnRequestPayload> {
    return ctx.services.returns.recordRefund(input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => ReturnRequestPayload, {
    description: 'The replacement pieces of a RECEIVED exchange were dispatched (from the pieces held since approval); the request becomes EXCHANGED.',
  })
  shipExchange(@Arg('returnId', () => ID, { description: 'The request.' }) returnId: string, @Ctx() ctx: RequestContext): Promise<ReturnRequestPayload> {
    return ctx.services.returns.shipExchange(returnId);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => ReturnRequestPayload, { description: 'Closes a REFUNDED or EXCHANGED request.' })
  closeReturn(@Arg('returnId', () => ID, { description: 'The request.' }) returnId: string, @Ctx() ctx: RequestContext): Promise<ReturnRequestPayload> {
    return ctx.services.returns.closeReturn(returnId);
  }

  @FieldResolver(() => Order, { description: 'The order the pieces came from.' })
  order(@Root() request: ReturnRequest, @Ctx() ctx: RequestContext): Promise<Order> {
    return ctx.services.returns.orderOf(request);
  }

  @FieldResolver(() => [ReturnLine], { description: 'The pieces, line by line, in the order the shopper listed them.' })
  lines(@Root() request: ReturnRequest, @Ctx() ctx: RequestContext): Promise<ReturnLine[]> {
    return ctx.services.returns.lines(request);
  }

  @FieldResolver(() => RefundPayout, { nullable: true, description: 'The refund paid; null until one is recorded.' })
  payout(@Root() request: ReturnRequest, @Ctx() ctx: RequestContext): Promise<RefundPayout | null> {
    return ctx.services.returns.payout(request);
  }

  @FieldResolver(() => [OrderEvent], { description: 'The order history entries about this request, oldest first.' })
  history(@Root() request: ReturnRequest, @Ctx() ctx: RequestContext): Promise<OrderEvent[]> {
    return ctx.services.returns.history(request);
  }
}

@Resolver(() => ReturnLine)
export class ReturnLineResolver {
  @FieldResolver(() => OrderLine, { description: 'The order line the pieces are of.' })
  orderLine(@Root() line: ReturnLine, @Ctx() ctx: RequestContext): Promise<OrderLine> {
    return ctx.services.returns.orderLineOf(line);
  }

  @FieldResolver(() => String, { description: 'The product’s title as sold.' })
  async productName(@Root() line: ReturnLine, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.services.returns.orderLineOf(line)).title;
  }

  @FieldResolver(() => Size, { description: 'The size sent back.' })
  async size(@Root() line: ReturnLine, @Ctx() ctx: RequestContext): Promise<Size> {
    return (await ctx.services.returns.orderLineOf(line)).size;
  }
}

@Resolver(() => Order)
export class OrderReturnsResolver {
  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'The last moment a return or exchange may be asked: the end of the IST day RETURN_WINDOW_DAYS after delivery. Null unless the ' +
      'order is DELIVERED.',
  })
  returnWindowEndsAt(@Root() order: Order, @Ctx() ctx: RequestContext): Date | null {
    return ctx.services.returns.returnWindowEndsAt(order);
  }

  @FieldResolver(() => [ReturnableLine], {
    description:
      'Per order line: the pieces that may still be sent back and the sizes in stock for an exchange. Empty unless the order is DELIVERED ' +
      'and within its return window.',
  })
  returnableLines(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<ReturnableLine[]> {
    return ctx.services.returns.returnableLines(order);
  }

  @FieldResolver(() => [ReturnRequest], { nullable: true, description: 'The order’s return requests, oldest first.' })
  returns(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<ReturnRequest[]> {
    return ctx.services.returns.returnsOf(order);
  }
}

@Resolver(() => Dashboard)
export class DashboardReturnsResolver {
  @FieldResolver(() => DashboardReturns, {
    description: 'Returns and exchanges in the range: rates by product and by size (of orders placed in the range), requests by reason, refunds.',
  })
  returns(@Root() dashboard: Dashboard, @Ctx() ctx: RequestContext): Promise<DashboardReturns> {
    return ctx.services.returns.dashboardReturns(dashboard);
  }
}
