// The tax document of a sale as issued: a tax invoice (regular taxpayer), a bill of supply
// (composition scheme: no tax is shown or collected) or a credit note against an invoice. Once
// built it is a frozen snapshot: every name, address, price and tax is copied into it, so a later
// product edit, price change or renamed store cannot change what was issued. It is plain JSON
// (no Date, no class) so it can be stored as it is and rendered by any face (PDF, e-mail, CSV).
//
// What CGST Rule 46 asks an invoice to carry, and where it is here: the seller's name, address and
// GSTIN (seller); a consecutive number of at most 16 characters and the date (number, issuedAt,
// date); the buyer's name, address and, when registered, GSTIN (buyer); the place of supply with
// its state (placeOfSupply); per line the description, HSN, quantity, value, discount, taxable
// value, rate and tax (lines); totals; and whether tax is payable on reverse charge (always No
// here: the store sells to its buyers, not the other way round). Rule 49 (bill of supply) and
// Rule 53 (credit note: the invoice it refers to) are covered the same way.

import { amountInWords } from './amount-in-words.js';
import { istCalendarDate, isValidDocumentNumber, type IstDate } from './financial-year.js';
import { computeGst, splitLine, summariseGstLines, validateHsn, type GstAmounts, type GstLine, type GstRateSummary, type SupplyType } from './gst.js';
import { normalizeGstin, validateGstin, gstinStateCode } from './gstin.js';
import { stateByCode } from './indian-states.js';
import { refundForPieces } from './returns.js';
// A regular taxpayer charges GST; one under the composition scheme may not (CGST Act s. 10).
import type { TaxpayerKind } from './store-details.js';

export type TaxDocumentKind = 'TAX_INVOICE' | 'BILL_OF_SUPPLY' | 'CREDIT_NOTE';

/** The heading each kind of document prints. */
export const TAX_DOCUMENT_TITLES: Readonly<Record<TaxDocumentKind, string>> = {
  TAX_INVOICE: 'Tax Invoice',
  BILL_OF_SUPPLY: 'Bill of Supply',
  CREDIT_NOTE: 'Credit Note',
};

/** Rule 5(1)(g) of the CGST Rules: the words a composition taxpayer's bill of supply must carry. */
export const COMPOSITION_DECLARATION = 'Composition taxable person, not eligible to collect tax on supplies';

export interface DocumentState {
  /** Two-digit GST state code, e.g. '19'. */
  code: string;
  name: string;
}

export interface DocumentSeller {
  legalName: string;
  /** As printed, one line per element ("12 Station Road", "Guma, North 24 Parganas 743704"). */
  addressLines: string[];
  state: DocumentState;
  gstin: string;
  taxpayerKind: TaxpayerKind;
}

export interface DocumentBuyer {
  /** The person the order is for (the delivery address's name). */
  name: string;
  /** A registered buyer's business name, which a GSTIN comes with; null otherwise. */
  businessName: string | null;
  /** A registered buyer's GSTIN (bulk orders for resale); null for a consumer. */
  gstin: string | null;
  /** The delivery address, one line per element. */
  addressLines: string[];
  /** The delivery address's state: also the place of supply. */
  state: DocumentState;
}

/**
 * A line as printed: gst.ts's line (its rate, 0 on a bill of supply, and its amounts, `totalPaise`
 * being what the buyer paid for it) with what the document says of the goods.
 */
export interface DocumentLine extends GstLine {
  description: string;
  /** The size as the shopper chose it ("M", "XL", "Kids 5-6"); empty when none. */
  size: string;
  hsn: string;
  /** The tax-inclusive list price of one piece, before any discount. */
  unitPricePaise: number;
  /** unitPrice × quantity − total: what promotions took off the line. */
  discountPaise: number;
}

/** The document's amounts (`totalPaise`, its value: Σ line totals = taxable + tax = gross − discount). */
export interface DocumentTotals extends GstAmounts {
  quantity: number;
  /** Σ unitPrice × quantity: the lines at list price. */
  grossPaise: number;
  discountPaise: number;
}

