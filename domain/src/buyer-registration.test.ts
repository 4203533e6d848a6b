import { describe, expect, it } from 'vitest';
import { BUYER_BUSINESS_NAME_MAX_LENGTH, BUYER_REGISTRATION_MESSAGES, checkBuyerRegistration } from './buyer-registration.js';
import { GSTIN_MESSAGES } from './gstin.js';

describe('checkBuyerRegistration', () => {
  it('keeps nothing when neither is given, blank counting as not given', () => {
    for (const input of [{}, { buyerGstin: null, buyerBusinessName: null }, { buyerGstin: '  ', buyerBusinessName: '' }]) {
      expect(checkBuyerRegistration(input)).toEqual({ ok: true, registration: { buyerGstin: null, buyerBusinessName: null } });
    }
  });

  it('keeps a valid GSTIN in capitals and the name trimmed', () => {
    expect(checkBuyerRegistration({ buyerGstin: ' 27aapfu0939f1zv ', buyerBusinessName: '  Mehta Garments ' })).toEqual({
      ok: true,
      registration: { buyerGstin: '27AAPFU0939F1ZV', buyerBusinessName: 'Mehta Garments' },
    });
  });

  it('refuses a GSTIN whose check character does not match, at its field', () => {
    expect(checkBuyerRegistration({ buyerGstin: '27AAPFU0939F1ZW', buyerBusinessName: 'Mehta Garments' })).toEqual({
      ok: false,
      errors: { buyerGstin: GSTIN_MESSAGES.CHECK },
    });
  });

  it('asks for the business name with a GSTIN, and for the GSTIN with a business name', () => {
    expect(checkBuyerRegistration({ buyerGstin: '27AAPFU0939F1ZV', buyerBusinessName: ' ' })).toEqual({
      ok: false,
      errors: { buyerBusinessName: BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_REQUIRED },
    });
    expect(checkBuyerRegistration({ buyerBusinessName: 'Mehta Garments' })).toEqual({
      ok: false,
      errors: { buyerGstin: BUYER_REGISTRATION_MESSAGES.GSTIN_REQUIRED },
    });
  });

  it('names both fields when both are at fault', () => {
    expect(checkBuyerRegistration({ buyerGstin: '27AAPFU0939F1Z', buyerBusinessName: '' })).toEqual({
      ok: false,
      errors: { buyerGstin: GSTIN_MESSAGES.SHAPE, buyerBusinessName: BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_REQUIRED },
    });
  });

  it(`takes a name of ${BUYER_BUSINESS_NAME_MAX_LENGTH} characters and refuses one more`, () => {
    const gstin = '27AAPFU0939F1ZV';
    expect(checkBuyerRegistration({ buyerGstin: gstin, buyerBusinessName: 'ক'.repeat(BUYER_BUSINESS_NAME_MAX_LENGTH) }).ok).toBe(true);
    expect(checkBuyerRegistration({ buyerGstin: gstin, buyerBusinessName: 'ক'.repeat(BUYER_BUSINESS_NAME_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      errors: { buyerBusinessName: BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_TOO_LONG },
    });
  });
});
