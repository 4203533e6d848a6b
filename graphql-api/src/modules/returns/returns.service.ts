import { Cursor, type FilterQuery } from '@mikro-orm/postgresql';
import {
  OrderStatus,
  PaymentMethod,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  isWithinReturnWindow,
  returnWindowEndsBefore,
  type ReturnReason,
  type ReturnState,
  type Size,
} from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput, notFound } from '../../shared/errors.js';
import { Money } from '../../shared/money.js';
import { pageSize } from '../../shared/pagination.js';
import { isUuid } from '../catalog/ids.js';
import type { Dashboard } from '../dashboard/dashboard.types.js';
import { Order, OrderLine } from '../orders/order.entity.js';
import { OrderEvent, OrderEventVisibility } from '../orders/order-event.entity.js';
import { paymentProviderFor } from '../payments/configured-payment-provider.js';
import { Role } from '../users/user.entity.js';
import * as fulfilment from './return-fulfilment.js';
import { RefundPayout, ReturnLine, ReturnRequest } from './return-request.entity.js';
import * as requests from './return-requests.js';
import type { DashboardReturns, ReturnableLine, ReturnRequestConnection, ReturnRate } from './returns.types.js';

const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/**
 * Returns and size exchanges (issue 28): the shopper's requests and the admin's decisions. The
 * acting viewer is always the caller; a shopper's request ids of someone else are answered
 * exactly like unknown ones.
 */
export class ReturnsService {
  constructor(private readonly scope: RequestScope) {}

  private get deps(): requests.ReturnDeps {
    return { bus: this.scope.deps.events, windowDays: this.scope.deps.config.returnWindowDays };
  }

  requestReturn(input: requests.RequestReturnCommand): Promise<requests.ReturnResult> {
    return requests.requestReturn(this.scope.em, this.scope.requireViewer().userId, input, this.deps);
  }

  cancelReturn(returnId: string): Promise<requests.ReturnResult> {
    const viewer = this.scope.requireViewer();
    return requests.cancelReturn(this.scope.em, { userId: viewer.userId, actor: viewer.role === Role.ADMIN ? 'ADMIN' : 'SHOPPER' }, returnId, this.deps);
  }

  approveReturn(returnId: string): Promise<requests.ReturnResult> {
    return requests.approveReturn(this.scope.em, this.scope.requireViewer(Access.ADMIN).userId, returnId, this.deps);
  }

  declineReturn(returnId: string, reason: string): Promise<requests.ReturnResult> {
    return requests.declineReturn(this.scope.em, this.scope.requireViewer(Access.ADMIN).userId, returnId, reason, this.deps);
  }

  receiveReturn(returnId: string, lines: readonly fulfilment.ReceiveLineCommand[]): Promise<requests.ReturnResult> {
    return fulfilment.receiveReturn(this.scope.em, this.scope.requireViewer(Access.ADMIN).userId, returnId, lines, this.deps);
  }

  recordRefund(input: fulfilment.RecordRefundCommand): Promise<requests.ReturnResult> {
    const adminId = this.scope.requireViewer(Access.ADMIN).userId;
    return fulfilment.recordRefund(this.scope.em, adminId, input, paymentProviderFor(PaymentMethod.PAYPAL, this.scope.deps.config), this.deps);
  }

  shipExchange(returnId: string): Promise<requests.ReturnResult> {
    return fulfilment.shipExchange(this.scope.em, this.scope.requireViewer(Access.ADMIN).userId, returnId, this.deps);
  }

  closeReturn(returnId: string): Promise<requests.ReturnResult> {
    return requests.closeReturn(this.scope.em, this.scope.requireViewer(Access.ADMIN).userId, returnId, this.deps);
  }

  /** One request: the viewer's own, or any for an admin. */
  async returnRequest(id: string): Promise<ReturnRequest> {
    const viewer = this.scope.requireViewer();
    const where: FilterQuery<ReturnRequest> = viewer.role === Role.ADMIN ? { id } : { id, user: viewer.userId };
    const request = isUuid(id) ? await this.scope.em.findOne(ReturnRequest, where) : null;
    if (!request) throw notFound('Return request');
    return request;
  }

