import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, Category, PRODUCT_TYPES, ProductType, Size } from './catalog.js';
import {
  codeRefusalMessage,
  instantToIstDateTime,
  isPromotionInForce,
  istDateTimeToInstant,
  priceCart,
  PROMOTION_MESSAGES,
  promotionCoversProduct,
  promotionLabel,
  spreadByLargestRemainder,
  validatePromotionInput,
  type CodeRefusal,
  type Promotion,
  type PromotionAction,
  type PromotionCartLine,
  type PromotionContext,
  type PromotionInput,
} from './promotions.js';

// ---- builders ---------------------------------------------------------------------------------

const line = (lineId: string, unitPaise: number, quantity = 1, overrides: Partial<PromotionCartLine> = {}): PromotionCartLine => ({
  lineId,
  productId: `product-${lineId}`,
  category: Category.FEMALE,
  productType: ProductType.CROP_TOP,
  size: Size.M,
  unitPaise,
  quantity,
  ...overrides,
});

const percentOff = (percent: number, capPaise: number | null = null): PromotionAction => ({ kind: 'PERCENT_OFF_LINES', percent, capPaise });
const fixedOff = (amountPaise: number): PromotionAction => ({ kind: 'FIXED_OFF_ORDER', amountPaise });
const buyGet = (buy: number, get: number, percentOffGiven = 100): PromotionAction => ({ kind: 'BUY_X_GET_Y', buy, get, percentOffGiven });

const promo = (id: string, action: PromotionAction, overrides: Partial<Omit<Promotion, 'conditions'>> & { conditions?: Partial<Promotion['conditions']> } = {}): Promotion => {
  const { conditions, ...rest } = overrides;
  return {
    id,
    name: `Offer ${id}`,
    code: null,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
    enabled: true,
    priority: 0,
    combinesWith: true,
    action,
    ...rest,
    conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [], productIds: [], firstOrderOnly: false, ...conditions },
  };
};

const context = (overrides: Partial<PromotionContext> = {}): PromotionContext => ({
  now: new Date('2026-10-15T12:00:00Z'),
  previousOrderCount: 3,
  code: null,
  ...overrides,
});

const lineDiscounts = (lines: PromotionCartLine[], promotions: Promotion[], ctx = context()) =>
  priceCart(lines, promotions, ctx).lines.map((priced) => priced.discountPaise);

// ---- largest remainder ------------------------------------------------------------------------

describe('spreadByLargestRemainder', () => {
  it.each([
    { amount: 1000, weights: [3333, 3333, 3334], shares: [333, 333, 334] },
    { amount: 10000, weights: [3333, 3333, 3334], shares: [3333, 3333, 3334] },
    { amount: 100, weights: [1000, 1000, 1000], shares: [34, 33, 33] },
    { amount: 1, weights: Array.from({ length: 12 }, () => 999), shares: [1, ...Array.from({ length: 11 }, () => 0)] },
    { amount: 1, weights: [100, 300, 200], shares: [0, 1, 0] },
    { amount: 2, weights: [1, 1, 1], shares: [1, 1, 0] },
    { amount: 7, weights: [0, 5, 0, 5], shares: [0, 4, 0, 3] },
    { amount: 0, weights: [10, 20], shares: [0, 0] },
    { amount: 5, weights: [0, 0], shares: [0, 0] },
    { amount: 15000, weights: [10000, 6000, 4000], shares: [7500, 4500, 3000] },
    { amount: 10001, weights: [10000, 6000, 4000], shares: [5001, 3000, 2000] },
  ])('$amount over $weights → $shares', ({ amount, weights, shares }) => {
    expect(spreadByLargestRemainder(amount, weights)).toEqual(shares);
  });

  it('stays exact where amount × weight passes 2^53', () => {
    const shares = spreadByLargestRemainder(999_999_999_999, [333_333_333_333, 333_333_333_333, 333_333_333_334]);
    expect(shares).toEqual([333_333_333_333, 333_333_333_333, 333_333_333_333]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999_999_999_999);
  });

  it.each([
    [1.5, [1]],
    [-1, [1]],
    [1, [2.5]],
  ])('rejects amount %s over %j', (amount, weights) => {
    expect(() => spreadByLargestRemainder(amount, weights)).toThrow(RangeError);
  });
});

// ---- percent off lines ------------------------------------------------------------------------

