import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    [124_550, 'Rupees One Thousand Two Hundred Forty-Five and Fifty Paise Only'],
    [1200, 'Rupees Twelve Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [0, 'Rupees Zero Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [12_345_678_90, 'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only'],
    [10_000_00, 'Rupees Ten Thousand Only'],
    [10_500, 'Rupees One Hundred Five Only'],
    [11_900, 'Rupees One Hundred Nineteen Only'],
    [99_999_99, 'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [99_99_999_99, 'Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [2_01_00_007_05, 'Rupees Two Crore One Lakh Seven and Five Paise Only'],
    // The largest order the store takes: ₹1,000 crore.
    [1_000_00_00_000_00, 'Rupees One Thousand Crore Only'],
    [12_34_56_78_901_23, 'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One and Twenty-Three Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %s paise', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});

describe('numberInIndianWords', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [100_000, 'One Lakh'],
    [100_001, 'One Lakh One'],
    [1_000_000, 'Ten Lakh'],
    [10_000_000, 'One Crore'],
    [1_000_000_000, 'One Hundred Crore'],
  ])('%i → %s', (n, words) => {
    expect(numberInIndianWords(n)).toBe(words);
  });
});
