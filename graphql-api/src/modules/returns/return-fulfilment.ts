import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  canMoveReturn,
  decimalStringToPaise,
  formatRupees,
  PaymentStatus,
  paysThroughProvider,
  piecesToRestock,
  refundForPieces,
  RETURN_MESSAGES,
  ReturnKind,
  ReturnState,
} from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { moveSizeStock } from '../catalog/size-stock.js';
import { StockMovementReason } from '../catalog/stock-movement.entity.js';
import { openLocks, type LockGate } from '../locks/lock-gate.js';
import { OrderEventType } from '../orders/order-event.entity.js';
import { adminActor } from '../orders/order-events.js';
import { lockStock } from '../orders/order-stock.js';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.js';
import { lockReturn, returnNotFound, wrongState } from './return-locks.js';
import { PayoutState, RefundMethod, RefundPayout, type ReturnRequest } from './return-request.entity.js';
import { done, frozenLine, recordReturnEvent, refused, returnCause, type ReturnDeps, type ReturnResult } from './return-requests.js';
import { creditReturnedPieces, invoiceReplacementPieces } from './return-tax-documents.js';
import { RETURN_REFERENCE_MAX_LENGTH } from './returns.types.js';

export interface ReceiveLineCommand {
  returnLineId: string;
  received: number;
  damaged?: number | null;
}

/**
 * An admin records what arrived of an approved request, every line once. Undamaged pieces go back
 * to the size they were bought in, with a RETURN movement; damaged ones stay out of stock (rule 7).
 */
export async function receiveReturn(em: EntityManager, adminId: string, returnId: string, input: readonly ReceiveLineCommand[], deps: ReturnDeps): Promise<ReturnResult> {
  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, returnId);
    if (!found) return refused(returnNotFound());
    const { request, order } = found;
    if (!canMoveReturn(request, ReturnState.RECEIVED, 'ADMIN')) return refused(wrongState(request, 'received'));

    const lines = request.lines.getItems();
    const problems: UserError[] = [];
    const seen = new Set<string>();
    input.forEach((entry, index) => {
      const line = lines.find((candidate) => candidate.id === entry.returnLineId);
      const damaged = entry.damaged ?? 0;
      if (!line) problems.push(UserError.of(UserErrorCode.NOT_FOUND, 'That line is not part of this request', `lines.${index}.returnLineId`));
      else if (seen.has(line.id)) problems.push(UserError.of(UserErrorCode.INVALID_INPUT, 'Each line can be listed once', `lines.${index}.returnLineId`));
      else if (!Number.isSafeInteger(entry.received) || entry.received < 0 || entry.received > line.quantity) {
        problems.push(UserError.of(UserErrorCode.INVALID_INPUT, `Pieces received must be a whole number from 0 to ${line.quantity}`, `lines.${index}.received`));
      } else if (!Number.isSafeInteger(damaged) || damaged < 0 || damaged > entry.received) {
        problems.push(UserError.of(UserErrorCode.INVALID_INPUT, `Damaged pieces must be a whole number from 0 to the ${entry.received} received`, `lines.${index}.damaged`));
      }
      if (line) seen.add(line.id);
    });
    const missing = lines.filter((line) => !seen.has(line.id));
    if (missing.length > 0) problems.push(UserError.of(UserErrorCode.INVALID_INPUT, 'Please say what arrived of every line of the request', 'lines'));
    if (problems.length > 0) return refused(...problems);

    for (const entry of input) {
      const line = lines.find((candidate) => candidate.id === entry.returnLineId)!;
      line.received = entry.received;
      line.damaged = entry.damaged ?? 0;
    }
    const back = lines
      .map((line) => ({ productId: line.orderLine.productId, size: line.orderLine.size, delta: piecesToRestock(line.received!, line.damaged!) }))
      .filter((move) => move.delta > 0);
    if (back.length > 0) {
      await lockStock(locks, back);
      await moveSizeStock(tx, back, returnCause(StockMovementReason.RETURN, request), locks.stockLedger());
    }
    const before = request.state;
    request.state = ReturnState.RECEIVED;
    request.receivedAt = new Date();
    const damaged = lines.reduce((sum, line) => sum + line.damaged!, 0);
    const received = lines.reduce((sum, line) => sum + line.received!, 0);
    const note = `${received} ${received === 1 ? 'piece' : 'pieces'} received${damaged > 0 ? `, ${damaged} damaged` : ''}`;
    await recordReturnEvent(tx, deps.bus, order, request, OrderEventType.RETURN_RECEIVED, adminActor(adminId), before, note);
    return done(request);
  });
}