describe('PERCENT_OFF_LINES', () => {
  it.each([
    // half-up to the paisa, per line
    { paise: 33_333, percent: 20, discount: 6667 },
    { paise: 2, percent: 25, discount: 1 },
    { paise: 1, percent: 49, discount: 0 },
    { paise: 1, percent: 50, discount: 1 },
    { paise: 999, percent: 10, discount: 100 },
    { paise: 12_345, percent: 15, discount: 1852 },
    { paise: 129_900, percent: 100, discount: 129_900 },
    { paise: 0, percent: 30, discount: 0 },
  ])('$percent % of $paise paise → $discount', ({ paise, percent, discount }) => {
    expect(lineDiscounts([line('a', paise)], [promo('p', percentOff(percent))])).toEqual([discount]);
  });

  it('rounds each line on its own, not the order', () => {
    // 20 % of ₹0.03 is 0.6 paise per line: 1 paisa each (3 in all), where the order's 0.12 × 20 % would be 2.4.
    const result = priceCart([line('a', 3), line('b', 3), line('c', 3), line('d', 3)], [promo('p', percentOff(20))], context());
    expect(result.lines.map((l) => l.discountPaise)).toEqual([1, 1, 1, 1]);
    expect(result).toMatchObject({ subtotalPaise: 12, savingsPaise: 4, totalPaise: 8 });
  });

  it.each([
    { name: 'a category', conditions: { categories: [Category.MALE] }, expected: [0, 10_000, 0] },
    { name: 'a product type', conditions: { productTypes: [ProductType.POLO_NECK] }, expected: [0, 10_000, 10_000] },
    { name: 'a category and a type together', conditions: { categories: [Category.KIDS], productTypes: [ProductType.POLO_NECK] }, expected: [0, 0, 10_000] },
    { name: 'products', conditions: { productIds: ['product-a', 'product-c'] }, expected: [10_000, 0, 10_000] },
    { name: 'nothing', conditions: {}, expected: [10_000, 10_000, 10_000] },
  ])('takes only the lines of $name', ({ conditions, expected }) => {
    const lines = [
      line('a', 100_000),
      line('b', 100_000, 1, { category: Category.MALE, productType: ProductType.POLO_NECK }),
      line('c', 100_000, 1, { category: Category.KIDS, productType: ProductType.POLO_NECK }),
    ];
    expect(lineDiscounts(lines, [promo('p', percentOff(10), { conditions })])).toEqual(expected);
  });

  it.each([
    { cap: null, expected: [10_000, 6000, 4000] },
    { cap: 25_000, expected: [10_000, 6000, 4000] },
    { cap: 20_000, expected: [10_000, 6000, 4000] },
    { cap: 15_000, expected: [7500, 4500, 3000] },
    { cap: 10_001, expected: [5001, 3000, 2000] },
    { cap: 1, expected: [1, 0, 0] },
    { cap: 0, expected: [0, 0, 0] },
  ])('20 % capped at $cap paise → $expected', ({ cap, expected }) => {
    const lines = [line('a', 50_000), line('b', 30_000), line('c', 20_000)];
    const result = priceCart(lines, [promo('p', percentOff(20, cap))], context());
    expect(result.lines.map((l) => l.discountPaise)).toEqual(expected);
    expect(result.savingsPaise).toBe(expected.reduce((a, b) => a + b, 0));
  });

  it('gives the shopper the per-line breakdown, the savings and the total', () => {
    const result = priceCart([line('a', 99_900), line('b', 33_333, 3)], [promo('puja', percentOff(20), { name: 'Puja offer' })], context());
    expect(result).toEqual({
      lines: [
        { lineId: 'a', originalPaise: 99_900, discountPaise: 19_980, finalPaise: 79_920, discounts: [{ promotionId: 'puja', discountPaise: 19_980 }] },
        { lineId: 'b', originalPaise: 99_999, discountPaise: 20_000, finalPaise: 79_999, discounts: [{ promotionId: 'puja', discountPaise: 20_000 }] },
      ],
      applied: [{ promotionId: 'puja', name: 'Puja offer', code: null, discountPaise: 39_980 }],
      subtotalPaise: 199_899,
      savingsPaise: 39_980,
      totalPaise: 159_919,
      code: null,
    });
  });
});

// ---- fixed off the order ----------------------------------------------------------------------

describe('FIXED_OFF_ORDER', () => {
  it.each([
    { name: '₹10 over ₹33.33/₹33.33/₹33.34', amount: 1000, paise: [3333, 3333, 3334], expected: [333, 333, 334] },
    { name: '₹100 over ₹33.33/₹33.33/₹33.34 (the whole cart)', amount: 10_000, paise: [3333, 3333, 3334], expected: [3333, 3333, 3334] },
    { name: '₹1 over three equal lines', amount: 100, paise: [1000, 1000, 1000], expected: [34, 33, 33] },
    { name: '1 paisa over seven equal lines', amount: 1, paise: [700, 700, 700, 700, 700, 700, 700], expected: [1, 0, 0, 0, 0, 0, 0] },
    { name: '1 paisa over unequal lines', amount: 1, paise: [100, 300, 200], expected: [0, 1, 0] },
    { name: '₹99.99 over ₹1,299/₹499/₹0.01', amount: 9999, paise: [129_900, 49_900, 1], expected: [7224, 2775, 0] },
    { name: '₹5,000 over a ₹1,299 cart', amount: 500_000, paise: [129_900], expected: [129_900] },
    { name: '₹5,000 over two lines totalling ₹1,798', amount: 500_000, paise: [129_900, 49_900], expected: [129_900, 49_900] },
  ])('$name → $expected, summing back exactly', ({ amount, paise, expected }) => {
    const lines = paise.map((p, i) => line(`l${i}`, p));
    const result = priceCart(lines, [promo('f', fixedOff(amount))], context());
    expect(result.lines.map((l) => l.discountPaise)).toEqual(expected);
    expect(result.savingsPaise).toBe(Math.min(amount, result.subtotalPaise));
    expect(result.lines.every((l) => l.finalPaise >= 0)).toBe(true);
    expect(result.totalPaise).toBe(result.lines.reduce((sum, l) => sum + l.finalPaise, 0));
  });

  it('a fixed amount larger than the cart gives the cart free, not a negative total', () => {
    const result = priceCart([line('a', 49_900, 2)], [promo('f', fixedOff(1_000_000))], context());
    expect(result).toMatchObject({ subtotalPaise: 99_800, savingsPaise: 99_800, totalPaise: 0 });
    expect(result.lines[0]).toMatchObject({ discountPaise: 99_800, finalPaise: 0 });
  });

  it('falls only on the lines its conditions name', () => {
    const lines = [line('a', 60_000), line('b', 40_000, 1, { category: Category.MALE }), line('c', 20_000)];
    expect(lineDiscounts(lines, [promo('f', fixedOff(1001), { conditions: { categories: [Category.FEMALE] } })])).toEqual([751, 0, 250]);
  });
});

