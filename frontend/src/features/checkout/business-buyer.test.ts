import { BUYER_REGISTRATION_MESSAGES, GSTIN_MESSAGES, gstinCheckCharacter } from '@threadline/domain';
import { describe, expect, it } from 'vitest';
import { businessBuyerInput, isBusinessBuyerField, NO_BUSINESS_BUYER } from './business-buyer';

const GSTIN = '19AAMCM4321K1Z' + gstinCheckCharacter('19AAMCM4321K1Z');
const TYPO = GSTIN.slice(0, 14) + (GSTIN.endsWith('0') ? '1' : '0');

describe('the checkout’s business details', () => {
  it('sends nothing while the box is unticked, whatever the fields hold', () => {
    expect(businessBuyerInput(NO_BUSINESS_BUYER)).toEqual({ ok: true, input: {} });
    expect(businessBuyerInput({ isBusiness: false, gstin: TYPO, businessName: '' })).toEqual({ ok: true, input: {} });
  });

  it('sends the GSTIN in capitals and the trimmed business name when ticked', () => {
    expect(businessBuyerInput({ isBusiness: true, gstin: ` ${GSTIN.toLowerCase()} `, businessName: '  Mondal Garments ' })).toEqual({
      ok: true,
      input: { buyerGstin: GSTIN, buyerBusinessName: 'Mondal Garments' },
    });
  });

  it('refuses a ticked box with blank fields at both, a blank GSTIN as one of the wrong shape', () => {
    expect(businessBuyerInput({ isBusiness: true, gstin: ' ', businessName: '' })).toEqual({
      ok: false,
      errors: { buyerGstin: GSTIN_MESSAGES.SHAPE, buyerBusinessName: BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_REQUIRED },
    });
    expect(businessBuyerInput({ isBusiness: true, gstin: '', businessName: 'Mondal Garments' })).toEqual({
      ok: false,
      errors: { buyerGstin: GSTIN_MESSAGES.SHAPE },
    });
  });

  it('refuses a GSTIN whose check character does not match, with the domain’s message', () => {
    expect(businessBuyerInput({ isBusiness: true, gstin: TYPO, businessName: 'Mondal Garments' })).toEqual({
      ok: false,
      errors: { buyerGstin: GSTIN_MESSAGES.CHECK },
    });
  });

  it('knows the API’s field names for the two', () => {
    expect(isBusinessBuyerField('buyerGstin')).toBe(true);
    expect(isBusinessBuyerField('buyerBusinessName')).toBe(true);
    expect(isBusinessBuyerField('cartLines.x')).toBe(false);
    expect(isBusinessBuyerField(null)).toBe(false);
  });
});
