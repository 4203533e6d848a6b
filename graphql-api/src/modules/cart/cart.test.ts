import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts, createUser, setStock, type TestProductFields } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { Role } from '../users/user.entity.js';
import { Cart, CartLine } from './cart.entity.js';

const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    itemCount
    subtotal { amount }
    lines { id size quantity price { amount } lineTotal { amount } product { id title } }
  }
`;
const CART = `query Cart { cart { ...CartFields } } ${CART_FIELDS}`;
const ADD = /* GraphQL */ `
  mutation Add($input: AddToCartInput!) {
    addToCart(input: $input) { cart { ...CartFields } userErrors { code field message } }
  }
  ${CART_FIELDS}
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateCartLineInput!) {
    updateCartLine(input: $input) { cart { ...CartFields } userErrors { code field message } }
  }
  ${CART_FIELDS}
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($input: RemoveFromCartInput!) {
    removeFromCart(input: $input) { cart { ...CartFields } userErrors { code field message } }
  }
  ${CART_FIELDS}
`;

interface CartView {
  id: string;
  itemCount: number;
  subtotal: { amount: string };
  lines: Array<{ id: string; size: string; quantity: number; price: { amount: string }; lineTotal: { amount: string }; product: { id: string; title: string } }>;
}
interface UserErrorView {
  code: string;
  field: string | null;
  message: string;
}
type Payload = { cart: CartView | null; userErrors: UserErrorView[] };

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('the cart', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function shopper(role: Role = Role.USER): Promise<{ id: string; token: string }> {
    const user = await createUser(server.em(), { role });
    return { id: user.id, token: await server.tokenFor(user) };
  }

  async function product(fields: TestProductFields = {}): Promise<string> {
    const [created] = await createProducts(server.em(), [fields]);
    return created!.id;
  }

  async function cartOf(token: string): Promise<CartView> {
    const { body } = await server.gql<{ cart: CartView }>(CART, {}, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.cart;
  }

  async function add(token: string, input: { productId: string; size?: string; quantity?: number }): Promise<Payload> {
    const { body } = await server.gql<{ addToCart: Payload }>(ADD, { input }, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.addToCart;
  }

  async function update(token: string, input: { lineId: string; quantity: number }): Promise<Payload> {
    const { body } = await server.gql<{ updateCartLine: Payload }>(UPDATE, { input }, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.updateCartLine;
  }

  async function remove(token: string, lineId: string): Promise<Payload> {
    const { body } = await server.gql<{ removeFromCart: Payload }>(REMOVE, { input: { lineId } }, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.removeFromCart;
  }

  function refusal(code: string, message: string, field: string | null): Payload {
    return { cart: null, userErrors: [{ code, message, field }] };
  }

  describe('permissions', () => {
    it('refuses every cart field to anonymous callers', async () => {
      const operations: Array<[string, Record<string, unknown>]> = [
        [CART, {}],
        [ADD, { input: { productId: UNKNOWN_ID } }],
        [UPDATE, { input: { lineId: UNKNOWN_ID, quantity: 1 } }],
        [REMOVE, { input: { lineId: UNKNOWN_ID } }],
      ];
      for (const [query, variables] of operations) {
        const { body } = await server.gql(query, variables);
        expect(body.errors?.[0]).toMatchObject({ message: 'You must be signed in to do this', extensions: { code: 'UNAUTHENTICATED' } });
        expect(body.data).toBeNull();
      }
    });

    it('keeps each account to its own cart, admins included', async () => {
      const asha = await shopper();
      const admin = await shopper(Role.ADMIN);
      const productId = await product();
      await add(asha.token, { productId, quantity: 2 });
      const adminCart = await cartOf(admin.token);
      expect(adminCart.lines).toEqual([]);
      expect((await add(admin.token, { productId })).cart!.itemCount).toBe(1);
      expect((await cartOf(asha.token)).itemCount).toBe(2);
      expect(adminCart.id).not.toBe((await cartOf(asha.token)).id);
    });

    it("refuses another shopper's line as if it did not exist, and leaves it as it was", async () => {
      const asha = await shopper();
      const bala = await shopper();
      const productId = await product();
      const ashaLine = (await add(asha.token, { productId, quantity: 2 })).cart!.lines[0]!;
      await add(bala.token, { productId });

      expect(await update(bala.token, { lineId: ashaLine.id, quantity: 5 })).toEqual(refusal('NOT_FOUND', 'Cart item not found', 'lineId'));
      expect(await remove(bala.token, ashaLine.id)).toEqual(refusal('NOT_FOUND', 'Cart item not found', 'lineId'));

      const ashaCart = await cartOf(asha.token);
      expect(ashaCart.lines).toEqual([ashaLine]);
      const balaCart = await cartOf(bala.token);
      expect(balaCart.lines.map((line) => line.id)).not.toContain(ashaLine.id);
      expect(balaCart.itemCount).toBe(1);
    });
  });

  describe('cart', () => {
    it('is empty before the first add and keeps its id', async () => {
      const { token } = await shopper();
      const first = await cartOf(token);
      expect(first).toMatchObject({ itemCount: 0, subtotal: { amount: '0.00' }, lines: [] });
      const productId = await product();
      expect((await add(token, { productId })).cart!.id).toBe(first.id);
      expect((await cartOf(token)).id).toBe(first.id);
    });
  });

  describe('addToCart', () => {
    it('adds one piece in the default size, and adds to the same line for the same product and size', async () => {
      const { token } = await shopper();
      const productId = await product({ title: 'Navy Tee', pricePaise: 49_900 });

      const first = await add(token, { productId });
      expect(first.userErrors).toEqual([]);
      expect(first.cart!.lines).toMatchObject([{ size: 'XS', quantity: 1, price: { amount: '499.00' }, lineTotal: { amount: '499.00' }, product: { id: productId, title: 'Navy Tee' } }]);

      const again = await add(token, { productId, size: 'XS', quantity: 3 });
      expect(again.cart!.lines).toHaveLength(1);
      expect(again.cart!.lines[0]).toMatchObject({ id: first.cart!.lines[0]!.id, quantity: 4, lineTotal: { amount: '1996.00' } });
      expect(again.cart).toMatchObject({ itemCount: 4, subtotal: { amount: '1996.00' } });
    });

    it('keeps a line per size, oldest first', async () => {
      const { token } = await shopper();
      const tee = await product({ pricePaise: 10_000, percentageIncrement: 10, stock: { L: 5, S: 5 } });
      const polo = await product({ pricePaise: 20_000, productType: ProductType.POLO_NECK, stock: { M: 5 } });
      await add(token, { productId: tee, size: 'L', quantity: 2 });
      await add(token, { productId: polo, size: 'M' });
      await add(token, { productId: tee, size: 'S' });
      await add(token, { productId: tee, size: 'L' });

      const cart = await cartOf(token);
      expect(cart.lines.map((line) => [line.product.id, line.size, line.quantity])).toEqual([
        [tee, 'L', 3],
        [polo, 'M', 1],
        [tee, 'S', 1],
      ]);
      expect(cart.itemCount).toBe(5);
      // 3 × ₹110 (L, +10%) + ₹200 + ₹100
      expect(cart.subtotal).toEqual({ amount: '630.00' });
    });

    it.each<[string, TestProductFields, Size]>([
      ['a tee', {}, Size.XS],
      ['an oversize tee', { productType: ProductType.ROUND_NECK_OVERSIZE }, Size.M],
      ['an XXL-only listing', { size: Size.XXL }, Size.XXL],
      ['a kids product', { type: SizingType.AGE_GROUP, size: Size.AGE_6_8, measurement: Measurement.KIDS }, Size.AGE_3_5],
    ])('picks the first offered size of %s when none is given', async (_name, fields, expected) => {
      const { token } = await shopper();
      const productId = await product(fields);
      const sizeKey = Object.entries(Size).find(([, value]) => value === expected)![0];
      expect((await add(token, { productId })).cart!.lines[0]!.size).toBe(sizeKey);
    });

    it.each<[string, TestProductFields, string, string]>([
      ['XS of an oversize tee', { productType: ProductType.ROUND_NECK_OVERSIZE }, 'XS', 'This product comes in M, L, XL, XXL only'],
      ['M of an XXL-only listing', { size: Size.XXL }, 'M', 'This product comes in XXL only'],
      ['a letter size of a kids product', { type: SizingType.AGE_GROUP, size: Size.AGE_3_5, measurement: Measurement.KIDS }, 'M', 'This product comes in 3-5yr, 6-8yr, 9-13yr only'],
      ['an age group of an adult tee', {}, 'AGE_9_13', 'This product comes in XS, S, M, L, XL, XXL only'],
    ])('refuses %s', async (_name, fields, size, message) => {
      const { token } = await shopper();
      const productId = await product(fields);
      expect(await add(token, { productId, size })).toEqual(refusal('INVALID_INPUT', message, 'size'));
      expect((await cartOf(token)).lines).toEqual([]);
    });

    it('refuses a quantity below 1', async () => {
      const { token } = await shopper();
      const productId = await product();
      for (const quantity of [0, -2]) {
        expect(await add(token, { productId, quantity })).toEqual(refusal('INVALID_INPUT', 'Invalid quantity', 'quantity'));
      }
      expect((await cartOf(token)).lines).toEqual([]);
    });

    it('refuses a quantity that is not a whole number as a GraphQL input error', async () => {
      const { token } = await shopper();
      const { status, body } = await server.gql(ADD, { input: { productId: await product(), quantity: 1.5 } }, { token });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('refuses an unknown or malformed product id', async () => {
      const { token } = await shopper();
      for (const productId of [UNKNOWN_ID, 'not-an-id', "' or 1=1 --"]) {
        expect(await add(token, { productId })).toEqual(refusal('NOT_FOUND', 'Product not found', 'productId'));
      }
    });

    it('refuses a product that is out of stock', async () => {
      const { token } = await shopper();
      const productId = await product({ stock: { XS: 0 } });
      expect(await add(token, { productId })).toEqual(refusal('OUT_OF_STOCK', 'Out of Stock in size XS', 'productId'));
    });

    it('refuses a sold-out size while other sizes of the product still sell', async () => {
      const { token } = await shopper();
      const productId = await product({ stock: { XL: 0, M: 4 } });
      expect(await add(token, { productId, size: 'XL' })).toEqual(refusal('OUT_OF_STOCK', 'Out of Stock in size XL', 'productId'));
      expect((await add(token, { productId, size: 'M', quantity: 4 })).userErrors).toEqual([]);
    });

    it('refuses more than the stock, in the spec’s one wording, saying what the cart already holds', async () => {
      const { token } = await shopper();
      const productId = await product({ stock: { XS: 5 } });
      expect(await add(token, { productId, quantity: 6 })).toEqual(
        refusal('INSUFFICIENT_STOCK', 'Only 5 items available in stock in size XS', 'quantity'),
      );
      await add(token, { productId, quantity: 3 });
      expect(await add(token, { productId, quantity: 3 })).toEqual(
        refusal('INSUFFICIENT_STOCK', 'Only 5 items available in stock in size XS; your cart already holds 3', 'quantity'),
      );
      expect((await add(token, { productId, quantity: 2 })).cart!.itemCount).toBe(5);
      expect(await add(token, { productId })).toEqual(refusal('INSUFFICIENT_STOCK', 'Maximum stock limit reached in size XS: your cart already holds all 5 in stock', 'quantity'));
      expect((await cartOf(token)).lines.map((line) => line.quantity)).toEqual([5]);
    });

    it('bounds each line by its own size’s stock, not the product’s total', async () => {
      const { token } = await shopper();
      const productId = await product({ stock: { S: 3, M: 4 } });
      await add(token, { productId, size: 'S', quantity: 3 });
      expect((await add(token, { productId, size: 'M', quantity: 4 })).userErrors).toEqual([]);
      expect(await add(token, { productId, size: 'S' })).toEqual(
        refusal('INSUFFICIENT_STOCK', 'Maximum stock limit reached in size S: your cart already holds all 3 in stock', 'quantity'),
      );
      expect(await add(token, { productId, size: 'L' })).toEqual(refusal('OUT_OF_STOCK', 'Out of Stock in size L', 'productId'));
    });

    it('makes no cart when the first add is refused', async () => {
      const user = await createUser(server.em());
      const token = await server.tokenFor(user);
      await add(token, { productId: await product({ stock: { XS: 1 } }), quantity: 2 });
      expect(await server.em().count(Cart, { user: user.id })).toBe(0);
    });
  });

  describe('updateCartLine', () => {
    it('sets the quantity of a line', async () => {
      const { token } = await shopper();
      const productId = await product({ pricePaise: 25_050, stock: { XS: 4 } });
      const line = (await add(token, { productId })).cart!.lines[0]!;
      const result = await update(token, { lineId: line.id, quantity: 4 });
      expect(result.userErrors).toEqual([]);
      expect(result.cart).toMatchObject({ itemCount: 4, subtotal: { amount: '1002.00' }, lines: [{ id: line.id, quantity: 4, lineTotal: { amount: '1002.00' } }] });
      expect((await update(token, { lineId: line.id, quantity: 1 })).cart!.itemCount).toBe(1);
    });

    it('refuses quantities outside 1 to the stock and leaves the line as it was', async () => {
      const { token } = await shopper();
      const productId = await product({ stock: { XS: 4 } });
      const line = (await add(token, { productId, quantity: 2 })).cart!.lines[0]!;
      expect(await update(token, { lineId: line.id, quantity: 0 })).toEqual(refusal('INVALID_INPUT', 'Invalid quantity', 'quantity'));
      expect(await update(token, { lineId: line.id, quantity: -1 })).toEqual(refusal('INVALID_INPUT', 'Invalid quantity', 'quantity'));
      expect(await update(token, { lineId: line.id, quantity: 5 })).toEqual(
        refusal('INSUFFICIENT_STOCK', 'Only 4 items available in stock in size XS', 'quantity'),
      );
      expect((await cartOf(token)).lines[0]!.quantity).toBe(2);
    });

    it('refuses any quantity once the product is out of stock', async () => {
      const { token } = await shopper();
      const productId = await product({ stock: { XS: 4 } });
      const line = (await add(token, { productId, quantity: 2 })).cart!.lines[0]!;
      await setStock(server.em(), productId, { XS: 0 });
      expect(await update(token, { lineId: line.id, quantity: 1 })).toEqual(refusal('OUT_OF_STOCK', 'Out of Stock in size XS', 'quantity'));
    });

    it('refuses an unknown or malformed line id', async () => {
      const { token } = await shopper();
      for (const lineId of [UNKNOWN_ID, 'nope']) {
        expect(await update(token, { lineId, quantity: 1 })).toEqual(refusal('NOT_FOUND', 'Cart item not found', 'lineId'));
      }
    });
  });

  describe('removeFromCart', () => {
    it('takes the line out and returns the cart', async () => {
      const { token } = await shopper();
      const first = await product();
      const second = await product();
      const line = (await add(token, { productId: first, quantity: 2 })).cart!.lines[0]!;
      await add(token, { productId: second });
      const result = await remove(token, line.id);
      expect(result.userErrors).toEqual([]);
      expect(result.cart!.lines.map((l) => l.product.id)).toEqual([second]);
      expect(result.cart!.itemCount).toBe(1);
      expect(await server.em().count(CartLine, { id: line.id })).toBe(0);
    });

    it('refuses a line that is gone or never was', async () => {
      const { token } = await shopper();
      const line = (await add(token, { productId: await product() })).cart!.lines[0]!;
      await remove(token, line.id);
      for (const lineId of [line.id, UNKNOWN_ID, '42']) {
        expect(await remove(token, lineId)).toEqual(refusal('NOT_FOUND', 'Cart item not found', 'lineId'));
      }
    });
  });

  it('shows the cart as it is after each of several mutations in one request', async () => {
    const { token } = await shopper();
    const productId = await product();
    const query = /* GraphQL */ `
      mutation Twice($input: AddToCartInput!) {
        first: addToCart(input: $input) { cart { itemCount lines { quantity } } }
        second: addToCart(input: $input) { cart { itemCount lines { quantity } } }
      }
    `;
    const { body } = await server.gql<Record<'first' | 'second', { cart: { itemCount: number } }>>(query, { input: { productId } }, { token });
    expect(body.data?.first.cart.itemCount).toBe(1);
    expect(body.data?.second.cart.itemCount).toBe(2);
  });
});