// ---- buy X get Y ------------------------------------------------------------------------------

describe('BUY_X_GET_Y', () => {
  // Crop tops in sizes with their own prices (the XXL increment): the cheapest piece is given.
  const XS = 39_900;
  const M = 49_900;
  const L = 54_900;
  const XXL = 59_900;

  it.each([
    { pieces: 2, lines: [line('m', M), line('xxl', XXL, 1, { size: Size.XXL })], expected: [0, 0] },
    { pieces: 3, lines: [line('xxl', XXL, 1, { size: Size.XXL }), line('m', M), line('l', L, 1, { size: Size.L })], expected: [0, M, 0] },
    { pieces: 4, lines: [line('xxl', XXL, 1, { size: Size.XXL }), line('m', M, 2), line('l', L, 1, { size: Size.L })], expected: [0, M, 0] },
    {
      pieces: 7,
      lines: [line('m', M, 3), line('l', L, 2, { size: Size.L }), line('xxl', XXL, 1, { size: Size.XXL }), line('xs', XS, 1, { size: Size.XS })],
      expected: [M, 0, 0, XS],
    },
    { pieces: 6, lines: [line('l', L, 2, { size: Size.L }), line('m', M, 4)], expected: [0, 2 * M] },
    { pieces: 9, lines: [line('l', L, 3, { size: Size.L }), line('m', M, 3), line('xs', XS, 3, { size: Size.XS })], expected: [0, 0, 3 * XS] },
  ])('buy 2 get 1 free over $pieces pieces gives the cheapest', ({ lines, expected }) => {
    const result = priceCart(lines, [promo('b2g1', buyGet(2, 1))], context());
    expect(result.lines.map((l) => l.discountPaise)).toEqual(expected);
    expect(result.savingsPaise).toBe(expected.reduce((a, b) => a + b, 0));
  });

  it('gives a percentage off the given pieces when not free, half-up per piece', () => {
    const lines = [line('m', M, 3), line('l', L, 2, { size: Size.L }), line('xxl', XXL, 1, { size: Size.XXL }), line('xs', XS, 1, { size: Size.XS })];
    expect(lineDiscounts(lines, [promo('b2g1', buyGet(2, 1, 50))])).toEqual([24_950, 0, 0, 19_950]);
    // 33 % of 999 paise is 329.67 → 330; of 1001 it would be 330.33.
    expect(lineDiscounts([line('a', 1001), line('b', 999)], [promo('b1g1', buyGet(1, 1, 33))])).toEqual([0, 330]);
  });

  it('counts only matching pieces and gives only matching ones', () => {
    const lines = [line('tee', 10_000, 5, { productType: ProductType.ROUND_NECK_HALF }), line('crop', M, 2), line('crop-l', L, 1, { size: Size.L })];
    const result = priceCart(lines, [promo('b2g1', buyGet(2, 1), { conditions: { productTypes: [ProductType.CROP_TOP] } })], context());
    expect(result.lines.map((l) => l.discountPaise)).toEqual([0, M, 0]);
  });

  it('buy 3 get 2: 10 pieces make two groups and four given pieces', () => {
    const lines = [line('a', 100, 4), line('b', 200, 3), line('c', 300, 3)];
    expect(lineDiscounts(lines, [promo('b3g2', buyGet(3, 2))])).toEqual([400, 0, 0]);
    expect(lineDiscounts([...lines, line('d', 50, 1)], [promo('b3g2', buyGet(3, 2))])).toEqual([300, 0, 0, 50]);
  });

  it('after an earlier discount, a line’s pieces share its price to the paisa and the cheapest is given', () => {
    // ₹1 off first (priority 10) over 999/800 paise gives 56/44 (55.53 and 44.47: the larger
    // remainder takes the last paisa). Line a is left at 943 paise over 3 pieces (315/314/314),
    // line b at 756; buy 3 get 1 gives one 314-paise piece of line a.
    const promotions = [promo('fixed', fixedOff(100), { priority: 10 }), promo('b3g1', buyGet(3, 1))];
    const result = priceCart([line('a', 333, 3), line('b', 800)], promotions, context());
    expect(result.lines.map((l) => l.discounts)).toEqual([
      [
        { promotionId: 'fixed', discountPaise: 56 },
        { promotionId: 'b3g1', discountPaise: 314 },
      ],
      [{ promotionId: 'fixed', discountPaise: 44 }],
    ]);
  });
});

