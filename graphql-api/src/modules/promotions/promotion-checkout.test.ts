import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser, stockOf, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { createPromotion } from '../../../test/promotions.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import { fillCart } from '../../../test/shopping.js';
import { waitUntil } from '../../../test/smtp-server.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Address } from '../addresses/address.entity.js';
import { hashPassword } from '../auth/passwords.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import type { Product } from '../catalog/product.entity.js';
import { Order } from '../orders/order.entity.js';
import { DueJob, DueJobStatus } from '../outbox/due-job.entity.js';
import { startFakePaypal, type FakePaypal } from '../payments/fake-paypal.js';
import { Role, User } from '../users/user.entity.js';
import { openLocks, type PromotionUseChange } from '../locks/lock-gate.js';
import { Promotion, PromotionUse } from './promotion.entity.js';

// placeOrder freezes the cart's pricing on the order and counts the promotions' uses under their
// row locks; a stopped order gives them back once. Over HTTP against real PostgreSQL.

interface Money {
  amount: string;
}
interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
interface AppliedData {
  promotionId: string;
  name: string;
  code: string | null;
  discount: Money;
}
interface OrderData {
  id: string;
  status: string;
  subtotal: Money;
  discount: Money;
  total: Money;
  discountCode: string | null;
  promotions: AppliedData[];
  lines: Array<{ productId: string; lineTotal: Money; discount: Money; finalTotal: Money }>;
}
interface CartData {
  discountCode: string | null;
  subtotal: Money;
  discount: Money;
  total: Money;
  promotions: AppliedData[];
  lines: Array<{ product: { id: string }; lineTotal: Money; discount: Money; finalTotal: Money }>;
}
interface PlaceOrderData {
  placeOrder: { order: OrderData | null; userErrors: UserErrorData[]; approvalUrl?: string | null };
}

const ORDER_FIELDS = /* GraphQL */ `
  id status subtotal { amount } discount { amount } total { amount } discountCode
  promotions { promotionId name code discount { amount } }
  lines { productId lineTotal { amount } discount { amount } finalTotal { amount } }
`;
const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER_FIELDS} } userErrors { code field message } approvalUrl } }`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const CART = /* GraphQL */ `
  { cart { discountCode subtotal { amount } discount { amount } total { amount } promotions { promotionId name code discount { amount } }
    lines { product { id } lineTotal { amount } discount { amount } finalTotal { amount } } } }
