import { describe, expect, it } from 'vitest';
import { decimalStringToPaise, formatRupees, toDecimalString, toPaise, toRupees } from './money.js';

describe('toPaise', () => {
  it.each([
    [1299, 129_900],
    [12.34, 1234],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [0.015, 2],
    [-5.5, -550],
    [0, 0],
    [-0, 0],
    [1e-7, 0],
  ])('%s rupees → %i paise', (rupees, paise) => {
    expect(Object.is(toPaise(rupees), paise)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (rupees) => {
    expect(() => toPaise(rupees)).toThrow(RangeError);
  });
});

describe('toRupees', () => {
  it.each([
    [129_900, 1299],
    [1234, 12.34],
    [5, 0.05],
    [-550, -5.5],
  ])('%i paise → %s rupees', (paise, rupees) => {
    expect(toRupees(paise)).toBe(rupees);
  });

  it('rejects fractional paise', () => {
    expect(() => toRupees(12.5)).toThrow(RangeError);
  });

  it.each([1, 99, 1999, 123_456_789])('round-trips %i paise', (paise) => {
    expect(toPaise(toRupees(paise))).toBe(paise);
  });
});

describe('formatRupees', () => {
  it.each([
    [129_900, '₹1,299.00'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99_999, '₹999.99'],
    [100_000, '₹1,000.00'],
    [10_000_000, '₹1,00,000.00'],
    [12_345_678_900, '₹12,34,56,789.00'],
    [-129_900, '-₹1,299.00'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it.each([0, 7, 1999, 129_900, 1_000_000, 987_654_321, 100_000_000_000])('matches Intl en-IN for %i paise', (paise) => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    expect(formatRupees(paise)).toBe(intl.format(paise / 100));
  });

  it('rejects fractional paise', () => {
    expect(() => formatRupees(0.5)).toThrow(RangeError);
  });
});

describe('decimal strings', () => {
  it('writes paise as rupees with exactly two decimals', () => {
    expect(toDecimalString(129950)).toBe('1299.50');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toDecimalString(-1250)).toBe('-12.50');
    expect(() => toDecimalString(1.5)).toThrow(RangeError);
  });

  it('reads back exactly what it wrote, and one-decimal or whole amounts', () => {
    for (const paise of [0, 1, 99, 100, 129950, 123456789]) {
      expect(decimalStringToPaise(toDecimalString(paise))).toBe(paise);
    }
    expect(decimalStringToPaise('1299.5')).toBe(129950);
    expect(decimalStringToPaise('1299')).toBe(129900);
  });

  it('refuses text it would have to round or guess at', () => {
    for (const text of ['', ' 12', '12.345', '1e3', '12.', '.5', 'abc', '1,299.00', '99999999999999999999']) {
      expect(decimalStringToPaise(text)).toBeNull();
    }
  });
});
