import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_SERIES_PREFIX,
  financialYearOf,
  financialYearStartingIn,
  formatDocumentNumber,
  INVOICE_NUMBER_MAX_LENGTH,
  INVOICE_SERIES_PREFIX,
  isIstDate,
  isValidDocumentNumber,
  istCalendarDate,
  toIstDate,
} from './financial-year.js';

describe('istCalendarDate', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2026-03-31'],
    ['2026-03-31T18:30:00.000Z', '2026-04-01'],
    ['2025-09-21T18:30:00.000Z', '2025-09-22'],
    ['2025-12-31T20:00:00.000Z', '2026-01-01'],
  ])('%s is %s in IST', (instant, date) => {
    expect(istCalendarDate(new Date(instant))).toBe(date);
  });

  it('refuses an invalid instant', () => {
    expect(() => istCalendarDate('yesterday')).toThrow(RangeError);
  });
});

describe('isIstDate / toIstDate', () => {
  it.each([
    ['2026-04-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-04-31', false],
    ['2026-4-1', false],
    ['2026-04-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (text, ok) => {
    expect(isIstDate(text)).toBe(ok);
    if (ok) expect(toIstDate(text)).toBe(text);
    else expect(() => toIstDate(text)).toThrow(RangeError);
  });
});

describe('financialYearOf', () => {
  it('rolls over at midnight IST between 31 March and 1 April', () => {
    // 31 March 2027 23:59:59 IST is 18:29:59 UTC; 1 April 00:00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59.000Z')).code).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).code).toBe('2627');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z')).code).toBe('2728');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z')).code).toBe('2627');
  });

  it.each([
    ['2026-04-01', '2627', '2026-27'],
    ['2027-03-31', '2627', '2026-27'],
    ['2026-03-31', '2526', '2025-26'],
    ['2026-12-31', '2627', '2026-27'],
    ['2027-01-01', '2627', '2026-27'],
    ['2099-06-15', '9900', '2099-00'],
  ])('%s is in %s', (date, code, label) => {
    expect(financialYearOf(date)).toMatchObject({ code, label });
  });

  it('knows its first and first-after instants', () => {
    expect(financialYearStartingIn(2026)).toEqual({
      startYear: 2026,
      code: '2627',
      label: '2026-27',
      startsAt: new Date('2026-03-31T18:30:00.000Z'),
      endsBefore: new Date('2027-03-31T18:30:00.000Z'),
    });
  });
});

describe('document numbers', () => {
  const fy = financialYearStartingIn(2026);

  it.each([
    [INVOICE_SERIES_PREFIX, 123, 'TL/2627/000123'],
    [INVOICE_SERIES_PREFIX, 1, 'TL/2627/000001'],
    [INVOICE_SERIES_PREFIX, 1_000_000, 'TL/2627/1000000'],
    [CREDIT_NOTE_SERIES_PREFIX, 999_999, 'TLCN/2627/999999'],
  ])('%s series, serial %i → %s', (prefix, serial, number) => {
    expect(formatDocumentNumber(prefix, fy, serial)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX_LENGTH);
  });

  it('takes the year as its code too', () => {
    expect(formatDocumentNumber('TL', '2728', 42)).toBe('TL/2728/000042');
  });

  it('refuses a number longer than 16 characters', () => {
    expect(formatDocumentNumber(CREDIT_NOTE_SERIES_PREFIX, fy, 999_999)).toHaveLength(16);
    expect(() => formatDocumentNumber(CREDIT_NOTE_SERIES_PREFIX, fy, 1_000_000)).toThrow(
      "Document number 'TLCN/2627/1000000' breaks CGST Rule 46(b)",
    );
  });

  it.each([0, -1, 1.5])('refuses serial %s', (serial) => {
    expect(() => formatDocumentNumber('TL', fy, serial)).toThrow(RangeError);
  });

  it('refuses a prefix with characters Rule 46 does not allow', () => {
    expect(() => formatDocumentNumber('T L', fy, 1)).toThrow(RangeError);
    expect(() => formatDocumentNumber('TL_', fy, 1)).toThrow(RangeError);
  });

  it.each([
    ['TL/2627/000123', true],
    ['TL-2627-1', true],
    ['ABCDEFGHIJ/12345', true],
    ['ABCDEFGHIJ/123456', false],
    ['TL 2627', false],
    ['TL_2627', false],
    ['TL/2627/00012₹', false],
    ['', false],
  ])('%s is a valid number: %s', (number, ok) => {
    expect(isValidDocumentNumber(number)).toBe(ok);
  });
});