// ---- stacking ---------------------------------------------------------------------------------

describe('stacking', () => {
  const cart = [line('a', 100_000)];

  it('applies in priority order, each seeing the prices after the ones before', () => {
    const percentFirst = [promo('pct', percentOff(10), { priority: 10 }), promo('fix', fixedOff(10_000), { priority: 0 })];
    const fixedFirst = [promo('pct', percentOff(10), { priority: 0 }), promo('fix', fixedOff(10_000), { priority: 10 })];
    expect(priceCart(cart, percentFirst, context()).applied.map((a) => [a.promotionId, a.discountPaise])).toEqual([['pct', 10_000], ['fix', 10_000]]);
    expect(priceCart(cart, fixedFirst, context()).applied.map((a) => [a.promotionId, a.discountPaise])).toEqual([['fix', 10_000], ['pct', 9000]]);
  });

  it('two 50 % offers make 75 % off, not a free order', () => {
    const result = priceCart(cart, [promo('x', percentOff(50)), promo('y', percentOff(50))], context());
    expect(result).toMatchObject({ savingsPaise: 75_000, totalPaise: 25_000 });
  });

  it('breaks equal priorities by id', () => {
    const promotions = [promo('b', fixedOff(10_000)), promo('a', percentOff(10))];
    expect(priceCart(cart, promotions, context()).applied.map((a) => [a.promotionId, a.discountPaise])).toEqual([['a', 10_000], ['b', 10_000]]);
  });

  it('a code that saves more than the combining offers replaces them when it does not combine', () => {
    const promotions = [
      promo('auto10', percentOff(10), { priority: 5 }),
      promo('auto50', fixedOff(5000)),
      promo('code30', percentOff(30), { code: 'PUJA30', combinesWith: false }),
    ];
    const result = priceCart(cart, promotions, context({ code: 'PUJA30' }));
    expect(result.applied.map((a) => a.promotionId)).toEqual(['code30']);
    expect(result).toMatchObject({ savingsPaise: 30_000, code: { code: 'PUJA30', applied: true, promotionId: 'code30' } });
  });

  it('a code that does not combine and saves less is refused with the reason', () => {
    const promotions = [promo('auto20', percentOff(20)), promo('auto-fixed', fixedOff(5000)), promo('code10', percentOff(10), { code: 'TEN', combinesWith: false })];
    const result = priceCart(cart, promotions, context({ code: 'TEN' }));
    expect(result.applied.map((a) => a.promotionId)).toEqual(['auto-fixed', 'auto20']);
    expect(result.savingsPaise).toBe(5000 + 19_000);
    expect(result.code).toEqual({
      code: 'TEN',
      applied: false,
      refusal: { reason: 'DOES_NOT_COMBINE' },
      message: 'TEN cannot be combined with the offers on your cart, which save you more.',
    });
  });

  it('a combining code is refused when a non-combining automatic offer saves more alone', () => {
    const promotions = [promo('mega', percentOff(60), { combinesWith: false }), promo('code', percentOff(20), { code: 'PUJA20' }), promo('auto', percentOff(10))];
    const result = priceCart(cart, promotions, context({ code: 'PUJA20' }));
    expect(result.applied.map((a) => a.promotionId)).toEqual(['mega']);
    expect(result.savingsPaise).toBe(60_000);
    expect(result.code).toMatchObject({ applied: false, refusal: { reason: 'DOES_NOT_COMBINE' } });
  });

  it('combining promotions together beat a bigger non-combining one when their sum is bigger', () => {
    const promotions = [promo('solo', percentOff(25), { combinesWith: false }), promo('x', percentOff(20)), promo('y', fixedOff(10_000))];
    // together (x before y by id): 20 % of ₹1,000 = ₹200, then ₹100: ₹300 > ₹250 alone
    const result = priceCart(cart, promotions, context());
    expect(result.applied.map((a) => a.promotionId)).toEqual(['x', 'y']);
    expect(result.savingsPaise).toBe(30_000);
  });

  it('on equal savings the shopper’s code is the one used', () => {
    const promotions = [promo('auto', percentOff(20), { combinesWith: false }), promo('code', fixedOff(20_000), { code: 'FLAT200', combinesWith: false })];
    const result = priceCart(cart, promotions, context({ code: 'flat200' }));
    expect(result.applied.map((a) => a.promotionId)).toEqual(['code']);
    expect(result.code).toEqual({ code: 'FLAT200', applied: true, promotionId: 'code' });
  });

  it('uses one code only: the shopper’s; other codes in the list never apply', () => {
    const promotions = [promo('a', percentOff(10), { code: 'ALPHA' }), promo('b', percentOff(50), { code: 'BETA' })];
    expect(priceCart(cart, promotions, context({ code: ' alpha ' })).applied.map((a) => a.promotionId)).toEqual(['a']);
    expect(priceCart(cart, promotions, context()).applied).toEqual([]);
  });

  it('never takes a line below zero however many offers stack', () => {
    const promotions = [promo('f1', fixedOff(80_000)), promo('f2', fixedOff(80_000)), promo('p', percentOff(100)), promo('b', buyGet(1, 1))];
    const result = priceCart([line('a', 100_000), line('b', 50_000)], promotions, context());
    expect(result.lines.map((l) => l.finalPaise)).toEqual([0, 0]);
    expect(result).toMatchObject({ savingsPaise: 150_000, totalPaise: 0 });
  });

  it('is never worse than the best single promotion', () => {
    const promotions = [promo('b1g1', buyGet(1, 1), { priority: 10 }), promo('pct', percentOff(50, 100))];
    // together: b1g1 gives ₹100 free, then 50 % capped at ₹1; alone b1g1 is ₹100, pct ₹1
    const result = priceCart([line('a', 10_000), line('b', 20_000)], promotions, context());
    expect(result.savingsPaise).toBe(10_100);
    for (const single of promotions) {
      expect(result.savingsPaise).toBeGreaterThanOrEqual(priceCart([line('a', 10_000), line('b', 20_000)], [single], context()).savingsPaise);
    }
  });
});

