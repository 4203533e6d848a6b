import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './catalog.js';
import {
  computeGst,
  DEFAULT_HSN_BY_PRODUCT_TYPE,
  HSN_MESSAGE,
  validateHsn,
  formatRateBps,
  GARMENT_GST_RATES,
  garmentRateBps,
  garmentRateRowOn,
  gstBandOn,
  gstBandWarning,
  priceInGstBand,
  splitLine,
  summariseGstByHsn,
  taxableValuePaise,
} from './gst.js';
import { WEST_BENGAL_STATE_CODE } from './indian-states.js';

const WB = WEST_BENGAL_STATE_CODE;
const MAHARASHTRA = '27';
const OLD = '2025-09-21';
const NEW = '2025-09-22';

/** One piece bought in West Bengal by a West Bengal store. */
function onePiece(paidPaise: number, invoiceDate: string, quantity = 1) {
  const [line] = computeGst({ lines: [{ quantity, paidPaise }], invoiceDate, storeStateCode: WB, placeOfSupplyStateCode: WB }).lines;
  if (!line) throw new Error('computeGst lost the line');
  return line;
}

describe('the rate table', () => {
  it.each([
    { date: '2017-07-01', threshold: 100_000, higher: 1200 },
    { date: '2025-09-21', threshold: 100_000, higher: 1200 },
    { date: '2025-09-22', threshold: 250_000, higher: 1800 },
    { date: '2027-03-31', threshold: 250_000, higher: 1800 },
  ])('on $date: 5 % up to $threshold paise a piece, $higher bps above', ({ date, threshold, higher }) => {
    expect(garmentRateRowOn(date)).toMatchObject({ thresholdPaise: threshold, lowerRateBps: 500, higherRateBps: higher });
  });

  it('reads an instant on the IST clock: 21 September 23:59:59 IST is the old table, 22 September 00:00 IST the new', () => {
    expect(garmentRateRowOn(new Date('2025-09-21T18:29:59.999Z')).from).toBe('2017-07-01');
    expect(garmentRateRowOn(new Date('2025-09-21T18:30:00.000Z')).from).toBe('2025-09-22');
  });

  it('refuses a date before GST and a date that is not YYYY-MM-DD', () => {
    expect(() => garmentRateRowOn('2017-06-30')).toThrow(/No GST rate is in force on 2017-06-30/);
    expect(() => garmentRateRowOn('2025-9-22')).toThrow(RangeError);
    expect(() => garmentRateRowOn('2025-02-29')).toThrow(RangeError);
    expect(() => garmentRateRowOn('2025-09-22T00:00:00Z')).toThrow(RangeError);
  });

  it('is oldest first, so a new rate is one row appended', () => {
    const dates = GARMENT_GST_RATES.map((row) => row.from);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('one piece: rate, taxable value, CGST and SGST (intra-state)', () => {
  it.each([
    // From 22 September 2025: 5 % while a piece's taxable value is at most ₹2,500.
    { date: NEW, paid: 99_999, rate: 500, taxable: 95_237, cgst: 2381, sgst: 2381 },
    { date: NEW, paid: 100_000, rate: 500, taxable: 95_238, cgst: 2381, sgst: 2381 },
    { date: NEW, paid: 100_001, rate: 500, taxable: 95_239, cgst: 2381, sgst: 2381 },
    { date: NEW, paid: 249_999, rate: 500, taxable: 238_094, cgst: 5953, sgst: 5952 },
    { date: NEW, paid: 250_000, rate: 500, taxable: 238_095, cgst: 5953, sgst: 5952 },
    { date: NEW, paid: 250_001, rate: 500, taxable: 238_096, cgst: 5953, sgst: 5952 },
    // The threshold itself: ₹2,625.00 is exactly ₹2,500 + 5 %.
    { date: NEW, paid: 262_499, rate: 500, taxable: 249_999, cgst: 6250, sgst: 6250 },
    { date: NEW, paid: 262_500, rate: 500, taxable: 250_000, cgst: 6250, sgst: 6250 },
    // The band (₹2,625.01–₹2,950.00) pays the higher rate.
    { date: NEW, paid: 262_501, rate: 1800, taxable: 222_458, cgst: 20_022, sgst: 20_021 },
    { date: NEW, paid: 270_000, rate: 1800, taxable: 228_814, cgst: 20_593, sgst: 20_593 },
    { date: NEW, paid: 295_000, rate: 1800, taxable: 250_000, cgst: 22_500, sgst: 22_500 },
    { date: NEW, paid: 295_001, rate: 1800, taxable: 250_001, cgst: 22_500, sgst: 22_500 },
    // Before: 5 % while a piece's taxable value is at most ₹1,000, 12 % above.
    { date: OLD, paid: 99_999, rate: 500, taxable: 95_237, cgst: 2381, sgst: 2381 },
    { date: OLD, paid: 100_000, rate: 500, taxable: 95_238, cgst: 2381, sgst: 2381 },
    { date: OLD, paid: 100_001, rate: 500, taxable: 95_239, cgst: 2381, sgst: 2381 },
    { date: OLD, paid: 105_000, rate: 500, taxable: 100_000, cgst: 2500, sgst: 2500 },
    { date: OLD, paid: 105_001, rate: 1200, taxable: 93_751, cgst: 5625, sgst: 5625 },
    { date: OLD, paid: 112_000, rate: 1200, taxable: 100_000, cgst: 6000, sgst: 6000 },
    { date: OLD, paid: 112_001, rate: 1200, taxable: 100_001, cgst: 6000, sgst: 6000 },
    { date: OLD, paid: 249_999, rate: 1200, taxable: 223_213, cgst: 13_393, sgst: 13_393 },
    { date: OLD, paid: 250_000, rate: 1200, taxable: 223_214, cgst: 13_393, sgst: 13_393 },
    { date: OLD, paid: 250_001, rate: 1200, taxable: 223_215, cgst: 13_393, sgst: 13_393 },
  ])('$date, paid $paid → $rate bps, taxable $taxable', ({ date, paid, rate, taxable, cgst, sgst }) => {
    expect(onePiece(paid, date)).toEqual({
      quantity: 1,
      rateBps: rate,
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: 0,
      taxPaise: paid - taxable,
      totalPaise: paid,
    });
  });

  it('changes rate on the day of the change: a ₹2,000 piece is 12 % on 21 September 2025 and 5 % on the 22nd', () => {
    expect(onePiece(200_000, '2025-09-21')).toMatchObject({ rateBps: 1200, taxablePaise: 178_571, cgstPaise: 10_715, sgstPaise: 10_714 });
    expect(onePiece(200_000, '2025-09-22')).toMatchObject({ rateBps: 500, taxablePaise: 190_476, cgstPaise: 4762, sgstPaise: 4762 });
  });

  it('rounds the taxable value half-up to the paisa (₹0.14 at 12 % is 12.5 paise taxable → 13)', () => {
    expect(taxableValuePaise(14, 1200)).toBe(13);
    expect(taxableValuePaise(42, 1200)).toBe(38);
    expect(taxableValuePaise(0, 1800)).toBe(0);
  });
});

describe('the rate follows the price of a piece after discount', () => {
  it.each([
    { what: 'a ₹2,700 piece with no discount', quantity: 1, paid: 270_000, rate: 1800 },
    { what: 'a ₹2,700 piece with ₹100 off', quantity: 1, paid: 260_000, rate: 500 },
    { what: 'two ₹3,000 pieces at 15 % off (₹2,550 each)', quantity: 2, paid: 510_000, rate: 500 },
    { what: 'two ₹3,000 pieces with no discount', quantity: 2, paid: 600_000, rate: 1800 },
    { what: 'three pieces for ₹7,875.00 (₹2,625 each)', quantity: 3, paid: 787_500, rate: 500 },
    { what: 'three pieces for ₹7,875.01 (a third of a paisa over ₹2,625 each)', quantity: 3, paid: 787_501, rate: 1800 },
  ])('$what → $rate bps', ({ quantity, paid, rate }) => {
    expect(garmentRateBps(paid, quantity, NEW)).toBe(rate);
    expect(onePiece(paid, NEW, quantity).rateBps).toBe(rate);
  });
});

describe('the band where neither rate is self-consistent', () => {
  it.each([
    { date: NEW, price: 100_000, inBand: false },
    { date: NEW, price: 262_500, inBand: false },
    { date: NEW, price: 262_501, inBand: true },
    { date: NEW, price: 280_000, inBand: true },
    { date: NEW, price: 295_000, inBand: true },
    { date: NEW, price: 295_001, inBand: false },
    { date: OLD, price: 105_000, inBand: false },
    { date: OLD, price: 105_001, inBand: true },
    { date: OLD, price: 112_000, inBand: true },
    { date: OLD, price: 112_001, inBand: false },
    { date: OLD, price: 280_000, inBand: false },
  ])('$date: a piece at $price paise is in the band: $inBand', ({ date, price, inBand }) => {
    expect(priceInGstBand(price, date)).toBe(inBand);
    expect(gstBandWarning(price, date) !== null).toBe(inBand);
  });

  it('has its bounds on each table', () => {
    expect(gstBandOn(NEW)).toEqual({ lowerUpToPaise: 262_500, higherAbovePaise: 295_000, lowerRateBps: 500, higherRateBps: 1800, thresholdPaise: 250_000 });
    expect(gstBandOn(OLD)).toEqual({ lowerUpToPaise: 105_000, higherAbovePaise: 112_000, lowerRateBps: 500, higherRateBps: 1200, thresholdPaise: 100_000 });
  });

  it('warns the admin with the prices to move to', () => {
    expect(gstBandWarning(270_000, new Date('2026-01-10T06:00:00Z'))).toBe(
      'At ₹2,700.00 a piece is taxed at 18% although its value before tax is at most ₹2,500.00. ' +
        'Price it at ₹2,625.00 or less (5%) or above ₹2,950.00 (18%).',
    );
  });

  it('never gives the lower rate to a piece whose taxable value is over the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 50 }), (perPiece, quantity) => {
        const paid = perPiece * quantity;
        const rate = garmentRateBps(paid, quantity, NEW);
        // ₹2,625 a piece is exactly ₹2,500 taxable at 5 %.
        expect(rate).toBe(perPiece <= 262_500 ? 500 : 1800);
      }),
    );
  });
});

