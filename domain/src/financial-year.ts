// The store's calendar for tax documents: IST calendar dates, the Indian financial year (1 April
// to 31 March) and the invoice numbers of CGST Rule 46(b), one consecutive series per year.

// India has no daylight saving, so a fixed offset gives the IST calendar anywhere.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A calendar date on the store's clock, 'YYYY-MM-DD'. */
export type IstDate = string;

const IST_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toInstant(instant: Date | number | string): number {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a valid instant: ${String(instant)}`);
  return time;
}

/** The IST calendar date of an instant, e.g. 2025-09-21T18:30:00Z → '2025-09-22'. */
export function istCalendarDate(instant: Date | number | string): IstDate {
  const ist = new Date(toInstant(instant) + IST_OFFSET_MS);
  return ist.toISOString().slice(0, 10);
}

/** True for a real calendar date written 'YYYY-MM-DD' (no 31 April, no 29 February 2025). */
export function isIstDate(value: string): boolean {
  const match = IST_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * An invoice date given either as an IST calendar date or as an instant (a Date, which is then
 * read on the IST clock). Strings must be 'YYYY-MM-DD': a full timestamp string is refused
 * rather than guessed, since its day depends on the clock it is read on.
 */
export function toIstDate(date: IstDate | Date): IstDate {
  if (date instanceof Date) return istCalendarDate(date);
  if (!isIstDate(date)) throw new RangeError(`Expected an IST calendar date 'YYYY-MM-DD', got '${date}'`);
  return date;
}

export interface FinancialYear {
  /** The calendar year in which it starts (1 April). */
  startYear: number;
  /** Two digits of each year, e.g. '2627' for 2026-27: the form invoice numbers carry. */
  code: string;
  /** As accountants write it, e.g. '2026-27'. */
  label: string;
  /** 1 April 00:00:00 IST, as an instant. */
  startsAt: Date;
  /** The next 1 April 00:00:00 IST: the first instant no longer in this year. */
  endsBefore: Date;
}

/** The financial year that starts on 1 April of `startYear` (IST). */
export function financialYearStartingIn(startYear: number): FinancialYear {
  if (!Number.isSafeInteger(startYear) || startYear < 2000 || startYear > 9998) {
    throw new RangeError(`No financial year starting in ${startYear}`);
  }
  const two = (year: number): string => String(year % 100).padStart(2, '0');
  return {
    startYear,
    code: `${two(startYear)}${two(startYear + 1)}`,
    label: `${startYear}-${two(startYear + 1)}`,
    startsAt: new Date(Date.UTC(startYear, 3, 1) - IST_OFFSET_MS),
    endsBefore: new Date(Date.UTC(startYear + 1, 3, 1) - IST_OFFSET_MS),
  };
}

/**
 * The financial year of an instant (or an IST calendar date), by the IST clock: 31 March
 * 23:59:59 IST (18:29:59 UTC) still belongs to the year that is ending, 1 April 00:00:00 IST
 * (31 March 18:30:00 UTC) to the next.
 */
export function financialYearOf(date: Date | IstDate): FinancialYear {
  const ist = toIstDate(date);
  const year = Number(ist.slice(0, 4));
  const month = Number(ist.slice(5, 7));
  return financialYearStartingIn(month >= 4 ? year : year - 1);
}

/** CGST Rule 46(b): at most 16 characters, letters, digits, '-' and '/' only. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
const INVOICE_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;
/** The series of tax invoices and of credit notes: each has its own consecutive numbering. */
export const INVOICE_SERIES_PREFIX = 'TL';
export const CREDIT_NOTE_SERIES_PREFIX = 'TLCN';
/** Serial digits; numbers beyond 999999 still fit when the prefix is short enough. */
export const DOCUMENT_SERIAL_DIGITS = 6;

export function isValidDocumentNumber(value: string): boolean {
  return INVOICE_NUMBER.test(value);
}

/**
 * A tax document number such as 'TL/2627/000123': series prefix, financial year, serial padded
 * to six digits. Throws when the result would break Rule 46(b)'s limits, so a bad prefix or an
 * overflowing series fails loudly before any number is issued.
 */
export function formatDocumentNumber(prefix: string, financialYear: FinancialYear | string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) {
    throw new RangeError(`A document serial is a whole number from 1, got ${serial}`);
  }
  const code = typeof financialYear === 'string' ? financialYear : financialYear.code;
  const number = `${prefix}/${code}/${String(serial).padStart(DOCUMENT_SERIAL_DIGITS, '0')}`;
  if (!isValidDocumentNumber(number)) {
    throw new RangeError(
      `Document number '${number}' breaks CGST Rule 46(b): at most ${INVOICE_NUMBER_MAX_LENGTH} letters, digits, '-' or '/'`,
    );
  }
  return number;
}
