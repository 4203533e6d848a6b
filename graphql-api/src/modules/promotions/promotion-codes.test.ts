import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, codeRefusalMessage, priceCart, priceForSize, ProductType, type PromotionCartLine } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { createPromotion, days } from '../../../test/promotions.js';
import { fillCart } from '../../../test/shopping.js';
import { Cart } from '../cart/cart.entity.js';
import type { Product } from '../catalog/product.entity.js';
import { Promotion } from './promotion.entity.js';

// The cart's side of promotions over HTTP: every reason a code is refused, the cart's figures
// being exactly `priceCart`'s, and the pricing costing a fixed number of statements.

interface Money {
  amount: string;
}
interface CartData {
  discountCode: string | null;
  discountCodeProblem: string | null;
  subtotal: Money;
  discount: Money;
  total: Money;
  promotions: Array<{ promotionId: string; name: string; code: string | null; discount: Money }>;
  lines: Array<{ id: string; lineTotal: Money; discount: Money; finalTotal: Money }>;
}
interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}

const CART_FIELDS = /* GraphQL */ `
  discountCode discountCodeProblem subtotal { amount } discount { amount } total { amount }
  promotions { promotionId name code discount { amount } }
  lines { id lineTotal { amount } discount { amount } finalTotal { amount } }
`;
const APPLY = `mutation ($code: String!) { applyDiscountCode(code: $code) { cart { ${CART_FIELDS} } userErrors { code field message } } }`;
const REMOVE = `mutation { removeDiscountCode { cart { ${CART_FIELDS} } userErrors { code field message } } }`;
const CART = `{ cart { ${CART_FIELDS} } }`;

const rupees = (paise: number) => (paise / 100).toFixed(2);