describe('formatRateBps', () => {
  it.each([
    [250, '2.5%'],
    [500, '5%'],
    [600, '6%'],
    [900, '9%'],
    [1250, '12.5%'],
    [1800, '18%'],
  ])('%i bps → %s', (bps, text) => {
    expect(formatRateBps(bps)).toBe(text);
  });
});

describe('a cart', () => {
  const cart = [
    { quantity: 2, paidPaise: 159_800 }, // two ₹799 T-shirts
    { quantity: 1, paidPaise: 320_000 }, // a ₹3,200 sweatshirt
    { quantity: 1, paidPaise: 49_901 }, // a ₹499.01 crop top
  ];

  it('inside West Bengal is CGST + SGST, with totals and a per-rate summary', () => {
    const gst = computeGst({ lines: cart, invoiceDate: NEW, storeStateCode: WB, placeOfSupplyStateCode: WB });
    expect(gst.supplyType).toBe('intra-state');
    expect(gst.stateTax).toBe('SGST');
    expect(gst.lines.map((l) => [l.rateBps, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [500, 152_190, 3805, 3805, 0],
      [1800, 271_186, 24_407, 24_407, 0],
      [500, 47_525, 1188, 1188, 0],
    ]);
    expect(gst.totals).toEqual({
      taxablePaise: 470_901,
      cgstPaise: 29_400,
      sgstPaise: 29_400,
      igstPaise: 0,
      taxPaise: 58_800,
      totalPaise: 529_701,
    });
    expect(gst.byRate).toEqual([
      { rateBps: 500, quantity: 3, taxablePaise: 199_715, cgstPaise: 4993, sgstPaise: 4993, igstPaise: 0, taxPaise: 9986, totalPaise: 209_701 },
      { rateBps: 1800, quantity: 1, taxablePaise: 271_186, cgstPaise: 24_407, sgstPaise: 24_407, igstPaise: 0, taxPaise: 48_814, totalPaise: 320_000 },
    ]);
  });

  it('to another state is IGST only, with the same taxable value', () => {
    const gst = computeGst({ lines: cart, invoiceDate: NEW, storeStateCode: WB, placeOfSupplyStateCode: MAHARASHTRA });
    expect(gst.supplyType).toBe('inter-state');
    expect(gst.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [152_190, 0, 0, 7610],
      [271_186, 0, 0, 48_814],
      [47_525, 0, 0, 2376],
    ]);
    expect(gst.totals).toMatchObject({ taxablePaise: 470_901, igstPaise: 58_800, taxPaise: 58_800, totalPaise: 529_701 });
  });

  it('names the state half UTGST in a union territory without a legislature', () => {
    const gst = computeGst({ lines: cart, invoiceDate: NEW, storeStateCode: '04', placeOfSupplyStateCode: '04' });
    expect(gst.stateTax).toBe('UTGST');
    expect(gst.totals.sgstPaise).toBe(29_400);
  });

  it('gives CGST the odd paisa', () => {
    expect(splitLine(105, 1, 500, 'intra-state')).toMatchObject({ taxablePaise: 100, taxPaise: 5, cgstPaise: 3, sgstPaise: 2 });
  });

  it('keeps taxable + tax = paid and CGST + SGST = tax to the paisa over random carts', () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 1000 }), paidPaise: fc.integer({ min: 0, max: 100_000_000 }) });
    const date = fc.constantFrom(OLD, NEW, '2019-05-01', '2030-01-01');
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), date, fc.constantFrom(WB, MAHARASHTRA, '11', '04'), (lines, invoiceDate, to) => {
        const gst = computeGst({ lines, invoiceDate, storeStateCode: WB, placeOfSupplyStateCode: to });
        gst.lines.forEach((l, i) => {
          expect(l.totalPaise).toBe(lines[i]?.paidPaise);
          expect(l.taxablePaise + l.taxPaise).toBe(l.totalPaise);
          expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.taxPaise);
          if (to === WB) {
            expect(l.igstPaise).toBe(0);
            expect(l.cgstPaise - l.sgstPaise).toBeGreaterThanOrEqual(0);
            expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(1);
          } else {
            expect(l.cgstPaise + l.sgstPaise).toBe(0);
          }
          // The taxable value is the paid amount ÷ (1 + rate) to within half a paisa.
          expect(Math.abs(l.taxablePaise * (10_000 + l.rateBps) - l.totalPaise * 10_000)).toBeLessThanOrEqual((10_000 + l.rateBps) / 2);
        });
        const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
          gst.lines.reduce((total, l) => total + l[key], 0);
        expect(gst.totals.totalPaise).toBe(lines.reduce((total, l) => total + l.paidPaise, 0));
        for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) {
          expect(gst.totals[key]).toBe(sum(key));
          expect(gst.byRate.reduce((total, row) => total + row[key], 0)).toBe(gst.totals[key]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is exact at the largest order the store takes (₹1,000 crore)', () => {
    // 4,00,000 pieces at ₹25,000: 10^16 paise × bps would lose paise as a float product.
    const line = onePiece(1_000_000_000_000, NEW, 400_000);
    expect(line).toMatchObject({ rateBps: 1800, taxablePaise: 847_457_627_119, taxPaise: 152_542_372_881 });
  });

  it.each([
    { what: 'a fractional paisa', lines: [{ quantity: 1, paidPaise: 10.5 }], error: /whole number of paise/ },
    { what: 'a negative amount', lines: [{ quantity: 1, paidPaise: -1 }], error: /whole number of paise/ },
    { what: 'no pieces', lines: [{ quantity: 0, paidPaise: 100 }], error: /Quantity must be a whole number from 1/ },
  ])('refuses $what', ({ lines, error }) => {
    expect(() => computeGst({ lines, invoiceDate: NEW, storeStateCode: WB, placeOfSupplyStateCode: WB })).toThrow(error);
  });

  it('refuses an unknown state code', () => {
    expect(() => computeGst({ lines: [], invoiceDate: NEW, storeStateCode: WB, placeOfSupplyStateCode: '99' })).toThrow(
      "Place of supply '99' is not a GST state code",
    );
    expect(() => computeGst({ lines: [], invoiceDate: NEW, storeStateCode: 'WB', placeOfSupplyStateCode: WB })).toThrow(
      "Store state 'WB' is not a GST state code",
    );
  });
});