/** The tax at one rate, as gst.ts sums it. */
export type DocumentRateSummary = GstRateSummary;

export interface ReferencedInvoice {
  number: string;
  issuedAt: string;
  date: IstDate;
  kind: 'TAX_INVOICE' | 'BILL_OF_SUPPLY';
  /** The invoice's value: GSTR-1 files a credit note by the kind of invoice it reverses. */
  totalPaise: number;
}

export interface TaxDocument {
  kind: TaxDocumentKind;
  number: string;
  /** The instant of issue, ISO 8601 in UTC; the document shows its IST date. */
  issuedAt: string;
  /** The IST calendar date of issuedAt, which decides the rate table and the financial year. */
  date: IstDate;
  /** A credit note's invoice; null on an invoice or a bill of supply. */
  referencedInvoice: ReferencedInvoice | null;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  placeOfSupply: DocumentState;
  /** 'none' on a bill of supply, which carries no tax. */
  supplyType: SupplyType | 'none';
  /** The name of the state half of an intra-state tax in the seller's state. */
  stateTax: 'SGST' | 'UTGST';
  lines: DocumentLine[];
  totals: DocumentTotals;
  /** One row per rate, lowest first: the document's tax summary. */
  byRate: DocumentRateSummary[];
  /** totals.totalPaise in words, Indian numbering ("Rupees … Only"). */
  amountInWords: string;
  /** CGST Rule 46(p): whether the buyer pays the tax under reverse charge. Never, for this store. */
  reverseCharge: false;
}

export interface SellerInput {
  legalName: string;
  addressLines: readonly string[];
  stateCode: string;
  gstin: string | null | undefined;
  taxpayerKind: TaxpayerKind;
}

export interface BuyerInput {
  name: string;
  businessName?: string | null;
  gstin?: string | null;
  addressLines: readonly string[];
  /** The delivery address's state (see stateOfPincode), the place of supply. */
  stateCode: string;
}

export interface SaleLineInput {
  description: string;
  size: string;
  hsn: string;
  quantity: number;
  /** The tax-inclusive list price of one piece. */
  unitPricePaise: number;
  /** What the buyer pays for the whole line after discounts, tax included. */
  paidPaise: number;
}

export interface TaxInvoiceInput {
  /** The number the series allotted (e.g. formatDocumentNumber('TL', year, serial)). */
  number: string;
  issuedAt: Date;
  seller: SellerInput;
  buyer: BuyerInput;
  lines: readonly SaleLineInput[];
}

/** A document that cannot be issued as asked: bad input, not a bug to hide behind a 500. */
export class TaxDocumentError extends Error {
  override name = 'TaxDocumentError';
}

function fail(message: string): never {
  throw new TaxDocumentError(message);
}

function documentState(code: string, what: string): DocumentState {
  const state = stateByCode(code);
  if (!state) fail(`${what} '${code}' is not a GST state code`);
  return { code: state.code, name: state.name };
}

function required(text: string, what: string): string {
  const trimmed = text.trim();
  if (!trimmed) fail(`${what} is missing`);
  return trimmed;
}

function lines(texts: readonly string[], what: string): string[] {
  const kept = texts.map((line) => line.trim()).filter(Boolean);
  if (!kept.length) fail(`${what} is missing`);
  return kept;
}

function seller(input: SellerInput): DocumentSeller {
  // Rule 46(a) needs the supplier's GSTIN on every invoice, and a bill of supply needs it too.
  const problem = validateGstin(input.gstin);
  if (problem) fail(`The store's GSTIN is needed before any invoice is issued: ${problem}`);
  const gstin = normalizeGstin(input.gstin ?? '');
  if (gstinStateCode(gstin) !== input.stateCode) {
    fail(`The store's GSTIN is registered in state ${gstinStateCode(gstin)}, not in the store's state ${input.stateCode}`);
  }
  return {
    legalName: required(input.legalName, "The store's legal name"),
    addressLines: lines(input.addressLines, "The store's address"),
    state: documentState(input.stateCode, "The store's state"),
    gstin,
    taxpayerKind: input.taxpayerKind,
  };
}