// ---- conditions and the code's refusals -------------------------------------------------------

describe('conditions and refusals', () => {
  const cart = [line('a', 44_000, 2)];
  const puja = (overrides: Parameters<typeof promo>[2] = {}) => promo('puja', percentOff(20), { code: 'PUJA20', ...overrides });

  it.each<{ name: string; promotion: Promotion; ctx?: Partial<PromotionContext>; refusal: CodeRefusal; message: string }>([
    { name: 'unknown', promotion: puja(), ctx: { code: 'DIWALI' }, refusal: { reason: 'UNKNOWN' }, message: 'DIWALI is not a valid code.' },
    { name: 'disabled', promotion: puja({ enabled: false }), refusal: { reason: 'DISABLED' }, message: 'PUJA20 is not available right now.' },
    {
      name: 'not started',
      promotion: puja({ startsAt: istDateTimeToInstant('2026-10-20T18:00')! }),
      refusal: { reason: 'NOT_STARTED', startsAt: new Date('2026-10-20T12:30:00Z') },
      message: 'PUJA20 can be used from 20/10/2026, 18:00 IST.',
    },
    { name: 'ended', promotion: puja({ endsAt: new Date('2026-10-15T12:00:00Z') }), refusal: { reason: 'ENDED' }, message: 'PUJA20 has expired.' },
    {
      name: 'first order only',
      promotion: puja({ conditions: { firstOrderOnly: true } }),
      refusal: { reason: 'FIRST_ORDER_ONLY' },
      message: 'PUJA20 is only for your first order.',
    },
    {
      name: 'nothing applies',
      promotion: puja({ conditions: { categories: [Category.KIDS] } }),
      refusal: { reason: 'NOTHING_IN_CART_APPLIES' },
      message: 'PUJA20 does not apply to anything in your cart.',
    },
    {
      name: 'minimum quantity',
      promotion: puja({ conditions: { minQuantity: 3 } }),
      refusal: { reason: 'MIN_QUANTITY_NOT_MET', shortBy: 1 },
      message: 'Add 1 more item to use PUJA20.',
    },
    {
      name: 'buy 2 get 2 with 2 pieces',
      promotion: promo('b2g1', buyGet(2, 2), { code: 'B2G2' }),
      ctx: { code: 'B2G2' },
      refusal: { reason: 'MIN_QUANTITY_NOT_MET', shortBy: 2 },
      message: 'Add 2 more items to use B2G2.',
    },
    {
      name: 'minimum subtotal',
      promotion: puja({ conditions: { minSubtotalPaise: 100_000 } }),
      refusal: { reason: 'MINIMUM_NOT_MET', shortByPaise: 12_000 },
      message: 'Add ₹120.00 more to use PUJA20.',
    },
    {
      name: 'disabled and ended: disabled is said first',
      promotion: puja({ enabled: false, endsAt: new Date('2026-01-02T00:00:00Z') }),
      refusal: { reason: 'DISABLED' },
      message: 'PUJA20 is not available right now.',
    },
  ])('$name', ({ promotion, ctx, refusal, message }) => {
    const result = priceCart(cart, [promotion], context({ code: 'PUJA20', ...ctx }));
    expect(result.code).toEqual({ code: ctx?.code ?? 'PUJA20', applied: false, refusal, message });
    expect(result).toMatchObject({ applied: [], savingsPaise: 0, totalPaise: 88_000 });
  });

  it('applies at exactly the minimum subtotal and minimum quantity', () => {
    const result = priceCart(cart, [puja({ conditions: { minSubtotalPaise: 88_000, minQuantity: 2 } })], context({ code: 'PUJA20' }));
    expect(result).toMatchObject({ savingsPaise: 17_600, code: { applied: true } });
  });

  it('measures the minimum subtotal on the whole cart before promotions', () => {
    const promotions = [promo('auto', fixedOff(50_000), { priority: 10 }), puja({ conditions: { minSubtotalPaise: 88_000 } })];
    const result = priceCart(cart, promotions, context({ code: 'PUJA20' }));
    expect(result.applied.map((a) => [a.promotionId, a.discountPaise])).toEqual([['auto', 50_000], ['puja', 7600]]);
  });

  it.each([
    { previousOrderCount: 0, savings: 17_600 },
    { previousOrderCount: 1, savings: 0 },
  ])('first order only with $previousOrderCount earlier orders saves $savings', ({ previousOrderCount, savings }) => {
    const automatic = promo('welcome', percentOff(20), { conditions: { firstOrderOnly: true } });
    expect(priceCart(cart, [automatic], context({ previousOrderCount })).savingsPaise).toBe(savings);
  });

  it('an automatic promotion that does not apply is simply left out', () => {
    const result = priceCart(cart, [promo('big', percentOff(20), { conditions: { minSubtotalPaise: 1_000_000 } })], context());
    expect(result).toMatchObject({ applied: [], savingsPaise: 0, code: null });
  });

  it.each(['', '   '])('a blank code %j is no code at all', (code) => {
    const result = priceCart(cart, [puja()], context({ code }));
    expect(result).toMatchObject({ code: null, savingsPaise: 0 });
  });

  it('an empty cart prices to zero', () => {
    expect(priceCart([], [promo('p', fixedOff(1000))], context())).toEqual({ lines: [], applied: [], subtotalPaise: 0, savingsPaise: 0, totalPaise: 0, code: null });
  });

  it.each<[CodeRefusal, string]>([
    [{ reason: 'USED_UP' }, 'PUJA20 has reached its limit of uses.'],
    [{ reason: 'ALREADY_USED' }, 'You have already used PUJA20.'],
    [{ reason: 'MINIMUM_NOT_MET', shortByPaise: 1_234_567 }, 'Add ₹12,345.67 more to use PUJA20.'],
    [{ reason: 'MIN_QUANTITY_NOT_MET', shortBy: 3 }, 'Add 3 more items to use PUJA20.'],
  ])('the server’s and other messages: %j', (refusal, message) => {
    expect(codeRefusalMessage('PUJA20', refusal)).toBe(message);
  });
});

