import { describe, expect, it } from 'vitest';
import { DEFAULT_HSN_BY_PRODUCT_TYPE } from './gst.js';
import { GSTIN_MESSAGES, gstinCheckCharacter } from './gstin.js';
import {
  STORE_ADDRESS_MAX_LENGTH,
  STORE_DETAILS_MESSAGES,
  STORE_LEGAL_NAME_MAX_LENGTH,
  STORE_STATES,
  TaxpayerKind,
  hsnCodesWithDefaults,
  normalizeStoreDetailsInput,
  validateStoreDetailsInput,
  type StoreDetailsInput,
} from './store-details.js';

const withCheck = (first14: string): string => first14 + gstinCheckCharacter(first14);
const WEST_BENGAL_GSTIN = withCheck('19AABCT1234F1Z');

const valid: StoreDetailsInput = {
  legalName: 'Threadline Apparel Private Limited',
  address: '12 Park Street\nKolkata 700016',
  stateCode: '19',
  gstin: WEST_BENGAL_GSTIN,
  taxpayerKind: TaxpayerKind.REGULAR,
};

describe('the store details', () => {
  it('accepts complete details, and none without a GSTIN', () => {
    expect(validateStoreDetailsInput(valid)).toEqual({});
    expect(validateStoreDetailsInput({ ...valid, gstin: null })).toEqual({});
    expect(validateStoreDetailsInput({ ...valid, gstin: '   ' })).toEqual({});
  });

  it('stores the GSTIN trimmed and in capitals, and a blank one as none', () => {
    expect(normalizeStoreDetailsInput({ ...valid, gstin: ` ${WEST_BENGAL_GSTIN.toLowerCase()} `, legalName: '  Threadline  ' })).toMatchObject({
      gstin: WEST_BENGAL_GSTIN,
      legalName: 'Threadline',
    });
    expect(normalizeStoreDetailsInput({ ...valid, gstin: '' }).gstin).toBeNull();
  });

  it('refuses a GSTIN whose check character is wrong', () => {
    const last = WEST_BENGAL_GSTIN.at(-1) === 'A' ? 'B' : 'A';
    expect(validateStoreDetailsInput({ ...valid, gstin: WEST_BENGAL_GSTIN.slice(0, 14) + last })).toEqual({ gstin: GSTIN_MESSAGES.CHECK });
  });

  it('refuses a GSTIN of another state than the one chosen', () => {
    expect(validateStoreDetailsInput({ ...valid, gstin: '27AAPFU0939F1ZV' })).toEqual({
      gstin: 'This GSTIN is registered in Maharashtra (27), but the store’s state is West Bengal (19): a GSTIN starts with its state’s code',
    });
    expect(validateStoreDetailsInput({ ...valid, stateCode: '27', gstin: '27AAPFU0939F1ZV' })).toEqual({});
  });

  it('requires a legal name and an address, within their lengths and without stray control characters', () => {
    expect(validateStoreDetailsInput({ ...valid, legalName: '  ', address: '' })).toEqual({
      legalName: STORE_DETAILS_MESSAGES.LEGAL_NAME_REQUIRED,
      address: STORE_DETAILS_MESSAGES.ADDRESS_REQUIRED,
    });
    expect(validateStoreDetailsInput({ ...valid, legalName: 'x'.repeat(STORE_LEGAL_NAME_MAX_LENGTH), address: 'y'.repeat(STORE_ADDRESS_MAX_LENGTH) })).toEqual({});
    expect(
      validateStoreDetailsInput({ ...valid, legalName: 'x'.repeat(STORE_LEGAL_NAME_MAX_LENGTH + 1), address: 'y'.repeat(STORE_ADDRESS_MAX_LENGTH + 1) }),
    ).toEqual({ legalName: STORE_DETAILS_MESSAGES.LEGAL_NAME_TOO_LONG, address: STORE_DETAILS_MESSAGES.ADDRESS_TOO_LONG });
    expect(validateStoreDetailsInput({ ...valid, legalName: 'Thread\nline' }).legalName).toMatch(/line breaks/);
    expect(validateStoreDetailsInput({ ...valid, address: 'Park Street\u0007' }).address).toMatch(/control characters/);
  });

  it('offers only the states a store can register in today', () => {
    expect(STORE_STATES.map((state) => state.code)).not.toContain('25');
    expect(STORE_STATES.map((state) => state.code)).not.toContain('28');
    expect(validateStoreDetailsInput({ ...valid, stateCode: '25', gstin: null })).toEqual({ stateCode: STORE_DETAILS_MESSAGES.STATE });
    expect(validateStoreDetailsInput({ ...valid, stateCode: '99', gstin: null })).toEqual({ stateCode: STORE_DETAILS_MESSAGES.STATE });
  });

  it('refuses a taxpayer kind it does not know (REST callers send any string)', () => {
    expect(validateStoreDetailsInput({ ...valid, taxpayerKind: 'OTHER' as TaxpayerKind })).toEqual({ taxpayerKind: STORE_DETAILS_MESSAGES.TAXPAYER_KIND });
  });
});

describe('HSN codes with their defaults', () => {
  it('takes the saved code where there is one, the default elsewhere', () => {
    expect(hsnCodesWithDefaults({})).toEqual(DEFAULT_HSN_BY_PRODUCT_TYPE);
    expect(hsnCodesWithDefaults({ polo_neck: '6105' })).toEqual({ ...DEFAULT_HSN_BY_PRODUCT_TYPE, polo_neck: '6105' });
  });
});