/**
 * The most a request's refund may be (rule 4): for a refund request, what the pieces that arrived
 * were paid (each line's frozen shares from its first piece); for an exchange into a cheaper
 * size, the difference asked, which is itself at most what those pieces were paid (rule 5).
 */
export function mostRefundable(request: ReturnRequest): number {
  if (request.kind === ReturnKind.EXCHANGE) return request.exchangeRefundPaise;
  return request.lines
    .getItems()
    .reduce((sum, line) => sum + (line.received ? refundForPieces(frozenLine(line.orderLine), line.firstPiece, line.received) : 0), 0);
}

export interface RecordRefundCommand {
  returnId: string;
  method: RefundMethod;
  reference?: string | null;
  /** Rupees; the most refundable when absent. */
  amount?: number | null;
}

/**
 * Records a request's refund, once. Cash on delivery: the admin paid by UPI or bank transfer and
 * says its UTR; the payout is written and the request REFUNDED in one transaction. Paid through
 * the provider, in three steps, so that a failure anywhere never refunds twice:
 *   1. under the order's lock, a PENDING payout with a fresh provider request id (or the one an
 *      earlier attempt left), committed;
 *   2. the provider is asked to refund under that id, outside any transaction: asked again with
 *      the same id it answers with the same refund instead of paying twice;
 *   3. under the order's lock again, the payout COMPLETED and the request REFUNDED.
 * A failure after 1 leaves the PENDING payout; the retry goes through 2 and 3 with its id.
 */
export async function recordRefund(em: EntityManager, adminId: string, input: RecordRefundCommand, provider: PaymentProvider | null, deps: ReturnDeps): Promise<ReturnResult> {
  const reference = (input.reference ?? '').trim();
  if (input.method !== RefundMethod.PROVIDER) {
    if (!reference) return refused(UserError.of(UserErrorCode.INVALID_INPUT, 'Please enter the UTR of the transfer', 'reference'));
    if (reference.length > RETURN_REFERENCE_MAX_LENGTH) {
      return refused(UserError.of(UserErrorCode.INVALID_INPUT, `The reference can be at most ${RETURN_REFERENCE_MAX_LENGTH} characters`, 'reference'));
    }
  }
  let askedPaise: number | null = null;
  if (input.amount !== null && input.amount !== undefined) {
    askedPaise = decimalStringToPaise(String(input.amount));
    if (askedPaise === null || askedPaise <= 0) {
      return refused(UserError.of(UserErrorCode.INVALID_INPUT, 'Please enter an amount above ₹0.00 with at most 2 decimals', 'amount'));
    }
  }

  const first = await em.transactional(async (tx): Promise<{ result: ReturnResult } | { pending: string }> => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, input.returnId);
    if (!found) return { result: refused(returnNotFound()) };
    const { request, order } = found;
    if (request.payout?.state === PayoutState.COMPLETED) {
      return { result: refused(UserError.of(UserErrorCode.ALREADY_EXISTS, 'The refund of this request is already recorded', 'returnId')) };
    }
    const refundable = request.kind === ReturnKind.REFUND ? canMoveReturn(request, ReturnState.REFUNDED, 'ADMIN') : request.state === ReturnState.RECEIVED || request.state === ReturnState.EXCHANGED;
    if (!refundable) return { result: refused(wrongState(request, 'refunded')) };
    const byProvider = paysThroughProvider(order.paymentMethod) && order.paymentStatus === PaymentStatus.PAID;
    if (byProvider && input.method !== RefundMethod.PROVIDER) {
      return { result: refused(UserError.of(UserErrorCode.INVALID_INPUT, 'This order was paid through the payment provider: refund it there (method PROVIDER)', 'method')) };
    }
    if (!byProvider && input.method === RefundMethod.PROVIDER) {
      return { result: refused(UserError.of(UserErrorCode.INVALID_INPUT, 'This order was not paid through the payment provider: record the UPI or bank transfer you made', 'method')) };
    }
    if (request.payout) return { pending: request.payout.id };

    const most = mostRefundable(request);
    if (most === 0) return { result: refused(UserError.of(UserErrorCode.INVALID_STATE, 'Nothing of this request is due a refund', 'returnId')) };
    const amountPaise = askedPaise ?? most;
    if (amountPaise > most) return { result: refused(UserError.of(UserErrorCode.INVALID_INPUT, RETURN_MESSAGES.REFUND_TOO_LARGE(formatRupees(most)), 'amount')) };

    const payout = new RefundPayout({
      request,
      method: input.method,
      reference: byProvider ? null : reference,
      amountPaise,
      providerRequestId: byProvider ? randomUUID() : null,
    });
    tx.persist(payout);
    request.payout = payout;
    if (byProvider) return { pending: payout.id };
    await completeRefund(locks, deps, adminId, request, payout, reference);
    return { result: done(request) };
  });
  if ('result' in first) return first.result;

  const payout = await em.fork().findOneOrFail(RefundPayout, first.pending, { populate: ['request', 'request.order'] });
  if (!provider) return refused(UserError.of(UserErrorCode.PAYMENT_FAILED, 'The payment provider is not configured; the refund could not be asked', 'method'));
  let refundId: string;
  try {
    refundId = (
      await provider.refund({ paymentId: payout.request.order.paymentId ?? '', amountPaise: payout.amountPaise, requestId: payout.providerRequestId! })
    ).refundId;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return refused(
      UserError.of(UserErrorCode.PAYMENT_FAILED, `The payment provider did not confirm the refund (${error.message}). Nothing was recorded; try again: it will not be refunded twice.`, 'returnId'),
    );
  }

  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, input.returnId);
    if (!found) return refused(returnNotFound());
    const { request } = found;
    const recorded = request.payout!;
    if (recorded.state === PayoutState.COMPLETED) {
      return refused(UserError.of(UserErrorCode.ALREADY_EXISTS, 'The refund of this request is already recorded', 'returnId'));
    }
    recorded.providerRefundId = refundId;
    await completeRefund(locks, deps, adminId, request, recorded, refundId);
    return done(request);
  });
}