describe('HSN codes', () => {
  it('has a valid default for every product type: 6109 for T-shirts and crop tops, 6110 for sweatshirts', () => {
    for (const type of PRODUCT_TYPES) expect(validateHsn(DEFAULT_HSN_BY_PRODUCT_TYPE[type]), type).toBeNull();
    expect(DEFAULT_HSN_BY_PRODUCT_TYPE.crop_top).toBe('6109');
    expect(DEFAULT_HSN_BY_PRODUCT_TYPE.round_neck_half).toBe('6109');
    expect(DEFAULT_HSN_BY_PRODUCT_TYPE.sweat_shirts_full).toBe('6110');
  });

  it.each([
    ['6109', null],
    ['610910', null],
    ['61091000', null],
    [' 6110 ', null],
    ['610', HSN_MESSAGE],
    ['61091', HSN_MESSAGE],
    ['6109100', HSN_MESSAGE],
    ['610910000', HSN_MESSAGE],
    ['61O9', HSN_MESSAGE],
    ['0009', HSN_MESSAGE],
    ['9954', HSN_MESSAGE],
    ['', HSN_MESSAGE],
    [null, HSN_MESSAGE],
  ])('%s → %s', (hsn, message) => {
    expect(validateHsn(hsn)).toBe(message);
  });
});

