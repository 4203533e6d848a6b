import { describe, expect, it } from 'vitest';
import {
  changeField,
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  gstBandNotices,
  isComplete,
  NOT_A_NUMBER,
  NOT_A_WHOLE_NUMBER,
  NOT_AN_AMOUNT,
  offeredSizes,
  sizeChoices,
  stockTotal,
  toProductInput,
  type ProductFormValues,
} from './product-form';
import { money } from '../../../test/money';
import { gstBandWarning } from '@threadline/domain';

const complete: ProductFormValues = {
  image: '/media/products/polo-0123456789ab-w1280.webp',
  title: ' Linen Polo ',
  description: 'Breathable linen blend.',
  category: 'MALE',
  productType: 'POLO_NECK',
  type: 'SIZE',
  size: 'XS',
  measurement: 'IN_36',
  percentageIncrement: '5',
  price: '1,299',
  salePrice: '0',
  sizeStock: { XS: '40', S: '0', M: '0', L: '0', XL: '0', XXL: '0' },
};

describe('product form rules', () => {
  it('gives oversized tees M as the smallest size, and moves a smaller size up when the cut changes', () => {
    const oversize = changeField({ ...EMPTY_PRODUCT_FORM, productType: 'ROUND_NECK_OVERSIZE' }, 'type', 'SIZE');
    expect(oversize).toMatchObject({ size: 'M', measurement: 'IN_36' });
    expect(sizeChoices(oversize)).toEqual(['M', 'L', 'XL', 'XXL']);
    expect(changeField(complete, 'productType', 'ROUND_NECK_OVERSIZE').size).toBe('M');
  });

  it('switches a kids product back to letter sizes when the category becomes adult', () => {
    const kids = changeField(complete, 'category', 'KIDS');
    expect(kids).toMatchObject({ type: 'AGE_GROUP', size: 'AGE_3_5', measurement: 'KIDS' });
    expect(changeField(kids, 'category', 'FEMALE')).toMatchObject({ type: 'SIZE', size: 'XS', measurement: 'IN_36' });
  });

  it('counts 0 as filled, but not blanks', () => {
    expect(isComplete(complete)).toBe(true);
    expect(isComplete({ ...complete, description: '   ' })).toBe(false);
    expect(isComplete({ ...complete, sizeStock: { ...complete.sizeStock, XL: ' ' } })).toBe(false);
  });

  it('asks the stock of exactly the sizes the product offers, and sends those alone', () => {
    expect(offeredSizes(complete)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(offeredSizes({ ...complete, size: 'XXL' })).toEqual(['XXL']);
    const oversize = changeField(complete, 'productType', 'ROUND_NECK_OVERSIZE');
    expect(offeredSizes(oversize)).toEqual(['M', 'L', 'XL', 'XXL']);
    // XS and S keep what was typed, unsent: the server refuses the change while they hold stock.
    expect(isComplete(oversize)).toBe(true);
    expect(stockTotal(oversize)).toBe(0);
    expect(toProductInput(oversize)).toEqual({
      input: expect.objectContaining({ sizeStock: ['M', 'L', 'XL', 'XXL'].map((size) => ({ size, quantity: 0 })) }),
    });
    expect(stockTotal({ ...complete, sizeStock: { ...complete.sizeStock, M: '1,200' } })).toBe(1240);
  });

  it('sends prices as exact decimal strings, a sale price of 0 as no sale, numbers as numbers and trimmed text', () => {
    expect(toProductInput(complete)).toEqual({
      input: expect.objectContaining({ title: 'Linen Polo', price: '1299.00', salePrice: null, percentageIncrement: 5 }),
    });
    expect(toProductInput({ ...complete, price: '1299.5', salePrice: '999.05' })).toEqual({
      input: expect.objectContaining({ price: '1299.50', salePrice: '999.05' }),
    });
  });

  it('names the fields that hold no number, or an amount with more than 2 decimals', () => {
    expect(toProductInput({ ...complete, price: 'abc', sizeStock: { ...complete.sizeStock, L: '2.5' } })).toEqual({
      errors: { price: NOT_A_NUMBER, 'sizeStock.L': NOT_A_WHOLE_NUMBER },
    });
    expect(toProductInput({ ...complete, salePrice: '9.999' })).toEqual({ errors: { salePrice: NOT_AN_AMOUNT } });
  });

  it('opens a product with its prices as the API wrote them, and 0 for no sale', () => {
    const product = {
      id: 'p1',
      ...complete,
      category: 'MALE' as const,
      productType: 'POLO_NECK' as const,
      type: 'SIZE' as const,
      size: 'XS' as const,
      measurement: 'IN_36' as const,
      percentageIncrement: 5,
      totalStock: 40,
      sizeOptions: [
        { size: 'XS' as const, quantityAvailable: 40 },
        { size: 'S' as const, quantityAvailable: 0 },
      ],
      averageReview: 0,
      reviewCount: 0,
      basePrice: money('1299.50'),
      baseSalePrice: null,
    };
    expect(formFromProduct(product)).toMatchObject({ price: '1299.50', salePrice: '0', sizeStock: { XS: '40', S: '0' } });
    expect(formFromProduct({ ...product, baseSalePrice: money('999.00') })).toMatchObject({ salePrice: '999.00' });
  });

  describe('GST band notices', () => {
    // From 22 September 2025 the band is ₹2,625.01 to ₹2,950.00 a piece (5 % up to ₹2,625.00).
    const day = new Date('2026-11-27T06:30:00Z');
    const priced = (price: string, salePrice = '0', percentageIncrement = '5') => ({ ...complete, price, salePrice, percentageIncrement });

    it('names no size when every price is outside the band, at its edges to the paisa', () => {
      expect(gstBandNotices(priced('2625', '0', '0'), day)).toEqual([]);
      expect(gstBandNotices(priced('2950.01', '0', '0'), day)).toEqual([]);
      expect(gstBandNotices(priced('1299'), day)).toEqual([]);
    });

    it('warns at the band’s first and last paisa, for every size at one price', () => {
      for (const price of ['2625.01', '2950']) {
        const paise = Math.round(Number(price) * 100);
        expect(gstBandNotices(priced(price, '0', '0'), day)).toEqual([
          { pricePaise: paise, sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], message: gstBandWarning(paise, day) },
        ]);
      }
    });

    it('prices each size with its increment: L and XL move into the band while XXL moves out', () => {
      // ₹2,500 is below the band; +5 % is ₹2,625 (still below), +10 % for XXL ₹2,750 (inside).
      expect(gstBandNotices(priced('2500'), day).map(({ pricePaise, sizes }) => ({ pricePaise, sizes }))).toEqual([
        { pricePaise: 275_000, sizes: ['XXL'] },
      ]);
      // ₹2,700 is inside; L and XL at ₹2,835 inside; XXL at ₹2,970 above the band.
      expect(gstBandNotices(priced('2700'), day).map(({ pricePaise, sizes }) => ({ pricePaise, sizes }))).toEqual([
        { pricePaise: 270_000, sizes: ['XS', 'S', 'M'] },
        { pricePaise: 283_500, sizes: ['L', 'XL'] },
      ]);
    });

    it('checks the sale price charged now and the list price charged when the sale ends', () => {
      expect(gstBandNotices(priced('3000', '2700', '0'), day).map(({ pricePaise }) => pricePaise)).toEqual([270_000]);
      expect(gstBandNotices(priced('2700', '1999', '0'), day).map(({ pricePaise }) => pricePaise)).toEqual([270_000]);
    });

    it('uses the rates of the day: before 22 September 2025 the band was ₹1,050.01 to ₹1,120.00', () => {
      expect(gstBandNotices(priced('1100', '0', '0'), new Date('2025-09-21T12:00:00Z'))).toHaveLength(1);
      expect(gstBandNotices(priced('1100', '0', '0'), day)).toEqual([]);
    });

    it('says nothing while a price is not an amount, and counts an unreadable increment as none', () => {
      expect(gstBandNotices(priced('27,00x'), day)).toEqual([]);
      expect(gstBandNotices(priced('2700', 'abc'), day)).toEqual([]);
      expect(gstBandNotices(priced('2,700', '0', 'x'), day).map(({ sizes }) => sizes)).toEqual([['XS', 'S', 'M', 'L', 'XL', 'XXL']]);
      expect(gstBandNotices({ ...priced('2700'), type: '' }, day)).toEqual([]);
    });
  });
});