function buyer(input: BuyerInput): DocumentBuyer {
  const gstinText = input.gstin?.trim() ? input.gstin : null;
  let gstin: string | null = null;
  let businessName: string | null = null;
  if (gstinText) {
    const problem = validateGstin(gstinText);
    if (problem) fail(`The buyer's GSTIN: ${problem}`);
    gstin = normalizeGstin(gstinText);
    businessName = required(input.businessName ?? '', "A registered buyer's business name");
  }
  return {
    name: required(input.name, "The buyer's name"),
    businessName,
    gstin,
    addressLines: lines(input.addressLines, 'The delivery address'),
    state: documentState(input.stateCode, "The delivery address's state"),
  };
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) fail(`${what} must be a whole number of paise from 0, got ${value}`);
}

function checkedLine(line: SaleLineInput, index: number): SaleLineInput {
  const what = `Line ${index + 1}`;
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) fail(`${what}: the quantity must be a whole number from 1`);
  assertPaise(line.unitPricePaise, `${what}: the unit price`);
  assertPaise(line.paidPaise, `${what}: the amount paid`);
  if (line.paidPaise > line.unitPricePaise * line.quantity) {
    fail(`${what}: the amount paid is more than the unit price times the quantity`);
  }
  if (validateHsn(line.hsn)) fail(`${what}: '${line.hsn}' is not a valid HSN code`);
  return { ...line, description: required(line.description, `${what}: the description`), size: line.size.trim(), hsn: line.hsn.trim() };
}

function documentLine(input: SaleLineInput, gst: GstLine): DocumentLine {
  return {
    description: input.description,
    size: input.size,
    hsn: input.hsn,
    quantity: input.quantity,
    unitPricePaise: input.unitPricePaise,
    discountPaise: input.unitPricePaise * input.quantity - input.paidPaise,
    taxablePaise: gst.taxablePaise,
    rateBps: gst.rateBps,
    cgstPaise: gst.cgstPaise,
    sgstPaise: gst.sgstPaise,
    igstPaise: gst.igstPaise,
    taxPaise: gst.taxPaise,
    totalPaise: gst.totalPaise,
  };
}

function totalsOf(documentLines: readonly DocumentLine[]): DocumentTotals {
  const totals: DocumentTotals = {
    quantity: 0,
    grossPaise: 0,
    discountPaise: 0,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    taxPaise: 0,
    totalPaise: 0,
  };
  for (const line of documentLines) {
    totals.quantity += line.quantity;
    totals.grossPaise += line.unitPricePaise * line.quantity;
    totals.discountPaise += line.discountPaise;
    totals.taxablePaise += line.taxablePaise;
    totals.cgstPaise += line.cgstPaise;
    totals.sgstPaise += line.sgstPaise;
    totals.igstPaise += line.igstPaise;
    totals.taxPaise += line.taxPaise;
    totals.totalPaise += line.totalPaise;
  }
  return totals;
}

function assemble(
  head: Pick<TaxDocument, 'kind' | 'number' | 'issuedAt' | 'date' | 'referencedInvoice' | 'seller' | 'buyer' | 'supplyType'>,
  documentLines: DocumentLine[],
): TaxDocument {
  const totals = totalsOf(documentLines);
  const { byRate } = summariseGstLines(documentLines);
  return {
    ...head,
    placeOfSupply: head.buyer.state,
    stateTax: stateByCode(head.seller.state.code)?.stateTax ?? 'SGST',
    lines: documentLines,
    totals,
    byRate: byRate.map(({ rateBps, quantity, taxablePaise, cgstPaise, sgstPaise, igstPaise, taxPaise, totalPaise }) => ({
      rateBps,
      quantity,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      taxPaise,
      totalPaise,
    })),
    amountInWords: amountInWords(totals.totalPaise),
    reverseCharge: false,
  };
}

function issueInstant(issuedAt: Date): { issuedAt: string; date: IstDate } {
  if (!(issuedAt instanceof Date) || Number.isNaN(issuedAt.getTime())) fail('The date of issue is not a valid instant');
  return { issuedAt: issuedAt.toISOString(), date: istCalendarDate(issuedAt) };
}

