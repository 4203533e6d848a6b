import type { EntityManager } from '@mikro-orm/postgresql';
import {
  buildCreditNote,
  buildTaxInvoice,
  CREDIT_NOTE_SERIES_PREFIX,
  financialYearOf,
  INVOICE_SERIES_PREFIX,
  lineTotalPaise,
  refundForPieces,
  stateOfPincode,
  TaxDocumentError,
  hsnCodesWithDefaults,
  isProductType,
  stateByCode,
  type CreditedPieces,
  type ProductType,
  type TaxpayerKind,
  type SaleLineInput,
  type Size,
} from '@threadline/domain';
import type { LockGate } from '../locks/lock-gate.js';
import { OrderLine, type Order } from '../orders/order.entity.js';
import { STORE_DETAILS_ID } from '../store-details/store-details.entity.js';
import { TaxDocumentRecord, type DocumentPieces } from './tax-document.entity.js';

// Issuing GST documents (issue 27), always inside the transaction of the order change that calls
// for them and under that order's lock: an invoice when the order is dispatched (goods are
// invoiced at removal), a credit note when an invoiced order is stopped or some of its pieces
// come back. A document is built in full as a draft, then waits for its number, which the lock
// gate takes from the series' counter row as the transaction's last statements (its
// `takeDocumentSerials`, which every use case that may issue documents calls last); it is written
// then, in one insert. No PDF is drawn here (the PDF route and the e-mail draw it from the stored
// snapshot, later). Each document is built by domain/ tax-invoice.ts from copies of what it names,
// so nothing that changes later can change it.

/** An order's pieces, by its line. */
export interface OrderPieces {
  orderLineId: string;
  quantity: number;
}

/** Pieces an exchange sends out, and what they are invoiced at (see `issueInvoiceForPieces`). */
export interface InvoicedPieces extends OrderPieces {
  /** The size sent; the order line's when absent. */
  size?: Size;
  /** One piece's tax-inclusive price before promotions; the order line's when absent. */
  unitPricePaise?: number;
  /** What the buyer pays for these pieces, tax included; their share of the order line's final total when absent. */
  paidPaise?: number;
}

export interface IssueOptions {
  /** The instant of issue; now when absent (tests pin the financial year's last second with it). */
  now?: Date;
}

const INVOICE_KINDS = ['TAX_INVOICE', 'BILL_OF_SUPPLY'] as const;
/** The number a document is built with before the series gives it its own (see issueInvoice). */
const DRAFT_NUMBER = 'DRAFT';

/** The store as its documents name it, with every product type's HSN code. */
interface InvoicingStore {
  legalName: string;
  address: string;
  state: { code: string; name: string };
  gstin: string;
  taxpayerKind: TaxpayerKind;
  hsnCodes: Record<ProductType, string>;
}

/** What an invoice needs besides the order and its lines, read in one statement (see invoicingFacts). */
interface InvoicingFacts {
  /** The store's details; null when it has no GSTIN (then nothing is issued). */
  store: InvoicingStore | null;
  /** The shopper's account name: the buyer the documents name. */
  buyerName: string;
  /** The order's latest own invoice, if it ever had one. */
  latestInvoiceId: string | null;
}

/**
 * The store's details with every HSN code, the shopper's name and whether the order was ever
 * invoiced, in one statement: a dispatch pays one round trip for them, inside a transaction that
 * holds the order's lock. (store-details-reads.ts's readStoreDetails reads the same rows in two.)
 */
async function invoicingFacts(em: EntityManager, order: Order): Promise<InvoicingFacts> {
  const [row] = await em.execute<
    Array<{
      legal_name: string | null;
      address: string | null;
      state_code: string;
      gstin: string | null;
      taxpayer_kind: TaxpayerKind;
      hsn: Record<string, string> | null;
      buyer_name: string | null;
      latest_invoice_id: string | null;
    }>
  >(
    `select d.legal_name, d.address, d.state_code, d.gstin, d.taxpayer_kind,
       (select json_object_agg(h.product_type, h.hsn) from product_type_hsn h) as hsn,
       (select u.user_name from app_user u where u.id = ?) as buyer_name,
       (select t.id from tax_document t
         where t.order_id = ? and t.kind in ('TAX_INVOICE', 'BILL_OF_SUPPLY') and t.return_request_id is null
         order by t.issued_at desc, t.serial desc limit 1) as latest_invoice_id
     from store_details d where d.id = ?`,
    [order.user.id, order.id, STORE_DETAILS_ID],
  );
  const saved = Object.fromEntries(Object.entries(row?.hsn ?? {}).filter(([productType]) => isProductType(productType)));
  // Only with a GSTIN (saved with a name and an address): without one nothing is issued.
  const store: InvoicingStore | null =
    row !== undefined && row.gstin !== null && row.legal_name !== null && row.address !== null
      ? {
          legalName: row.legal_name,
          address: row.address,
          state: { code: row.state_code, name: stateByCode(row.state_code)?.name ?? row.state_code },
          gstin: row.gstin,
          taxpayerKind: row.taxpayer_kind,
          hsnCodes: hsnCodesWithDefaults(saved),
        }
      : null;
  return {
    store,
    buyerName: row?.buyer_name ?? '',
    latestInvoiceId: row?.latest_invoice_id ?? null,
  };
}

