import type { LockGate } from '../locks/lock-gate.js';
import type { Order } from '../orders/order.entity.js';
import type { ReturnRequest } from './return-request.entity.js';

// THE CALL SITE of the GST documents a return issues (issue 28 point 5, contract with issue 27):
// a credit note for the pieces that came back of an invoiced order, at the invoice's rates, when
// a refund is recorded or an exchange ships; and the replacement's own invoice when it ships.
// Both run inside the returns use case's transaction, with its lock gate (the document series is
// locked at the gate's `counters` stage, after anything the use case locked).
//
// The issuing functions (`issueCreditNote`, `issueInvoiceForPieces` in
// modules/invoices/tax-documents.ts) belong to the GST work (wip/g-issue) and were not on this
// branch when it was written: these two functions are where they are to be called, and until then
// they issue nothing. The pieces they will pass are computed here already.

/** The pieces of each order line that came back: what a credit note credits. */
export function returnedPieces(request: ReturnRequest): Array<{ orderLineId: string; quantity: number }> {
  return request.lines
    .getItems()
    .filter((line) => (line.received ?? 0) > 0)
    .map((line) => ({ orderLineId: line.orderLine.id, quantity: line.received! }));
}

/** Credits the returned pieces of an invoiced order (no invoice: nothing to credit). */
export async function creditReturnedPieces(locks: LockGate, order: Order, request: ReturnRequest): Promise<void> {
  const pieces = returnedPieces(request);
  if (pieces.length === 0) return;
  // To be: await issueCreditNote(locks, order, { pieces, returnRequestId: request.id });
  void locks;
  void order;
}

/** Invoices an exchange's replacement pieces when they ship. */
export async function invoiceReplacementPieces(locks: LockGate, order: Order, request: ReturnRequest): Promise<void> {
  // To be: await issueInvoiceForPieces(locks, order, replacementPieces(request), { returnRequestId: request.id });
  void locks;
  void order;
  void request;
}
