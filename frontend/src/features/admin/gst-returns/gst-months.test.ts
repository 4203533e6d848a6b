import { describe, expect, it } from 'vitest';
import { chosenMonth, istMonthOf, MONTHS_OFFERED, monthLabel, monthsBefore, offeredMonths } from './gst-months';

describe('the GST returns page’s months', () => {
  it('reads the month in IST: 31 March 18:30 UTC is already April in Kolkata', () => {
    expect(istMonthOf(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03');
    expect(istMonthOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04');
  });

  it('counts back across years', () => {
    expect(monthsBefore('2027-01', 1)).toBe('2026-12');
    expect(monthsBefore('2027-01', 13)).toBe('2025-12');
    expect(monthsBefore('2026-11', 0)).toBe('2026-11');
  });

  it('offers this month first and goes back MONTHS_OFFERED months', () => {
    const months = offeredMonths(new Date('2026-11-27T12:00:00Z'));
    expect(months).toHaveLength(MONTHS_OFFERED);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months.at(-1)).toBe(monthsBefore('2026-11', MONTHS_OFFERED - 1));
  });

  it('repairs a month the page does not offer to this month', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(chosenMonth('2026-10', now)).toBe('2026-10');
    for (const bad of [null, '', '2026-13', '2026-1', 'november', '2026-12', '2019-01']) expect(chosenMonth(bad, now)).toBe('2026-11');
  });

  it('names a month in words', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });
});