/** The store as a document's seller. */
function sellerOf(store: InvoicingStore) {
  return {
    legalName: store.legalName,
    addressLines: store.address.split(/\r?\n/),
    stateCode: store.state.code,
    gstin: store.gstin,
    taxpayerKind: store.taxpayerKind,
  };
}

/**
 * The order's buyer as its documents name her: the shopper's name, the business that gave a GSTIN
 * at checkout, and the delivery address, whose pincode's state is the place of supply. A pincode
 * the table places in no state (the Army Postal Service's) is supplied in the store's state: the
 * store delivers only inside West Bengal, and checkout takes six-digit Indian pincodes only.
 */
function buyerOf(order: Order, facts: InvoicingFacts & { store: InvoicingStore }) {
  const { address, city, pincode } = order.addressInfo;
  return {
    name: facts.buyerName,
    businessName: order.buyerBusinessName,
    gstin: order.buyerGstin,
    addressLines: [address, `${city} ${pincode}`],
    stateCode: stateOfPincode(pincode)?.code ?? facts.store.state.code,
  };
}

const hasStore = (facts: InvoicingFacts): facts is InvoicingFacts & { store: InvoicingStore } => facts.store !== null;

/** The order's own invoice (not an exchange's), latest first: a revived order may have had one reversed. */
function latestOrderInvoice(em: EntityManager, order: Order): Promise<TaxDocumentRecord | null> {
  return em.findOne(
    TaxDocumentRecord,
    { order, kind: { $in: [...INVOICE_KINDS] }, returnRequestId: null },
    { orderBy: { issuedAt: 'desc', serial: 'desc' } },
  );
}

/** An order's own invoice (not an exchange's) built in this transaction and waiting for its number. */
export function invoiceAwaitingNumber(em: EntityManager, order: Order): TaxDocumentRecord | undefined {
  return documentsAwaitingNumbers(em).find((document) => document.order.id === order.id && document.invoice === null && document.returnRequestId === null);
}

/** Pieces of each order line the invoice's credit notes have reversed, this transaction's among them. */
async function creditedPieces(em: EntityManager, invoice: TaxDocumentRecord): Promise<Map<string, number>> {
  const notes = [...(await em.find(TaxDocumentRecord, { invoice })), ...documentsAwaitingNumbers(em).filter((document) => document.invoice === invoice)];
  const credited = new Map<string, number>();
  for (const note of notes) {
    for (const piece of note.pieces) credited.set(piece.orderLineId, (credited.get(piece.orderLineId) ?? 0) + piece.quantity);
  }
  return credited;
}

function uncreditedPieces(invoice: TaxDocumentRecord, credited: ReadonlyMap<string, number>): number {
  return invoice.pieces.reduce((left, piece) => left + piece.quantity - (credited.get(piece.orderLineId) ?? 0), 0);
}

/** The order's invoice that still stands: its latest, unless credit notes reversed every piece of it. */
export async function standingOrderInvoice(em: EntityManager, order: Order): Promise<TaxDocumentRecord | null> {
  const invoice = await latestOrderInvoice(em, order);
  if (!invoice) return null;
  return uncreditedPieces(invoice, await creditedPieces(em, invoice)) > 0 ? invoice : null;
}

/**
 * The transaction's documents that wait for their numbers, by the transaction's entity manager:
 * not written yet, so no query finds them (the dispatch e-mail's attachment looks here).
 */
const awaitingNumbers = new WeakMap<EntityManager, Set<TaxDocumentRecord>>();

/** Documents of this transaction (`em`) built but not numbered yet: written once the lock gate numbers them. */
function documentsAwaitingNumbers(em: EntityManager): readonly TaxDocumentRecord[] {
  return [...(awaitingNumbers.get(em) ?? [])];
}

