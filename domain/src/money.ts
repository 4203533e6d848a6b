// Money travels as integer paise. Binary floats cannot hold most rupee fractions exactly
// (0.1 + 0.2 !== 0.3), so sums of float rupees drift; integer paise add up exactly, and only
// the edges (form input, display) ever see rupees.

import { CURRENCY_SYMBOL } from './store.js';

const PAISE_PER_RUPEE = 100;

/**
 * Converts a rupee amount (e.g. typed into the product form) to whole paise, rounding half away
 * from zero to the nearest paisa.
 */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) {
    throw new RangeError(`Cannot convert ${rupees} rupees to paise`);
  }
  // Shifting the decimal point in the number's text avoids the float product: 1.005 * 100 is
  // 100.49999999999999, which would round a written "1.005" down instead of up.
  const text = String(Math.abs(rupees));
  const shifted = text.includes('e') ? Math.abs(rupees) * PAISE_PER_RUPEE : Number(`${text}e2`);
  const paise = Math.round(shifted);
  // `|| 0` turns -0 into 0 so that a zero amount never prints as "-₹0.00".
  return (rupees < 0 ? -paise : paise) || 0;
}

/** Converts paise to rupees as a number with at most two decimals (for inputs and exports). */
export function toRupees(paise: number): number {
  assertWholePaise(paise);
  // An integer divided by 100 is the closest double to the intended 2-decimal value.
  return paise / PAISE_PER_RUPEE;
}

/**
 * Formats paise for display, e.g. 129900 → "₹1,299.00" and 12345678900 → "₹12,34,56,789.00":
 * Indian digit grouping, always two decimals.
 */
export function formatRupees(paise: number): string {
  assertWholePaise(paise);
  // Built by hand from integers rather than Intl so the output is identical on the server and in
  // every browser, whatever ICU data the runtime ships.
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / PAISE_PER_RUPEE);
  const fraction = String(abs % PAISE_PER_RUPEE).padStart(2, '0');
  return `${sign}${CURRENCY_SYMBOL}${groupIndian(String(rupees))}.${fraction}`;
}

/** en-IN grouping: the last three digits together, then pairs (lakh, crore). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${tail}`;
}

function assertWholePaise(paise: number): void {
  // A fractional paisa means rupees slipped in where paise were expected; failing loudly beats
  // showing a price 100 times too small.
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Expected a whole number of paise, got ${paise}`);
  }
}

/**
 * Paise as a decimal string of rupees with exactly two decimals, e.g. 129950 → "1299.50": the
 * form money takes in the public API, exact where a float would not be.
 */
export function toDecimalString(paise: number): string {
  assertWholePaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / PAISE_PER_RUPEE)}.${String(abs % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The paise of a decimal rupee string such as "1299.5" or "1299.50"; null for anything else
 * (more than two decimals, exponents, blanks), so that no amount is silently rounded.
 */
export function decimalStringToPaise(text: string): number | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const paise = Number(whole) * PAISE_PER_RUPEE + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return null;
  return (sign === '-' ? -paise : paise) || 0;
}
