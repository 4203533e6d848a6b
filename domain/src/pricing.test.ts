import { describe, expect, it } from 'vitest';
import { ADULT_SIZES, AGE_GROUPS, Size, SizingType } from './catalog.js';
import {
  applyIncrementPaise,
  effectivePricePaise,
  incrementSteps,
  lineTotalPaise,
  orderTotalPaise,
  priceForSize,
  type PricedProduct,
} from './pricing.js';

const adult = (overrides: Partial<PricedProduct> = {}): PricedProduct => ({
  type: SizingType.SIZE,
  size: Size.M,
  price: 100_000,
  salePrice: 80_000,
  percentageIncrement: 10,
  ...overrides,
});

describe('effectivePricePaise', () => {
  it.each([
    { price: 1000, sale: 0, expected: 1000 },
    { price: 1000, sale: 800, expected: 800 },
    { price: 1000, sale: 1, expected: 1 },
    { price: 1000, sale: -5, expected: 1000 },
    { price: 1000, sale: 1200, expected: 1200 },
  ])('price $price, sale $sale → $expected', ({ price, sale, expected }) => {
    expect(effectivePricePaise(price, sale)).toBe(expected);
  });
});

describe('incrementSteps', () => {
  it.each([
    [Size.XS, 0],
    [Size.S, 0],
    [Size.M, 0],
    [Size.L, 1],
    [Size.XL, 1],
    [Size.XXL, 2],
  ] as const)('adult product in %s → %i steps', (size, steps) => {
    expect(incrementSteps(adult(), size)).toBe(steps);
  });

  it.each(ADULT_SIZES)('own-size XXL product chosen in %s → 0 steps', (size) => {
    expect(incrementSteps(adult({ size: Size.XXL }), size)).toBe(0);
  });

  it.each([...AGE_GROUPS, Size.L, Size.XXL])('age-group product chosen in %s → 0 steps', (size) => {
    expect(incrementSteps({ type: SizingType.AGE_GROUP, size: Size.AGE_3_5 }, size)).toBe(0);
  });
});

