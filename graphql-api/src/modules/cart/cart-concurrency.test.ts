import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Cart, CartLine } from './cart.entity.js';

const ADD = /* GraphQL */ `
  mutation Add($input: AddToCartInput!) {
    addToCart(input: $input) { cart { id } userErrors { code message } }
  }
`;
const FULL_CART = /* GraphQL */ `
  query Cart {
    cart {
      id itemCount subtotal { amount }
      lines { id size quantity price { amount } compareAtPrice { amount } lineTotal { amount } product { id title priceRange { min { amount } } totalStock } }
    }
  }
`;

interface AddData {
  addToCart: { cart: { id: string } | null; userErrors: Array<{ code: string; message: string }> };
}

describe('the cart under load', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('loses no add when ten arrive at once for the same product and size, even before the cart exists', async () => {
    const user = await createUser(server.em());
    const token = await server.tokenFor(user);
    const [product] = await createProducts(server.em(), [{ totalStock: 50 }]);
    const input = { productId: product!.id, size: 'M', quantity: 1 };

    const results = await Promise.all(Array.from({ length: 10 }, () => server.gql<AddData>(ADD, { input }, { token })));

    for (const { body } of results) {
      expect(body.errors).toBeUndefined();
      expect(body.data!.addToCart.userErrors).toEqual([]);
    }
    expect(new Set(results.map(({ body }) => body.data!.addToCart.cart!.id)).size).toBe(1);
    const em = server.em();
    expect(await em.count(Cart, { user: user.id })).toBe(1);
    const lines = await em.find(CartLine, { cart: { user: user.id } });
    expect(lines.map((line) => line.quantity)).toEqual([10]);
    await expectLedgerAddsUp(server.em());
  });

  it('never lets simultaneous adds take a line past the stock', async () => {
    const user = await createUser(server.em());
    const token = await server.tokenFor(user);
    const [product] = await createProducts(server.em(), [{ stock: { L: 4, M: 50 } }]);
    const input = { productId: product!.id, size: 'L', quantity: 1 };

    const results = await Promise.all(Array.from({ length: 10 }, () => server.gql<AddData>(ADD, { input }, { token })));

    const refused = results.filter(({ body }) => body.data!.addToCart.userErrors.length > 0);
    expect(refused).toHaveLength(6);
    for (const { body } of refused) {
      expect(body.data!.addToCart.userErrors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'Maximum stock limit reached in size L: your cart already holds all 4 in stock' }]);
    }
    const lines = await server.em().find(CartLine, { cart: { user: user.id } });
    expect(lines.map((line) => line.quantity)).toEqual([4]);
    await expectLedgerAddsUp(server.em());
  });

  it('reads a cart of many lines with the same few SQL statements as a cart of a few', async () => {
    const products = await createProducts(server.em(), Array.from({ length: 40 }, () => ({})));
    async function statementsForCartOf(lineCount: number): Promise<string[]> {
      const token = await server.tokenFor(await createUser(server.em()));
      for (const product of products.slice(0, lineCount)) {
        const { body } = await server.gql<AddData>(ADD, { input: { productId: product.id, size: 'S' } }, { token });
        expect(body.data!.addToCart.userErrors).toEqual([]);
      }
      return server.recordStatements(async () => {
        const { body } = await server.gql<{ cart: { lines: unknown[] } }>(FULL_CART, {}, { token });
        expect(body.data!.cart.lines).toHaveLength(lineCount);
      });
    }

    const few = await statementsForCartOf(2);
    const many = await statementsForCartOf(40);
    expect(many).toHaveLength(few.length);
    // Token check, the cart, its lines, their products.
    expect(many.length).toBeLessThanOrEqual(4);
  });
});
