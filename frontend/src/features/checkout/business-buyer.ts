// The business part of a checkout (issue 27): what the ticked "Buying for your business?" box
// sends, checked with the domain's rule before the order is placed, as the API checks it again.

import { BUYER_REGISTRATION_MESSAGES, checkBuyerRegistration, validateGstin, type BuyerRegistrationField } from '@threadline/domain';

/** What the shopper typed for a business purchase; sent only while `isBusiness` is ticked. */
export interface BusinessBuyer {
  isBusiness: boolean;
  gstin: string;
  businessName: string;
}

export const NO_BUSINESS_BUYER: BusinessBuyer = { isBusiness: false, gstin: '', businessName: '' };

export type BusinessBuyerErrors = Partial<Record<BuyerRegistrationField, string>>;

/** The API field names, in the order the form shows them (the first refused one takes the focus). */
export const BUSINESS_BUYER_FIELDS: readonly BuyerRegistrationField[] = ['buyerGstin', 'buyerBusinessName'];

export function isBusinessBuyerField(field: string | null | undefined): field is BuyerRegistrationField {
  return (BUSINESS_BUYER_FIELDS as readonly (string | null | undefined)[]).includes(field);
}

/**
 * The part of PlaceOrderInput the box gives, or each field's refusal. Unticked: nothing (what was
 * typed stays in the fields, unsent). Ticked: both are needed, since the box says the shopper is
 * buying for a business; a blank GSTIN is refused as a GSTIN of the wrong shape would be.
 */
export function businessBuyerInput(
  buyer: BusinessBuyer,
): { ok: true; input: { buyerGstin?: string; buyerBusinessName?: string } } | { ok: false; errors: BusinessBuyerErrors } {
  if (!buyer.isBusiness) return { ok: true, input: {} };
  const checked = checkBuyerRegistration({ buyerGstin: buyer.gstin, buyerBusinessName: buyer.businessName });
  const errors: BusinessBuyerErrors = checked.ok ? {} : { ...checked.errors };
  if (!buyer.gstin.trim()) errors.buyerGstin = validateGstin('') ?? undefined;
  if (!buyer.businessName.trim()) errors.buyerBusinessName = BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_REQUIRED;
  if (!checked.ok || Object.values(errors).some(Boolean)) return { ok: false, errors };
  const { buyerGstin, buyerBusinessName } = checked.registration;
  return { ok: true, input: buyerGstin && buyerBusinessName ? { buyerGstin, buyerBusinessName } : {} };
}