/**
 * Issues a draft, built in full, in `series` for the financial year of its date (IST): it waits for
 * its serial, which the lock gate takes last (`takeDocumentSerials`), and is written with its number
 * then. Until then its number is the draft's.
 */
function issueWhenNumbered(locks: LockGate, fields: Omit<ConstructorParameters<typeof TaxDocumentRecord>[0], 'financialYear' | 'serial'>): TaxDocumentRecord {
  const em = locks.em;
  const financialYear = financialYearOf(new Date(fields.snapshot.issuedAt)).code;
  const record = new TaxDocumentRecord({ ...fields, financialYear, serial: 0 });
  const waiting = awaitingNumbers.get(em) ?? new Set<TaxDocumentRecord>();
  awaitingNumbers.set(em, waiting.add(record));
  locks.deferDocumentSerial({
    series: record.series,
    financialYear,
    assign: (serial) => {
      record.assignSerial(serial);
      waiting.delete(record);
      em.persist(record);
    },
  });
  return record;
}

function issueInvoice(
  locks: LockGate,
  order: Order,
  facts: InvoicingFacts & { store: InvoicingStore },
  sold: ReadonlyArray<{ line: OrderLine; sale: Omit<SaleLineInput, 'description' | 'hsn'> }>,
  returnRequestId: string | null,
  options: IssueOptions,
): TaxDocumentRecord {
  const { store } = facts;
  const seller = sellerOf(store);
  const buyer = buyerOf(order, facts);
  const lines: SaleLineInput[] = sold.map(({ line, sale }) => ({ ...sale, description: line.title, hsn: store.hsnCodes[line.productType] }));
  const issuedAt = options.now ?? new Date();
  // Built before it asks for a number, so a document that cannot be issued uses up none.
  const draft = buildTaxInvoice({ number: DRAFT_NUMBER, issuedAt, seller, buyer, lines });
  return issueWhenNumbered(locks, {
    snapshot: draft,
    series: INVOICE_SERIES_PREFIX,
    order,
    invoice: null,
    returnRequestId,
    pieces: sold.map(({ line, sale }) => ({ orderLineId: line.id, quantity: sale.quantity })),
  });
}

/**
 * The invoice of a dispatched order, when the order has none standing: every line, each at its
 * frozen final total (after discount). Null, and nothing issued, while the store has no GSTIN.
 * An order that already has an invoice gets it back unchanged (dispatched twice, or back from
 * delivered); a revived order whose invoice a credit note reversed in full gets a new one.
 */
export async function issueOrderInvoice(locks: LockGate, order: Order, options: IssueOptions = {}): Promise<TaxDocumentRecord | null> {
  const em = locks.em;
  const waiting = invoiceAwaitingNumber(em, order);
  if (waiting) return waiting;
  // Without a GSTIN, a dispatch costs this one read more than before.
  const facts = await invoicingFacts(em, order);
  if (!hasStore(facts)) return null;
  if (facts.latestInvoiceId !== null) {
    const standing = await standingOrderInvoice(em, order);
    if (standing) return standing;
  }
  // Through the collection, so the status change's event reads the lines from it.
  const lines = (await order.lines.init()).getItems();
  const sold = lines.map((line) => ({
    line,
    sale: {
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      paidPaise: lineTotalPaise(line.unitPricePaise, line.quantity) - line.discountPaise,
    },
  }));
  return issueInvoice(locks, order, facts, sold, null, options);
}

/**
 * The invoice of pieces an exchange sends out (its replacement, when it ships), named by the
 * return request. Each entry's size, unit price and amount paid default to the order line's (the
 * amount: those pieces' shares of the line's final total, from its first piece, by returns.ts's
 * rule); an exchange passes what the replacement is sold at. Null while the store has no GSTIN.
 */
export async function issueInvoiceForPieces(
  locks: LockGate,
  order: Order,
  pieces: readonly InvoicedPieces[],
  options: IssueOptions & { returnRequestId: string },
): Promise<TaxDocumentRecord | null> {
  const em = locks.em;
  if (pieces.length === 0) throw new TaxDocumentError('An invoice needs at least one piece');
  const facts = await invoicingFacts(em, order);
  if (!hasStore(facts)) return null;
  const lines = new Map((await em.find(OrderLine, { order })).map((line) => [line.id, line]));
  const sold = pieces.map((piece) => {
    const line = lines.get(piece.orderLineId);
    if (!line) throw new TaxDocumentError(`Order line ${piece.orderLineId} is not a line of this order`);
    if (!Number.isSafeInteger(piece.quantity) || piece.quantity < 1) throw new TaxDocumentError('The pieces invoiced must be a whole number from 1');
    const returnable = { lineId: line.id, unitPaise: line.unitPricePaise, quantity: line.quantity, discountPaise: line.discountPaise };
    const unitPricePaise = piece.unitPricePaise ?? line.unitPricePaise;
    const paidPaise = piece.paidPaise ?? refundForPieces(returnable, 0, Math.min(piece.quantity, line.quantity));
    return { line, sale: { size: piece.size ?? line.size, quantity: piece.quantity, unitPricePaise, paidPaise } };
  });
  return issueInvoice(locks, order, facts, sold, options.returnRequestId, options);
}

