import { describe, expect, it } from 'vitest';
import { ADULT_SIZES, AGE_GROUPS, ProductType, Size, SizingType } from './catalog.js';
import {
  defaultSize,
  isSelectableSize,
  selectableSizes,
  sizeLabelFor,
  sizeOptions,
  type SizedProduct,
} from './size-options.js';

const product = (overrides: Partial<SizedProduct> = {}): SizedProduct => ({
  type: SizingType.SIZE,
  size: Size.M,
  productType: ProductType.POLO_NECK,
  price: 100_000,
  salePrice: 0,
  percentageIncrement: 10,
  ...overrides,
});

const kids = product({ type: SizingType.AGE_GROUP, size: Size.AGE_3_5, productType: ProductType.ROUND_NECK_HALF });
const oversize = product({ productType: ProductType.ROUND_NECK_OVERSIZE });
const ownXxl = product({ size: Size.XXL });
const ownXxlOversize = product({ size: Size.XXL, productType: ProductType.ROUND_NECK_OVERSIZE });

describe('selectableSizes and defaultSize', () => {
  it.each([
    { name: 'regular adult product', p: product(), sizes: [...ADULT_SIZES], first: Size.XS },
    { name: 'crop top', p: product({ productType: ProductType.CROP_TOP }), sizes: [...ADULT_SIZES], first: Size.XS },
    { name: 'oversize', p: oversize, sizes: [Size.M, Size.L, Size.XL, Size.XXL], first: Size.M },
    { name: 'own size XXL', p: ownXxl, sizes: [Size.XXL], first: Size.XXL },
    { name: 'own size XXL oversize', p: ownXxlOversize, sizes: [Size.XXL], first: Size.XXL },
    { name: 'kids', p: kids, sizes: [...AGE_GROUPS], first: Size.AGE_3_5 },
    { name: 'kids product stored as XXL', p: { ...kids, size: Size.XXL }, sizes: [...AGE_GROUPS], first: Size.AGE_3_5 },
  ])('$name', ({ p, sizes, first }) => {
    expect(selectableSizes(p)).toEqual(sizes);
    expect(defaultSize(p)).toBe(first);
  });
});

describe('isSelectableSize', () => {
  it.each([
    { name: 'adult XS', p: product(), size: 'XS', ok: true },
    { name: 'adult XXL', p: product(), size: 'XXL', ok: true },
    { name: 'adult age group', p: product(), size: '3-5yr', ok: false },
    { name: 'oversize XS', p: oversize, size: 'XS', ok: false },
    { name: 'oversize S', p: oversize, size: 'S', ok: false },
    { name: 'oversize M', p: oversize, size: 'M', ok: true },
    { name: 'own XXL in L', p: ownXxl, size: 'L', ok: false },
    { name: 'own XXL in XXL', p: ownXxl, size: 'XXL', ok: true },
    { name: 'kids 6-8yr', p: kids, size: '6-8yr', ok: true },
    { name: 'kids letter size', p: kids, size: 'L', ok: false },
    { name: 'unknown size', p: product(), size: 'XXXL', ok: false },
  ])('$name → $ok', ({ p, size, ok }) => {
    expect(isSelectableSize(p, size)).toBe(ok);
  });
});

describe('sizeLabelFor', () => {
  it.each([
    [SizingType.SIZE, 'Size'],
    [SizingType.AGE_GROUP, 'Age Group'],
  ] as const)('%s → %s', (type, label) => {
    expect(sizeLabelFor(type)).toBe(label);
  });
});

describe('sizeOptions', () => {
  it('prices each adult size with its increment', () => {
    expect(sizeOptions(product({ salePrice: 90_000 }))).toEqual([
      { size: 'XS', pricePaise: 100_000, salePricePaise: 90_000, effectivePaise: 90_000 },
      { size: 'S', pricePaise: 100_000, salePricePaise: 90_000, effectivePaise: 90_000 },
      { size: 'M', pricePaise: 100_000, salePricePaise: 90_000, effectivePaise: 90_000 },
      { size: 'L', pricePaise: 110_000, salePricePaise: 99_000, effectivePaise: 99_000 },
      { size: 'XL', pricePaise: 110_000, salePricePaise: 99_000, effectivePaise: 99_000 },
      { size: 'XXL', pricePaise: 120_000, salePricePaise: 108_000, effectivePaise: 108_000 },
    ]);
  });

  it('offers only M to XXL for oversize tees', () => {
    expect(sizeOptions(oversize)).toEqual([
      { size: 'M', pricePaise: 100_000, salePricePaise: 0, effectivePaise: 100_000 },
      { size: 'L', pricePaise: 110_000, salePricePaise: 0, effectivePaise: 110_000 },
      { size: 'XL', pricePaise: 110_000, salePricePaise: 0, effectivePaise: 110_000 },
      { size: 'XXL', pricePaise: 120_000, salePricePaise: 0, effectivePaise: 120_000 },
    ]);
  });

  it('offers an own-size XXL product only in XXL, at its stored price', () => {
    expect(sizeOptions({ ...ownXxl, salePrice: 95_000 })).toEqual([
      { size: 'XXL', pricePaise: 100_000, salePricePaise: 95_000, effectivePaise: 95_000 },
    ]);
  });

  it('offers kids every age group at one flat price', () => {
    expect(sizeOptions({ ...kids, price: 50_000, salePrice: 45_000, percentageIncrement: 20 })).toEqual(
      AGE_GROUPS.map((size) => ({ size, pricePaise: 50_000, salePricePaise: 45_000, effectivePaise: 45_000 })),
    );
  });
});
