import type { EntityManager } from '@mikro-orm/postgresql';
import {
  canMoveReturn,
  checkReturnAsk,
  exchangeDifference,
  isWithinReturnWindow,
  OrderStatus,
  priceForSize,
  refundForPieces,
  RETURN_MESSAGES,
  RETURN_REASONS,
  returnAskMessage,
  ReturnKind,
  ReturnState,
  SIZES,
  type ReturnActor,
  type ReturnReason,
  type ReturnableLine as FrozenLine,
  type Size,
} from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { Product } from '../catalog/product.entity.js';
import { StockCauseKind, StockMovementReason } from '../catalog/stock-movement.entity.js';
import type { EventBus } from '../events/event-bus.js';
import { openLocks, type LockGate } from '../locks/lock-gate.js';
import { OrderLine, type Order } from '../orders/order.entity.js';
import { OrderEventType } from '../orders/order-event.entity.js';
import { adminActor, recordOrderEvent, shopperActor, type OrderActor } from '../orders/order-events.js';
import { lockStock, stockErrors, takeStock, type StockLine } from '../orders/order-stock.js';
import { User } from '../users/user.entity.js';
import { lockReturn, returnNotFound, wrongState } from './return-locks.js';
import { ReturnLine, ReturnRequest } from './return-request.entity.js';
import { RETURN_NOTE_MAX_LENGTH } from './returns.types.js';

export type ReturnResult = { returnRequest: ReturnRequest; userErrors: [] } | { returnRequest: null; userErrors: UserError[] };
export const done = (returnRequest: ReturnRequest): ReturnResult => ({ returnRequest, userErrors: [] });
export const refused = (...userErrors: UserError[]): ReturnResult => ({ returnRequest: null, userErrors });

export interface ReturnDeps {
  bus: EventBus;
  windowDays: number;
  /** The moment that counts for the window: the request's, not an admin's later look (rule 1). */
  now?: () => Date;
}

export interface RequestReturnCommand {
  orderId: string;
  kind: ReturnKind;
  reason: ReturnReason;
  note?: string | null;
  lines: Array<{ orderLineId: string; quantity: number; exchangeSize?: Size | null }>;
}

/** An order line as the order froze it, for the domain's refund rules. */
export const frozenLine = (line: OrderLine): FrozenLine => ({
  lineId: line.id,
  unitPaise: line.unitPricePaise,
  quantity: line.quantity,
  discountPaise: line.discountPaise,
});

/** Pieces of each of the order's lines in its requests that still stand (rule 2), by order line id. */
export async function piecesAsked(em: EntityManager, orderId: string, except?: string): Promise<Map<string, number>> {
  const rows = await em.execute<Array<{ order_line_id: string; pieces: string }>>(
    `select l.order_line_id, sum(l.quantity) as pieces from return_line l join return_request r on r.id = l.return_request_id
      where r.order_id = ? and r.state not in ('DECLINED', 'CANCELED') ${except ? 'and r.id <> ?' : ''}
      group by l.order_line_id`,
    except ? [orderId, except] : [orderId],
  );
  return new Map(rows.map((row) => [row.order_line_id, Number(row.pieces)]));
}

/** Each size's stock and unit price now, of the products named, for exchanges. */
export async function sizesNow(em: EntityManager, productIds: readonly string[]): Promise<Map<string, Map<Size, { stock: number; unitPaise: number }>>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const products = await em.find(Product, { id: { $in: ids } });
  const rows = await em.execute<Array<{ product_id: string; size: Size; quantity: number }>>(
    `select product_id, size, quantity from product_size_stock where product_id = any(?::uuid[])`,
    [`{${ids.join(',')}}`],
  );
  const result = new Map<string, Map<Size, { stock: number; unitPaise: number }>>();
  for (const product of products) {
    const sizes = new Map<Size, { stock: number; unitPaise: number }>();
    for (const row of rows.filter((candidate) => candidate.product_id === product.id).sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size))) {
      sizes.set(row.size, { stock: row.quantity, unitPaise: priceForSize(product.pricing(), row.size).effectivePaise });
    }
    result.set(product.id, sizes);
  }
  return result;
}