describe('priceForSize', () => {
  it.each([
    // on sale, 10%: L/XL +10%, XXL +20%, both prices
    { size: Size.XS, sale: 80_000, price: 100_000, salePrice: 80_000, effective: 80_000 },
    { size: Size.S, sale: 80_000, price: 100_000, salePrice: 80_000, effective: 80_000 },
    { size: Size.M, sale: 80_000, price: 100_000, salePrice: 80_000, effective: 80_000 },
    { size: Size.L, sale: 80_000, price: 110_000, salePrice: 88_000, effective: 88_000 },
    { size: Size.XL, sale: 80_000, price: 110_000, salePrice: 88_000, effective: 88_000 },
    { size: Size.XXL, sale: 80_000, price: 120_000, salePrice: 96_000, effective: 96_000 },
    // not on sale: the sale price stays 0 and the price is what is paid
    { size: Size.XS, sale: 0, price: 100_000, salePrice: 0, effective: 100_000 },
    { size: Size.S, sale: 0, price: 100_000, salePrice: 0, effective: 100_000 },
    { size: Size.M, sale: 0, price: 100_000, salePrice: 0, effective: 100_000 },
    { size: Size.L, sale: 0, price: 110_000, salePrice: 0, effective: 110_000 },
    { size: Size.XL, sale: 0, price: 110_000, salePrice: 0, effective: 110_000 },
    { size: Size.XXL, sale: 0, price: 120_000, salePrice: 0, effective: 120_000 },
  ])('adult product in $size with sale $sale', ({ size, sale, price, salePrice, effective }) => {
    expect(priceForSize(adult({ salePrice: sale }), size)).toEqual({
      pricePaise: price,
      salePricePaise: salePrice,
      effectivePaise: effective,
    });
  });

  it.each(ADULT_SIZES.flatMap((size) => [0, 80_000].map((sale) => ({ size, sale }))))(
    'own-size XXL product is priced as is in $size (sale $sale)',
    ({ size, sale }) => {
      expect(priceForSize(adult({ size: Size.XXL, salePrice: sale }), size)).toEqual({
        pricePaise: 100_000,
        salePricePaise: sale,
        effectivePaise: sale > 0 ? sale : 100_000,
      });
    },
  );

  it.each([...AGE_GROUPS, Size.XL, Size.XXL].flatMap((size) => [0, 50_000].map((sale) => ({ size, sale }))))(
    'age-group product never gets an increment in $size (sale $sale)',
    ({ size, sale }) => {
      const kids: PricedProduct = {
        type: SizingType.AGE_GROUP,
        size: Size.AGE_6_8,
        price: 60_000,
        salePrice: sale,
        percentageIncrement: 25,
      };
      expect(priceForSize(kids, size)).toEqual({
        pricePaise: 60_000,
        salePricePaise: sale,
        effectivePaise: sale > 0 ? sale : 60_000,
      });
    },
  );

  it.each([
    // ₹1,299 / ₹999 at 7.5%: L and XL land on exact half paise and round up; XXL is +15%
    { size: Size.M, price: 129_900, salePrice: 99_900 },
    { size: Size.L, price: 139_643, salePrice: 107_393 },
    { size: Size.XL, price: 139_643, salePrice: 107_393 },
    { size: Size.XXL, price: 149_385, salePrice: 114_885 },
  ])('fractional percent 7.5 in $size', ({ size, price, salePrice }) => {
    const product = adult({ price: 129_900, salePrice: 99_900, percentageIncrement: 7.5 });
    expect(priceForSize(product, size)).toEqual({ pricePaise: price, salePricePaise: salePrice, effectivePaise: salePrice });
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('percentageIncrement %s adds nothing', (percent) => {
    expect(priceForSize(adult({ percentageIncrement: percent }), Size.XXL).pricePaise).toBe(100_000);
  });

  it('rejects a price that is not whole paise', () => {
    expect(() => priceForSize(adult({ price: 999.5 }), Size.L)).toThrow(RangeError);
  });
});

describe('applyIncrementPaise rounding (half-up, once, in integers)', () => {
  it.each([
    // cases where float arithmetic (price × 1.xx) lands just under .5 and would round down
    { paise: 50, percent: 7.5, steps: 2, expected: 58 }, // 57.5
    { paise: 90, percent: 7.5, steps: 2, expected: 104 }, // 103.5
    { paise: 100, percent: 0.5, steps: 1, expected: 101 }, // 100.5
    { paise: 900, percent: 2.25, steps: 2, expected: 941 }, // 940.5
    { paise: 7500, percent: 33.33, steps: 2, expected: 12_500 }, // 12499.5
    // just above and just below half
    { paise: 999, percent: 7.5, steps: 1, expected: 1074 }, // 1073.925
    { paise: 1000, percent: 0.25, steps: 1, expected: 1003 }, // 1002.5
    { paise: 999, percent: 0.25, steps: 1, expected: 1001 }, // 1001.4975
    { paise: 1001, percent: 10, steps: 1, expected: 1101 }, // 1101.1
    // nothing to increase
    { paise: 0, percent: 10, steps: 2, expected: 0 },
    { paise: 1234, percent: 10, steps: 0, expected: 1234 },
    // more than two decimals are rounded to hundredths of a percent first
    { paise: 10_000, percent: 7.499, steps: 1, expected: 10_750 },
  ])('$paise paise + $steps × $percent% → $expected', ({ paise, percent, steps, expected }) => {
    expect(applyIncrementPaise(paise, percent, steps)).toBe(expected);
  });

  it('refuses amounts too large to compute exactly', () => {
    expect(() => applyIncrementPaise(Number.MAX_SAFE_INTEGER - 1, 10, 1)).toThrow(RangeError);
  });
});

describe('lineTotalPaise and orderTotalPaise', () => {
  it.each([
    { unit: 139_643, quantity: 3, expected: 418_929 },
    { unit: 1999, quantity: 1, expected: 1999 },
    { unit: 1999, quantity: 0, expected: 0 },
  ])('$unit × $quantity = $expected', ({ unit, quantity, expected }) => {
    expect(lineTotalPaise(unit, quantity)).toBe(expected);
  });

  it.each([
    { unit: 10.5, quantity: 1 },
    { unit: 100, quantity: 1.5 },
    { unit: 100, quantity: -1 },
  ])('rejects unit $unit × quantity $quantity', ({ unit, quantity }) => {
    expect(() => lineTotalPaise(unit, quantity)).toThrow(RangeError);
  });

  it('sums rounded unit prices times quantities', () => {
    const product = adult({ price: 129_900, salePrice: 0, percentageIncrement: 7.5 });
    const lUnit = priceForSize(product, Size.L).effectivePaise; // 139643, not 139642.5
    expect(
      orderTotalPaise([
        { unitPaise: lUnit, quantity: 3 },
        { unitPaise: 99_900, quantity: 2 },
      ]),
    ).toBe(618_729);
  });

  it('totals ten 10-paise items to exactly one rupee', () => {
    expect(orderTotalPaise(Array.from({ length: 10 }, () => ({ unitPaise: 10, quantity: 1 })))).toBe(100);
  });

  it('is 0 for no lines', () => {
    expect(orderTotalPaise([])).toBe(0);
  });
});
