import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Size } from '@threadline/domain';
import { createProducts, createUser, stockOf } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Role, User } from '../users/user.entity.js';

// Each size is its own stock: what one size sells never touches another, checkout locks the
// (product, size) rows it sells in one order whatever the cart's order, and a canceled or
// rejected order gives its sizes back exactly once, however the requests race.

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
interface PlaceOrderData {
  placeOrder: { order: { id: string } | null; userErrors: UserErrorData[] };
}
interface OrderResultData {
  order: { id: string; status: string } | null;
  userErrors: UserErrorData[];
}

const PLACE_ORDER = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code field message } } }';
const ADD_TO_CART = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { itemCount } userErrors { code field message } } }';
const ORDER_RESULT = 'order { id status } userErrors { code field message }';
const CANCEL = `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { ${ORDER_RESULT} } }`;
const UPDATE_STATUS = `mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { ${ORDER_RESULT} } }`;

interface Shopper {
  user: User;
  token: string;
  address: Address;
}

describe('stock per size at checkout', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
  });
  afterAll(() => server?.stop());

  async function shopper(): Promise<Shopper> {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '7 Rail Colony', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: '' });
    await em.persistAndFlush(address);
    return { user, address, token: await server.tokenFor(user) };
  }

  /** Puts lines into the shopper's cart in the order given, each created after the one before. */
  async function fillCart(user: User, lines: Array<{ product: Product; size: Size; quantity: number }>): Promise<void> {
    const em = server.em();
    const cart = new Cart(em.getReference(User, user.id));
    await em.persistAndFlush(cart);
    for (const [i, line] of lines.entries()) {
      const cartLine = new CartLine({ cart, product: em.getReference(Product, line.product.id), size: line.size, quantity: line.quantity });
      cartLine.createdAt = new Date(Date.now() + i);
      await em.persistAndFlush(cartLine);
    }
  }

  const placeOrder = (who: Shopper) => server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.address.id } }, { token: who.token });

  it('sells the last 3 XL to exactly 3 of 50 shoppers racing for them, and leaves M as it was', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { XL: 3, M: 100 } }]);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    for (const buyer of buyers) await fillCart(buyer.user, [{ product: product!, size: Size.XL, quantity: 1 }]);

    const responses = await Promise.all(buyers.map((buyer) => placeOrder(buyer)));

    expect(responses.map((response) => [response.status, response.body.errors])).toEqual(Array(50).fill([200, undefined]));
    const results = responses.map((response) => response.body.data!.placeOrder);
    expect(results.filter((result) => result.order !== null)).toHaveLength(3);
    const refusals = results.filter((result) => result.order === null).map((result) => result.userErrors.map((error) => error.message));
    expect(refusals).toEqual(Array(47).fill(['Out of Stock in size XL']));
    expect(await stockOf(server.em(), product!.id)).toMatchObject({ XL: 0, M: 100 });
    await expectLedgerAddsUp(server.em());
  });

  it('completes or refuses two carts holding the same two sizes in opposite orders, never failing on a deadlock', async () => {
    const rounds = 12;
    const [product] = await createProducts(server.em(), [{ stock: { M: rounds, XL: rounds } }]);
    const pairs = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const [one, two] = await Promise.all([shopper(), shopper()]);
        await fillCart(one.user, [
          { product: product!, size: Size.XL, quantity: 1 },
          { product: product!, size: Size.M, quantity: 1 },
        ]);
        await fillCart(two.user, [
          { product: product!, size: Size.M, quantity: 1 },
          { product: product!, size: Size.XL, quantity: 1 },
        ]);
        return [one, two] as const;
      }),
    );

    const responses = await Promise.all(pairs.flat().map((buyer) => placeOrder(buyer)));

    // Every answer is a placed order or a refusal naming the stock; none is an error.
    expect(responses.every((response) => response.status === 200 && response.body.errors === undefined)).toBe(true);
    const placed = responses.filter((response) => response.body.data!.placeOrder.order !== null).length;
    for (const response of responses) {
      const { userErrors } = response.body.data!.placeOrder;
      for (const error of userErrors) expect(error.message).toMatch(/^(Out of Stock|Only \d+ items available in stock) in size (M|XL)$/);
    }
    // 2 × 12 carts of one M and one XL each, for 12 of each: exactly 12 are sold.
    expect(placed).toBe(rounds);
    expect(await stockOf(server.em(), product!.id)).toMatchObject({ M: 0, XL: 0 });
    await expectLedgerAddsUp(server.em());
  });

  it('bounds each cart line by its size: M × 5 and L × 2 of a product with M 5 and L 2 are both sold', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { M: 5, L: 2 } }]);
    const buyer = await shopper();
    const add = (size: string, quantity: number) =>
      server.gql<{ addToCart: { userErrors: UserErrorData[] } }>(ADD_TO_CART, { input: { productId: product!.id, size, quantity } }, { token: buyer.token });

    expect((await add('M', 5)).body.data!.addToCart.userErrors).toEqual([]);
    expect((await add('L', 5)).body.data!.addToCart.userErrors).toEqual([
      { code: 'INSUFFICIENT_STOCK', field: 'quantity', message: 'Only 2 items available in stock in size L' },
    ]);
    expect((await add('L', 2)).body.data!.addToCart.userErrors).toEqual([]);

    const { body } = await placeOrder(buyer);
    expect(body.data!.placeOrder.userErrors).toEqual([]);
    expect(await stockOf(server.em(), product!.id)).toMatchObject({ M: 0, L: 0, XS: 0 });
  });

  it('gives a size back exactly once when a shopper’s cancel races an admin’s rejection', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { XL: 20, M: 7 } }]);
    for (let round = 0; round < 5; round += 1) {
      const buyer = await shopper();
      await fillCart(buyer.user, [{ product: product!, size: Size.XL, quantity: 2 }]);
      const orderId = (await placeOrder(buyer)).body.data!.placeOrder.order!.id;
      const before = (await stockOf(server.em(), product!.id)).XL!;

      const [canceled, rejected] = await Promise.all([
        server.gql<{ cancelOrder: OrderResultData }>(CANCEL, { input: { orderId, reason: 'Changed my mind' } }, { token: buyer.token }),
        server.gql<{ updateOrderStatus: OrderResultData }>(UPDATE_STATUS, { input: { orderId, status: 'REJECTED' } }, { token: adminToken }),
      ]);

      expect(canceled.body.errors).toBeUndefined();
      expect(rejected.body.errors).toBeUndefined();
      expect(await stockOf(server.em(), product!.id)).toMatchObject({ XL: before + 2, M: 7 });
    }
    await expectLedgerAddsUp(server.em());
  });
});
