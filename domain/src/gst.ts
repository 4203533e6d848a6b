// GST on a sale of ready-made garments: the rate table, the rate of each line, and the split of
// tax-inclusive prices into taxable value and CGST + SGST (or UTGST) or IGST, in integer paise.
//
// The rules chosen (README's GST section quotes them):
// - Prices include tax. For each line, taxable value = what the shopper pays for the line (after
//   discount) ÷ (1 + rate), rounded to the paisa half-up; tax = paid − taxable, so taxable + tax
//   is exactly what was paid, line by line. Totals are sums of the lines.
// - The rate depends on the taxable value of one piece after discount (line paid ÷ quantity),
//   compared exactly (no rounding) with the table's threshold for the invoice's IST date.
// - The band: with tax-inclusive prices, a piece priced between threshold × (1 + lower rate) and
//   threshold × (1 + higher rate) (₹2,625.01–₹2,950.00 from 22 September 2025) fits neither
//   rate: at the lower rate its taxable value is above the threshold, at the higher one at or
//   below it. Rule: the lower rate applies only when the lower rate's own back-calculation gives
//   a per-piece taxable value at or below the threshold; every other piece pays the higher rate.
//   So the lower rate is never applied to a piece whose taxable value exceeds the threshold (the
//   store never under-pays tax); inside the band the store pays more tax than the lowest reading
//   would need, which is why the admin's product form warns (priceInGstBand) and suggests
//   pricing at or below the band's floor (lower rate) or above its ceiling.
// - Intra-state supply (delivery state = store state): CGST and SGST (UTGST in a union territory
//   without a legislature) take half the tax each; when the tax is an odd number of paise CGST
//   takes the extra paisa, so CGST + SGST = tax on every line. Inter-state: IGST = tax.

import { type IstDate, toIstDate } from './financial-year.js';
import { stateByCode } from './indian-states.js';
import type { ProductType } from './catalog.js';
import { formatRupees } from './money.js';

/** Rates are basis points (1 % = 100) so that 2.5 % CGST is an integer too. */
export type RateBps = number;

export interface GarmentRateRow {
  /** The first IST calendar date the row applies to; it applies until the next row's date. */
  from: IstDate;
  /** The per-piece taxable value, in paise, up to which (inclusive) the lower rate applies. */
  thresholdPaise: number;
  lowerRateBps: RateBps;
  higherRateBps: RateBps;
  /** Where the row comes from, for the accountant to check. */
  source: string;
}

/**
 * Ready-made garments (HSN chapters 61 and 62), oldest first. A rate change is one more row;
 * an invoice uses the row in force on its own date.
 */
export const GARMENT_GST_RATES: readonly GarmentRateRow[] = [
  {
    from: '2017-07-01',
    thresholdPaise: 100_000,
    lowerRateBps: 500,
    higherRateBps: 1200,
    source: 'Notification 1/2017-Central Tax (Rate): 5 % up to a sale value of ₹1,000 per piece, 12 % above',
  },
  {
    from: '2025-09-22',
    thresholdPaise: 250_000,
    lowerRateBps: 500,
    higherRateBps: 1800,
    source: 'Notification 9/2025-Central Tax (Rate) (56th GST Council): 5 % up to ₹2,500 per piece, 18 % above',
  },
];

