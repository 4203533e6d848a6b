import { describe, expect, it } from 'vitest';
import { buildReturnRequest, EMPTY_RETURN_FORM, RETURN_FORM_MESSAGES, RETURN_NOTE_MAX_LENGTH, type FormLine } from './return-form';

const POLO: FormLine = { orderLineId: 'polo', size: 'S', returnable: 2, exchangeSizes: ['M', 'L'] };
const TEE: FormLine = { orderLineId: 'tee', size: 'M', returnable: 0, exchangeSizes: [] };

describe('the return form', () => {
  it('asks for at least one piece and a reason, in the domain’s words', () => {
    expect(buildReturnRequest([POLO, TEE], EMPTY_RETURN_FORM).errors).toEqual({
      lines: 'Please choose at least one piece to send back',
      reason: RETURN_FORM_MESSAGES.REASON,
    });
  });

  it('refuses more pieces than are left to send back', () => {
    const { errors } = buildReturnRequest([POLO, TEE], { ...EMPTY_RETURN_FORM, reason: 'TOO_SMALL', quantities: { polo: 3, tee: 1 } });
    expect(errors).toEqual({
      'line:polo': 'You can send back at most 2 pieces of this item',
      'line:tee': 'Every piece of this item is already in a return or exchange',
    });
  });

  it('wants another size in stock for each exchanged line', () => {
    const same = buildReturnRequest([POLO], { ...EMPTY_RETURN_FORM, kind: 'EXCHANGE', reason: 'TOO_SMALL', quantities: { polo: 1 }, exchangeSizes: { polo: 'S' } });
    expect(same.errors).toEqual({ 'size:polo': 'Please choose another size for the exchange' });
    const none = buildReturnRequest([POLO], { ...EMPTY_RETURN_FORM, kind: 'EXCHANGE', reason: 'TOO_SMALL', quantities: { polo: 1 } });
    expect(none.errors).toEqual({ 'size:polo': 'Please choose another size for the exchange' });
    const soldOut = buildReturnRequest([{ ...POLO, exchangeSizes: [] }], { ...EMPTY_RETURN_FORM, kind: 'EXCHANGE', reason: 'TOO_SMALL', quantities: { polo: 1 } });
    expect(soldOut.errors).toEqual({ 'size:polo': RETURN_FORM_MESSAGES.NO_SIZE_IN_STOCK });
  });

  it('turns a valid exchange into the request, leaving out lines with no pieces', () => {
    const { draft } = buildReturnRequest([POLO, TEE], {
      kind: 'EXCHANGE',
      reason: 'TOO_SMALL',
      note: '  Runs small across the shoulders ',
      quantities: { polo: 1, tee: 0 },
      exchangeSizes: { polo: 'M' },
    });
    expect(draft).toEqual({
      kind: 'EXCHANGE',
      reason: 'TOO_SMALL',
      note: 'Runs small across the shoulders',
      lines: [{ orderLineId: 'polo', quantity: 1, exchangeSize: 'M' }],
    });
  });

  it('sends no size for a refund, even one picked before switching', () => {
    const { draft } = buildReturnRequest([POLO], { ...EMPTY_RETURN_FORM, reason: 'CHANGED_MIND', quantities: { polo: 2 }, exchangeSizes: { polo: 'L' } });
    expect(draft?.lines).toEqual([{ orderLineId: 'polo', quantity: 2, exchangeSize: null }]);
  });

  it('refuses a note longer than the limit, and takes one at the limit', () => {
    const base = { ...EMPTY_RETURN_FORM, reason: 'CHANGED_MIND' as const, quantities: { polo: 1 } };
    expect(buildReturnRequest([POLO], { ...base, note: 'x'.repeat(RETURN_NOTE_MAX_LENGTH + 1) }).errors).toEqual({ note: RETURN_FORM_MESSAGES.NOTE_TOO_LONG });
    expect(buildReturnRequest([POLO], { ...base, note: 'x'.repeat(RETURN_NOTE_MAX_LENGTH) }).errors).toBeNull();
  });
});