/**
 * The shopper asks to send pieces of her delivered order back (rules 1, 2, 3, 5). Under the
 * order's lock, so two requests of one order cannot both count the same pieces as left. An
 * exchange may ask only a size in stock now; its pieces are held only once an admin approves.
 */
export async function requestReturn(em: EntityManager, userId: string, input: RequestReturnCommand, deps: ReturnDeps): Promise<ReturnResult> {
  const note = (input.note ?? '').trim();
  if (note.length > RETURN_NOTE_MAX_LENGTH) {
    return refused(UserError.of(UserErrorCode.INVALID_INPUT, `The note can be at most ${RETURN_NOTE_MAX_LENGTH} characters`, 'note'));
  }
  if (!Object.values(ReturnKind).includes(input.kind)) return refused(UserError.of(UserErrorCode.INVALID_INPUT, 'Please choose a refund or an exchange', 'kind'));
  if (!RETURN_REASONS.includes(input.reason)) return refused(UserError.of(UserErrorCode.INVALID_INPUT, 'Please choose a reason', 'reason'));
  const now = deps.now?.() ?? new Date();

  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const order = await locks.order(input.orderId, { user: userId });
    if (!order) return refused(UserError.of(UserErrorCode.NOT_FOUND, 'Order not found', 'orderId'));
    if (order.status !== OrderStatus.DELIVERED || !order.deliveredAt) {
      return refused(UserError.of(UserErrorCode.INVALID_STATE, RETURN_MESSAGES.NOT_DELIVERED, 'orderId'));
    }
    if (!isWithinReturnWindow(order.deliveredAt, now, deps.windowDays)) {
      return refused(UserError.of(UserErrorCode.INVALID_STATE, RETURN_MESSAGES.OUTSIDE_WINDOW(deps.windowDays), 'orderId'));
    }
    const orderLines = await tx.find(OrderLine, { order }, { orderBy: { position: 'asc' } });
    const asked = await piecesAsked(tx, order.id);
    const asks = input.lines.map((line) => ({ lineId: line.orderLineId, quantity: line.quantity }));
    const problems = checkReturnAsk(orderLines.map(frozenLine), asked, asks);
    if (problems.length > 0) {
      return refused(
        ...problems.map((problem) => {
          const index = 'lineId' in problem ? input.lines.findIndex((line) => line.orderLineId === problem.lineId) : -1;
          const code = problem.problem === 'TOO_MANY' ? UserErrorCode.LIMIT_REACHED : UserErrorCode.INVALID_INPUT;
          return UserError.of(code, returnAskMessage(problem), index >= 0 ? `lines.${index}` : 'lines');
        }),
      );
    }

    const byId = new Map(orderLines.map((line) => [line.id, line]));
    const sizes = input.kind === ReturnKind.EXCHANGE ? await sizesNow(tx, input.lines.map((line) => byId.get(line.orderLineId)!.productId)) : new Map();
    const sizeProblems: UserError[] = [];
    let refundPaise = 0;
    let differencePaise = 0;
    const planned = input.lines.map((ask, position) => {
      const orderLine = byId.get(ask.orderLineId)!;
      const firstPiece = asked.get(orderLine.id) ?? 0;
      const paid = refundForPieces(frozenLine(orderLine), firstPiece, ask.quantity);
      refundPaise += paid;
      let exchangeUnitPaise: number | null = null;
      const field = `lines.${position}.exchangeSize`;
      if (input.kind === ReturnKind.REFUND) {
        if (ask.exchangeSize) sizeProblems.push(UserError.of(UserErrorCode.INVALID_INPUT, 'A refund asks no size; choose an exchange to swap sizes', field));
      } else if (!ask.exchangeSize) {
        sizeProblems.push(UserError.of(UserErrorCode.INVALID_INPUT, RETURN_MESSAGES.SAME_SIZE, field));
      } else if (ask.exchangeSize === orderLine.size) {
        sizeProblems.push(UserError.of(UserErrorCode.INVALID_INPUT, RETURN_MESSAGES.SAME_SIZE, field));
      } else {
        const option = sizes.get(orderLine.productId)?.get(ask.exchangeSize);
        if (!option || option.stock < ask.quantity) {
          sizeProblems.push(UserError.of(UserErrorCode.OUT_OF_STOCK, RETURN_MESSAGES.SIZE_OUT_OF_STOCK(ask.exchangeSize), field));
        } else {
          exchangeUnitPaise = option.unitPaise;
          const difference = exchangeDifference(frozenLine(orderLine), firstPiece, ask.quantity, option.unitPaise);
          differencePaise += difference.collectPaise - difference.refundPaise;
        }
      }
      return { orderLine, position, quantity: ask.quantity, firstPiece, refundPaise: paid, exchangeSize: exchangeUnitPaise === null ? null : ask.exchangeSize!, exchangeUnitPaise };
    });
    if (sizeProblems.length > 0) return refused(...sizeProblems);

    const request = new ReturnRequest({
      order,
      user: tx.getReference(User, userId),
      kind: input.kind,
      reason: input.reason,
      note,
      refundPaise,
      // Lines up and down in price net out; what the store gives back is at most what was paid (rule 5).
      exchangeCollectPaise: Math.max(0, differencePaise),
      exchangeRefundPaise: Math.min(refundPaise, Math.max(0, -differencePaise)),
    });
    tx.persist(request);
    for (const line of planned) request.lines.add(new ReturnLine({ request, ...line }));
    await recordReturnEvent(tx, deps.bus, order, request, OrderEventType.RETURN_REQUESTED, shopperActor(userId), null, note || null);
    return done(request);
  });
}

