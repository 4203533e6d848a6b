import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  validateAddress,
  validateCity,
  validateEmail,
  validateField,
  validateNotes,
  validatePassword,
  validatePhone,
  validatePincode,
  validateCancelReason,
  validateRequired,
  validateReviewMessage,
  validateTextCharacters,
  validateUserName,
} from './validation.js';

const PASSWORD_MESSAGE =
  'Password must be 8-24 characters and include uppercase, lowercase, number, and special character (except < > $ ? | / \\)';
const REQUIRED = 'This field is required';
const chars = (n: number, ch = 'a'): string => ch.repeat(n);

describe('validatePassword', () => {
  it.each([
    { name: '8 chars', value: 'Abcdef1!' },
    { name: '24 chars', value: `Abcdef1!${chars(16)}` },
    { name: 'special first', value: '#Abcdef1' },
  ])('accepts $name', ({ value }) => {
    expect(validatePassword(value)).toBeNull();
  });

  it.each([
    { name: '7 chars', value: 'Abcde1!' },
    { name: '25 chars', value: `Abcdef1!${chars(17)}` },
    { name: 'no lowercase', value: 'ABCDEF1!' },
    { name: 'no uppercase', value: 'abcdef1!' },
    { name: 'no digit', value: 'Abcdefg!' },
    { name: 'no special', value: 'Abcdefg1' },
    { name: 'inner space', value: 'Abc def1!' },
    { name: 'leading space', value: ' Abcdef1!' },
    { name: 'tab', value: 'Abcdef1!\t' },
    { name: 'non-ASCII letter', value: 'Abcdef1!é' },
  ])('rejects $name', ({ value }) => {
    expect(validatePassword(value)).toBe(PASSWORD_MESSAGE);
  });

  it.each(['<', '>', '$', '?', '|', '/', '\\'])('rejects forbidden %s, even beside an allowed special', (ch) => {
    expect(validatePassword(`Abcdef1${ch}`)).toBe(PASSWORD_MESSAGE);
    expect(validatePassword(`Abcdef1!${ch}`)).toBe(PASSWORD_MESSAGE);
  });

  it.each([...`!"#%&'()*+,-.:;=@[]^_\`{}~`])('accepts %s as the special character', (ch) => {
    expect(validatePassword(`Abcdef1${ch}`)).toBeNull();
  });

  it.each(['', '   ', null, undefined])('requires a password (%j)', (value) => {
    expect(validatePassword(value)).toBe(REQUIRED);
  });
});

describe('validateAddress', () => {
  it.each([
    ['abc', null],
    [chars(100), null],
    ['  abc  ', null],
    ["12, O'Brien St. - Block-B", null],
    ['ab', MESSAGES.ADDRESS],
    ['  ab  ', MESSAGES.ADDRESS],
    [chars(101), MESSAGES.ADDRESS],
    ['#12 Main Road', MESSAGES.ADDRESS],
    ['Flat 5/2', MESSAGES.ADDRESS],
    ['Road (East)', MESSAGES.ADDRESS],
    ['Line one\nLine two', MESSAGES.ADDRESS],
    ['', REQUIRED],
    ['   ', REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validateAddress(value)).toBe(expected);
  });
  it('uses the spec message', () => {
    expect(MESSAGES.ADDRESS).toBe('Please enter a valid address (3-100 characters)');
  });
});

describe('validateCity', () => {
  it.each([
    ['Ab', null],
    [chars(50), null],
    ['New Barrackpore', null],
    [' Kolkata ', null],
    ['A', 'Please enter a valid city name (letters only, 2-50 characters)'],
    [chars(51), MESSAGES.CITY],
    ['Kolkata1', MESSAGES.CITY],
    ['Dum-Dum', MESSAGES.CITY],
    ['Kolkata.', MESSAGES.CITY],
    ['', REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validateCity(value)).toBe(expected);
  });
});

describe('validatePincode', () => {
  it.each([
    ['700001', null],
    [' 743235 ', null],
    ['70000', 'Please enter a valid 6-digit pincode'],
    ['7000011', MESSAGES.PINCODE],
    ['70000a', MESSAGES.PINCODE],
    ['700 001', MESSAGES.PINCODE],
    ['', REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validatePincode(value)).toBe(expected);
  });
});