describe('summariseGstByHsn', () => {
  it('groups lines by HSN and rate, summing their frozen amounts', () => {
    const lines = [
      { ...splitLine(159_800, 2, 500, 'intra-state'), hsn: '6109' },
      { ...splitLine(320_000, 1, 1800, 'intra-state'), hsn: '6110' },
      { ...splitLine(49_901, 1, 500, 'intra-state'), hsn: '6109' },
      { ...splitLine(300_000, 1, 1800, 'intra-state'), hsn: '6109' },
    ];
    expect(summariseGstByHsn(lines)).toEqual([
      { hsn: '6109', rateBps: 500, quantity: 3, taxablePaise: 199_715, cgstPaise: 4993, sgstPaise: 4993, igstPaise: 0, taxPaise: 9986, totalPaise: 209_701 },
      { hsn: '6109', rateBps: 1800, quantity: 1, taxablePaise: 254_237, cgstPaise: 22_882, sgstPaise: 22_881, igstPaise: 0, taxPaise: 45_763, totalPaise: 300_000 },
      { hsn: '6110', rateBps: 1800, quantity: 1, taxablePaise: 271_186, cgstPaise: 24_407, sgstPaise: 24_407, igstPaise: 0, taxPaise: 48_814, totalPaise: 320_000 },
    ]);
  });
});