// ---- dates in IST -----------------------------------------------------------------------------

describe('IST dates', () => {
  it.each([
    ['2026-10-20T23:59:59', '2026-10-20T18:29:59.000Z'],
    ['2026-10-20T23:59', '2026-10-20T18:29:00.000Z'],
    ['2026-10-21T00:00', '2026-10-20T18:30:00.000Z'],
    ['2026-10-21T05:29', '2026-10-20T23:59:00.000Z'],
    ['2026-10-21T05:30', '2026-10-21T00:00:00.000Z'],
    ['2027-01-01T00:00', '2026-12-31T18:30:00.000Z'],
    ['2028-02-29T12:00', '2028-02-29T06:30:00.000Z'],
  ])('%s IST is %s', (ist, utc) => {
    expect(istDateTimeToInstant(ist)?.toISOString()).toBe(utc);
  });

  it.each(['2026-02-29T00:00', '2026-04-31T10:00', '2026-13-01T00:00', '2026-00-10T00:00', '2026-10-20T24:00', '2026-10-20T10:60', '2026-10-20 10:00', '2026-10-20', '20/10/2026 10:00', ''])(
    'refuses %j',
    (text) => {
      expect(istDateTimeToInstant(text)).toBeNull();
    },
  );

  it.each(['2026-10-20T23:59', '2027-01-01T00:00', '2026-03-01T05:30'])('round-trips %s', (text) => {
    expect(instantToIstDateTime(istDateTimeToInstant(text)!)).toBe(text);
  });

  // The Puja sale runs from 20 October 00:00 to 24 October 00:00 IST (that is, all of 20-23 October).
  const sale = promo('puja', percentOff(20), {
    startsAt: istDateTimeToInstant('2026-10-20T00:00')!,
    endsAt: istDateTimeToInstant('2026-10-24T00:00')!,
  });
  it.each([
    ['2026-10-19T18:29:59.999Z', false, '19 Oct 23:59:59.999 IST'],
    ['2026-10-19T18:30:00.000Z', true, '20 Oct 00:00 IST'],
    ['2026-10-19T23:00:00.000Z', true, '20 Oct 04:30 IST, still 19 Oct in UTC'],
    ['2026-10-23T18:29:59.000Z', true, '23 Oct 23:59:59 IST'],
    ['2026-10-23T18:29:59.999Z', true, 'the last millisecond'],
    ['2026-10-23T18:30:00.000Z', false, '24 Oct 00:00 IST, still 23 Oct in UTC'],
  ])('at %s the sale is in force: %s (%s)', (now, inForce) => {
    expect(isPromotionInForce(sale, new Date(now))).toBe(inForce);
    expect(priceCart([line('a', 10_000)], [sale], context({ now: new Date(now) })).savingsPaise).toBe(inForce ? 2000 : 0);
  });
});

// ---- helpers for the storefront ---------------------------------------------------------------

