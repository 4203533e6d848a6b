// GSTIN: the 15-character GST identification number, checked the way GSTN's portal checks it:
// state code, PAN, entity number, 'Z', and a mod-36 check character (the Luhn mod N algorithm
// over the 36 characters 0-9A-Z), so a mistyped number is caught before it reaches an invoice.

import { stateByCode } from './indian-states.js';

export const GSTIN_LENGTH = 15;
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const PAN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export const GSTIN_MESSAGES = {
  SHAPE: 'Please enter a valid 15-character GSTIN (letters and digits only)',
  STATE: (code: string): string => `A GSTIN starts with a 2-digit state code; '${code}' is not one`,
  PAN: 'Characters 3 to 12 of a GSTIN are a PAN: 5 letters, 4 digits and a letter',
  ENTITY: 'The 13th character of a GSTIN is its registration number: 1-9 or A-Z',
  DEFAULT_Z: "The 14th character of a GSTIN is always 'Z'",
  CHECK: 'This GSTIN is not valid: its last character does not match. Please check it for a typo',
} as const;

/**
 * The check character of the first 14 characters of a GSTIN: each character's value (0-9, A=10
 * … Z=35) is multiplied by 1 and 2 alternately from the left, each product is reduced to
 * quotient + remainder by 36 and summed, and the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  const body = first14.toUpperCase();
  if (body.length !== GSTIN_LENGTH - 1) throw new RangeError('A GSTIN check character needs 14 characters');
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const value = CHARSET.indexOf(body.charAt(i));
    if (value < 0) throw new RangeError(`'${body.charAt(i)}' cannot appear in a GSTIN`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN as stored: trimmed and in capitals (people type it both ways). */
export function normalizeGstin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * null when `value` is a valid GSTIN (after trimming and upper-casing), otherwise the message
 * naming what is wrong, checked in order: shape, state code, PAN, entity number, 'Z', check.
 */
export function validateGstin(value: string | null | undefined): string | null {
  const gstin = normalizeGstin(value ?? '');
  if (gstin.length !== GSTIN_LENGTH || !/^[0-9A-Z]+$/.test(gstin)) return GSTIN_MESSAGES.SHAPE;
  const code = gstin.slice(0, 2);
  if (!stateByCode(code)) return GSTIN_MESSAGES.STATE(code);
  if (!PAN.test(gstin.slice(2, 12))) return GSTIN_MESSAGES.PAN;
  if (gstin.charAt(12) === '0') return GSTIN_MESSAGES.ENTITY;
  if (gstin.charAt(13) !== 'Z') return GSTIN_MESSAGES.DEFAULT_Z;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_MESSAGES.CHECK;
  return null;
}

/** The GST state code a valid GSTIN was registered in, e.g. '19' for West Bengal. */
export function gstinStateCode(gstin: string): string {
  return normalizeGstin(gstin).slice(0, 2);
}
