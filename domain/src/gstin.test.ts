import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinStateCode, validateGstin } from './gstin.js';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A GSTIN with its check character worked out by the algorithm, for made-up registrations. */
const withCheck = (first14: string): string => first14 + gstinCheckCharacter(first14);

describe('validateGstin', () => {
  it.each([
    // Published examples (GSTN's and tax guides' sample GSTINs).
    '27AAPFU0939F1ZV',
    '29AAGCB7383J1Z4',
    // Made-up registrations of the right shape, with their computed check characters.
    withCheck('19AABCT1234F1Z'),
    withCheck('19ABCDE1234F2Z'),
    withCheck('07AAACZ9999Z9Z'),
    withCheck('38AAAPL1234CAZ'),
    withCheck('26AAAFD0001BZZ'),
  ])('accepts %s', (gstin) => {
    expect(validateGstin(gstin)).toBeNull();
  });

  it('computes the published check characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('accepts one typed in small letters or with spaces around it', () => {
    expect(validateGstin(' 27aapfu0939f1zv ')).toBeNull();
  });

  it.each([
    ['', GSTIN_MESSAGES.SHAPE],
    [null, GSTIN_MESSAGES.SHAPE],
    ['27AAPFU0939F1Z', GSTIN_MESSAGES.SHAPE],
    ['27AAPFU0939F1ZVV', GSTIN_MESSAGES.SHAPE],
    ['27AAPFU-939F1ZV', GSTIN_MESSAGES.SHAPE],
    ['27AAPFU 0939F1Z', GSTIN_MESSAGES.SHAPE],
    ['00AAPFU0939F1ZV', GSTIN_MESSAGES.STATE('00')],
    ['39AAPFU0939F1ZV', GSTIN_MESSAGES.STATE('39')],
    ['99AAPFU0939F1ZV', GSTIN_MESSAGES.STATE('99')],
    ['WBAAPFU0939F1ZV', GSTIN_MESSAGES.STATE('WB')],
    ['27AAPF10939F1ZV', GSTIN_MESSAGES.PAN],
    ['27AAPFUO939F1ZV', GSTIN_MESSAGES.PAN],
    ['27AAPFU093991ZV', GSTIN_MESSAGES.PAN],
    ['27AAPFU0939F0ZV', GSTIN_MESSAGES.ENTITY],
    ['27AAPFU0939F1YV', GSTIN_MESSAGES.DEFAULT_Z],
    ['27AAPFU0939F1ZW', GSTIN_MESSAGES.CHECK],
    ['27AAPFU0939F2ZV', GSTIN_MESSAGES.CHECK],
    ['19AAPFU0939F1ZV', GSTIN_MESSAGES.CHECK],
  ])('refuses %s', (gstin, message) => {
    expect(validateGstin(gstin)).toBe(message);
  });

  it('says which state code is wrong', () => {
    expect(validateGstin('99AAPFU0939F1ZV')).toBe("A GSTIN starts with a 2-digit state code; '99' is not one");
  });

  it('refuses every wrong check character', () => {
    for (const ch of CHARSET.replace('V', '')) {
      expect(validateGstin(`27AAPFU0939F1Z${ch}`)).toBe(GSTIN_MESSAGES.CHECK);
    }
  });

  it('catches any single mistyped character of the state code, PAN or entity number', () => {
    const valid = '27AAPFU0939F1ZV';
    for (let i = 0; i < 13; i += 1) {
      for (const ch of CHARSET) {
        if (ch === valid[i]) continue;
        const typo = valid.slice(0, i) + ch + valid.slice(i + 1);
        expect(validateGstin(typo), typo).not.toBeNull();
      }
    }
  });
});

describe('gstinStateCode', () => {
  it('is the first two digits', () => {
    expect(gstinStateCode(' 19aabct1234f1zx')).toBe('19');
  });
});
