import { MAX_CART_QUANTITY, MAX_STOCK, MAX_STORED_INTEGER, MESSAGES } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser, setStock } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { rest } from '../../../test/rest.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Role, User } from '../users/user.entity.js';

// Numbers bigger than their column: stock, quantities and prices are refused past the domain's
// limits at the field, on GraphQL and REST alike, and what may legitimately add up past 32 bits
// (an order's total, revenue, stock given back) is stored and summed without overflowing.

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}

const USER_ERRORS = 'userErrors { code field message }';
const PRODUCT_INPUT = {
  image: '/media/products/navy.webp',
  title: 'Navy Polo',
  description: 'A breathable cotton pique polo.',
  category: 'MALE',
  productType: 'POLO_NECK',
  type: 'SIZE',
  size: 'M',
  measurement: 'IN_38',
  percentageIncrement: 10,
  price: '799.50',
  salePrice: null,
  totalStock: 12,
};

describe('numbers past their limits', () => {
  let server: TestServer;
  let adminToken: string;
  let shopper: User;
  let shopperToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    shopper = await createUser(server.em());
    shopperToken = await server.tokenFor(shopper);
  });
  afterAll(() => server?.stop());

  async function productCount(): Promise<number> {
    return server.em().count(Product, {});
  }

  it('refuses stock over 10,00,000 at the field, on both faces, and saves nothing', async () => {
    const before = await productCount();
    const create = await server.gql<{ createProduct: { product: null; userErrors: UserErrorData[] } }>(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { product { id } ${USER_ERRORS} } }`,
      { input: { ...PRODUCT_INPUT, totalStock: MAX_STOCK + 1 } },
      { token: adminToken },
    );
    expect(create.body.data?.createProduct.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'totalStock', message: MESSAGES.STOCK_MAX }]);

    for (const totalStock of [MAX_STOCK + 1, 2 ** 31, 2 ** 53]) {
      const added = await rest(server, 'POST', '/admin/products/add', {
        token: adminToken,
        body: { image: PRODUCT_INPUT.image, title: 'Navy Polo', description: PRODUCT_INPUT.description, category: 'male', productType: 'polo_neck', type: 'size', size: 'M', measurement: '38in', percentageIncrement: 10, price: 799.5, salePrice: 0, totalStock },
      });
      expect([added.status, added.body.message]).toEqual([400, MESSAGES.STOCK_MAX]);
    }
    expect(await productCount()).toBe(before);

    const atLimit = await server.gql<{ createProduct: { product: { totalStock: number } } }>(
      `mutation ($input: ProductInput!) { createProduct(input: $input) { product { totalStock } ${USER_ERRORS} } }`,
      { input: { ...PRODUCT_INPUT, totalStock: MAX_STOCK } },
      { token: adminToken },
    );
    expect(atLimit.body.data?.createProduct.product.totalStock).toBe(MAX_STOCK);
  });

  it('refuses a price over ₹10,00,000 on REST too', async () => {
    const added = await rest(server, 'POST', '/admin/products/add', {
      token: adminToken,
      body: { image: PRODUCT_INPUT.image, title: 'Gold Polo', description: PRODUCT_INPUT.description, category: 'male', productType: 'polo_neck', type: 'size', size: 'M', measurement: '38in', percentageIncrement: 10, price: 1e20, salePrice: 0, totalStock: 1 },
    });
    expect([added.status, added.body.message]).toEqual([400, 'Price cannot be more than ₹10,00,000']);
  });

  it('refuses a cart quantity over 10,00,000 at the field, however much is in stock, and keeps the cart as it was', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { XS: MAX_STORED_INTEGER } }]);
    const add = await server.gql<{ addToCart: { cart: null; userErrors: UserErrorData[] } }>(
      `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { id } ${USER_ERRORS} } }`,
      { input: { productId: product!.id, quantity: MAX_CART_QUANTITY + 1 } },
      { token: shopperToken },
    );
    expect(add.body.data?.addToCart.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'quantity', message: MESSAGES.QUANTITY_MAX }]);

    for (const quantity of [MAX_CART_QUANTITY + 1, 2 ** 31, 2 ** 53 - 1]) {
      const added = await rest(server, 'POST', '/shop/cart/add', { token: shopperToken, body: { userId: shopper.id, productId: product!.id, quantity } });
      expect([added.status, added.body.message]).toEqual([400, MESSAGES.QUANTITY_MAX]);
    }

    // Up to the limit in one line, then one more piece is over it.
    const full = await rest(server, 'POST', '/shop/cart/add', { token: shopperToken, body: { userId: shopper.id, productId: product!.id, quantity: MAX_CART_QUANTITY } });
    expect(full.status).toBe(200);
    const more = await rest(server, 'POST', '/shop/cart/add', { token: shopperToken, body: { userId: shopper.id, productId: product!.id, quantity: 1 } });
    expect([more.status, more.body.message]).toEqual([400, MESSAGES.QUANTITY_MAX]);
    const lines = await server.em().find(CartLine, { product: product!.id });
    expect(lines.map((line) => line.quantity)).toEqual([MAX_CART_QUANTITY]);
    await server.em().nativeDelete(CartLine, { product: product!.id });
  });

  /** A cart filled straight in the database, as a shopper's earlier adds would have left it. */
  async function cartOf(user: User, lines: Array<{ product: Product; quantity: number }>): Promise<string> {
    const em = server.em();
    const owner = em.getReference(User, user.id);
    const address = new Address({ user: owner, address: '4 Lake View', city: 'Kolkata', pincode: '700001', phone: '9123456780', notes: '' });
    const cart = (await em.findOne(Cart, { user: owner })) ?? new Cart(owner);
    const cartLines = lines.map((line) => new CartLine({ cart, product: em.getReference(Product, line.product.id), size: line.product.size, quantity: line.quantity }));
    await em.persistAndFlush([address, cart, ...cartLines]);
    return address.id;
  }

  const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id total { amount } } ${USER_ERRORS} } }`;

  it('places, lists and counts an order worth more than 2^31 paise, and gives its stock back on cancel', async () => {
    const buyer = await createUser(server.em());
    const token = await server.tokenFor(buyer);
    const [dear] = await createProducts(server.em(), [{ pricePaise: 100_000_000, totalStock: 1_000 }]);
    const addressId = await cartOf(buyer, [{ product: dear!, quantity: 30 }]);

    const placed = await server.gql<{ placeOrder: { order: { id: string; total: { amount: string } }; userErrors: UserErrorData[] } }>(PLACE, { input: { addressId } }, { token });
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data?.placeOrder.order.total.amount).toBe('30000000.00');
    const orderId = placed.body.data!.placeOrder.order.id;

    const listed = await rest<{ data: Array<{ totalAmount: number }> }>(server, 'GET', `/shop/order/list/${buyer.id}`, { token });
    expect(listed.body.data.map((order) => order.totalAmount)).toEqual([30_000_000]);

    const figures = await server.gql<{ dashboard: { revenue: { amount: string }; bestSellers: Array<{ quantity: number; revenue: { amount: string } }>; ordersPerDay: Array<{ revenue: { amount: string } }> } }>(
      '{ dashboard { revenue { amount } bestSellers { quantity revenue { amount } } ordersPerDay { revenue { amount } } } }',
      {},
      { token: adminToken },
    );
    expect(figures.body.errors).toBeUndefined();
    expect(figures.body.data?.dashboard.revenue.amount).toBe('30000000.00');
    expect(figures.body.data?.dashboard.bestSellers[0]).toEqual({ quantity: 30, revenue: { amount: '30000000.00' } });

    // Stock an admin set near a 32-bit column's top before stock had a limit: giving 30 back stops at the top.
    await setStock(server.em(), dear!.id, { M: MAX_STORED_INTEGER - 5 });
    const canceled = await server.gql<{ cancelOrder: { order: { status: string }; userErrors: UserErrorData[] } }>(
      `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } ${USER_ERRORS} } }`,
      { input: { orderId, reason: 'Ordered too many' } },
      { token },
    );
    expect(canceled.body.data?.cancelOrder).toEqual({ order: { status: 'CANCELED' }, userErrors: [] });
    const after = await server.em().findOneOrFail(Product, dear!.id);
    expect(after.totalStock).toBe(MAX_STORED_INTEGER);
  });

  it('refuses an order over ₹10,00,00,00,000 as a whole, and takes nothing from stock', async () => {
    const buyer = await createUser(server.em());
    const token = await server.tokenFor(buyer);
    const [dear] = await createProducts(server.em(), [{ pricePaise: 100_000_000, totalStock: MAX_STOCK }]);
    const addressId = await cartOf(buyer, [{ product: dear!, quantity: 10_001 }]);

    const placed = await server.gql<{ placeOrder: { order: null; userErrors: UserErrorData[] } }>(PLACE, { input: { addressId } }, { token });
    expect(placed.body.data?.placeOrder).toEqual({ order: null, userErrors: [{ code: 'INVALID_INPUT', field: 'cartLines', message: MESSAGES.ORDER_TOTAL_MAX }] });
    expect((await server.em().findOneOrFail(Product, dear!.id)).totalStock).toBe(MAX_STOCK);

    const created = await rest(server, 'POST', '/shop/order/create', { token, body: { userId: buyer.id, addressInfo: { addressId }, paymentMethod: 'cod' } });
    expect([created.status, created.body.message]).toEqual([400, MESSAGES.ORDER_TOTAL_MAX]);
  });
});
