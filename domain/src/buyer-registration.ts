// A buyer who orders for a registered business ("Bulk Orders Welcome"): the GSTIN and the business
// name her tax invoice carries, so that the business can claim the tax. Both or neither: an
// invoice's buyer GSTIN needs the name it is registered to (CGST Rule 46(e)), and a business name
// alone would be printed as if the buyer were registered. Shared by checkout (server) and its form.

import { normalizeGstin, validateGstin } from './gstin.js';

export const BUYER_BUSINESS_NAME_MAX_LENGTH = 200;

export const BUYER_REGISTRATION_MESSAGES = {
  BUSINESS_NAME_REQUIRED: 'Please enter the business name this GSTIN is registered to',
  BUSINESS_NAME_TOO_LONG: `The business name cannot exceed ${BUYER_BUSINESS_NAME_MAX_LENGTH} characters`,
  GSTIN_REQUIRED: "Please enter the business's GSTIN, or leave the business name empty",
} as const;

export interface BuyerRegistrationInput {
  buyerGstin?: string | null;
  buyerBusinessName?: string | null;
}

export type BuyerRegistrationField = keyof BuyerRegistrationInput;

/** What an order keeps: both set (normalized GSTIN, trimmed name) or both null. */
export interface BuyerRegistration {
  buyerGstin: string | null;
  buyerBusinessName: string | null;
}

/**
 * The registration to keep on the order, or the message at each field at fault. Blank counts as
 * not given; a GSTIN is trimmed and upper-cased before its check character is tested (gstin.ts).
 */
export function checkBuyerRegistration(
  input: BuyerRegistrationInput,
): { ok: true; registration: BuyerRegistration } | { ok: false; errors: Partial<Record<BuyerRegistrationField, string>> } {
  const gstin = input.buyerGstin?.trim() ? input.buyerGstin : null;
  const name = input.buyerBusinessName?.trim() ?? '';
  const errors: Partial<Record<BuyerRegistrationField, string>> = {};
  if (gstin === null) {
    if (name) errors.buyerGstin = BUYER_REGISTRATION_MESSAGES.GSTIN_REQUIRED;
  } else {
    const problem = validateGstin(gstin);
    if (problem) errors.buyerGstin = problem;
    if (!name) errors.buyerBusinessName = BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_REQUIRED;
  }
  if ([...name].length > BUYER_BUSINESS_NAME_MAX_LENGTH) errors.buyerBusinessName = BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_TOO_LONG;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, registration: gstin === null ? { buyerGstin: null, buyerBusinessName: null } : { buyerGstin: normalizeGstin(gstin), buyerBusinessName: name } };
}