export interface CreditNoteRequest extends IssueOptions {
  /** Every piece of the invoice not yet credited, or these pieces. */
  pieces: 'all' | readonly OrderPieces[];
  /** The return request the pieces came back with, if any. */
  returnRequestId?: string | null;
}

/**
 * A credit note against the order's invoice, at the invoice's rates, for the pieces asked (all
 * of those not yet credited, for an order rejected or canceled). Each piece is worth its share of
 * its line's final total by returns.ts's refundForPieces, after the pieces earlier notes credited,
 * so the note and the refund of the same pieces agree to the paisa. Null, and nothing issued, when
 * the order has no invoice or (for 'all') nothing is left to credit. Asking more pieces of a line
 * than its invoice has left uncredited, or a line the invoice does not have, throws
 * TaxDocumentError and issues nothing.
 */
export async function issueCreditNote(locks: LockGate, order: Order, request: CreditNoteRequest): Promise<TaxDocumentRecord | null> {
  const em = locks.em;
  // A credit note names its invoice's number, which an invoice of this transaction does not have yet.
  if (invoiceAwaitingNumber(em, order)) throw new Error(`order ${order.id}: an invoice and its credit note cannot be issued in one transaction`);
  const invoice = await latestOrderInvoice(em, order);
  if (!invoice) return null;
  const credited = await creditedPieces(em, invoice);
  const indexOf = new Map(invoice.pieces.map((piece, index) => [piece.orderLineId, index]));

  let asks: CreditedPieces[];
  if (request.pieces === 'all') {
    asks = invoice.pieces
      .map((piece, index) => ({ line: index, alreadyCredited: credited.get(piece.orderLineId) ?? 0, quantity: piece.quantity - (credited.get(piece.orderLineId) ?? 0) }))
      .filter((ask) => ask.quantity > 0);
    if (asks.length === 0) return null;
  } else {
    // Checked in full before a number is taken: a refused note must not use up a number, even
    // when its caller reports the refusal and commits the rest of its transaction.
    if (request.pieces.length === 0) throw new TaxDocumentError('A credit note needs at least one piece');
    const seen = new Set<string>();
    asks = request.pieces.map((piece) => {
      const index = indexOf.get(piece.orderLineId);
      if (index === undefined) throw new TaxDocumentError(`Order line ${piece.orderLineId} is not on the order's invoice ${invoice.number}`);
      if (seen.has(piece.orderLineId)) throw new TaxDocumentError(`Order line ${piece.orderLineId} is asked twice in one credit note`);
      seen.add(piece.orderLineId);
      const alreadyCredited = credited.get(piece.orderLineId) ?? 0;
      const left = invoice.pieces[index]!.quantity - alreadyCredited;
      if (!Number.isSafeInteger(piece.quantity) || piece.quantity < 1) throw new TaxDocumentError('The pieces credited must be a whole number from 1');
      if (piece.quantity > left) throw new TaxDocumentError(`Only ${left} pieces of order line ${piece.orderLineId} are left to credit on invoice ${invoice.number}`);
      return { line: index, quantity: piece.quantity, alreadyCredited };
    });
  }

  // Never dated before its invoice, even by an instance whose clock is a little behind the one that issued it.
  const issuedAt = new Date(Math.max((request.now ?? new Date()).getTime(), invoice.issuedAt.getTime()));
  const draft = buildCreditNote({ invoice: invoice.snapshot, number: DRAFT_NUMBER, issuedAt, pieces: asks });
  const ordered = [...asks].sort((a, b) => a.line - b.line);
  const pieces: DocumentPieces[] = ordered.map((ask) => ({ orderLineId: invoice.pieces[ask.line]!.orderLineId, quantity: ask.quantity }));
  return issueWhenNumbered(locks, { snapshot: draft, series: CREDIT_NOTE_SERIES_PREFIX, order, invoice, returnRequestId: request.returnRequestId ?? null, pieces });
}