/** An admin approves; an exchange takes its new sizes' pieces now, under their locks (rule 7). */
export async function approveReturn(em: EntityManager, adminId: string, returnId: string, deps: ReturnDeps): Promise<ReturnResult> {
  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, returnId);
    if (!found) return refused(returnNotFound());
    const { request, order } = found;
    if (!canMoveReturn(request, ReturnState.APPROVED, 'ADMIN')) return refused(wrongState(request, 'approved'));
    const held = request.lines.getItems().filter((line) => line.exchangeSize !== null);
    if (held.length > 0) {
      const stockLines: StockLine[] = held.map((line) => ({
        field: `lines.${line.position}`,
        productId: line.orderLine.productId,
        size: line.exchangeSize!,
        quantity: line.quantity,
      }));
      const locked = await lockStock(locks, stockLines);
      const gone = stockLines.filter((line) => !locked.products.has(line.productId));
      if (gone.length > 0) {
        return refused(...gone.map((line) => UserError.of(UserErrorCode.OUT_OF_STOCK, 'The product of this exchange is no longer sold', line.field)));
      }
      const problems = stockErrors(stockLines, locked);
      if (problems.length > 0) return refused(...problems);
      await takeStock.invoke(locks, { lines: stockLines, cause: returnCause(StockMovementReason.EXCHANGE, request) });
      for (const line of held) line.reserved = true;
    }
    const before = request.state;
    request.state = ReturnState.APPROVED;
    request.approvedAt = new Date();
    await recordReturnEvent(tx, deps.bus, order, request, OrderEventType.RETURN_APPROVED, adminActor(adminId), before);
    return done(request);
  });
}

/** An admin declines a request not yet approved, saying why to the shopper. */
export async function declineReturn(em: EntityManager, adminId: string, returnId: string, reason: string, deps: ReturnDeps): Promise<ReturnResult> {
  const why = reason.trim();
  if (!why) return refused(UserError.of(UserErrorCode.INVALID_INPUT, 'Please say why the request is declined', 'reason'));
  if (why.length > RETURN_NOTE_MAX_LENGTH) {
    return refused(UserError.of(UserErrorCode.INVALID_INPUT, `The reason can be at most ${RETURN_NOTE_MAX_LENGTH} characters`, 'reason'));
  }
  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, returnId);
    if (!found) return refused(returnNotFound());
    const { request, order } = found;
    if (!canMoveReturn(request, ReturnState.DECLINED, 'ADMIN')) return refused(wrongState(request, 'declined'));
    const before = request.state;
    await releaseHeldPieces(locks, request);
    request.state = ReturnState.DECLINED;
    request.declineReason = why;
    await recordReturnEvent(tx, deps.bus, order, request, OrderEventType.RETURN_DECLINED, adminActor(adminId), before, why);
    return done(request);
  });
}