/** The row of `table` in force on an invoice date (an IST date, or an instant read in IST). */
export function garmentRateRowOn(date: IstDate | Date, table: readonly GarmentRateRow[] = GARMENT_GST_RATES): GarmentRateRow {
  const day = toIstDate(date);
  let found: GarmentRateRow | undefined;
  // 'YYYY-MM-DD' strings sort as dates do.
  for (const row of table) if (row.from <= day) found = row;
  if (!found) throw new RangeError(`No GST rate is in force on ${day}`);
  return found;
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of paise from 0, got ${value}`);
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`Quantity must be a whole number from 1, got ${quantity}`);
  }
}

/** Is a piece worth `paid / quantity` (tax included) within the lower rate at `rateBps`? Exact, in BigInt. */
function lowerRateFits(paidPaise: number, quantity: number, row: GarmentRateRow): boolean {
  // paid / (quantity × (1 + r)) ≤ threshold  ⟺  paid × 10000 ≤ threshold × quantity × (10000 + r bps)
  return BigInt(paidPaise) * 10_000n <= BigInt(row.thresholdPaise) * BigInt(quantity) * BigInt(10_000 + row.lowerRateBps);
}

/** The rate of a line of `quantity` pieces for which the shopper pays `paidPaise` (after discount). */
export function garmentRateBps(paidPaise: number, quantity: number, date: IstDate | Date): RateBps {
  assertPaise(paidPaise, 'A line amount');
  assertQuantity(quantity);
  const row = garmentRateRowOn(date);
  return lowerRateFits(paidPaise, quantity, row) ? row.lowerRateBps : row.higherRateBps;
}

/** Taxable value of a tax-inclusive amount: amount × 10000 / (10000 + rate), half-up to the paisa. */
export function taxableValuePaise(paidPaise: number, rateBps: RateBps): number {
  assertPaise(paidPaise, 'An amount');
  if (!Number.isSafeInteger(rateBps) || rateBps < 0) throw new RangeError(`Bad rate ${rateBps} bps`);
  const numerator = BigInt(paidPaise) * 10_000n;
  const denominator = BigInt(10_000 + rateBps);
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return Number(remainder * 2n >= denominator ? quotient + 1n : quotient);
}

export interface GstBand {
  /** Prices of one piece at or below this pay the lower rate. */
  lowerUpToPaise: number;
  /** Prices of one piece above this fit the higher rate; between the two is the band. */
  higherAbovePaise: number;
  lowerRateBps: RateBps;
  higherRateBps: RateBps;
  thresholdPaise: number;
}

/** The tax-inclusive prices of a piece where neither rate is self-consistent, on `date`. */
export function gstBandOn(date: IstDate | Date): GstBand {
  const row = garmentRateRowOn(date);
  const bound = (rateBps: number): number =>
    Number((BigInt(row.thresholdPaise) * BigInt(10_000 + rateBps)) / 10_000n);
  return {
    lowerUpToPaise: bound(row.lowerRateBps),
    higherAbovePaise: bound(row.higherRateBps),
    lowerRateBps: row.lowerRateBps,
    higherRateBps: row.higherRateBps,
    thresholdPaise: row.thresholdPaise,
  };
}

/**
 * True when a piece sold at `pricePaise` (tax included) falls in the band on `date`: the lower
 * rate does not fit it and the higher rate, which it is charged, leaves its taxable value at or
 * below the threshold. The admin's product form warns for each size's price.
 */
export function priceInGstBand(pricePaise: number, date: IstDate | Date): boolean {
  assertPaise(pricePaise, 'A price');
  const row = garmentRateRowOn(date);
  if (lowerRateFits(pricePaise, 1, row)) return false;
  return BigInt(pricePaise) * 10_000n <= BigInt(row.thresholdPaise) * BigInt(10_000 + row.higherRateBps);
}

/** 500 → '5%', 250 → '2.5%', 1800 → '18%'. */
export function formatRateBps(rateBps: RateBps): string {
  const whole = Math.floor(rateBps / 100);
  const fraction = String(rateBps % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** The admin form's warning for a price in the band, or null. */
export function gstBandWarning(pricePaise: number, date: IstDate | Date): string | null {
  if (!priceInGstBand(pricePaise, date)) return null;
  const band = gstBandOn(date);
  return (
    `At ${formatRupees(pricePaise)} a piece is taxed at ${formatRateBps(band.higherRateBps)} although its value before tax ` +
    `is at most ${formatRupees(band.thresholdPaise)}. Price it at ${formatRupees(band.lowerUpToPaise)} or less ` +
    `(${formatRateBps(band.lowerRateBps)}) or above ${formatRupees(band.higherAbovePaise)} (${formatRateBps(band.higherRateBps)}).`
  );
}

export type SupplyType = 'intra-state' | 'inter-state';

export interface GstLineInput {
  quantity: number;
  /** What the shopper pays for the whole line, tax included, after any discount. */
  paidPaise: number;
}

export interface GstAmounts {
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST when `stateTax` says so. */
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst. */
  taxPaise: number;
  /** taxable + tax: what the shopper paid. */
  totalPaise: number;
}

export interface GstLine extends GstAmounts {
  quantity: number;
  rateBps: RateBps;
}

export interface GstRateSummary extends GstAmounts {
  rateBps: RateBps;
  quantity: number;
}

export interface GstBreakdown {
  invoiceDate: IstDate;
  supplyType: SupplyType;
  storeStateCode: string;
  placeOfSupplyStateCode: string;
  /** The name of the state half of an intra-state tax: 'UTGST' in a UT without a legislature. */
  stateTax: 'SGST' | 'UTGST';
  /** In the order of the input lines. */
  lines: GstLine[];
  totals: GstAmounts;
  /** One row per rate, lowest rate first: the invoice's tax summary and GSTR-1's rate columns. */
  byRate: GstRateSummary[];
}

export interface GstInput {
  lines: readonly GstLineInput[];
  /** The invoice date: an IST calendar date, or an instant read in IST. */
  invoiceDate: IstDate | Date;
  storeStateCode: string;
  /** The delivery address's state (see stateOfPincode). */
  placeOfSupplyStateCode: string;
}

function knownState(code: string, what: string): void {
  if (!stateByCode(code)) throw new RangeError(`${what} '${code}' is not a GST state code`);
}

function emptyAmounts(): GstAmounts {
  return { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0, totalPaise: 0 };
}

function addInto(sum: GstAmounts, line: GstAmounts): void {
  sum.taxablePaise += line.taxablePaise;
  sum.cgstPaise += line.cgstPaise;
  sum.sgstPaise += line.sgstPaise;
  sum.igstPaise += line.igstPaise;
  sum.taxPaise += line.taxPaise;
  sum.totalPaise += line.totalPaise;
}

/** One line's split, at a rate already chosen (a credit note reuses its invoice's rates). */
export function splitLine(paidPaise: number, quantity: number, rateBps: RateBps, supplyType: SupplyType): GstLine {
  assertPaise(paidPaise, 'A line amount');
  assertQuantity(quantity);
  const taxablePaise = taxableValuePaise(paidPaise, rateBps);
  const taxPaise = paidPaise - taxablePaise;
  const intra = supplyType === 'intra-state';
  // CGST takes the odd paisa: the halves never differ by more than one, and always add up.
  const cgstPaise = intra ? Math.ceil(taxPaise / 2) : 0;
  const sgstPaise = intra ? taxPaise - cgstPaise : 0;
  const igstPaise = intra ? 0 : taxPaise;
  return { quantity, rateBps, taxablePaise, cgstPaise, sgstPaise, igstPaise, taxPaise, totalPaise: paidPaise };
}

/** Sums lines into totals and a per-rate summary, lowest rate first. */
export function summariseGstLines(lines: readonly GstLine[]): { totals: GstAmounts; byRate: GstRateSummary[] } {
  const totals = emptyAmounts();
  const rates = new Map<number, GstRateSummary>();
  for (const line of lines) {
    addInto(totals, line);
    let row = rates.get(line.rateBps);
    if (!row) {
      row = { rateBps: line.rateBps, quantity: 0, ...emptyAmounts() };
      rates.set(line.rateBps, row);
    }
    row.quantity += line.quantity;
    addInto(row, line);
  }
  return { totals, byRate: [...rates.values()].sort((a, b) => a.rateBps - b.rateBps) };
}

export interface GstHsnSummary extends GstRateSummary {
  hsn: string;
}

/**
 * GSTR-1's HSN summary: lines (of one invoice or of a month's invoices, as frozen on them)
 * grouped by HSN code and rate, sorted by HSN then rate, each amount the sum of its lines so the
 * return agrees with the invoices to the paisa.
 */
export function summariseGstByHsn(lines: readonly (GstLine & { hsn: string })[]): GstHsnSummary[] {
  const groups = new Map<string, GstHsnSummary>();
  for (const line of lines) {
    const key = `${line.hsn}|${line.rateBps}`;
    let row = groups.get(key);
    if (!row) {
      row = { hsn: line.hsn, rateBps: line.rateBps, quantity: 0, ...emptyAmounts() };
      groups.set(key, row);
    }
    row.quantity += line.quantity;
    addInto(row, line);
  }
  return [...groups.values()].sort((a, b) => (a.hsn === b.hsn ? a.rateBps - b.rateBps : a.hsn < b.hsn ? -1 : 1));
}

/**
 * The GST of a sale of garments: each line's rate (by the per-piece value after discount on the
 * invoice date), taxable value and CGST/SGST or IGST, with totals and a per-rate summary.
 */
export function computeGst(input: GstInput): GstBreakdown {
  knownState(input.storeStateCode, 'Store state');
  knownState(input.placeOfSupplyStateCode, 'Place of supply');
  const invoiceDate = toIstDate(input.invoiceDate);
  const supplyType: SupplyType =
    input.storeStateCode === input.placeOfSupplyStateCode ? 'intra-state' : 'inter-state';
  const lines = input.lines.map((line) =>
    splitLine(line.paidPaise, line.quantity, garmentRateBps(line.paidPaise, line.quantity, invoiceDate), supplyType),
  );
  return {
    invoiceDate,
    supplyType,
    storeStateCode: input.storeStateCode,
    placeOfSupplyStateCode: input.placeOfSupplyStateCode,
    stateTax: stateByCode(input.storeStateCode)?.stateTax ?? 'SGST',
    lines,
    ...summariseGstLines(lines),
  };
}

/**
 * Default HSN codes per product type (an admin may change them; README asks an accountant to
 * confirm). Four digits is what an invoice must show for a turnover up to ₹5 crore. Polo shirts
 * are read as knitted T-shirts (6109); some classify them under 6105 (men's knitted shirts).
 */
export const DEFAULT_HSN_BY_PRODUCT_TYPE: Readonly<Record<ProductType, string>> = {
  round_neck_half: '6109',
  polo_neck: '6109',
  round_neck_full: '6109',
  round_neck_oversize: '6109',
  crop_top: '6109',
  sweat_shirts_full: '6110',
  sweat_shirts_upper: '6110',
};

export const HSN_MESSAGE = 'Please enter a valid HSN code (4, 6 or 8 digits)';
const HSN = /^(?:\d{4}|\d{6}|\d{8})$/;

/** null for a 4-, 6- or 8-digit HSN code of chapters 01–98, otherwise HSN_MESSAGE. */
export function validateHsn(value: string | null | undefined): string | null {
  const hsn = (value ?? '').trim();
  return HSN.test(hsn) && hsn.slice(0, 2) !== '00' && hsn.slice(0, 2) !== '99' ? null : HSN_MESSAGE;
}
