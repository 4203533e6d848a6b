import { exchangeDifference } from '@threadline/domain';
import { issueCreditNote, issueInvoiceForPieces, type InvoicedPieces, type OrderPieces } from '../invoices/tax-documents.js';
import type { LockGate } from '../locks/lock-gate.js';
import type { Order } from '../orders/order.entity.js';
import type { ReturnRequest } from './return-request.entity.js';
import { frozenLine } from './return-requests.js';

// The GST documents a return issues (issue 28 point 5, with issue 27's tax-documents.ts): a credit
// note for the pieces that came back of an invoiced order, at the invoice's rates, when a refund is
// recorded or an exchange ships; and the replacement's own invoice when it ships. Both run inside
// the returns use case's transaction, through its lock gate (the document series is locked at the
// gate's `counters` stage, after anything the use case locked). An order without an invoice (the
// store had no GSTIN) gets neither: both functions issue nothing then.

/** The pieces of each order line that came back: what a credit note credits. */
export function returnedPieces(request: ReturnRequest): OrderPieces[] {
  return request.lines
    .getItems()
    .filter((line) => (line.received ?? 0) > 0)
    .map((line) => ({ orderLineId: line.orderLine.id, quantity: line.received! }));
}

/**
 * The replacement pieces of an exchange, at what the shopper pays for them: the returned pieces'
 * paid shares, plus the difference collected or less the difference refunded (rule 5).
 */
export function replacementPieces(request: ReturnRequest): InvoicedPieces[] {
  return request.lines
    .getItems()
    .filter((line) => line.exchangeSize !== null && line.exchangeUnitPaise !== null)
    .map((line) => {
      const difference = exchangeDifference(frozenLine(line.orderLine), line.firstPiece, line.quantity, line.exchangeUnitPaise!);
      return {
        orderLineId: line.orderLine.id,
        quantity: line.quantity,
        size: line.exchangeSize!,
        unitPricePaise: line.exchangeUnitPaise!,
        paidPaise: line.refundPaise + difference.collectPaise - difference.refundPaise,
      };
    });
}

/** Credits the returned pieces of an invoiced order (no invoice: nothing to credit). */
export async function creditReturnedPieces(locks: LockGate, order: Order, request: ReturnRequest): Promise<void> {
  const pieces = returnedPieces(request);
  if (pieces.length === 0) return;
  await issueCreditNote(locks, order, { pieces, returnRequestId: request.id });
}

/** Invoices an exchange's replacement pieces when they ship (no GSTIN: nothing). */
export async function invoiceReplacementPieces(locks: LockGate, order: Order, request: ReturnRequest): Promise<void> {
  const pieces = replacementPieces(request);
  if (pieces.length === 0) return;
  await issueInvoiceForPieces(locks, order, pieces, { returnRequestId: request.id });
}
