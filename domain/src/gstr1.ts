// A month's tax documents as the CSV files of a GSTR-1 return, for the accountant to import into
// the GST portal's offline tool (or to read). Every amount is a sum of the documents' own frozen
// lines, so the return agrees with the invoices to the paisa.
//
// The files and their columns follow the offline tool's CSV templates as we know them (b2b,
// b2cl, b2cs, cdnr, cdnur, hsn(b2b), hsn(b2c), docs); we could not check them against the current
// tool here, so README asks the accountant to confirm them on the first import. Choices made:
// - Dates are dd-MMM-yyyy ("27-Nov-2026"), places of supply "19-West Bengal", rates the total
//   GST rate in per cent ("5", "18"), amounts rupees with two decimals ("1438.20").
// - The templates carry the taxable value per rate but no tax columns (the tool works the tax
//   out from rate × taxable value, which may differ by a paisa from the invoices' own rounding);
//   the HSN files do carry the tax, summed from the invoices.
// - Cess, "Applicable % of Tax Rate" and the e-commerce operator's GSTIN are left blank: no cess
//   on garments, no reduced-rate notification, and the store sells on its own site.
// - B2CL is an inter-state invoice to an unregistered buyer above ₹1,00,000 (₹2,50,000 before
//   1 August 2024, Notification 12/2024-Central Tax); every other unregistered invoice is B2CS.
// - A credit note to a registered buyer goes to CDNR; one against a B2CL invoice to CDNUR
//   ("B2CL"); one against a B2CS invoice is netted into B2CS (the portal has no table for it),
//   so a B2CS row can be negative in a month with more credit than sales at a state and rate.
// - The HSN summaries are net of credit notes, split into B2B (registered buyers) and B2C, with
//   the rate column the portal asks for since 2025, in pieces ("PCS-PIECES").
// - A bill of supply is refused: a composition taxpayer files CMP-08 and GSTR-4, not GSTR-1.

import { istCalendarDate } from './financial-year.js';
import { stateByCode } from './indian-states.js';
import { toDecimalString } from './money.js';
import type { DocumentState, TaxDocument } from './tax-invoice.js';

export interface Gstr1File {
  /** The offline tool's name for the section, used as the file name (e.g. 'b2b.csv'). */
  name: string;
  header: readonly string[];
  rows: string[][];
}

/** The B2CL limit: an inter-state invoice to an unregistered buyer above this is reported alone. */
export const B2CL_LIMITS: readonly { from: string; abovePaise: number }[] = [
  { from: '2017-07-01', abovePaise: 25_000_000 },
  { from: '2024-08-01', abovePaise: 10_000_000 },
];

export function b2clLimitOn(date: string): number {
  let limit = B2CL_LIMITS[0]?.abovePaise ?? 0;
  for (const row of B2CL_LIMITS) if (row.from <= date) limit = row.abovePaise;
  return limit;
}

/** The portal's spelling where it differs from ours ('&' for 'and'). */
const PORTAL_STATE_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '35': 'Andaman & Nicobar Islands',
};

function placeOfSupply(state: DocumentState): string {
  return `${state.code}-${PORTAL_STATE_NAMES[state.code] ?? stateByCode(state.code)?.name ?? state.name}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-07' → '07-Nov-2026'. */
export function gstr1Date(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** 500 bps → '5', 250 → '2.5'. */
function percent(rateBps: number): string {
  return String(rateBps / 100);
}

function rupees(paise: number): string {
  return toDecimalString(paise);
}

/**
 * Text a buyer typed (a business name) is kept from starting like a spreadsheet formula: a cell
 * beginning with = + - @ would run as one when the file is opened in a spreadsheet.
 */
function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const HSN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '6105': "Men's or boys' shirts, knitted or crocheted",
  '6106': "Women's or girls' blouses and shirts, knitted or crocheted",
  '6109': 'T-shirts, singlets and other vests, knitted or crocheted',
  '6110': 'Jerseys, pullovers, cardigans, waistcoats and similar articles, knitted or crocheted',
};
const UQC_PIECES = 'PCS-PIECES';

type Section = 'B2B' | 'B2CL' | 'B2CS';

/** Where an invoice (or the invoice a credit note reverses) is reported. */
function sectionOf(document: TaxDocument): Section {
  if (document.buyer.gstin) return 'B2B';
  const invoice = document.referencedInvoice;
  const date = invoice ? invoice.date : document.date;
  const value = invoice ? invoice.totalPaise : document.totals.totalPaise;
  return document.supplyType === 'inter-state' && value > b2clLimitOn(date) ? 'B2CL' : 'B2CS';
}

function check(month: string, documents: readonly TaxDocument[]): void {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Expected a month 'YYYY-MM', got '${month}'`);
  const numbers = new Set<string>();
  for (const document of documents) {
    if (document.kind === 'BILL_OF_SUPPLY' || document.referencedInvoice?.kind === 'BILL_OF_SUPPLY') {
      throw new RangeError(`${document.number} is a bill of supply (composition scheme), which GSTR-1 does not take`);
    }
    // The IST date of issue decides the return's month, as it decides the invoice's date.
    if (istCalendarDate(document.issuedAt).slice(0, 7) !== month) {
      throw new RangeError(`${document.number} is dated ${document.date}, outside ${month}`);
    }
    if (numbers.has(document.number)) throw new RangeError(`${document.number} is listed twice`);
    numbers.add(document.number);
  }
}