describe('promotionLabel and promotionCoversProduct', () => {
  it.each([
    { promotion: promo('a', percentOff(20), { name: 'Puja offer' }), label: 'Puja offer: 20 % off' },
    { promotion: promo('b', fixedOff(15_000), { name: 'Diwali' }), label: 'Diwali: ₹150.00 off' },
    { promotion: promo('c', buyGet(2, 1), { name: 'Crop tops' }), label: 'Crop tops: buy 2 get 1 free' },
    { promotion: promo('d', buyGet(3, 1, 50), { name: 'Eid' }), label: 'Eid: buy 3 get 1 at 50 % off' },
  ])('$label', ({ promotion, label }) => {
    expect(promotionLabel(promotion)).toBe(label);
  });

  it('covers a product by category, type and id together', () => {
    const promotion = promo('a', percentOff(10), { conditions: { categories: [Category.FEMALE], productTypes: [ProductType.CROP_TOP] } });
    expect(promotionCoversProduct(promotion, { productId: 'x', category: Category.FEMALE, productType: ProductType.CROP_TOP })).toBe(true);
    expect(promotionCoversProduct(promotion, { productId: 'x', category: Category.KIDS, productType: ProductType.CROP_TOP })).toBe(false);
    expect(promotionCoversProduct(promotion, { productId: 'x', category: Category.FEMALE, productType: ProductType.POLO_NECK })).toBe(false);
  });
});

describe('validatePromotionInput', () => {
  const valid: PromotionInput = {
    name: 'Puja offer',
    code: 'puja20',
    startsAt: istDateTimeToInstant('2026-10-20T00:00'),
    endsAt: istDateTimeToInstant('2026-10-24T00:00'),
    priority: 10,
    conditions: { minSubtotalPaise: 100_000, minQuantity: 0, categories: [Category.FEMALE], productTypes: [], productIds: [], firstOrderOnly: false },
    action: percentOff(20, 50_000),
  };

  it.each<[string, Partial<PromotionInput>]>([
    ['a valid code promotion', {}],
    ['an automatic promotion (blank code)', { code: '  ' }],
    ['no end', { endsAt: null }],
    ['a fixed amount', { action: fixedOff(1) }],
    ['buy 2 get 1 at 50 %', { action: buyGet(2, 1, 50) }],
    ['the lowest priority', { priority: -1000 }],
  ])('accepts %s', (_name, overrides) => {
    expect(validatePromotionInput({ ...valid, ...overrides })).toEqual({});
  });

  it.each<[string, Partial<PromotionInput>, Record<string, string>]>([
    ['a one-letter name', { name: ' A ' }, { name: PROMOTION_MESSAGES.NAME }],
    ['a code with spaces', { code: 'PUJA 20' }, { code: 'A code has 3-20 letters, digits or hyphens' }],
    ['a two-letter code', { code: 'AB' }, { code: PROMOTION_MESSAGES.CODE }],
    ['an unreadable start', { startsAt: null }, { startsAt: 'Please enter a start date and time' }],
    ['an end at the start', { endsAt: istDateTimeToInstant('2026-10-20T00:00') }, { endsAt: 'The end must come after the start' }],
    ['priority 1001', { priority: 1001 }, { priority: PROMOTION_MESSAGES.PRIORITY }],
    ['priority 1.5', { priority: 1.5 }, { priority: PROMOTION_MESSAGES.PRIORITY }],
    ['percent 0', { action: percentOff(0) }, { percent: 'Please enter a whole percent from 1 to 100' }],
    ['percent 12.5', { action: percentOff(12.5) }, { percent: PROMOTION_MESSAGES.PERCENT }],
    ['a cap of ₹0', { action: percentOff(10, 0) }, { capPaise: 'Please enter an amount above ₹0.00' }],
    ['a fixed ₹0', { action: fixedOff(0) }, { amountPaise: PROMOTION_MESSAGES.AMOUNT_POSITIVE }],
    ['a fraction of a paisa', { action: fixedOff(10.5) }, { amountPaise: 'Please enter an amount in rupees, up to two decimals' }],
    ['buy 0 get 101', { action: buyGet(0, 101) }, { buy: PROMOTION_MESSAGES.PIECES, get: PROMOTION_MESSAGES.PIECES }],
    ['an unknown category', { conditions: { ...valid.conditions, categories: ['unisex' as Category] } }, { categories: PROMOTION_MESSAGES.LISTS }],
    ['a negative minimum', { conditions: { ...valid.conditions, minSubtotalPaise: -1, minQuantity: -1 } }, { minSubtotalPaise: PROMOTION_MESSAGES.AMOUNT, minQuantity: PROMOTION_MESSAGES.QUANTITY }],
  ])('refuses %s', (_name, overrides, errors) => {
    expect(validatePromotionInput({ ...valid, ...overrides })).toEqual(errors);
  });
});

