import { Cursor, type FilterQuery } from '@mikro-orm/postgresql';
import { holdsStock, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput, notFound } from '../../shared/errors.js';
import { pageSize } from '../../shared/pagination.js';
import { isUuid } from '../catalog/ids.js';
import { paymentProviderFor } from '../payments/configured-payment-provider.js';
import { storeBaseUrl, type PaymentProvider } from '../payments/payment-provider.js';
import { allowedReturnOrigins } from '../payments/return-urls.js';
import { Role } from '../users/user.entity.js';
import * as checkout from './checkout.js';
import { Order, type OrderLine } from './order.entity.js';
import { OrderEventVisibility, type OrderEvent } from './order-event.entity.js';
import * as orderHistory from './order-history.js';
import * as orderStatus from './order-status.js';
import * as capture from './payment-capture.js';
import type { OrderPromotion } from '../promotions/promotion.entity.js';
import { accountNamesLoader, orderCustomerLoader, orderEventsLoader, orderLinesLoader, orderPromotionsLoader } from './orders.loaders.js';
import { refused, type OrderConnection, type OrderCustomer, type OrderEventActor, type OrderResult } from './orders.types.js';

// Newest first; the id makes the order total, which keyset paging needs.
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

export interface OrderPageQuery {
  first?: number | null;
  after?: string | null;
}

export interface AdminOrdersQuery extends OrderPageQuery {
  status?: OrderStatus | null;
}

export interface OrderWithDetails {
  order: Order;
  lines: OrderLine[];
  customer: OrderCustomer;
}

/** Orders per statement of the unpaged REST listing: few statements, and little memory per page. */
export const ALL_ORDERS_PAGE_SIZE = 500;

/**
 * Checkout and orders. The acting shopper is always the viewer; a shopper's order ids of someone
 * else are answered exactly like unknown ones.
 */
export class OrdersService {
  constructor(private readonly scope: RequestScope) {}

  placeOrder(command: checkout.PlaceOrderCommand): Promise<checkout.PlaceOrderResult> {
    const { userId } = this.scope.requireViewer();
    return checkout.placeOrder(this.scope.em, userId, command, {
      providerFor: this.providerFor,
      storeBaseUrl: storeBaseUrl(this.scope.deps.config),
      returnOrigins: allowedReturnOrigins(this.scope.deps.config),
      events: this.scope.deps.metrics,
      logger: this.scope.logger,
      bus: this.scope.deps.events,
      checkoutTimeoutMinutes: this.scope.deps.config.checkoutTimeoutMinutes,
    });
  }

  /** The shopper's cancel, once the provider confirmed that a pending payment was not in fact taken. */
  async cancelOrder(input: { orderId: string; reason: string }): Promise<OrderResult> {
    const { userId } = this.scope.requireViewer();
    const unsettled = await capture.settlePendingPayment(this.scope.em, input.orderId, { user: userId }, this.providerFor, this.scope.deps.events);
    if (unsettled) return refused(unsettled);
    return orderStatus.cancelOrder(this.scope.em, userId, input, this.scope.deps.events, this.scope.deps.metrics);
  }

  capturePayment(input: capture.CaptureInput): Promise<OrderResult> {
    return capture.capturePayment(this.scope.em, this.scope.requireViewer().userId, input, this.providerFor, this.scope.deps.events, this.scope.logger);
  }

  /** The admin's status change; stopping an order first records a payment its provider took that this database missed. */
  async updateOrderStatus(input: { orderId: string; status: OrderStatus }): Promise<OrderResult> {
    const admin = this.scope.requireViewer(Access.ADMIN);
    if (!holdsStock(input.status)) {
      const unsettled = await capture.settlePendingPayment(this.scope.em, input.orderId, {}, this.providerFor, this.scope.deps.events);
      if (unsettled) return refused(unsettled);
    }
    return orderStatus.updateOrderStatus(this.scope.em, input, admin.userId, this.scope.deps.events, this.scope.deps.metrics);
  }

  /** An admin's note on an order, private to staff or shown to the shopper. */
  addOrderNote(input: orderHistory.AddOrderNoteCommand): Promise<orderHistory.AddOrderNoteResult> {
    const { userId } = this.scope.requireViewer(Access.ADMIN);
    return orderHistory.addOrderNote(this.scope.em, this.scope.deps.events, userId, input);
  }

  /**
   * The order's history, oldest first, as the viewer may see it: every entry for an admin; for the
   * shopper who placed it, the entries meant for her (status changes, cancellations, payments,
   * public notes) and never staff's private notes; nothing of another shopper's order.
   */
  async history(order: Order): Promise<OrderEvent[]> {
    const viewer = this.scope.requireViewer();
    const events = await this.scope.loader(orderEventsLoader).load(order.id);
    if (viewer.role === Role.ADMIN) return events;
    if (order.user.id !== viewer.userId) return [];
    return events.filter((event) => event.visibility === OrderEventVisibility.PUBLIC);
  }