`;
const APPLY = 'mutation ($code: String!) { applyDiscountCode(code: $code) { userErrors { code field message } } }';
const CANCEL = 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } userErrors { code message } } }';
const SET_STATUS = 'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { status } userErrors { code message } } }';

interface Shopper {
  userId: string;
  token: string;
  addressId: string;
}

describe('placeOrder with promotions', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
  });
  afterAll(() => server?.stop());

  async function shopper(lines: Array<{ product: Product; quantity?: number }>, code?: string): Promise<Shopper> {
    const user = await createUser(server.em());
    const token = await server.tokenFor(user);
    const addressId = await fillCart(server, user.id, lines.map((line) => ({ product: line.product, quantity: line.quantity ?? 1 })));
    const who = { userId: user.id, token, addressId };
    if (code) await apply(who, code);
    return who;
  }

  async function apply(who: Shopper, code: string): Promise<void> {
    const { body } = await server.gql<{ applyDiscountCode: { userErrors: UserErrorData[] } }>(APPLY, { code }, { token: who.token });
    expect(body.data?.applyDiscountCode.userErrors).toEqual([]);
  }

  async function placeOrder(who: Shopper, input: Record<string, unknown> = {}) {
    const { body } = await server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.addressId, ...input } }, { token: who.token });
    expect(body.errors).toBeUndefined();
    return body.data!.placeOrder;
  }

  async function orderAsPlaced(who: Shopper, input: Record<string, unknown> = {}): Promise<OrderData> {
    const result = await placeOrder(who, input);
    expect(result.userErrors).toEqual([]);
    return result.order!;
  }

  const usesOf = async (promotion: Promotion) => (await server.em().findOneOrFail(Promotion, promotion.id)).uses;
  const heldUses = (promotion: Promotion) => server.em().count(PromotionUse, { promotion: promotion.id, releasedAt: null });

  it("freezes the cart's figures on the order: each line's discount, the promotions in order, the code; counts a use of each", async () => {
    const [shirt, top] = await createProducts(server.em(), [{ pricePaise: 120_000 }, { pricePaise: 33_333 }]);
    const auto = await createPromotion(server.em(), { name: 'Shirt sale', priority: 10, action: { kind: 'PERCENT_OFF_LINES', percent: 15, capPaise: null }, conditions: { productIds: [shirt!.id] } });
    const code = await createPromotion(server.em(), { name: 'Flat 100', code: 'FLAT100', action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 }, usageLimit: 5 });
    const who = await shopper([{ product: shirt!, quantity: 2 }, { product: top!, quantity: 3 }], 'flat100');
    const { body: before } = await server.gql<{ cart: CartData }>(CART, {}, { token: who.token });
    const cart = before.data!.cart;

    const order = await orderAsPlaced(who);

    expect(order).toMatchObject({ subtotal: cart.subtotal, discount: cart.discount, total: cart.total, discountCode: 'FLAT100', promotions: cart.promotions });
    expect(order.promotions.map((p) => p.promotionId)).toEqual([auto.id, code.id]);
    expect(order.lines.map((line) => [line.productId, line.lineTotal, line.discount, line.finalTotal])).toEqual(
      cart.lines.map((line) => [line.product.id, line.lineTotal, line.discount, line.finalTotal]),
    );
    // 2 × 1200 = 2400 less 15 % = 360; then 100 spread over 2040 and 999.99 by price.
    expect(order.discount.amount).toBe('460.00');
    expect(order.total.amount).toBe('2939.99');
    const linesSum = order.lines.reduce((sum, line) => sum + Math.round(Number(line.discount.amount) * 100), 0);
    expect(linesSum).toBe(46_000);

    expect([await usesOf(auto), await usesOf(code)]).toEqual([1, 1]);
    expect([await heldUses(auto), await heldUses(code)]).toEqual([1, 1]);
    const emptied = await server.em().findOneOrFail(Cart, { user: who.userId });
    expect(emptied.discountCode).toBeNull();
  });

  it('gives REST clients the same figures: totals with the discounts, each line\'s discount, the code', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 99_999 }]);
    await createPromotion(server.em(), { name: 'Third off', code: 'THIRD', action: { kind: 'PERCENT_OFF_LINES', percent: 33, capPaise: null } });
    const who = await shopper([{ product: product!, quantity: 3 }], 'THIRD');

    const cart = await rest<{ data: Record<string, unknown> & { items: Array<Record<string, unknown>> } }>(server, 'GET', `/shop/cart/get/${who.userId}`, { token: who.token });
    await expectDocumented(server, 'GET', '/shop/cart/get/{userId}', cart);
    // 3 × 999.99 = 2999.97; 33 % of it is 989.9901, rounded half-up to 989.99.
    expect(cart.body.data).toMatchObject({ subtotalAmount: 2999.97, discountAmount: 989.99, totalAmount: 2009.98, discountCode: 'THIRD', discountCodeProblem: null });
    expect(cart.body.data.items).toEqual([expect.objectContaining({ price: 999.99, quantity: 3, discount: 989.99, finalTotal: 2009.98 })]);

    const placed = await orderAsPlaced(who);
    const details = await rest<{ data: Record<string, unknown> & { cartItems: Array<Record<string, unknown>> } }>(server, 'GET', `/shop/order/details/${placed.id}`, { token: who.token });
    await expectDocumented(server, 'GET', '/shop/order/details/{id}', details);
    expect(details.body.data).toMatchObject({ totalAmount: 2009.98, subtotalAmount: 2999.97, discountAmount: 989.99, discountCode: 'THIRD' });
    expect(details.body.data.cartItems).toEqual([expect.objectContaining({ price: 999.99, quantity: 3, discount: 989.99, finalTotal: 2009.98 })]);
  });

  it('places an order with three promotions applied in a fixed few statements more than with none', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 90_000 }]);
    const statementsOf = async (who: Shopper) => {
      let result!: Awaited<ReturnType<typeof placeOrder>>;
      const statements = await server.recordStatements(async () => (result = await placeOrder(who)));
      expect(result.userErrors).toEqual([]);
      return statements.filter((sql) => !/^\s*(begin|commit|rollback|savepoint|release savepoint)/i.test(sql.replace(/^.*?\]\s*/, '')));
    };
    const plain = await statementsOf(await shopper([{ product: product!, quantity: 3 }]));

    const only = { productIds: [product!.id] };
    await createPromotion(server.em(), { name: 'One', priority: 3, conditions: only });
    await createPromotion(server.em(), { name: 'Two', priority: 2, conditions: only, action: { kind: 'FIXED_OFF_ORDER', amountPaise: 1_000 } });
    await createPromotion(server.em(), { name: 'Three', priority: 1, conditions: only, action: { kind: 'BUY_X_GET_Y', buy: 2, get: 1, percentOffGiven: 50 } });
    const who = await shopper([{ product: product!, quantity: 3 }]);
    const promoted = await statementsOf(who);
    const order = (await server.em().find(Order, { user: who.userId }))[0]!;
    expect(order.discountPaise).toBeGreaterThan(0);
    expect((await server.gql<{ order: OrderData }>(ORDER, { id: order.id }, { token: who.token })).body.data!.order.promotions).toHaveLength(3);

    // Beyond what every checkout reads (the candidates, the answer's order_promotion rows): their order rows, and their
    // uses written and counted in one statement, however many apply; nothing locks them earlier, and the e-mail reads
    // the order's promotions from the checkout's own transaction.
    // (Only statements naming promotions are compared: the outbox worker's own may land in either recording.)
    const aboutPromotions = (statements: string[]) => statements.filter((sql) => /promotion/.test(sql)).length;
    console.info(`placeOrder statements: ${plain.length} without promotions, ${promoted.length} with three`);
    expect(aboutPromotions(promoted) - aboutPromotions(plain)).toBe(2);
  });

  it('counts a use only while the limit allows it and the promotion is as checkout read it, and always gives one back', async () => {
    const promotion = await createPromotion(server.em(), { name: 'Counted', usageLimit: 1 });
    const { id } = promotion;
    const count = (change: PromotionUseChange) => server.em().fork().transactional((tx) => openLocks(tx).countPromotionUses([change]));
    const usesNow = async () => (await server.em().fork().findOneOrFail(Promotion, id)).uses;

    // An admin's edit after checkout read it: the checkout must price again, and nothing is counted.
    await server.em().fork().nativeUpdate(Promotion, { id }, { name: 'Counted, renamed', updatedAt: new Date(promotion.updatedAt.getTime() + 1_000) });
    expect(await count({ id, delta: 1, readAt: promotion.updatedAt })).toEqual(new Set());
    expect(await usesNow()).toBe(0);

    const { updatedAt } = await server.em().fork().findOneOrFail(Promotion, id);
    expect(await count({ id, delta: 1, readAt: updatedAt })).toEqual(new Set([id]));
    // The limit of one is reached: a second use is not counted, and the counter never passes it.
    expect(await count({ id, delta: 1, readAt: updatedAt })).toEqual(new Set());
    expect(await usesNow()).toBe(1);
    expect(await count({ id, delta: -1 })).toEqual(new Set([id]));
    expect(await usesNow()).toBe(0);
    // Counting leaves the promotion's own updatedAt alone, so checkouts that read it before still count.
    expect((await server.em().fork().findOneOrFail(Promotion, id)).updatedAt).toEqual(updatedAt);
    // Out of force, so the next checkouts here price without it.
    await server.em().fork().nativeUpdate(Promotion, { id }, { enabled: false });
  });

  it('keeps the order as frozen when the promotion is edited or deleted afterwards', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 100_000 }]);
    const promotion = await createPromotion(server.em(), { name: 'Diwali', code: 'DIWALI', action: { kind: 'PERCENT_OFF_LINES', percent: 25, capPaise: null } });
    const who = await shopper([{ product: product! }], 'DIWALI');
    const placed = await orderAsPlaced(who);

    await server.em().nativeUpdate(Promotion, { id: promotion.id }, { name: 'Renamed', percent: 50, enabled: false });
    const read = async () => (await server.gql<{ order: OrderData }>(ORDER, { id: placed.id }, { token: who.token })).body.data!.order;
    expect(await read()).toEqual(placed);

    // A used promotion cannot be deleted (an admin disables it); were its rows gone, the order would still say what it gave.
    await server.em().nativeDelete(PromotionUse, { promotion: promotion.id });
    await server.em().nativeDelete(Promotion, { id: promotion.id });
    expect(await read()).toEqual(placed);
    expect(placed.promotions).toEqual([{ promotionId: promotion.id, name: 'Diwali', code: 'DIWALI', discount: { amount: '250.00' } }]);
  });

  it('refuses the checkout when the kept code no longer applies, with its reason, and places nothing', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 100_000, stock: { M: 5 } }]);
    const promotion = await createPromotion(server.em(), { code: 'GONESOON', conditions: { minSubtotalPaise: 90_000 } });
    const who = await shopper([{ product: product! }], 'GONESOON');
    await server.em().nativeUpdate(Promotion, { id: promotion.id }, { minSubtotalPaise: 150_000 });

    const result = await placeOrder(who);
    expect(result).toMatchObject({ order: null, userErrors: [{ code: 'NOT_ELIGIBLE', field: 'discountCode', message: 'Add ₹500.00 more to use GONESOON.' }] });
    expect(await server.em().count(Order, { user: who.userId })).toBe(0);
    expect(await server.em().count(CartLine, { cart: { user: who.userId } })).toBe(1);
    expect((await stockOf(server.em(), product!.id)).M).toBe(5);
    expect(await usesOf(promotion)).toBe(0);
  });

  it('places a ₹0 cash-on-delivery order when a fixed discount is larger than the cart', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 30_000 }]);
    await createPromotion(server.em(), { code: 'FREEBIE', action: { kind: 'FIXED_OFF_ORDER', amountPaise: 50_000 } });
    const who = await shopper([{ product: product! }], 'FREEBIE');
    const order = await orderAsPlaced(who);
    expect(order).toMatchObject({ subtotal: { amount: '300.00' }, discount: { amount: '300.00' }, total: { amount: '0.00' }, lines: [{ finalTotal: { amount: '0.00' } }] });
  });

  it('answers a replay with its idempotency key with the same order and counts the code once', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 80_000 }]);
    const promotion = await createPromotion(server.em(), { code: 'REPLAY', usageLimit: 10 });
    const who = await shopper([{ product: product! }], 'REPLAY');
    const input = { idempotencyKey: 'checkout-replay-1' };

    const [first, second] = await Promise.all([placeOrder(who, input), placeOrder(who, input)]);
    const third = await placeOrder(who, input);
    for (const result of [first, second, third]) expect(result.userErrors).toEqual([]);
    expect(new Set([first.order!.id, second.order!.id, third.order!.id]).size).toBe(1);
    expect(third.order!.discountCode).toBe('REPLAY');
    expect(await usesOf(promotion)).toBe(1);
    expect(await heldUses(promotion)).toBe(1);
  });

  it('gives the uses back once when the order is canceled, and not again when it is rejected after', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 60_000 }]);
    const auto = await createPromotion(server.em(), { name: 'Auto', priority: 1, conditions: { productIds: [product!.id] } });
    const code = await createPromotion(server.em(), { code: 'GIVEBACK', usageLimit: 1, perShopperLimit: 1, action: { kind: 'FIXED_OFF_ORDER', amountPaise: 5_000 } });
    const who = await shopper([{ product: product! }], 'GIVEBACK');
    const order = await orderAsPlaced(who);
    expect([await usesOf(auto), await usesOf(code)]).toEqual([1, 1]);

    const canceled = await server.gql<{ cancelOrder: { userErrors: unknown[] } }>(CANCEL, { input: { orderId: order.id, reason: 'Changed my mind' } }, { token: who.token });
    expect(canceled.body.data?.cancelOrder.userErrors).toEqual([]);
    expect([await usesOf(auto), await usesOf(code)]).toEqual([0, 0]);
    const released = await server.em().find(PromotionUse, { order: order.id });
    expect(released.map((use) => use.releasedAt)).toEqual([expect.any(Date), expect.any(Date)]);

    const again = await server.gql<{ cancelOrder: { userErrors: unknown[] } }>(CANCEL, { input: { orderId: order.id, reason: 'Again' } }, { token: who.token });
    expect(again.body.data?.cancelOrder.userErrors).toHaveLength(1);
    const rejected = await server.gql<{ updateOrderStatus: { userErrors: unknown[] } }>(SET_STATUS, { input: { orderId: order.id, status: 'REJECTED' } }, { token: adminToken });
    expect(rejected.body.data?.updateOrderStatus.userErrors).toEqual([]);
    expect([await usesOf(auto), await usesOf(code)]).toEqual([0, 0]);

    // The use given back is the shopper's again, and the limit's: she may use the code once more.
    await fillCart(server, who.userId, [{ product: product!, quantity: 1 }]);
    await apply(who, 'GIVEBACK');
    await orderAsPlaced(who);
    expect(await usesOf(code)).toBe(1);
    // The frozen order is untouched by all of it.
    const { body } = await server.gql<{ order: OrderData }>(ORDER, { id: order.id }, { token: who.token });
    expect(body.data!.order).toMatchObject({ status: 'REJECTED', discount: order.discount, promotions: order.promotions });
    await expectLedgerAddsUp(server.em());
  });

  it('gives the uses back when an admin rejects an order', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 60_000 }]);
    const code = await createPromotion(server.em(), { code: 'REJECTME', usageLimit: 3 });
    const who = await shopper([{ product: product! }], 'REJECTME');
    const order = await orderAsPlaced(who);
    await server.gql(SET_STATUS, { input: { orderId: order.id, status: 'REJECTED' } }, { token: adminToken });
    expect(await usesOf(code)).toBe(0);
    expect(await heldUses(code)).toBe(0);
  });

  it('refuses a second order with a code limited to one per shopper, even when the code was kept on the cart before', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 60_000 }]);
    const code = await createPromotion(server.em(), { code: 'JUSTONE', perShopperLimit: 1 });
    const who = await shopper([{ product: product! }], 'JUSTONE');
    await orderAsPlaced(who);
    // The cart is refilled and the code kept straight in the database, as a second tab's cart would have it.
    await fillCart(server, who.userId, [{ product: product!, quantity: 1 }]);
    await server.em().nativeUpdate(Cart, { user: who.userId }, { discountCode: 'JUSTONE' });

    const result = await placeOrder(who);
    expect(result).toMatchObject({ order: null, userErrors: [{ code: 'LIMIT_REACHED', field: 'discountCode', message: 'You have already used JUSTONE.' }] });
    expect(await usesOf(code)).toBe(1);
  });

  it('lets one shopper checking out from two sessions at once place one order, counting the code once', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 60_000 }]);
    const code = await createPromotion(server.em(), { code: 'TWOTABS', perShopperLimit: 1 });
    const who = await shopper([{ product: product! }], 'TWOTABS');
    const user = await server.em().findOneOrFail(User, who.userId);
    const secondTab = { ...who, token: await server.tokenFor(user) };

    const results = await Promise.all([placeOrder(who), placeOrder(secondTab)]);
    expect(results.filter((result) => result.order !== null)).toHaveLength(1);
    expect(results.flatMap((result) => result.userErrors).map((error) => error.code)).toEqual(['CART_EMPTY']);
    expect(await usesOf(code)).toBe(1);
    expect(await server.em().count(Order, { user: who.userId })).toBe(1);
  });

  it('lets exactly 50 of 200 shoppers racing for a code limited to 50 use it; the rest are refused with the reason', async () => {
    const SHOPPERS = 200;
    const LIMIT = 50;
    const [product] = await createProducts(server.em(), [{ pricePaise: 49_900, stock: { M: SHOPPERS } }]);
    const code = await createPromotion(server.em(), { code: 'RACE50', usageLimit: LIMIT, action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 } });

    // Made in bulk, with the code kept on each cart as applyDiscountCode keeps it: the race is the checkouts'.
    const em = server.em();
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const shoppers = Array.from({ length: SHOPPERS }, (_, index) => {
      const user = new User({ userName: `Racer ${index}`, email: `racer${index}-${code.id}@example.com`, role: Role.USER, passwordHash });
      const address = new Address({ user, address: `${index} Race Course Road`, city: 'Kolkata', pincode: '700027', phone: '9830012345', notes: '' });
      const cart = new Cart(user);
      cart.discountCode = 'RACE50';
      em.persist([user, address, cart, new CartLine({ cart, product: product!, size: product!.size, quantity: 1 })]);
      return { user, address };
    });
    await em.flush();
    const racers = await Promise.all(shoppers.map(async ({ user, address }) => ({ userId: user.id, addressId: address.id, token: await server.tokenFor(user) })));

    const results = await Promise.all(racers.map((who) => placeOrder(who)));

    const placed = results.filter((result) => result.order !== null);
    expect(placed).toHaveLength(LIMIT);
    for (const result of placed) expect(result.order).toMatchObject({ discountCode: 'RACE50', discount: { amount: '100.00' }, total: { amount: '399.00' } });
    const refusals = results.filter((result) => result.order === null).map((result) => result.userErrors);
    expect(refusals).toHaveLength(SHOPPERS - LIMIT);
    for (const errors of refusals) expect(errors).toEqual([{ code: 'LIMIT_REACHED', field: 'discountCode', message: 'RACE50 has reached its limit of uses.' }]);
    expect(await usesOf(code)).toBe(LIMIT);
    expect(await heldUses(code)).toBe(LIMIT);
    expect((await stockOf(server.em(), product!.id)).M).toBe(SHOPPERS - LIMIT);
  }, 120_000);
});

describe('provider payments with promotions', () => {
  let fake: FakePaypal;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  async function shopperWithCode(pricePaise: number, promotion: Promotion) {
    const [product] = await createProducts(server.em(), [{ pricePaise }]);
    const user = await createUser(server.em());
    const token = await server.tokenFor(user);
    const addressId = await fillCart(server, user.id, [{ product: product!, quantity: 1 }]);
    const applied = await server.gql<{ applyDiscountCode: { userErrors: unknown[] } }>(APPLY, { code: promotion.code }, { token });
    expect(applied.body.data?.applyDiscountCode.userErrors).toEqual([]);
    return { userId: user.id, token, addressId };
  }

  it('refuses to take ₹0 through the provider, placing nothing, and says to choose cash on delivery', async () => {
    const promotion = await createPromotion(server.em(), { code: 'ALLFREE', action: { kind: 'FIXED_OFF_ORDER', amountPaise: 100_000 } });
    const who = await shopperWithCode(40_000, promotion);
    const { body } = await server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.addressId, paymentMethod: 'PAYPAL' } }, { token: who.token });
    expect(body.data?.placeOrder).toMatchObject({
      order: null,
      userErrors: [{ code: 'INVALID_INPUT', field: 'paymentMethod', message: 'This order comes to ₹0.00 after discounts, so there is nothing to pay online. Choose cash on delivery.' }],
    });
    expect(fake.calls.create).toBe(0);
    expect((await server.em().findOneOrFail(Promotion, promotion.id)).uses).toBe(0);
  });

  it('charges the provider the discounted total; a payment that cannot start gives the use and the code back to the cart', async () => {
    const promotion = await createPromotion(server.em(), { code: 'PAYLESS', usageLimit: 1, action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 } });
    const who = await shopperWithCode(50_000, promotion);
    const held = fake.holdNextCreate();
    const placing = server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.addressId, paymentMethod: 'PAYPAL' } }, { token: who.token });
    await held.arrived;
    expect((await server.em().findOneOrFail(Promotion, promotion.id)).uses).toBe(1);
    const pending = await server.em().findOneOrFail(Order, { user: who.userId });
    expect(pending.totalPaise).toBe(40_000);
    held.release('fail');
    const { body } = await placing;
    expect(body.data?.placeOrder.userErrors.map((error) => error.code)).toEqual(['PAYMENT_FAILED']);

    expect((await server.em().findOneOrFail(Promotion, promotion.id)).uses).toBe(0);
    const cart = await server.em().findOneOrFail(Cart, { user: who.userId });
    expect(cart.discountCode).toBe('PAYLESS');
    expect(await server.em().count(CartLine, { cart })).toBe(1);

    // Trying again works, with the same code, now the use is free again.
    const retried = await server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.addressId, paymentMethod: 'PAYPAL' } }, { token: who.token });
    expect(retried.body.data?.placeOrder.userErrors).toEqual([]);
    expect(retried.body.data?.placeOrder.order).toMatchObject({ total: { amount: '400.00' }, discountCode: 'PAYLESS' });
    expect([...fake.payments.values()].map((payment) => payment.total)).toContain('400.00');
  });

  it('gives the use back once when a provider checkout is never approved and expires', async () => {
    const promotion = await createPromotion(server.em(), { code: 'EXPIRES', usageLimit: 2 });
    const who = await shopperWithCode(50_000, promotion);
    const { body } = await server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.addressId, paymentMethod: 'PAYPAL' } }, { token: who.token });
    expect(body.data?.placeOrder.userErrors).toEqual([]);
    const orderId = body.data!.placeOrder.order!.id;
    expect((await server.em().findOneOrFail(Promotion, promotion.id)).uses).toBe(1);

    const job = () => server.em().findOneOrFail(DueJob, { subjectKind: 'order', subjectId: orderId }, { orderBy: { createdAt: 'desc' } });
    await server.em().nativeUpdate(DueJob, { subjectKind: 'order', subjectId: orderId, status: DueJobStatus.PENDING }, { dueAt: new Date() });
    server.outbox.wake();
    await waitUntil(async () => (await job()).status === DueJobStatus.DONE);

    expect((await server.em().findOneOrFail(Order, orderId)).status).toBe('canceled');
    expect((await server.em().findOneOrFail(Promotion, promotion.id)).uses).toBe(0);
    expect(await server.em().count(PromotionUse, { order: orderId, releasedAt: { $ne: null } })).toBe(1);
  });
});
