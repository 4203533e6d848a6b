import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import {
  CANCEL_REASON_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  LOGIN_PASSWORD_MAX_LENGTH,
  MAX_CART_QUANTITY,
  MAX_ORDER_TOTAL_RUPEES,
  MAX_STOCK,
  MAX_STORED_INTEGER,
  MAX_TEXT_LENGTH,
  REVIEW_MESSAGE_MAX_LENGTH,
} from './store.js';
import {
  exceedsTextLimit,
  restockedQuantity,
  validateCancelReason,
  validateOrderNote,
  validateCartQuantity,
  validateEmail,
  validateLoginInput,
  validateOrderTotal,
  validateReviewMessage,
  validateStock,
} from './validation.js';

describe('the limits', () => {
  it('are the realistic numbers the store promises', () => {
    expect([MAX_STOCK, MAX_CART_QUANTITY, EMAIL_MAX_LENGTH, MAX_TEXT_LENGTH]).toEqual([1_000_000, 1_000_000, 254, 5000]);
    // A whole order is exact in paise as a JS number, and a 32-bit column's top is what it says.
    expect(Number.isSafeInteger(MAX_ORDER_TOTAL_RUPEES * 100)).toBe(true);
    expect(MAX_STORED_INTEGER).toBe(2 ** 31 - 1);
  });

  it('leave every longer text limit under the text limit at the door', () => {
    for (const limit of [EMAIL_MAX_LENGTH, REVIEW_MESSAGE_MAX_LENGTH, CANCEL_REASON_MAX_LENGTH, LOGIN_PASSWORD_MAX_LENGTH]) expect(limit).toBeLessThan(MAX_TEXT_LENGTH);
  });
});

describe('validateStock', () => {
  it.each([
    [0, null],
    [1, null],
    [MAX_STOCK, null],
    [MAX_STOCK + 1, MESSAGES.STOCK_MAX],
    [2 ** 31, MESSAGES.STOCK_MAX],
    [2 ** 53, MESSAGES.STOCK_MAX],
    [1e20, MESSAGES.STOCK_MAX],
    [-1, MESSAGES.INVALID_QUANTITY],
    [1.5, MESSAGES.INVALID_QUANTITY],
    [Number.NaN, MESSAGES.INVALID_QUANTITY],
    [Number.POSITIVE_INFINITY, MESSAGES.INVALID_QUANTITY],
    ['10', MESSAGES.INVALID_QUANTITY],
  ])('%s → %s', (value, expected) => {
    expect(validateStock(value)).toBe(expected);
  });
});

describe('validateCartQuantity over the limit', () => {
  it.each([
    [MAX_CART_QUANTITY, MAX_CART_QUANTITY, null],
    [MAX_CART_QUANTITY + 1, 2 ** 31 - 1, MESSAGES.QUANTITY_MAX],
    [2 ** 53, 2 ** 31 - 1, MESSAGES.QUANTITY_MAX],
    [1e20, 10, MESSAGES.QUANTITY_MAX],
    [0, 10, MESSAGES.INVALID_QUANTITY],
    [-(2 ** 31), 10, MESSAGES.INVALID_QUANTITY],
  ])('%s wanted of %s in stock → %s', (requested, stock, expected) => {
    expect(validateCartQuantity(requested, stock)).toBe(expected);
  });
});

describe('validateOrderTotal', () => {
  it.each([
    [1, null],
    [2 ** 31, null],
    [MAX_ORDER_TOTAL_RUPEES * 100, null],
    [MAX_ORDER_TOTAL_RUPEES * 100 + 1, MESSAGES.ORDER_TOTAL_MAX],
    [2 ** 53 + 2, MESSAGES.ORDER_TOTAL_MAX],
    [Number.POSITIVE_INFINITY, MESSAGES.ORDER_TOTAL_MAX],
  ])('%s paise → %s', (paise, expected) => {
    expect(validateOrderTotal(paise)).toBe(expected);
  });
});

describe('restockedQuantity', () => {
  it.each([
    [0, 5, 5],
    [MAX_STOCK, 10, MAX_STOCK + 10],
    [MAX_STORED_INTEGER - 5, 20, MAX_STORED_INTEGER],
    [MAX_STORED_INTEGER, MAX_CART_QUANTITY, MAX_STORED_INTEGER],
  ])('%s in stock + %s back → %s', (current, returned, expected) => {
    expect(restockedQuantity(current, returned)).toBe(expected);
  });
});

describe('text lengths', () => {
  const text = (n: number) => 'a'.repeat(n);

  it.each([
    ['a review message', validateReviewMessage, REVIEW_MESSAGE_MAX_LENGTH, MESSAGES.REVIEW_MESSAGE_TOO_LONG],
    ['a cancellation reason', validateCancelReason, CANCEL_REASON_MAX_LENGTH, MESSAGES.CANCEL_REASON_TOO_LONG],
    ['a staff note on an order', validateOrderNote, ORDER_NOTE_MAX_LENGTH, MESSAGES.ORDER_NOTE_TOO_LONG],
  ] as const)('%s is refused one character past its limit, counted after trimming and in code points', (_name, validate, limit, message) => {
    expect(validate(text(limit))).toBeNull();
    expect(validate(`  ${text(limit)}  `)).toBeNull();
    expect(validate('😀'.repeat(limit))).toBeNull();
    expect(validate(text(limit + 1))).toBe(message);
    expect(validate(text(100_000))).toBe(message);
  });

  it('an email over 254 characters is invalid at registration and refused at sign-in', () => {
    const email = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(validateEmail(email(EMAIL_MAX_LENGTH))).toBeNull();
    expect(validateEmail(email(EMAIL_MAX_LENGTH + 1))).toBe(MESSAGES.EMAIL);
    expect(validateLoginInput({ email: email(EMAIL_MAX_LENGTH), password: 'x' })).toEqual({});
    expect(validateLoginInput({ email: email(EMAIL_MAX_LENGTH + 1), password: 'x' })).toEqual({ email: MESSAGES.EMAIL_TOO_LONG });
  });

  it('sign-in checks nothing else about the format, only what no account can have', () => {
    expect(validateLoginInput({ email: 'not an email', password: '' })).toEqual({});
    expect(validateLoginInput({ email: 'a@b.co', password: text(LOGIN_PASSWORD_MAX_LENGTH) })).toEqual({});
    expect(validateLoginInput({ email: 'a@b.co', password: text(LOGIN_PASSWORD_MAX_LENGTH + 1) })).toEqual({ password: MESSAGES.PASSWORD_TOO_LONG });
  });

  it('any text over the door limit is caught', () => {
    expect(exceedsTextLimit(text(MAX_TEXT_LENGTH))).toBe(false);
    expect(exceedsTextLimit(text(MAX_TEXT_LENGTH + 1))).toBe(true);
  });
});