describe('validatePhone', () => {
  it.each([
    ['9876543210', null],
    ['6000000000', null],
    ['7000000000', null],
    ['8999999999', null],
    ['5999999999', 'Please enter a valid 10-digit mobile number starting with 6-9'],
    ['0987654321', MESSAGES.PHONE],
    ['987654321', MESSAGES.PHONE],
    ['98765432101', MESSAGES.PHONE],
    ['+919876543210', MESSAGES.PHONE],
    ['98765 43210', MESSAGES.PHONE],
    ['', REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });
});

describe('validateNotes', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    [chars(200), null],
    [`  ${chars(200)}  `, null],
    [chars(201), 'Notes cannot exceed 200 characters'],
  ])('%j → %j', (value, expected) => {
    expect(validateNotes(value)).toBe(expected);
  });
});

describe('validateEmail', () => {
  it.each([
    ['a@b.co', null],
    ['user.name+tag@example.co.in', null],
    [' shopper@threadline.store ', null],
    ['plain', 'Please enter a valid email address'],
    ['a@b', MESSAGES.EMAIL],
    ['a@b.c', MESSAGES.EMAIL],
    ['a b@c.com', MESSAGES.EMAIL],
    ['@b.com', MESSAGES.EMAIL],
    ['a@-b.com', MESSAGES.EMAIL],
    [`${chars(250)}@b.com`, MESSAGES.EMAIL],
    ['', REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('validateUserName', () => {
  it.each([
    ['Al', null],
    [chars(50), null],
    ['राम', null],
    ['A', 'Please enter a valid user name (2-50 characters)'],
    ['  A  ', MESSAGES.USER_NAME],
    [chars(51), MESSAGES.USER_NAME],
    ['  ', REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validateUserName(value)).toBe(expected);
  });
});

describe('validateRequired', () => {
  it.each([
    ['x', null],
    ['', REQUIRED],
    [' \t ', REQUIRED],
    [null, REQUIRED],
  ])('%j → %j', (value, expected) => {
    expect(validateRequired(value)).toBe(expected);
  });
});

describe('validateField (generic form rule)', () => {
  it.each([
    { value: undefined, rule: { required: true }, expected: REQUIRED },
    { value: ' ', rule: { required: true }, expected: REQUIRED },
    { value: '', rule: { pattern: /^\d+$/ }, expected: null },
    { value: 'abc', rule: { pattern: /^\d+$/ }, expected: 'Invalid format' },
    { value: 'abc', rule: { pattern: /^\d+$/, message: 'Digits only' }, expected: 'Digits only' },
    { value: ' 42 ', rule: { required: true, pattern: /^\d+$/ }, expected: null },
  ])('$value with $rule → $expected', ({ value, rule, expected }) => {
    expect(validateField(value, rule)).toBe(expected);
  });
});

describe('control characters in stored text', () => {
  const C0_AND_C1 = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'];

  it.each(C0_AND_C1)('refuses %j in a one-line field, naming the field', (ch) => {
    expect(validateTextCharacters(`Ana${ch}Roy`, 'User name', 'single-line')).toBe('User name cannot contain line breaks, tabs or other control characters');
  });

  it.each(['\t', '\n', '\r\n'])('refuses the line break or tab %j in a one-line field', (ch) => {
    expect(validateUserName(`Ana${ch}Roy`)).toBe('User name cannot contain line breaks, tabs or other control characters');
  });

  it.each(['\t', '\n', '\r\n'])('keeps the line break or tab %j in text that may run over lines', (ch) => {
    expect(validateNotes(`Ring twice${ch}Leave at the gate`)).toBeNull();
    expect(validateReviewMessage(`Fits well${ch}Washes well`)).toBeNull();
    expect(validateCancelReason(`Wrong size${ch}Ordered again`)).toBeNull();
  });

  it.each(C0_AND_C1)('refuses %j in text that may run over lines', (ch) => {
    expect(validateNotes(`Ring${ch}twice`)).toBe('Notes cannot contain control characters (line breaks and tabs are fine)');
    expect(validateReviewMessage(`Fits${ch}well`)).toBe('Review message cannot contain control characters (line breaks and tabs are fine)');
    expect(validateCancelReason(`Wrong${ch}size`)).toBe('Reason cannot contain control characters (line breaks and tabs are fine)');
  });

  it('judges the trimmed text, which is what is kept, and lets other scripts and symbols through', () => {
    expect(validateUserName('  Ana Roy\n')).toBeNull();
    expect(validateTextCharacters('অনুপম দাস ✓ \u200d', 'User name', 'single-line')).toBeNull();
    expect(validateTextCharacters(null, 'Notes', 'multi-line')).toBeNull();
  });

  it('reports the length before the characters, one message per field', () => {
    expect(validateUserName('\u0001')).toBe(MESSAGES.USER_NAME);
    expect(validateNotes(`${'a'.repeat(201)}\u0001`)).toBe(MESSAGES.NOTES);
  });
});
