import { describe, expect, it } from 'vitest';
import { ProductType, Size, SizingType } from './catalog.js';
import {
  changedSinceRead,
  checkSizeStock,
  droppedSizesWithStock,
  stockRefusal,
  firstSizeInStock,
  inSize,
  SIZE_STOCK_MESSAGES,
  stockFromTotal,
  totalOfSizes,
} from './size-stock.js';
import { MESSAGES } from './messages.js';

const tee = { type: SizingType.SIZE, size: Size.M, productType: ProductType.POLO_NECK };
const oversize = { ...tee, productType: ProductType.ROUND_NECK_OVERSIZE };
const kids = { type: SizingType.AGE_GROUP, size: Size.AGE_6_8, productType: ProductType.ROUND_NECK_HALF };

describe('stock per size', () => {
  it('puts stock given as a total on the product’s own size, the other offered sizes at 0', () => {
    expect(stockFromTotal(tee, 12)).toEqual({ XS: 0, S: 0, M: 12, L: 0, XL: 0, XXL: 0 });
    expect(stockFromTotal(kids, 4)).toEqual({ '3-5yr': 0, '6-8yr': 4, '9-13yr': 0 });
    expect(stockFromTotal({ ...tee, size: Size.XXL }, 3)).toEqual({ XXL: 3 });
  });

  it('adds the sizes up to the total', () => {
    expect(totalOfSizes({ M: 3, XL: 1 })).toBe(4);
    expect(totalOfSizes({})).toBe(0);
    expect(totalOfSizes({ M: 2_000_000_000, L: 2_000_000_000 })).toBe(2_147_483_647);
  });

  it.each([
    { name: 'a size the product does not offer', product: oversize, entries: [{ size: Size.S, quantity: 1 }], problem: SIZE_STOCK_MESSAGES.NOT_OFFERED(Size.S, [Size.M, Size.L, Size.XL, Size.XXL]) },
    { name: 'a size twice', product: tee, entries: [{ size: Size.M, quantity: 1 }, { size: Size.M, quantity: 2 }], problem: SIZE_STOCK_MESSAGES.REPEATED(Size.M) },
    { name: 'a negative count', product: tee, entries: [{ size: Size.M, quantity: -1 }], problem: 'Stock must be a whole number of 0 or more' },
    { name: 'a fraction', product: tee, entries: [{ size: Size.M, quantity: 1.5 }], problem: 'Stock must be a whole number of 0 or more' },
    { name: 'one size over the limit', product: tee, entries: [{ size: Size.M, quantity: 1_000_001 }], problem: MESSAGES.STOCK_MAX },
    {
      name: 'sizes together over the limit',
      product: tee,
      entries: [{ size: Size.M, quantity: 600_000 }, { size: Size.L, quantity: 400_001 }],
      problem: SIZE_STOCK_MESSAGES.TOTAL_MAX,
    },
  ])('refuses $name', ({ product, entries, problem }) => {
    expect(checkSizeStock(product, entries)).toEqual({ stock: null, problem });
  });

  it('accepts offered sizes within the limits, the sizes not listed at 0', () => {
    expect(checkSizeStock(oversize, [{ size: Size.XL, quantity: 1 }, { size: Size.M, quantity: 1_000_000 - 1 }])).toEqual({
      stock: { M: 999_999, L: 0, XL: 1, XXL: 0 },
      problem: null,
    });
  });

  it('names the sizes a change stops offering while they hold stock', () => {
    expect(droppedSizesWithStock({ XS: 2, S: 0, M: 5, XXL: 1 }, oversize)).toEqual([{ size: Size.XS, quantity: 2 }]);
    expect(droppedSizesWithStock({ XS: 0, S: 0, M: 5 }, oversize)).toEqual([]);
    expect(droppedSizesWithStock({ M: 5 }, kids)).toEqual([{ size: Size.M, quantity: 5 }]);
  });

  it('names the size in the spec’s stock messages, which come first unchanged', () => {
    expect(inSize(MESSAGES.ONLY_N_IN_STOCK(3), Size.XL)).toBe('Only 3 items available in stock in size XL');
    expect(inSize(MESSAGES.OUT_OF_STOCK, Size.AGE_3_5)).toBe('Out of Stock in age group 3-5 Years');
  });

  it('words every stock refusal one way, and says so when the cart already holds all that is left', () => {
    expect(stockRefusal(Size.XL, 0, 1)).toEqual({ code: 'OUT_OF_STOCK', message: 'Out of Stock in size XL' });
    expect(stockRefusal(Size.XL, 2, 2)).toBeNull();
    expect(stockRefusal(Size.XL, 2, 3)).toEqual({ code: 'INSUFFICIENT_STOCK', message: 'Only 2 items available in stock in size XL' });
    expect(stockRefusal(Size.S, 5, 6, 3)).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 5 items available in stock in size S; your cart already holds 3',
    });
    expect(stockRefusal(Size.S, 2, 3, 2)).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'Maximum stock limit reached in size S: your cart already holds all 2 in stock',
    });
    expect(stockRefusal(Size.AGE_3_5, 1, 2)?.message).toBe('Only 1 items available in stock in age group 3-5 Years');
  });

  it('opens on the first size in stock', () => {
    const options = [
      { size: Size.XS, quantityAvailable: 0 },
      { size: Size.S, quantityAvailable: 0 },
      { size: Size.M, quantityAvailable: 4 },
    ];
    expect(firstSizeInStock(options)?.size).toBe(Size.M);
    expect(firstSizeInStock(options.slice(0, 2))).toBeNull();
  });

  it('names the first size whose stock moved since the admin read it, a size not held yet counting as 0', () => {
    const current = { [Size.M]: 3, [Size.XL]: 0 };
    expect(changedSinceRead([{ size: Size.M, expectedStock: 3 }, { size: Size.XL, expectedStock: 0 }, { size: Size.L, expectedStock: 0 }], current)).toBeNull();
    expect(changedSinceRead([{ size: Size.M, expectedStock: 3 }, { size: Size.XL, expectedStock: 1 }], current)).toEqual({ size: Size.XL, quantity: 0 });
    expect(changedSinceRead([{ size: Size.L, expectedStock: 2 }], current)).toEqual({ size: Size.L, quantity: 0 });
    // Sent without what was read (older clients): not checked.
    expect(changedSinceRead([{ size: Size.XL }, { size: Size.M, expectedStock: null }], { [Size.XL]: 5 })).toBeNull();
    expect(SIZE_STOCK_MESSAGES.CHANGED_WHILE_EDITING(Size.AGE_3_5, 2)).toBe(
      'The stock of age group 3-5 Years changed to 2 while you were editing (a sale or another admin). Check it and save again.',
    );
  });
});
