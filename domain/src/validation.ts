// The validation rules of spec section 5. Each validator returns the spec's message, or null when
// the value is acceptable, so the form can show it under the field and the API can return it as is.
// Text is judged after trimming, because that is what gets stored; passwords are the exception,
// since a space in a password is a mistake to report, not padding to drop.

import { MESSAGES, type TextLines } from './messages.js';
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
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  CITY_MAX_LENGTH,
  CITY_MIN_LENGTH,
  MAX_ADDRESSES,
  MAX_RATING,
  MIN_RATING,
  NOTES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
} from './store.js';

export { MESSAGES, TOASTS, type TextLines, type ToastText } from './messages.js';

export type ValidationResult = string | null;

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** A required field that is missing or only whitespace. */
export function validateRequired(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? MESSAGES.REQUIRED : null;
}

/**
 * The generic form rule: blank required fields get 'This field is required', and a pattern
 * mismatch gets the field's own message or 'Invalid format'. An optional blank field passes.
 */
export function validateField(
  value: string | null | undefined,
  rule: { required?: boolean; pattern?: RegExp; message?: string },
): ValidationResult {
  if (value == null || isBlank(value)) return rule.required ? MESSAGES.REQUIRED : null;
  if (rule.pattern && !rule.pattern.test(value.trim())) return rule.message ?? MESSAGES.INVALID_FORMAT;
  return null;
}

// Specials are limited to ASCII punctuation so the password can always be typed on any keyboard;
// < > $ ? | / \ are refused outright and whitespace is never part of a password.
const PASSWORD_SPECIALS = `!"#%&'()*+,-.:;=@[]^_\`{}~`;
const PASSWORD_ALLOWED = /^[A-Za-z0-9!"#%&'()*+,\-.:;=@[\]^_`{}~]*$/;

export function validatePassword(password: string | null | undefined): ValidationResult {
  if (password == null || isBlank(password)) return MESSAGES.REQUIRED;
  const ok =
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    PASSWORD_ALLOWED.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    [...password].some((ch) => PASSWORD_SPECIALS.includes(ch));
  return ok ? null : MESSAGES.PASSWORD;
}

const ADDRESS_PATTERN = new RegExp(`^[A-Za-z0-9 ,.'-]{${ADDRESS_MIN_LENGTH},${ADDRESS_MAX_LENGTH}}$`);
const CITY_PATTERN = new RegExp(`^[A-Za-z ]{${CITY_MIN_LENGTH},${CITY_MAX_LENGTH}}$`);
const PINCODE_PATTERN = /^[0-9]{6}$/;
// Indian mobile numbers start with 6, 7, 8 or 9.
const PHONE_PATTERN = /^[6-9][0-9]{9}$/;
// Deliberately simple: it catches typos, while a full RFC 5322 check would turn away real addresses
// for little gain.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function validateAddress(value: string | null | undefined): ValidationResult {
  return validateField(value, { required: true, pattern: ADDRESS_PATTERN, message: MESSAGES.ADDRESS });
}

export function validateCity(value: string | null | undefined): ValidationResult {
  return validateField(value, { required: true, pattern: CITY_PATTERN, message: MESSAGES.CITY });
}

export function validatePincode(value: string | null | undefined): ValidationResult {
  return validateField(value, { required: true, pattern: PINCODE_PATTERN, message: MESSAGES.PINCODE });
}

export function validatePhone(value: string | null | undefined): ValidationResult {
  return validateField(value, { required: true, pattern: PHONE_PATTERN, message: MESSAGES.PHONE });
}

/** Notes are optional; only their length is limited. */
export function validateNotes(value: string | null | undefined): ValidationResult {
  if ((value ?? '').trim().length > NOTES_MAX_LENGTH) return MESSAGES.NOTES;
  return validateTextCharacters(value, 'Notes', 'multi-line');
}

export function validateEmail(value: string | null | undefined): ValidationResult {
  if (value == null || isBlank(value)) return MESSAGES.REQUIRED;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? null : MESSAGES.EMAIL;
}

export function validateUserName(value: string | null | undefined): ValidationResult {
  if (value == null || isBlank(value)) return MESSAGES.REQUIRED;
  // Counted in code points so a name in any script is measured the way it reads.
  const length = [...value.trim()].length;
  if (length < USER_NAME_MIN_LENGTH || length > USER_NAME_MAX_LENGTH) return MESSAGES.USER_NAME;
  return validateTextCharacters(value, 'User name', 'single-line');
}

// C0 and C1 controls (U+0000-U+001F, U+007F-U+009F). Stored text ends up in pages, e-mails and
// the admin's tables, where a control character shows as nothing, as a box, or breaks a line the
// layout does not expect; only text that may run over several lines keeps tab and line breaks
// (CR too, as half of the CRLF a form or a REST client may send).
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/**
 * Refuses control characters in a text field the store keeps, with a message that names the
 * field (`label`); judged on the trimmed text, which is what gets stored.
 */
export function validateTextCharacters(value: string | null | undefined, label: string, lines: TextLines): ValidationResult {
  const text = (value ?? '').trim();
  const pattern = lines === 'single-line' ? CONTROL_CHARACTER : CONTROL_CHARACTER_BUT_LINE_BREAKS;
  return pattern.test(text) ? MESSAGES.CONTROL_CHARACTERS(label, lines) : null;
}

export interface AddressInput {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes?: string | null;
}
export type AddressField = keyof AddressInput;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Trimmed copy of an address form, the form in which it is validated and stored. */
export function normalizeAddressInput(input: AddressInput): Required<AddressInput> & { notes: string } {
  return {
    address: input.address.trim(),
    city: input.city.trim(),
    pincode: input.pincode.trim(),
    phone: input.phone.trim(),
    notes: (input.notes ?? '').trim(),
  };
}