describe('malformed input', () => {
  it.each<[string, PromotionCartLine[], Promotion[]]>([
    ['fractional paise', [line('a', 10.5)], []],
    ['negative quantity', [line('a', 100, -1)], []],
    ['percent 0', [line('a', 100)], [promo('p', percentOff(0))]],
    ['percent 101', [line('a', 100)], [promo('p', percentOff(101))]],
    ['percent 12.5', [line('a', 100)], [promo('p', percentOff(12.5))]],
    ['a negative cap', [line('a', 100)], [promo('p', percentOff(10, -1))]],
    ['a negative amount', [line('a', 100)], [promo('p', fixedOff(-100))]],
    ['buy 0', [line('a', 100)], [promo('p', buyGet(0, 1))]],
    ['get 0', [line('a', 100)], [promo('p', buyGet(1, 0))]],
  ])('throws a RangeError on %s', (_name, lines, promotions) => {
    expect(() => priceCart(lines, promotions, context())).toThrow(RangeError);
  });
});

// ---- properties -------------------------------------------------------------------------------

describe('properties over random carts and promotions', () => {
  const lineArb = fc.record({
    unitPaise: fc.oneof(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 300 })),
    quantity: fc.integer({ min: 0, max: 12 }),
    category: fc.constantFrom(...CATEGORIES),
    productType: fc.constantFrom(...PRODUCT_TYPES.slice(0, 3)),
    productId: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
    size: fc.constantFrom(Size.S, Size.M, Size.XXL),
  });
  const actionArb: fc.Arbitrary<PromotionAction> = fc.oneof(
    fc.record({ kind: fc.constant('PERCENT_OFF_LINES' as const), percent: fc.integer({ min: 1, max: 100 }), capPaise: fc.option(fc.integer({ min: 0, max: 200_000 })) }),
    fc.record({ kind: fc.constant('FIXED_OFF_ORDER' as const), amountPaise: fc.integer({ min: 0, max: 1_000_000 }) }),
    fc.record({ kind: fc.constant('BUY_X_GET_Y' as const), buy: fc.integer({ min: 1, max: 4 }), get: fc.integer({ min: 1, max: 3 }), percentOffGiven: fc.integer({ min: 1, max: 100 }) }),
  );
  const promotionArb = fc.record({
    action: actionArb,
    isCode: fc.boolean(),
    combinesWith: fc.boolean(),
    priority: fc.integer({ min: -2, max: 2 }),
    minSubtotalPaise: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500_000 })),
    minQuantity: fc.integer({ min: 0, max: 4 }),
    categories: fc.subarray([...CATEGORIES]),
    productTypes: fc.subarray(PRODUCT_TYPES.slice(0, 3)),
    productIds: fc.oneof(fc.constant([]), fc.subarray(['p1', 'p2', 'p3', 'p4'])),
    firstOrderOnly: fc.boolean(),
  });
  const scenarioArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 6 }),
    promotions: fc.array(promotionArb, { maxLength: 5 }),
    codeIndex: fc.option(fc.nat({ max: 5 })),
    previousOrderCount: fc.nat({ max: 2 }),
  });

  it('keeps every line in 0..its total, sums exactly and is never worse than the best single promotion', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const lines = scenario.lines.map((l, i) => line(`l${i}`, l.unitPaise, l.quantity, l));
        const promotions = scenario.promotions.map((p, i) =>
          promo(`promo${i}`, p.action, {
            code: p.isCode ? `CODE${i}` : null,
            combinesWith: p.combinesWith,
            priority: p.priority,
            conditions: {
              minSubtotalPaise: p.minSubtotalPaise,
              minQuantity: p.minQuantity,
              categories: p.categories,
              productTypes: p.productTypes,
              productIds: p.productIds,
              firstOrderOnly: p.firstOrderOnly,
            },
          }),
        );
        const ctx = context({ previousOrderCount: scenario.previousOrderCount, code: scenario.codeIndex == null ? null : `CODE${scenario.codeIndex}` });
        const result = priceCart(lines, promotions, ctx);

        for (const priced of result.lines) {
          expect(priced.discountPaise).toBeGreaterThanOrEqual(0);
          expect(priced.discountPaise).toBeLessThanOrEqual(priced.originalPaise);
          expect(priced.finalPaise).toBe(priced.originalPaise - priced.discountPaise);
          expect(priced.discounts.reduce((sum, d) => sum + d.discountPaise, 0)).toBe(priced.discountPaise);
        }
        expect(result.lines.reduce((sum, l) => sum + l.originalPaise, 0)).toBe(result.subtotalPaise);
        expect(result.lines.reduce((sum, l) => sum + l.finalPaise, 0)).toBe(result.totalPaise);
        expect(result.savingsPaise).toBe(result.subtotalPaise - result.totalPaise);
        expect(result.applied.reduce((sum, a) => sum + a.discountPaise, 0)).toBe(result.savingsPaise);
        // At most one code, and a promotion that does not combine stands alone.
        expect(result.applied.filter((a) => a.code !== null).length).toBeLessThanOrEqual(1);
        const byId = new Map(promotions.map((p) => [p.id, p]));
        if (result.applied.some((a) => !byId.get(a.promotionId)?.combinesWith)) expect(result.applied).toHaveLength(1);

        for (const single of promotions) {
          expect(result.savingsPaise).toBeGreaterThanOrEqual(priceCart(lines, [single], ctx).savingsPaise);
        }
      }),
      { seed: 20261127, numRuns: 400 },
    );
  });
});
