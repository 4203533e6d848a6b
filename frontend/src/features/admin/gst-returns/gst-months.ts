// The months the GST returns page offers, by IST (the invoices' dates are IST calendar dates, so
// a month's return is the IST month's documents).

import { istCalendarDate } from '@threadline/domain';

/** The query parameter naming the month shown: `/admin/gst-returns?month=2026-11`. */
export const MONTH_PARAM = 'month';

/** How many months the picker goes back, this one included: two financial years and then some. */
export const MONTHS_OFFERED = 27;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The IST month of an instant, 'YYYY-MM'. */
export function istMonthOf(instant: Date): string {
  return istCalendarDate(instant).slice(0, 7);
}

/** The month `count` months before `month` ('YYYY-MM'). */
export function monthsBefore(month: string, count: number): string {
  const [, year, mm] = MONTH.exec(month) ?? [];
  const index = Number(year) * 12 + Number(mm) - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** This month and the ones before it, newest first. */
export function offeredMonths(now: Date): string[] {
  const current = istMonthOf(now);
  return Array.from({ length: MONTHS_OFFERED }, (_, index) => monthsBefore(current, index));
}

/**
 * The month the URL asks for when it is one the page offers; otherwise (missing, malformed, in the
 * future or too old) this month, so a bad link shows a page rather than an error.
 */
export function chosenMonth(param: string | null, now: Date): string {
  const months = offeredMonths(now);
  return param !== null && months.includes(param) ? param : months[0]!;
}

/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