  /** Every request, newest first, a page at a time (admin). */
  async returnRequests(query: { state?: ReturnState | null; first?: number | null; after?: string | null }): Promise<ReturnRequestConnection> {
    this.scope.requireViewer(Access.ADMIN);
    const first = pageSize(query.first);
    if (query.after) assertCursor(query.after);
    const page = await this.scope.em.findByCursor(ReturnRequest, query.state ? { state: query.state } : {}, {
      first,
      after: query.after ?? undefined,
      orderBy: NEWEST_FIRST,
      includeCount: true,
    });
    return { nodes: page.items, totalCount: page.totalCount ?? page.items.length, pageInfo: { hasNextPage: page.hasNextPage ?? false, endCursor: page.endCursor } };
  }

  /** The requests of an order the viewer may read (its shopper's, or an admin), oldest first. */
  async returnsOf(order: Order): Promise<ReturnRequest[]> {
    const viewer = this.scope.requireViewer();
    if (viewer.role !== Role.ADMIN && order.user.id !== viewer.userId) return [];
    return this.scope.em.find(ReturnRequest, { order: order.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async orderOf(request: ReturnRequest): Promise<Order> {
    return this.scope.em.findOneOrFail(Order, request.order.id);
  }

  async lines(request: ReturnRequest): Promise<ReturnLine[]> {
    return this.scope.em.find(ReturnLine, { request: request.id }, { orderBy: { position: 'asc' }, populate: ['orderLine'] });
  }

  async orderLineOf(line: ReturnLine): Promise<OrderLine> {
    return this.scope.em.findOneOrFail(OrderLine, line.orderLine.id);
  }

  async payout(request: ReturnRequest): Promise<RefundPayout | null> {
    return this.scope.em.findOne(RefundPayout, { request: request.id });
  }

  /** The history entries about the request, as the viewer may see the order's history. */
  async history(request: ReturnRequest): Promise<OrderEvent[]> {
    const viewer = this.scope.requireViewer();
    const events = await this.scope.em.find(OrderEvent, { returnRequestId: request.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (viewer.role === Role.ADMIN) return events;
    if (request.user.id !== viewer.userId) return [];
    return events.filter((event) => event.visibility === OrderEventVisibility.PUBLIC);
  }

  /** The last moment of the window (inclusive, to the millisecond), for a delivered order. */
  returnWindowEndsAt(order: Order): Date | null {
    if (order.status !== OrderStatus.DELIVERED || !order.deliveredAt) return null;
    return new Date(returnWindowEndsBefore(order.deliveredAt, this.scope.deps.config.returnWindowDays).getTime() - 1);
  }

  /** What of each line may still be asked back now, and the sizes in stock for an exchange. */
  async returnableLines(order: Order): Promise<ReturnableLine[]> {
    const viewer = this.scope.requireViewer();
    if (viewer.role !== Role.ADMIN && order.user.id !== viewer.userId) return [];
    if (order.status !== OrderStatus.DELIVERED || !order.deliveredAt) return [];
    if (!isWithinReturnWindow(order.deliveredAt, new Date(), this.scope.deps.config.returnWindowDays)) return [];
    const em = this.scope.em;
    const lines = await em.find(OrderLine, { order: order.id }, { orderBy: { position: 'asc' } });
    const asked = await requests.piecesAsked(em, order.id);
    const sizes = await requests.sizesNow(em, lines.map((line) => line.productId));
    return lines.map((orderLine) => ({
      orderLine,
      returnableQuantity: Math.max(0, orderLine.quantity - (asked.get(orderLine.id) ?? 0)),
      exchangeSizes: [...(sizes.get(orderLine.productId) ?? new Map<Size, { stock: number; unitPaise: number }>()).entries()]
        .filter(([size, option]) => size !== orderLine.size && option.stock > 0)
        .map(([size, option]) => ({
          size,
          unitPrice: Money.ofPaise(option.unitPaise),
          differencePerPiece: Money.ofPaise(option.unitPaise - orderLine.unitPricePaise),
        })),
    }));
  }

  /**
   * Returns in the dashboard's range. Rates are of the orders placed in the range (not rejected
   * or canceled): pieces in their standing requests over pieces sold, so a rate reads "of what
   * sold then, this much came back". Reasons count the requests made in the range.
   */
  async dashboardReturns(dashboard: Dashboard): Promise<DashboardReturns> {
    this.scope.requireViewer(Access.ADMIN);
    const em = this.scope.em;
    const range = [dashboard.from, dashboard.to];
    const rateRows = await em.execute<Array<{ product_id: string; title: string; size: Size; sold: string; returned: string }>>(
      `select ol.product_id, max(ol.title) as title, ol.size, sum(ol.quantity) as sold,
              coalesce(sum((select sum(rl.quantity) from return_line rl join return_request r on r.id = rl.return_request_id
                             where rl.order_line_id = ol.id and r.state not in ('DECLINED', 'CANCELED'))), 0) as returned
         from order_line ol join customer_order o on o.id = ol.order_id
        where o.created_at >= ? and o.created_at < ? and o.status not in ('rejected', 'canceled')
        group by ol.product_id, ol.size`,
      range,
    );
    const rate = (sold: number, returned: number) => (sold === 0 ? 0 : returned / sold);
    const bySize: ReturnRate[] = rateRows
      .map((row) => ({ productId: row.product_id, title: row.title, size: row.size, sold: Number(row.sold), returned: Number(row.returned), rate: rate(Number(row.sold), Number(row.returned)) }))
      .filter((row) => row.returned > 0);
    const products = new Map<string, ReturnRate>();
    for (const row of rateRows) {
      const entry = products.get(row.product_id) ?? { productId: row.product_id, title: row.title, size: null, sold: 0, returned: 0, rate: 0 };
      entry.sold += Number(row.sold);
      entry.returned += Number(row.returned);
      entry.rate = rate(entry.sold, entry.returned);
      products.set(row.product_id, entry);
    }
    const byRate = (a: ReturnRate, b: ReturnRate) => b.rate - a.rate || b.returned - a.returned || a.title.localeCompare(b.title) || (a.size ?? '').localeCompare(b.size ?? '');
    const reasonRows = await em.execute<Array<{ reason: ReturnReason; requests: string; pieces: string }>>(
      `select r.reason, count(distinct r.id) as requests, coalesce(sum(rl.quantity), 0) as pieces
         from return_request r join return_line rl on rl.return_request_id = r.id
        where r.created_at >= ? and r.created_at < ? and r.state <> 'CANCELED' group by r.reason`,
      range,
    );
    const [counts] = await em.execute<Array<{ total: string; waiting: string; refunded: string }>>(
      `select (select count(*) from return_request where created_at >= ? and created_at < ?) as total,
              (select count(*) from return_request where created_at >= ? and created_at < ? and state = 'REQUESTED') as waiting,
              (select coalesce(sum(amount_paise), 0) from refund_payout where state = 'COMPLETED' and recorded_at >= ? and recorded_at < ?) as refunded`,
      [...range, ...range, ...range],
    );
    const reasons = RETURN_REASONS.map((reason) => {
      const row = reasonRows.find((candidate) => candidate.reason === reason);
      return { reason, label: RETURN_REASON_LABELS[reason], requests: Number(row?.requests ?? 0), pieces: Number(row?.pieces ?? 0) };
    }).sort((a, b) => b.requests - a.requests || b.pieces - a.pieces);
    return {
      requestCount: Number(counts?.total ?? 0),
      awaitingDecision: Number(counts?.waiting ?? 0),
      refunded: Money.ofPaise(Number(counts?.refunded ?? 0)),
      byProduct: [...products.values()].filter((row) => row.returned > 0).sort(byRate).slice(0, 20),
      bySize: bySize.sort(byRate).slice(0, 20),
      reasons,
    };
  }
}

/** A cursor a client altered or made up is a clear input error: it must hold a (createdAt, id). */
function assertCursor(cursor: string): void {
  let values: unknown[] = [];
  try {
    values = Cursor.decode(cursor);
  } catch {
    // handled below: an undecodable cursor has no values
  }
  const [createdAt, id] = values;
  const fits = values.length === 2 && createdAt instanceof Date && !Number.isNaN(createdAt.getTime()) && typeof id === 'string' && isUuid(id);
  if (!fits) throw badInput('after is not a cursor of this listing', 'after');
}