function documentNumber(number: string): string {
  if (!isValidDocumentNumber(number)) {
    fail(`'${number}' is not a document number CGST Rule 46(b) allows: at most 16 letters, digits, '-' or '/'`);
  }
  return number;
}

/**
 * The tax invoice of a sale by a regular taxpayer, or the bill of supply of one under the
 * composition scheme. Each line's rate, taxable value and CGST/SGST or IGST come from gst.ts
 * (computeGst) for the IST date of issue, by the per-piece price paid after discount; the place
 * of supply is the delivery address's state. A bill of supply carries no tax: its taxable value
 * is what was paid and every rate and tax is 0. A composition taxpayer may not supply goods to
 * another state at all (CGST Act s. 10(2)(c)); that is for checkout to refuse, not for the
 * document, which records what was sold.
 */
export function buildTaxInvoice(input: TaxInvoiceInput): TaxDocument {
  const theSeller = seller(input.seller);
  const theBuyer = buyer(input.buyer);
  const when = issueInstant(input.issuedAt);
  if (!input.lines.length) fail('A document needs at least one line');
  const saleLines = input.lines.map(checkedLine);
  const number = documentNumber(input.number);

  if (theSeller.taxpayerKind === 'COMPOSITION') {
    const documentLines = saleLines.map((line) =>
      documentLine(line, { quantity: line.quantity, rateBps: 0, taxablePaise: line.paidPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: line.paidPaise }),
    );
    return assemble(
      { kind: 'BILL_OF_SUPPLY', number, ...when, referencedInvoice: null, seller: theSeller, buyer: theBuyer, supplyType: 'none' },
      documentLines,
    );
  }

  const gst = computeGst({
    lines: saleLines.map(({ quantity, paidPaise }) => ({ quantity, paidPaise })),
    invoiceDate: when.date,
    storeStateCode: theSeller.state.code,
    placeOfSupplyStateCode: theBuyer.state.code,
  });
  const documentLines = saleLines.map((line, index) => {
    const split = gst.lines[index];
    if (!split) throw new Error('computeGst returned fewer lines than it was given');
    return documentLine(line, split);
  });
  return assemble(
    { kind: 'TAX_INVOICE', number, ...when, referencedInvoice: null, seller: theSeller, buyer: theBuyer, supplyType: gst.supplyType },
    documentLines,
  );
}

/** Pieces of one invoice line a credit note reverses. */
export interface CreditedPieces {
  /** The invoice line, by its index in `invoice.lines`. */
  line: number;
  /** Pieces credited by this note, from 1. */
  quantity: number;
  /** Pieces of the line earlier credit notes reversed (0 when none). */
  alreadyCredited: number;
}

export interface CreditNoteInput {
  invoice: TaxDocument;
  /** The number the credit-note series allotted (e.g. formatDocumentNumber('TLCN', year, serial)). */
  number: string;
  issuedAt: Date;
  /** The pieces it reverses; every piece of the invoice, none credited before, when absent. */
  pieces?: readonly CreditedPieces[];
}

/**
 * The credit note that reverses an invoice, whole (an invoiced order rejected or canceled) or some
 * of its pieces (a return): the invoice's seller, buyer and place of supply as issued, each line
 * at the invoice's own rate (CGST s. 34 and Rule 53: it refers to the invoice's number and date),
 * whatever the rate table says on the note's date.
 *
 * What pieces are worth (the rule, and why): a line's total is spread over its pieces by the
 * largest remainder, the first pieces taking the extra paise, and pieces go back in order, as
 * returns.ts's refundForPieces spreads a refund, so a credit note and the refund of the same
 * pieces agree to the paisa. The taxable value and each tax of the pieces are the line split
 * (splitLine) at the pieces credited up to and including this note, less the split at those
 * credited before it: each note's tax is rounded once, and all the notes of a line add up to
 * exactly the invoice line's taxable value, CGST, SGST and IGST, never a paisa more.
 */