describe('discount codes on the cart', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  /** A shopper with a cart of these products (one piece each unless said), and a token. */
  async function shopperWith(lines: Array<{ product: Product; quantity?: number }>) {
    const user = await createUser(server.em());
    await fillCart(server, user.id, lines.map((line) => ({ product: line.product, quantity: line.quantity ?? 1 })));
    return { userId: user.id, token: await server.tokenFor(user) };
  }

  async function apply(who: { token: string }, code: string) {
    const { body } = await server.gql<{ applyDiscountCode: { cart: CartData | null; userErrors: UserErrorData[] } }>(APPLY, { code }, { token: who.token });
    expect(body.errors).toBeUndefined();
    return body.data!.applyDiscountCode;
  }

  /** Fills the (empty) cart with one piece of `product`, applies `code` when given, and places a cash-on-delivery order. */
  async function orderWith(who: { userId: string; token: string }, product: Product, code?: string): Promise<string> {
    const addressId = await fillCart(server, who.userId, [{ product, quantity: 1 }]);
    if (code) expect((await apply(who, code)).userErrors).toEqual([]);
    const { body } = await server.gql<{ placeOrder: { order: { id: string } | null; userErrors: UserErrorData[] } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code field message } } }',
      { input: { addressId } },
      { token: who.token },
    );
    expect(body.data?.placeOrder.userErrors).toEqual([]);
    return body.data!.placeOrder.order!.id;
  }

  async function cartOf(who: { token: string }): Promise<CartData> {
    const { body } = await server.gql<{ cart: CartData }>(CART, {}, { token: who.token });
    expect(body.errors).toBeUndefined();
    return body.data!.cart;
  }

  async function expectRefused(who: { token: string }, code: string, message: string, errorCode = 'NOT_ELIGIBLE') {
    const result = await apply(who, code);
    expect(result).toEqual({ cart: null, userErrors: [{ code: errorCode, field: 'code', message }] });
    expect((await cartOf(who)).discountCode).toBeNull();
  }

  const tee = async (pricePaise = 49_900, fields: Partial<Parameters<typeof createProducts>[1][number]> = {}) =>
    (await createProducts(server.em(), [{ pricePaise, ...fields }]))[0]!;

  it('keeps a code that applies, typed in any case, and prices the cart with it; removing it prices without', async () => {
    const product = await tee(100_000);
    const promotion = await createPromotion(server.em(), { name: 'Puja offer', code: 'PUJA20', action: { kind: 'PERCENT_OFF_LINES', percent: 20, capPaise: null } });
    const who = await shopperWith([{ product }]);

    const applied = await apply(who, '  puja20 ');
    expect(applied.userErrors).toEqual([]);
    expect(applied.cart).toMatchObject({
      discountCode: 'PUJA20',
      discountCodeProblem: null,
      subtotal: { amount: '1000.00' },
      discount: { amount: '200.00' },
      total: { amount: '800.00' },
      promotions: [{ promotionId: promotion.id, name: 'Puja offer', code: 'PUJA20', discount: { amount: '200.00' } }],
      lines: [{ lineTotal: { amount: '1000.00' }, discount: { amount: '200.00' }, finalTotal: { amount: '800.00' } }],
    });
    expect((await cartOf(who)).discountCode).toBe('PUJA20');

    const { body } = await server.gql<{ removeDiscountCode: { cart: CartData; userErrors: UserErrorData[] } }>(REMOVE, {}, { token: who.token });
    expect(body.data?.removeDiscountCode.userErrors).toEqual([]);
    expect(body.data?.removeDiscountCode.cart).toMatchObject({ discountCode: null, discount: { amount: '0.00' }, total: { amount: '1000.00' }, promotions: [] });
  });

  it('refuses a blank code and a code that does not exist, and keeps the code the cart had', async () => {
    const product = await tee();
    await createPromotion(server.em(), { code: 'KEEPME' });
    const who = await shopperWith([{ product }]);
    expect((await apply(who, 'keepme')).userErrors).toEqual([]);

    expect(await apply(who, '   ')).toEqual({ cart: null, userErrors: [{ code: 'INVALID_INPUT', field: 'code', message: 'Enter a discount code.' }] });
    expect(await apply(who, 'NOPE')).toEqual({ cart: null, userErrors: [{ code: 'NOT_FOUND', field: 'code', message: 'NOPE is not a valid code.' }] });
    // A code that could never have been saved is not echoed back at length.
    expect((await apply(who, 'x'.repeat(500))).userErrors[0]?.message).toBe('This is not a valid code.');
    expect((await cartOf(who)).discountCode).toBe('KEEPME');
  });

  it('refuses a disabled code, one not started, and one ended, each with its reason', async () => {
    const product = await tee();
    const startsAt = days(2);
    await createPromotion(server.em(), { code: 'OFFNOW', enabled: false });
    await createPromotion(server.em(), { code: 'SOON', startsAt });
    await createPromotion(server.em(), { code: 'OVER', startsAt: days(-5), endsAt: days(-1) });
    const who = await shopperWith([{ product }]);

    await expectRefused(who, 'OFFNOW', 'OFFNOW is not available right now.');
    await expectRefused(who, 'SOON', codeRefusalMessage('SOON', { reason: 'NOT_STARTED', startsAt }));
    expect(codeRefusalMessage('SOON', { reason: 'NOT_STARTED', startsAt })).toMatch(/^SOON can be used from .+ IST\.$/);
    await expectRefused(who, 'OVER', 'OVER has expired.');
  });

  it('refuses a code whose uses are all taken, and one this shopper has used as often as allowed', async () => {
    const product = await tee();
    const usedUp = await createPromotion(server.em(), { code: 'GONE', usageLimit: 1 });
    await server.em().nativeUpdate(Promotion, { id: usedUp.id }, { uses: 1 });
    await createPromotion(server.em(), { code: 'ONCE', perShopperLimit: 1 });
    const who = await shopperWith([]);
    await orderWith(who, product, 'ONCE');
    await fillCart(server, who.userId, [{ product, quantity: 1 }]);
    await expectRefused(who, 'GONE', 'GONE has reached its limit of uses.', 'LIMIT_REACHED');
    await expectRefused(who, 'ONCE', 'You have already used ONCE.', 'LIMIT_REACHED');
    // Another shopper may still use it.
    expect((await apply(await shopperWith([{ product }]), 'ONCE')).userErrors).toEqual([]);
  });

  it('refuses a first-order code to a shopper who has ordered before, but not after that order was canceled', async () => {
    const product = await tee();
    await createPromotion(server.em(), { code: 'WELCOME', conditions: { firstOrderOnly: true } });
    const who = await shopperWith([]);
    const orderId = await orderWith(who, product);
    await fillCart(server, who.userId, [{ product, quantity: 1 }]);
    await expectRefused(who, 'WELCOME', 'WELCOME is only for your first order.');

    const cancel = 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { message } } }';
    await server.gql(cancel, { input: { orderId, reason: 'Ordered by mistake' } }, { token: who.token });
    expect((await apply(who, 'WELCOME')).userErrors).toEqual([]);
  });

  it('refuses a code when the cart is short of its minimum amount or quantity, saying how much more', async () => {
    const product = await tee(49_900);
    await createPromotion(server.em(), { code: 'BIG999', conditions: { minSubtotalPaise: 99_900 } });
    await createPromotion(server.em(), { code: 'THREEUP', conditions: { minQuantity: 3 } });
    const who = await shopperWith([{ product }]);

    await expectRefused(who, 'BIG999', 'Add ₹500.00 more to use BIG999.');
    await expectRefused(who, 'THREEUP', 'Add 2 more items to use THREEUP.');
  });

  it('refuses a code that covers nothing in the cart', async () => {
    const product = await tee();
    await createPromotion(server.em(), { code: 'HERS', conditions: { categories: [Category.FEMALE], productTypes: [ProductType.CROP_TOP] } });
    const who = await shopperWith([{ product }]);
    await expectRefused(who, 'HERS', 'HERS does not apply to anything in your cart.');
  });

  it('refuses a code that does not combine with automatic offers that save more', async () => {
    const product = await tee(100_000);
    await createPromotion(server.em(), { name: 'Big sale', priority: 10, action: { kind: 'PERCENT_OFF_LINES', percent: 30, capPaise: null }, conditions: { productIds: [product.id] } });
    await createPromotion(server.em(), { code: 'ALONE10', combinesWithOthers: false });
    const who = await shopperWith([{ product }]);
    await expectRefused(who, 'ALONE10', 'ALONE10 cannot be combined with the offers on your cart, which save you more.');
    const cart = await cartOf(who);
    expect(cart).toMatchObject({ discount: { amount: '300.00' }, promotions: [{ name: 'Big sale', code: null }] });
  });

  it('shows a kept code that stopped applying with its problem, priced without it', async () => {
    const product = await tee(100_000);
    const promotion = await createPromotion(server.em(), { code: 'FADES', action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 } });
    const who = await shopperWith([{ product }]);
    expect((await apply(who, 'FADES')).userErrors).toEqual([]);
    await server.em().nativeUpdate(Promotion, { id: promotion.id }, { endsAt: days(-0.001) });

    expect(await cartOf(who)).toMatchObject({
      discountCode: 'FADES',
      discountCodeProblem: 'FADES has expired.',
      discount: { amount: '0.00' },
      total: { amount: '1000.00' },
      promotions: [],
    });
  });

  it("shows exactly priceCart's figures for a cart with offers stacked and a fixed code spread over its lines", async () => {
    const [shirt, top, kurta] = await createProducts(server.em(), [
      { pricePaise: 59_900, category: Category.MALE },
      { pricePaise: 33_300, category: Category.FEMALE, productType: ProductType.CROP_TOP },
      { pricePaise: 129_900, salePricePaise: 99_900, category: Category.MALE },
    ]);
    const auto = await createPromotion(server.em(), {
      name: 'Buy 2 get 1',
      priority: 5,
      action: { kind: 'BUY_X_GET_Y', buy: 2, get: 1, percentOffGiven: 100 },
      conditions: { categories: [Category.MALE] },
    });
    const code = await createPromotion(server.em(), { name: 'Flat 150', code: 'FLAT150', action: { kind: 'FIXED_OFF_ORDER', amountPaise: 15_000 } });
    const who = await shopperWith([
      { product: shirt!, quantity: 2 },
      { product: top!, quantity: 1 },
      { product: kurta!, quantity: 1 },
    ]);
    const result = await apply(who, 'flat150');
    expect(result.userErrors).toEqual([]);
    const cart = result.cart!;

    const cartRow = await server.em().findOneOrFail(Cart, { user: who.userId }, { populate: ['lines', 'lines.product'] });
    const lines: PromotionCartLine[] = cart.lines.map((line) => {
      const row = cartRow.lines.getItems().find((candidate) => candidate.id === line.id)!;
      const product = row.product;
      const unitPaise = priceForSize(product.pricing(), row.size).effectivePaise;
      return { lineId: row.id, productId: product.id, category: product.category, productType: product.productType, size: row.size, unitPaise, quantity: row.quantity };
    });
    const expected = priceCart(lines, [auto.toPriced(), code.toPriced()], { now: new Date(), previousOrderCount: 0, code: 'FLAT150' });

    expect(expected.savingsPaise).toBeGreaterThan(15_000);
    expect(cart.subtotal.amount).toBe(rupees(expected.subtotalPaise));
    expect(cart.discount.amount).toBe(rupees(expected.savingsPaise));
    expect(cart.total.amount).toBe(rupees(expected.totalPaise));
    expect(cart.promotions).toEqual(expected.applied.map((a) => ({ promotionId: a.promotionId, name: a.name, code: a.code, discount: { amount: rupees(a.discountPaise) } })));
    expect(cart.lines.map((line) => [line.discount.amount, line.finalTotal.amount])).toEqual(
      expected.lines.map((line) => [rupees(line.discountPaise), rupees(line.finalPaise)]),
    );
  });

  it('prices a cart in a fixed number of statements however many lines it has', async () => {
    const products = await createProducts(server.em(), Array.from({ length: 6 }, () => ({ pricePaise: 49_900 })));
    await createPromotion(server.em(), { code: 'COUNTME', conditions: { firstOrderOnly: true }, perShopperLimit: 2 });
    const small = await shopperWith([{ product: products[0]! }]);
    const large = await shopperWith(products.map((product) => ({ product })));
    for (const who of [small, large]) expect((await apply(who, 'COUNTME')).userErrors).toEqual([]);

    const count = async (who: { token: string }) => (await server.recordStatements(() => cartOf(who))).length;
    const [one, six] = [await count(small), await count(large)];
    expect(six).toBe(one);
    const statements = await server.recordStatements(() => cartOf(large));
    // The candidates with the shopper's uses of each, in one statement; her earlier orders (first order only) in another.
    expect(statements.filter((sql) => /from promotion p\b/.test(sql) && /from promotion_use/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /from "?promotion"? /.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /from "customer_order"/.test(sql))).toHaveLength(1);
  });
});
