import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  canAddAddress,
  normalizeAddressInput,
  validateAddressCount,
  validateAddressInput,
  validateCancelReason,
  validateOrderNote,
  validateCartQuantity,
  validateQuantityIncrease,
  validateRating,
  validateRegisterInput,
  validateReviewMessage,
} from './validation.js';

const PASSWORD_MESSAGE =
  'Password must be 8-24 characters and include uppercase, lowercase, number, and special character (except < > $ ? | / \\)';
const REQUIRED = 'This field is required';
const chars = (n: number, ch = 'a'): string => ch.repeat(n);

describe('validateAddressInput', () => {
  const valid = { address: '12 Station Road', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: '' };

  it('returns no errors for a valid address, with or without notes', () => {
    expect(validateAddressInput(valid)).toEqual({});
    expect(validateAddressInput({ ...valid, notes: undefined })).toEqual({});
  });

  it('reports each invalid field with its message', () => {
    expect(validateAddressInput({ address: 'x', city: 'C1', pincode: '12', phone: '5123456789', notes: chars(201) })).toEqual({
      address: MESSAGES.ADDRESS,
      city: MESSAGES.CITY,
      pincode: MESSAGES.PINCODE,
      phone: MESSAGES.PHONE,
      notes: MESSAGES.NOTES,
    });
  });

  it('reports blank required fields as required', () => {
    expect(validateAddressInput({ address: ' ', city: '', pincode: '', phone: '  ' })).toEqual({
      address: REQUIRED,
      city: REQUIRED,
      pincode: REQUIRED,
      phone: REQUIRED,
    });
  });

  it('normalizes by trimming every field', () => {
    expect(normalizeAddressInput({ address: ' 12 Road ', city: ' Bira ', pincode: ' 743233', phone: '9876543210 ' })).toEqual({
      address: '12 Road',
      city: 'Bira',
      pincode: '743233',
      phone: '9876543210',
      notes: '',
    });
  });
});

describe('validateRegisterInput', () => {
  it('accepts a valid registration', () => {
    expect(validateRegisterInput({ userName: 'Asha', email: 'asha@example.com', password: 'Secret1!' })).toEqual({});
  });
  it('reports every invalid field', () => {
    expect(validateRegisterInput({ userName: 'A', email: 'asha', password: 'secret' })).toEqual({
      userName: MESSAGES.USER_NAME,
      email: MESSAGES.EMAIL,
      password: PASSWORD_MESSAGE,
    });
  });
});

describe('address count', () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [4, false],
  ])('%i existing → can add: %s', (count, ok) => {
    expect(canAddAddress(count)).toBe(ok);
    expect(validateAddressCount(count)).toBe(ok ? null : 'You can add max 3 addresses');
  });
});

describe('reviews', () => {
  it.each([1, 2, 3, 4, 5])('rating %i is valid', (value) => {
    expect(validateRating(value)).toBeNull();
  });
  it.each([0, 6, 3.5, -1, Number.NaN, '3', null, undefined])('rating %j is missing', (value) => {
    expect(validateRating(value)).toBe('Please add a rating');
  });
  it.each([
    ['Lovely fabric', null],
    ['', 'Please add a review message'],
    ['   ', 'Please add a review message'],
    [null, 'Please add a review message'],
  ])('message %j → %j', (value, expected) => {
    expect(validateReviewMessage(value)).toBe(expected);
  });
});

describe('validateCancelReason', () => {
  it.each([
    ['Ordered the wrong size', null],
    [' x ', null],
    ['', MESSAGES.CANCEL_REASON_REQUIRED],
    [' \n ', MESSAGES.CANCEL_REASON_REQUIRED],
    [undefined, MESSAGES.CANCEL_REASON_REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validateCancelReason(value)).toBe(expected);
  });
});

describe('validateOrderNote', () => {
  it.each([
    ['Customer asked to deliver after 6 pm', null],
    ['Two lines\nof note', null],
    ['', MESSAGES.ORDER_NOTE_REQUIRED],
    [' \n ', MESSAGES.ORDER_NOTE_REQUIRED],
    [undefined, MESSAGES.ORDER_NOTE_REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validateOrderNote(value)).toBe(expected);
  });
});

describe('validateCartQuantity', () => {
  it.each([
    { requested: 1, stock: 5, expected: null },
    { requested: 5, stock: 5, expected: null },
    { requested: 1, stock: 1, expected: null },
    { requested: 6, stock: 5, expected: 'Only 5 items available in stock' },
    { requested: 2, stock: 1, expected: 'Only 1 items available in stock' },
    { requested: 0, stock: 5, expected: 'Invalid quantity' },
    { requested: -1, stock: 5, expected: 'Invalid quantity' },
    { requested: 1.5, stock: 5, expected: 'Invalid quantity' },
    { requested: Number.NaN, stock: 5, expected: 'Invalid quantity' },
    { requested: 1, stock: 0, expected: 'Out of Stock' },
    { requested: 1, stock: -2, expected: 'Out of Stock' },
  ])('$requested of $stock → $expected', ({ requested, stock, expected }) => {
    expect(validateCartQuantity(requested, stock)).toBe(expected);
  });

  it.each([
    { current: 4, stock: 5, expected: null },
    { current: 5, stock: 5, expected: 'Maximum stock limit reached' },
    { current: 6, stock: 5, expected: 'Maximum stock limit reached' },
  ])('plus from $current with stock $stock → $expected', ({ current, stock, expected }) => {
    expect(validateQuantityIncrease(current, stock)).toBe(expected);
  });
});