export function buildCreditNote(input: CreditNoteInput): TaxDocument {
  const { invoice } = input;
  if (invoice.kind === 'CREDIT_NOTE') fail('A credit note refers to an invoice, not to another credit note');
  const when = issueInstant(input.issuedAt);
  if (when.issuedAt < invoice.issuedAt) fail('A credit note cannot be dated before its invoice');
  const number = documentNumber(input.number);
  if (number === invoice.number) fail('A credit note needs its own number, not its invoice\'s');
  const supplyType = invoice.supplyType;
  const pieces = checkedPieces(invoice, input.pieces ?? invoice.lines.map((line, index) => ({ line: index, quantity: line.quantity, alreadyCredited: 0 })));
  const documentLines = pieces.map((ask) => creditedLine(invoice.lines[ask.line]!, ask, supplyType));
  return assemble(
    {
      kind: 'CREDIT_NOTE',
      number,
      ...when,
      referencedInvoice: {
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        date: invoice.date,
        kind: invoice.kind,
        totalPaise: invoice.totals.totalPaise,
      },
      seller: invoice.seller,
      buyer: invoice.buyer,
      supplyType,
    },
    documentLines,
  );
}

/** The pieces asked, each checked against its invoice line, in the invoice's order of lines. */
function checkedPieces(invoice: TaxDocument, asks: readonly CreditedPieces[]): CreditedPieces[] {
  if (!asks.length) fail('A credit note needs at least one piece');
  const seen = new Set<number>();
  for (const ask of asks) {
    const line = Number.isSafeInteger(ask.line) ? invoice.lines[ask.line] : undefined;
    if (!line) fail(`The invoice has no line ${ask.line + 1}`);
    const what = `Line ${ask.line + 1}`;
    if (seen.has(ask.line)) fail(`${what} is credited twice in one note`);
    seen.add(ask.line);
    if (!Number.isSafeInteger(ask.quantity) || ask.quantity < 1) fail(`${what}: the pieces credited must be a whole number from 1`);
    if (!Number.isSafeInteger(ask.alreadyCredited) || ask.alreadyCredited < 0) fail(`${what}: the pieces credited before must be a whole number from 0`);
    const left = line.quantity - ask.alreadyCredited;
    if (ask.quantity > left) fail(`${what}: only ${Math.max(0, left)} of its ${line.quantity} pieces are left to credit`);
  }
  return [...asks].sort((a, b) => a.line - b.line);
}

/** Some pieces of an invoice line, as a credit note's line (see buildCreditNote for the rule). */
function creditedLine(line: DocumentLine, ask: CreditedPieces, supplyType: TaxDocument['supplyType']): DocumentLine {
  const returnable = { lineId: '', unitPaise: line.unitPricePaise, quantity: line.quantity, discountPaise: line.discountPaise };
  // A line whose list price no longer matches its total (a hand-edited snapshot) fails here, loudly.
  if (line.unitPricePaise * line.quantity - line.discountPaise !== line.totalPaise) fail('An invoice line\'s total is not its price less its discount');
  const paidBefore = ask.alreadyCredited === 0 ? 0 : refundForPieces(returnable, 0, ask.alreadyCredited);
  const paid = refundForPieces(returnable, ask.alreadyCredited, ask.quantity);
  const sale = { ...line, quantity: ask.quantity, paidPaise: paid };
  if (supplyType === 'none') {
    return documentLine(sale, { quantity: ask.quantity, rateBps: 0, taxablePaise: paid, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: paid });
  }
  const upTo = splitLine(paidBefore + paid, ask.alreadyCredited + ask.quantity, line.rateBps, supplyType);
  const before = ask.alreadyCredited === 0 ? null : splitLine(paidBefore, ask.alreadyCredited, line.rateBps, supplyType);
  const less = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'taxPaise') => upTo[field] - (before?.[field] ?? 0);
  return documentLine(sale, {
    quantity: ask.quantity,
    rateBps: line.rateBps,
    taxablePaise: less('taxablePaise'),
    cgstPaise: less('cgstPaise'),
    sgstPaise: less('sgstPaise'),
    igstPaise: less('igstPaise'),
    taxPaise: less('taxPaise'),
    totalPaise: paid,
  });
}
