// The store's own details as a GST tax invoice shows them (CGST Rule 46: the supplier's name,
// address and GSTIN), and the rules an admin's edit of them must pass. The API and the back
// office's "Store details" page judge with these same functions and words.

import { DEFAULT_HSN_BY_PRODUCT_TYPE } from './gst.js';
import { gstinStateCode, normalizeGstin, validateGstin } from './gstin.js';
import { INDIAN_STATES, stateByCode, WEST_BENGAL_STATE_CODE, type IndianState } from './indian-states.js';
import type { ProductType } from './catalog.js';
import { validateTextCharacters, type FieldErrors, type ValidationResult } from './validation.js';

/**
 * A regular taxpayer issues tax invoices and charges GST; one under the composition scheme
 * (CGST Act section 10) issues a bill of supply, which shows no tax and charges none.
 */
export const TaxpayerKind = {
  REGULAR: 'REGULAR',
  COMPOSITION: 'COMPOSITION',
} as const;
export type TaxpayerKind = (typeof TaxpayerKind)[keyof typeof TaxpayerKind];
export const TAXPAYER_KINDS: readonly TaxpayerKind[] = Object.values(TaxpayerKind);

export const TAXPAYER_KIND_LABELS: Readonly<Record<TaxpayerKind, string>> = {
  REGULAR: 'Regular taxpayer',
  COMPOSITION: 'Composition scheme',
};

export function isTaxpayerKind(value: unknown): value is TaxpayerKind {
  return typeof value === 'string' && (TAXPAYER_KINDS as readonly string[]).includes(value);
}

/** The store trades from West Bengal (spec: its delivery stops); the details start there. */
export const DEFAULT_STORE_STATE_CODE = WEST_BENGAL_STATE_CODE;

/**
 * The states a store can be registered in today: every state and union territory but the codes
 * kept only for old GSTINs (Daman and Diu before the 2020 merger, Andhra Pradesh before 2014).
 */
export const STORE_STATES: readonly IndianState[] = INDIAN_STATES.filter((state) => !state.legacy);

export const STORE_LEGAL_NAME_MAX_LENGTH = 200;
export const STORE_ADDRESS_MAX_LENGTH = 500;

export const STORE_DETAILS_MESSAGES = {
  LEGAL_NAME_REQUIRED: 'Enter the legal name the GSTIN is registered to',
  LEGAL_NAME_TOO_LONG: `The legal name cannot exceed ${STORE_LEGAL_NAME_MAX_LENGTH} characters`,
  ADDRESS_REQUIRED: 'Enter the address of the store’s principal place of business',
  ADDRESS_TOO_LONG: `The address cannot exceed ${STORE_ADDRESS_MAX_LENGTH} characters`,
  STATE: 'Choose the state the store is registered in',
  TAXPAYER_KIND: 'Choose regular or composition',
  GSTIN_STATE: (gstinState: string, chosen: string): string =>
    `This GSTIN is registered in ${gstinState}, but the store’s state is ${chosen}: a GSTIN starts with its state’s code`,
  HSN_PRODUCT_TYPE_TWICE: 'Each product type may have one HSN code only',
} as const;

export interface StoreDetailsInput {
  legalName: string;
  address: string;
  /** The two-digit GST state code, e.g. '19' for West Bengal. */
  stateCode: string;
  /** Blank or null: the store has no GSTIN (and issues no invoice). */
  gstin?: string | null;
  taxpayerKind: TaxpayerKind;
}
export type StoreDetailsField = keyof StoreDetailsInput;
export const STORE_DETAILS_FIELDS: readonly StoreDetailsField[] = ['legalName', 'address', 'stateCode', 'gstin', 'taxpayerKind'];

/** The input as stored: text trimmed, the GSTIN in capitals (null when blank). */
export function normalizeStoreDetailsInput(input: StoreDetailsInput): Required<Omit<StoreDetailsInput, 'gstin'>> & { gstin: string | null } {
  const gstin = normalizeGstin(input.gstin ?? '');
  return {
    legalName: input.legalName.trim(),
    address: input.address.trim(),
    stateCode: input.stateCode.trim(),
    gstin: gstin === '' ? null : gstin,
    taxpayerKind: input.taxpayerKind,
  };
}

function validateLegalName(value: string): ValidationResult {
  const name = value.trim();
  if (name === '') return STORE_DETAILS_MESSAGES.LEGAL_NAME_REQUIRED;
  // Counted in code points, so a name in any script is measured the way it reads.
  if ([...name].length > STORE_LEGAL_NAME_MAX_LENGTH) return STORE_DETAILS_MESSAGES.LEGAL_NAME_TOO_LONG;
  return validateTextCharacters(name, 'Legal name', 'single-line');
}

function validateStoreAddress(value: string): ValidationResult {
  const address = value.trim();
  if (address === '') return STORE_DETAILS_MESSAGES.ADDRESS_REQUIRED;
  if ([...address].length > STORE_ADDRESS_MAX_LENGTH) return STORE_DETAILS_MESSAGES.ADDRESS_TOO_LONG;
  // An invoice prints the address on the lines the admin wrote it on.
  return validateTextCharacters(address, 'Address', 'multi-line');
}

/**
 * The store's GSTIN is optional (without one no invoice is issued). A given one must pass its
 * own check (shape, state code, PAN, check character) and belong to the chosen state: GSTN
 * issues a GSTIN per state, starting with that state's code.
 */
function validateStoreGstin(gstin: string | null, stateCode: string): ValidationResult {
  if (gstin === null) return null;
  const problem = validateGstin(gstin);
  if (problem) return problem;
  const chosen = stateByCode(stateCode);
  const registered = stateByCode(gstinStateCode(gstin));
  if (!chosen || !registered || registered.code === chosen.code) return null;
  return STORE_DETAILS_MESSAGES.GSTIN_STATE(`${registered.name} (${registered.code})`, `${chosen.name} (${chosen.code})`);
}

/** Field → message for every field in error; an empty object means the details may be saved. */
export function validateStoreDetailsInput(input: StoreDetailsInput): FieldErrors<StoreDetailsField> {
  const details = normalizeStoreDetailsInput(input);
  const errors: FieldErrors<StoreDetailsField> = {};
  const results: Record<StoreDetailsField, ValidationResult> = {
    legalName: validateLegalName(details.legalName),
    address: validateStoreAddress(details.address),
    stateCode: STORE_STATES.some((state) => state.code === details.stateCode) ? null : STORE_DETAILS_MESSAGES.STATE,
    gstin: validateStoreGstin(details.gstin, details.stateCode),
    taxpayerKind: isTaxpayerKind(details.taxpayerKind) ? null : STORE_DETAILS_MESSAGES.TAXPAYER_KIND,
  };
  for (const field of STORE_DETAILS_FIELDS) {
    const message = results[field];
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** An HSN code for each product type: the admin's where set, the default (gst.ts) otherwise. */
export function hsnCodesWithDefaults(saved: Partial<Readonly<Record<ProductType, string>>>): Record<ProductType, string> {
  const codes = { ...DEFAULT_HSN_BY_PRODUCT_TYPE };
  for (const type of Object.keys(codes) as ProductType[]) {
    const code = saved[type];
    if (code) codes[type] = code;
  }
  return codes;
}