/** A document's taxable value per rate (its byRate rows), lowest rate first. */
function rateRows(document: TaxDocument): { rateBps: number; taxablePaise: number }[] {
  return document.byRate.map(({ rateBps, taxablePaise }) => ({ rateBps, taxablePaise }));
}

function byNumber(a: TaxDocument, b: TaxDocument): number {
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

function b2b(invoices: readonly TaxDocument[]): Gstr1File {
  const rows = invoices.flatMap((d) =>
    rateRows(d).map((r) => [
      d.buyer.gstin ?? '',
      safeText(d.buyer.businessName ?? d.buyer.name),
      d.number,
      gstr1Date(d.date),
      rupees(d.totals.totalPaise),
      placeOfSupply(d.placeOfSupply),
      'N',
      '',
      'Regular B2B',
      '',
      percent(r.rateBps),
      rupees(r.taxablePaise),
      '',
    ]),
  );
  return {
    name: 'b2b.csv',
    header: [
      'GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply',
      'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount',
    ],
    rows,
  };
}

function b2cl(invoices: readonly TaxDocument[]): Gstr1File {
  const rows = invoices.flatMap((d) =>
    rateRows(d).map((r) => [
      d.number,
      gstr1Date(d.date),
      rupees(d.totals.totalPaise),
      placeOfSupply(d.placeOfSupply),
      '',
      percent(r.rateBps),
      rupees(r.taxablePaise),
      '',
      '',
    ]),
  );
  return {
    name: 'b2cl.csv',
    header: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    rows,
  };
}

/** One row per place of supply and rate: invoices' taxable value less their credit notes'. */
function b2cs(invoices: readonly TaxDocument[], notes: readonly TaxDocument[]): Gstr1File {
  const sums = new Map<string, { state: DocumentState; rateBps: number; taxablePaise: number }>();
  const add = (d: TaxDocument, sign: 1 | -1): void => {
    for (const r of rateRows(d)) {
      const key = `${d.placeOfSupply.code}|${r.rateBps}`;
      const row = sums.get(key) ?? { state: d.placeOfSupply, rateBps: r.rateBps, taxablePaise: 0 };
      row.taxablePaise += sign * r.taxablePaise;
      sums.set(key, row);
    }
  };
  for (const d of invoices) add(d, 1);
  for (const d of notes) add(d, -1);
  const rows = [...sums.values()]
    // A state and rate whose sales were all credited back leave nothing to report.
    .filter((s) => s.taxablePaise !== 0)
    .sort((a, b) => (a.state.code === b.state.code ? a.rateBps - b.rateBps : a.state.code < b.state.code ? -1 : 1))
    .map((s) => ['OE', placeOfSupply(s.state), '', percent(s.rateBps), rupees(s.taxablePaise), '', '']);
  return {
    name: 'b2cs.csv',
    header: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    rows,
  };
}

function cdnr(notes: readonly TaxDocument[]): Gstr1File {
  const rows = notes.flatMap((d) =>
    rateRows(d).map((r) => [
      d.buyer.gstin ?? '',
      safeText(d.buyer.businessName ?? d.buyer.name),
      d.number,
      gstr1Date(d.date),
      'C',
      placeOfSupply(d.placeOfSupply),
      'N',
      'Regular B2B',
      rupees(d.totals.totalPaise),
      '',
      percent(r.rateBps),
      rupees(r.taxablePaise),
      '',
    ]),
  );
  return {
    name: 'cdnr.csv',
    header: [
      'GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge',
      'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount',
    ],
    rows,
  };
}

function cdnur(notes: readonly TaxDocument[]): Gstr1File {
  const rows = notes.flatMap((d) =>
    rateRows(d).map((r) => [
      'B2CL',
      d.number,
      gstr1Date(d.date),
      'C',
      placeOfSupply(d.placeOfSupply),
      rupees(d.totals.totalPaise),
      '',
      percent(r.rateBps),
      rupees(r.taxablePaise),
      '',
    ]),
  );
  return {
    name: 'cdnur.csv',
    header: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
    rows,
  };
}

interface HsnSum {
  hsn: string;
  rateBps: number;
  quantity: number;
  totalPaise: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

function hsn(name: string, documents: readonly TaxDocument[]): Gstr1File {
  const sums = new Map<string, HsnSum>();
  for (const d of documents) {
    const sign = d.kind === 'CREDIT_NOTE' ? -1 : 1;
    for (const line of d.lines) {
      const key = `${line.hsn}|${line.rateBps}`;
      const row = sums.get(key) ?? { hsn: line.hsn, rateBps: line.rateBps, quantity: 0, totalPaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
      row.quantity += sign * line.quantity;
      row.totalPaise += sign * line.totalPaise;
      row.taxablePaise += sign * line.taxablePaise;
      row.igstPaise += sign * line.igstPaise;
      row.cgstPaise += sign * line.cgstPaise;
      row.sgstPaise += sign * line.sgstPaise;
      sums.set(key, row);
    }
  }
  const rows = [...sums.values()]
    .filter((s) => s.quantity !== 0 || s.totalPaise !== 0)
    .sort((a, b) => (a.hsn === b.hsn ? a.rateBps - b.rateBps : a.hsn < b.hsn ? -1 : 1))
    .map((s) => [
      s.hsn,
      HSN_DESCRIPTIONS[s.hsn] ?? '',
      UQC_PIECES,
      String(s.quantity),
      rupees(s.totalPaise),
      percent(s.rateBps),
      rupees(s.taxablePaise),
      rupees(s.igstPaise),
      rupees(s.cgstPaise),
      rupees(s.sgstPaise),
      '',
    ]);
  return {
    name,
    header: [
      'HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount',
      'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount',
    ],
    rows,
  };
}

/** Table 13: the range of numbers each series used this month. None is ever cancelled: a credit note reverses. */
function docs(invoices: readonly TaxDocument[], notes: readonly TaxDocument[]): Gstr1File {
  const rows: string[][] = [];
  for (const [nature, list] of [
    ['Invoices for outward supply', invoices],
    ['Credit Note', notes],
  ] as const) {
    const sorted = [...list].sort(byNumber);
    const first = sorted[0];
    const last = sorted[sorted.length - 1];
    if (first && last) rows.push([nature, first.number, last.number, String(sorted.length), '0']);
  }
  return { name: 'docs.csv', header: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'], rows };
}

/**
 * The GSTR-1 files of `month` ('YYYY-MM', by IST date) from every tax invoice and credit note
 * issued in it. Throws when a document is of another month, is listed twice, or is a bill of
 * supply. Every file is returned, with a header and perhaps no rows, so the set is always whole.
 */
export function gstr1Files(month: string, documents: readonly TaxDocument[]): Gstr1File[] {
  check(month, documents);
  const sorted = [...documents].sort(byNumber);
  const invoices = sorted.filter((d) => d.kind === 'TAX_INVOICE');
  const notes = sorted.filter((d) => d.kind === 'CREDIT_NOTE');
  const registered = (d: TaxDocument): boolean => d.buyer.gstin !== null;
  return [
    b2b(invoices.filter((d) => sectionOf(d) === 'B2B')),
    b2cl(invoices.filter((d) => sectionOf(d) === 'B2CL')),
    b2cs(invoices.filter((d) => sectionOf(d) === 'B2CS'), notes.filter((d) => sectionOf(d) === 'B2CS')),
    cdnr(notes.filter((d) => sectionOf(d) === 'B2B')),
    cdnur(notes.filter((d) => sectionOf(d) === 'B2CL')),
    hsn('hsn(b2b).csv', sorted.filter(registered)),
    hsn('hsn(b2c).csv', sorted.filter((d) => !registered(d))),
    docs(invoices, notes),
  ];
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** RFC 4180 text: a header line, then the rows; CRLF line ends; quotes only where needed. */
export function gstr1Csv(file: Gstr1File): string {
  return [file.header, ...file.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