/**
 * Withdraws a request: the shopper her own while it is REQUESTED, an admin an APPROVED one before
 * anything arrived. An exchange gives back the pieces it held, once (the `reserved` flag).
 */
export async function cancelReturn(em: EntityManager, viewer: { userId: string; actor: ReturnActor }, returnId: string, deps: ReturnDeps): Promise<ReturnResult> {
  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, returnId, viewer.actor === 'SHOPPER' ? { user: viewer.userId } : {});
    if (!found) return refused(returnNotFound());
    const { request, order } = found;
    if (!canMoveReturn(request, ReturnState.CANCELED, viewer.actor)) return refused(wrongState(request, 'canceled'));
    const before = request.state;
    await releaseHeldPieces(locks, request);
    request.state = ReturnState.CANCELED;
    const actor: OrderActor = viewer.actor === 'SHOPPER' ? shopperActor(viewer.userId) : adminActor(viewer.userId);
    await recordReturnEvent(tx, deps.bus, order, request, OrderEventType.RETURN_CANCELED, actor, before);
    return done(request);
  });
}

/** An admin closes a refunded or exchanged request. */
export async function closeReturn(em: EntityManager, adminId: string, returnId: string, deps: ReturnDeps): Promise<ReturnResult> {
  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, returnId);
    if (!found) return refused(returnNotFound());
    const { request, order } = found;
    if (!canMoveReturn(request, ReturnState.CLOSED, 'ADMIN')) return refused(wrongState(request, 'closed'));
    const before = request.state;
    request.state = ReturnState.CLOSED;
    request.closedAt = new Date();
    await recordReturnEvent(tx, deps.bus, order, request, OrderEventType.RETURN_CLOSED, adminActor(adminId), before);
    return done(request);
  });
}

/** Gives back the pieces an exchange holds, under their locks; a line that holds none is left alone (so twice is once). */
export async function releaseHeldPieces(locks: LockGate, request: ReturnRequest): Promise<void> {
  const held = request.lines.getItems().filter((line) => line.reserved && line.exchangeSize !== null);
  if (held.length === 0) return;
  const stockLines: StockLine[] = held.map((line) => ({ field: `lines.${line.position}`, productId: line.orderLine.productId, size: line.exchangeSize!, quantity: line.quantity }));
  await lockStock(locks, stockLines);
  await takeStock.compensate(locks, { lines: stockLines, cause: returnCause(StockMovementReason.EXCHANGE_RELEASE, request) });
  for (const line of held) line.reserved = false;
}

export const returnCause = (reason: StockMovementReason, request: ReturnRequest) => ({ reason, kind: StockCauseKind.RETURN, id: request.id });

/** The history entry of a step of a request, published as `order.return_updated` with the request. */
export async function recordReturnEvent(
  em: EntityManager,
  bus: EventBus,
  order: Order,
  request: ReturnRequest,
  type: OrderEventType,
  actor: OrderActor,
  previousState: ReturnState | null,
  note: string | null = null,
): Promise<void> {
  // Written first, so that subscribers (the shopper's e-mail) read the request as it now stands.
  await em.flush();
  await recordOrderEvent(em, bus, {
    order,
    type,
    actor,
    note,
    returnRequest: {
      id: request.id,
      kind: request.kind,
      state: request.state,
      previousState,
      reason: request.reason,
      refundPaise: request.refundPaise,
      exchangeDifferencePaise: request.exchangeCollectPaise - request.exchangeRefundPaise,
      declineReason: request.declineReason,
      payoutPaise: request.payout?.recordedAt ? request.payout.amountPaise : null,
      lines: request.lines.getItems().map((line) => ({
        orderLineId: line.orderLine.id,
        quantity: line.quantity,
        exchangeSize: line.exchangeSize,
        received: line.received,
        damaged: line.damaged,
      })),
    },
  });
}