/** The payout paid: recorded, the request REFUNDED (a refund request), the credit note issued, the history told. */
async function completeRefund(locks: LockGate, deps: ReturnDeps, adminId: string, request: ReturnRequest, payout: RefundPayout, reference: string): Promise<void> {
  const tx = locks.em;
  payout.state = PayoutState.COMPLETED;
  payout.reference = reference;
  payout.recordedAt = new Date();
  payout.recordedBy = adminId;
  const before = request.state;
  if (request.kind === ReturnKind.REFUND) {
    request.state = ReturnState.REFUNDED;
    request.finishedAt = new Date();
    await creditReturnedPieces(locks, request.order, request);
  }
  const how = payout.method === RefundMethod.PROVIDER ? 'through the payment provider' : payout.method === RefundMethod.UPI ? 'by UPI' : 'by bank transfer';
  await recordReturnEvent(tx, deps.bus, request.order, request, OrderEventType.RETURN_REFUNDED, adminActor(adminId), before, `${formatRupees(payout.amountPaise)} refunded ${how} (${reference})`);
  await locks.takeDocumentSerials();
}

/**
 * The replacement of a received exchange was dispatched: the pieces held since approval leave
 * (they are no longer held, and nothing more moves), the returned pieces are credited and the
 * replacement invoiced.
 */
export async function shipExchange(em: EntityManager, adminId: string, returnId: string, deps: ReturnDeps): Promise<ReturnResult> {
  return em.transactional(async (tx) => {
    const locks = openLocks(tx, { events: deps.bus });
    const found = await lockReturn(locks, returnId);
    if (!found) return refused(returnNotFound());
    const { request, order } = found;
    if (!canMoveReturn(request, ReturnState.EXCHANGED, 'ADMIN')) return refused(wrongState(request, 'shipped'));
    for (const line of request.lines.getItems()) line.reserved = false;
    const before = request.state;
    request.state = ReturnState.EXCHANGED;
    request.finishedAt = new Date();
    // Numbered at the end in series order, the invoice ('TL') before the credit note ('TLCN').
    await invoiceReplacementPieces(locks, order, request);
    await creditReturnedPieces(locks, order, request);
    await recordReturnEvent(tx, deps.bus, order, request, OrderEventType.RETURN_EXCHANGE_SHIPPED, adminActor(adminId), before);
    await locks.takeDocumentSerials();
    return done(request);
  });
}