  /** Who made a history entry: named to admins, and to a shopper only when it was herself (staff are "the store" to her). */
  async actor(event: OrderEvent): Promise<OrderEventActor> {
    const viewer = this.scope.requireViewer();
    const named = event.actorId !== null && (viewer.role === Role.ADMIN || event.actorId === viewer.userId);
    return { kind: event.actorKind, name: named ? await this.scope.loader(accountNamesLoader).load(event.actorId!) : null };
  }

  /**
   * The payment methods checkout accepts, in PAYMENT_METHODS order: cash on delivery always, a
   * provider's method only when it is configured, so the storefront never offers one placeOrder refuses.
   */
  paymentMethods(): PaymentMethod[] {
    return PAYMENT_METHODS.filter((method) => this.providerFor(method) !== null);
  }

  /** The viewer's orders, newest first, a page at a time. */
  myOrders(query: OrderPageQuery): Promise<OrderConnection> {
    return this.orderPage({ user: this.scope.requireViewer().userId }, query);
  }

  /** The viewer's orders, newest first, in one list: the REST layer's order history has no pages. */
  allMyOrders(): Promise<Order[]> {
    return this.scope.em.find(Order, { user: this.scope.requireViewer().userId }, { orderBy: NEWEST_FIRST });
  }

  /** One of the viewer's orders, or any order for an admin. */
  async order(id: string): Promise<Order> {
    const viewer = this.scope.requireViewer();
    const where: FilterQuery<Order> = viewer.role === Role.ADMIN ? { id } : { id, user: viewer.userId };
    const order = isUuid(id) ? await this.scope.em.findOne(Order, where) : null;
    if (!order) throw notFound('Order');
    return order;
  }

  /** Every order, newest first, a page at a time (admin). */
  adminOrders(query: AdminOrdersQuery): Promise<OrderConnection> {
    this.scope.requireViewer(Access.ADMIN);
    return this.orderPage(query.status ? { status: query.status } : {}, query);
  }

  /**
   * Every order, newest first, with its lines and customer, for the REST layer's admin listing,
   * which has no pages: read from the database a page at a time, each page in its own identity
   * map, so a store with 100,000 orders never holds them all. An order placed meanwhile is newer
   * than the pages read and is not in the list; each order is in it once.
   */
  allOrders(): AsyncIterable<OrderWithDetails[]> {
    this.scope.requireViewer(Access.ADMIN);
    return this.orderPagesWithDetails();
  }

  private async *orderPagesWithDetails(): AsyncGenerator<OrderWithDetails[]> {
    let after: string | undefined;
    do {
      const em = this.scope.em.fork({ clear: true });
      const page = await em.findByCursor(Order, {}, { first: ALL_ORDERS_PAGE_SIZE, after, orderBy: NEWEST_FIRST, includeCount: false });
      const lines = orderLinesLoader(em);
      const customers = orderCustomerLoader(em);
      yield await Promise.all(
        page.items.map(async (order) => ({ order, lines: await lines.load(order.id), customer: await customers.load(order.user.id) })),
      );
      after = page.hasNextPage ? (page.endCursor ?? undefined) : undefined;
    } while (after);
  }

  /** An order's lines; the orders of one response share a statement. */
  lines(order: Order): Promise<OrderLine[]> {
    return this.scope.loader(orderLinesLoader).load(order.id);
  }

  /** What each promotion gave the order, frozen at checkout, in the order they applied; the orders of one response share a statement. */
  promotions(order: Order): Promise<OrderPromotion[]> {
    return this.scope.loader(orderPromotionsLoader).load(order.id);
  }

  /** Who placed the order; the orders of one response share a statement. */
  customer(order: Order): Promise<OrderCustomer> {
    return this.scope.loader(orderCustomerLoader).load(order.user.id);
  }

  /** One page of the orders `where` selects, newest first; both listings share its size and cursor rules. */
  private async orderPage(where: FilterQuery<Order>, query: OrderPageQuery): Promise<OrderConnection> {
    const first = pageSize(query.first);
    if (query.after) assertCursor(query.after);
    const page = await this.scope.em.findByCursor(Order, where, {
      first,
      after: query.after ?? undefined,
      orderBy: NEWEST_FIRST,
      includeCount: true,
    });
    return {
      nodes: page.items,
      totalCount: page.totalCount ?? page.items.length,
      pageInfo: { hasNextPage: page.hasNextPage ?? false, endCursor: page.endCursor },
    };
  }

  // The GraphQL directive checks these too; REST handlers reach the service without it.

  /** The configured provider of a payment method, or null when it is not set up. */
  private readonly providerFor = (method: PaymentMethod): PaymentProvider | null => paymentProviderFor(method, this.scope.deps.config);
}

/**
 * A cursor a client altered or made up is a clear input error, not a database error: it must
 * hold the (createdAt, id) of an order.
 */
function assertCursor(cursor: string): void {
  let values: unknown[] = [];
  try {
    values = Cursor.decode(cursor);
  } catch {
    // handled below: an undecodable cursor has no values
  }
  const [createdAt, id] = values;
  const fits =
    values.length === 2 && createdAt instanceof Date && !Number.isNaN(createdAt.getTime()) && typeof id === 'string' && isUuid(id);
  if (!fits) throw badInput('after is not a cursor of this listing', 'after');
}
