import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PaymentMethod } from '@threadline/domain';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { AppliedPromotion } from '../promotions/applied-promotion.types.js';
import { Order, OrderLine } from './order.entity.js';
import { OrderEvent } from './order-event.entity.js';
import {
  AddOrderNoteInput,
  AddOrderNotePayload,
  AdminOrdersArgs,
  CancelOrderInput,
  CancelOrderPayload,
  CapturePaymentInput,
  CapturePaymentPayload,
  MyOrdersArgs,
  OrderConnection,
  OrderCustomer,
  OrderEventActor,
  PlaceOrderInput,
  PlaceOrderPayload,
  UpdateOrderStatusInput,
  UpdateOrderStatusPayload,
} from './orders.types.js';

@Resolver(() => Order)
export class OrdersResolver {
  @Auth(Access.SIGNED_IN)
  @Query(() => OrderConnection, { description: "The signed-in shopper's orders, newest first, a page at a time." })
  myOrders(@Args(() => MyOrdersArgs) args: MyOrdersArgs, @Ctx() ctx: RequestContext): Promise<OrderConnection> {
    return ctx.services.orders.myOrders(args);
  }

  // Public: which methods exist is store configuration, not anyone's data.
  @Query(() => [PaymentMethod], {
    description: 'The payment methods checkout offers: COD always, PAYPAL when the store has a payment provider configured.',
  })
  paymentMethods(@Ctx() ctx: RequestContext): PaymentMethod[] {
    return ctx.services.orders.paymentMethods();
  }

  @Auth(Access.SIGNED_IN)
  @Query(() => Order, {
    nullable: true,
    description:
      "One of the signed-in shopper's orders (any order for an admin). Any other id: null, with a NOT_FOUND error at this path, " +
      'and the rest of the query answered as usual.',
  })
  order(@Arg('id', () => ID, { description: 'The order’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Order> {
    return ctx.services.orders.order(id);
  }

  @Auth(Access.ADMIN)
  @Query(() => OrderConnection, { description: 'Every order, newest first, optionally only those in one status.' })
  adminOrders(@Args(() => AdminOrdersArgs) args: AdminOrdersArgs, @Ctx() ctx: RequestContext): Promise<OrderConnection> {
    return ctx.services.orders.adminOrders(args);
  }

  @Auth(Access.SIGNED_IN)
  @Mutation(() => PlaceOrderPayload, {
    description:
      "Places an order from the shopper's cart at the catalogue's current prices, takes the pieces from stock " +
      'and empties the cart, all at once or not at all. The order starts as ORDER_PLACED, PENDING, REGULAR. For PAYPAL ' +
      "the provider's payment is created right after, and `approvalUrl` leads to it; if the provider cannot start it, " +
      'the order is canceled (payment FAILED), its pieces go back to stock and to the cart, and a userError says so.',
  })
  placeOrder(@Arg('input', () => PlaceOrderInput) input: PlaceOrderInput, @Ctx() ctx: RequestContext): Promise<PlaceOrderPayload> {
    return ctx.services.orders.placeOrder(input);
  }

  @Auth(Access.SIGNED_IN)
  @Mutation(() => CancelOrderPayload, {
    description:
      "Cancels one of the shopper's orders while it is ORDER_PLACED and not PAID, with a reason; its pieces go back to stock and " +
      'its payment becomes CANCELED. A PAYPAL order is first checked with the provider: one it has taken the money for is ' +
      'recorded PAID and refused (INVALID_STATE), since canceling never refunds; the store cancels and refunds it.',
  })
  cancelOrder(@Arg('input', () => CancelOrderInput) input: CancelOrderInput, @Ctx() ctx: RequestContext): Promise<CancelOrderPayload> {
    return ctx.services.orders.cancelOrder(input);
  }

  @Auth(Access.SIGNED_IN)
  @Mutation(() => CapturePaymentPayload, {
    description:
      "Confirms with the payment provider the payment the shopper approved for one of their PAYPAL orders, then marks it PAID, once. " +
      'Safe to retry: when an earlier call took the money but its answer was lost, a retry finds the payment done at the provider ' +
      'and records it. Cash-on-delivery, already paid, canceled and unknown orders are refused and nothing changes.',
  })
  capturePayment(
    @Arg('input', () => CapturePaymentInput) input: CapturePaymentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CapturePaymentPayload> {
    return ctx.services.orders.capturePayment(input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => UpdateOrderStatusPayload, {
    description:
      'Moves an order to any of the five statuses, moving its stock when needed. Money never moves: canceling or rejecting a PAID ' +
      'order leaves it PAID, to be refunded at the provider.',
  })
  updateOrderStatus(
    @Arg('input', () => UpdateOrderStatusInput) input: UpdateOrderStatusInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateOrderStatusPayload> {
    return ctx.services.orders.updateOrderStatus(input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => AddOrderNotePayload, {
    description:
      'Adds a staff note to an order’s history: PRIVATE (staff only, the default) or PUBLIC (the shopper sees it in her order ' +
      'details). Notes are never edited or deleted; a correction is another note. An empty or over-long note, or an unknown ' +
      'order, is refused in `userErrors` and nothing is added.',
  })
  addOrderNote(@Arg('input', () => AddOrderNoteInput) input: AddOrderNoteInput, @Ctx() ctx: RequestContext): Promise<AddOrderNotePayload> {
    return ctx.services.orders.addOrderNote(input);
  }

  @Auth(Access.SIGNED_IN)
  @FieldResolver(() => [OrderEvent], {
    // Nullable as every guarded field below a root is: a refusal blanks this field, not the order.
    nullable: true,
    description:
      'What happened to the order, oldest first: placed, paid, each status change, cancellations, staff notes. Admins see every ' +
      'entry; the shopper sees the entries meant for her (status changes, cancellations, payments and PUBLIC notes), never ' +
      'staff’s PRIVATE notes. Entries are never changed or removed. Null, with an error at this path, for a caller who may not read it.',
  })
  history(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderEvent[]> {
    return ctx.services.orders.history(order);
  }

  @FieldResolver(() => [OrderLine], { description: 'What was bought, as it was sold: later product edits and deletes do not change it.' })
  lines(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderLine[]> {
    return ctx.services.orders.lines(order);
  }

  @FieldResolver(() => [AppliedPromotion], {
    description:
      'The promotions and discount code that gave the order its `discount`, in the order they applied, frozen at checkout: ' +
      'later edits or deletion of a promotion, and status changes, leave them as they were.',
  })
  async promotions(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<AppliedPromotion[]> {
    return (await ctx.services.orders.promotions(order)).map((row) => AppliedPromotion.ofOrder(row));
  }

  @FieldResolver(() => OrderCustomer, { description: 'Who placed the order.' })
  customer(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderCustomer> {
    return ctx.services.orders.customer(order);
  }
}

@Resolver(() => OrderEvent)
export class OrderEventResolver {
  @FieldResolver(() => OrderEventActor, { description: 'Who made the change.' })
  actor(@Root() event: OrderEvent, @Ctx() ctx: RequestContext): Promise<OrderEventActor> {
    return ctx.services.orders.actor(event);
  }
}