/** Field → message for every invalid field; an empty object means the address is valid. */
export function validateAddressInput(input: AddressInput): FieldErrors<AddressField> {
  return collectErrors<AddressField>({
    address: validateAddress(input.address),
    city: validateCity(input.city),
    pincode: validatePincode(input.pincode),
    phone: validatePhone(input.phone),
    notes: validateNotes(input.notes),
  });
}

export interface RegisterInput {
  userName: string;
  email: string;
  password: string;
}

/** Field → message for the registration form (login has no validation, per the spec). */
export function validateRegisterInput(input: RegisterInput): FieldErrors<keyof RegisterInput> {
  return collectErrors<keyof RegisterInput>({
    userName: validateUserName(input.userName),
    email: validateEmail(input.email),
    password: validatePassword(input.password),
  });
}

function collectErrors<F extends string>(results: Record<F, ValidationResult>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(results) as F[]) {
    const message = results[field];
    if (message !== null) errors[field] = message;
  }
  return errors;
}

export function canAddAddress(existingCount: number): boolean {
  return existingCount < MAX_ADDRESSES;
}

export function validateAddressCount(existingCount: number): ValidationResult {
  return canAddAddress(existingCount) ? null : MESSAGES.MAX_ADDRESSES;
}

/** A rating is a whole number of stars from 1 to 5; 0 or nothing means none was chosen. */
export function validateRating(value: unknown): ValidationResult {
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= MIN_RATING && value <= MAX_RATING;
  return ok ? null : MESSAGES.RATING_REQUIRED;
}

export function validateReviewMessage(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return MESSAGES.REVIEW_MESSAGE_REQUIRED;
  if (codePoints(value!.trim()) > REVIEW_MESSAGE_MAX_LENGTH) return MESSAGES.REVIEW_MESSAGE_TOO_LONG;
  return validateTextCharacters(value, 'Review message', 'multi-line');
}

export function validateCancelReason(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return MESSAGES.CANCEL_REASON_REQUIRED;
  if (codePoints(value!.trim()) > CANCEL_REASON_MAX_LENGTH) return MESSAGES.CANCEL_REASON_TOO_LONG;
  return validateTextCharacters(value, 'Reason', 'multi-line');
}

/** A staff note on an order: required, at most ORDER_NOTE_MAX_LENGTH code points once trimmed, lines allowed. */
export function validateOrderNote(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return MESSAGES.ORDER_NOTE_REQUIRED;
  if (codePoints(value!.trim()) > ORDER_NOTE_MAX_LENGTH) return MESSAGES.ORDER_NOTE_TOO_LONG;
  return validateTextCharacters(value, 'Note', 'multi-line');
}

/** Counted in code points, so text in any script is measured the way it reads. */
function codePoints(value: string): number {
  return [...value].length;
}

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * Sign-in checks nothing about the format (spec section 5), only what no account can have: an
 * email longer than any stored one, a password longer than anyone types. Refusing these first
 * keeps them out of the sign-in throttle's keys and the password hasher.
 */
export function validateLoginInput(input: LoginInput): FieldErrors<keyof LoginInput> {
  return collectErrors<keyof LoginInput>({
    email: input.email.trim().length > EMAIL_MAX_LENGTH ? MESSAGES.EMAIL_TOO_LONG : null,
    password: input.password.length > LOGIN_PASSWORD_MAX_LENGTH ? MESSAGES.PASSWORD_TOO_LONG : null,
  });
}

/** Stock an admin sets: a whole number from 0 to MAX_STOCK. */
export function validateStock(value: unknown): ValidationResult {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return MESSAGES.INVALID_QUANTITY;
  return value > MAX_STOCK ? MESSAGES.STOCK_MAX : null;
}

/** Whether text fits the longest field of any input (MAX_TEXT_LENGTH UTF-16 units, the cheap bound). */
export function exceedsTextLimit(value: string): boolean {
  return value.length > MAX_TEXT_LENGTH;
}

/** An order's total in paise, refused over MAX_ORDER_TOTAL_RUPEES. */
export function validateOrderTotal(totalPaise: number): ValidationResult {
  return Number.isSafeInteger(totalPaise) && totalPaise <= MAX_ORDER_TOTAL_RUPEES * 100 ? null : MESSAGES.ORDER_TOTAL_MAX;
}

/**
 * Stock after pieces come back (a cancel, a rejection). It may pass MAX_STOCK, since those pieces
 * were in stock before, but stops at the column's top instead of overflowing it.
 */
export function restockedQuantity(current: number, returned: number): number {
  return Math.min(current + returned, MAX_STORED_INTEGER);
}

/** Checks a wanted cart quantity against the product's stock. */
export function validateCartQuantity(requested: number, totalStock: number): ValidationResult {
  if (!Number.isInteger(requested) || requested < 1) return MESSAGES.INVALID_QUANTITY;
  if (requested > MAX_CART_QUANTITY) return MESSAGES.QUANTITY_MAX;
  if (!(totalStock > 0)) return MESSAGES.OUT_OF_STOCK;
  if (requested > totalStock) return MESSAGES.ONLY_N_IN_STOCK(totalStock);
  return null;
}

/** Whether the cart's plus button may add one more; at the stock limit it is blocked. */
export function validateQuantityIncrease(currentQuantity: number, totalStock: number): ValidationResult {
  return currentQuantity + 1 > totalStock ? MESSAGES.MAX_STOCK_REACHED : null;
}
