import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ProductType, Size } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import { Role, type User } from '../users/user.entity.js';
import { CartLine } from './cart.entity.js';

interface CartDocument {
  _id: string;
  items: Array<{ productId: string; title: string; price: number; salePrice: number; quantity: number; size: string; measurement: string; category: string }>;
}
interface Shopper {
  user: User;
  token: string;
}

describe('REST cart (spec section 7)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function shopper(): Promise<Shopper> {
    const user = await createUser(server.em());
    return { user, token: await server.tokenFor(user) };
  }
  const lines = async (user: User) =>
    (await server.em().find(CartLine, { cart: { user: user.id } }, { orderBy: { size: 'asc' } })).map((line) => [line.size, line.quantity]);
  const add = (who: Shopper, body: Record<string, unknown>) => rest<{ data: CartDocument }>(server, 'POST', '/shop/cart/add', { token: who.token, body: { userId: who.user.id, ...body } });

  describe('POST /shop/cart/add', () => {
    const PATH = '/shop/cart/add';

    it("adds at the catalogue's prices, ignoring the product fields the client sends", async () => {
      const [tee] = await createProducts(server.em(), [{ pricePaise: 50_000, salePricePaise: 40_000, percentageIncrement: 10, size: Size.M }]);
      const buyer = await shopper();
      const added = await add(buyer, { productId: tee!.id, quantity: 2, size: 'XL', title: 'Forged', price: 1, salePrice: 0, category: 'kids', image: 'x', measurement: 'kids', percentageIncrement: 0 });
      await expectDocumented(server, 'POST', PATH, added);
      expect(added.body.message).toBe(MESSAGES.PRODUCT_ADDED_TO_CART);
      expect(added.body.data.items).toEqual([
        expect.objectContaining({ productId: tee!.id, title: tee!.title, price: 550, salePrice: 440, quantity: 2, size: 'XL', category: 'male', measurement: '38in' }),
      ]);

      const read = await rest<{ data: CartDocument }>(server, 'GET', `/shop/cart/get/${buyer.user.id}`, { token: buyer.token });
      await expectDocumented(server, 'GET', '/shop/cart/get/{userId}', read);
      expect(read.body.data).toEqual(added.body.data);

      // GraphQL reads the same cart at the same prices.
      const graphql = await server.gql<{ cart: { id: string; lines: Array<{ price: { amount: string }; compareAtPrice: { amount: string } | null; quantity: number }> } }>(
        '{ cart { id lines { price { amount } compareAtPrice { amount } quantity } } }',
        {},
        { token: buyer.token },
      );
      expect(graphql.body.data!.cart).toEqual({
        id: read.body.data._id,
        lines: [{ price: { amount: '440.00' }, compareAtPrice: { amount: '550.00' }, quantity: 2 }],
      });
    });

    it('refuses anonymous callers, another shopper’s userId, stock it does not have and bad input, changing nothing', async () => {
      const [scarce, oversize] = await createProducts(server.em(), [{ stock: { XS: 3 } }, { productType: ProductType.ROUND_NECK_OVERSIZE }]);
      const buyer = await shopper();
      const other = await shopper();

      const anonymous = await rest(server, 'POST', PATH, { body: { userId: buyer.user.id, productId: scarce!.id } });
      expect(anonymous.status).toBe(401);
      await expectDocumented(server, 'POST', PATH, anonymous);
      const foreign = await rest(server, 'POST', PATH, { token: other.token, body: { userId: buyer.user.id, productId: scarce!.id } });
      expect(foreign.status).toBe(403);
      await expectDocumented(server, 'POST', PATH, foreign);

      const tooMany = await add(buyer, { productId: scarce!.id, quantity: 4 });
      expect([tooMany.status, tooMany.body.message]).toEqual([409, `${MESSAGES.ONLY_N_IN_STOCK(3)} in size XS`]);
      await expectDocumented(server, 'POST', PATH, tooMany);
      const unknown = await add(buyer, { productId: '00000000-0000-4000-8000-000000000000' });
      expect([unknown.status, unknown.body.message]).toEqual([404, MESSAGES.PRODUCT_NOT_FOUND]);
      const wrongSize = await add(buyer, { productId: oversize!.id, size: 'XS' });
      expect(wrongSize.status).toBe(400);
      const zero = await add(buyer, { productId: scarce!.id, quantity: 0 });
      expect([zero.status, zero.body.message]).toEqual([400, MESSAGES.INVALID_QUANTITY]);
      for (const body of [{ productId: scarce!.id, quantity: '2' }, { productId: scarce!.id, size: 'XXXL' }, { productId: 'p'.repeat(5000) }]) {
        const refused = await add(buyer, body);
        expect(refused.status).toBe(400);
        await expectDocumented(server, 'POST', PATH, refused);
      }
      expect([await lines(buyer.user), await lines(other.user)]).toEqual([[], []]);
    });

    it('words its stock refusals as GraphQL does, saying so when the cart already holds all there is', async () => {
      const [scarce] = await createProducts(server.em(), [{ stock: { XS: 3 } }]);
      const buyer = await shopper();
      expect((await add(buyer, { productId: scarce!.id, quantity: 2 })).status).toBe(200);
      const more = await add(buyer, { productId: scarce!.id, quantity: 2 });
      expect([more.status, more.body.message]).toEqual([409, 'Only 3 items available in stock in size XS; your cart already holds 2']);
      expect((await add(buyer, { productId: scarce!.id, quantity: 1 })).status).toBe(200);
      const full = await add(buyer, { productId: scarce!.id, quantity: 1 });
      expect([full.status, full.body.message]).toEqual([409, 'Maximum stock limit reached in size XS: your cart already holds all 3 in stock']);
      await expectDocumented(server, 'POST', PATH, full);
      expect(await lines(buyer.user)).toEqual([['XS', 3]]);
    });
  });

  describe('GET /shop/cart/get/{userId}', () => {
    it('answers an empty cart with an id, and refuses others’ carts', async () => {
      const buyer = await shopper();
      const other = await shopper();
      const empty = await rest<{ data: CartDocument }>(server, 'GET', `/shop/cart/get/${buyer.user.id}`, { token: buyer.token });
      expect(empty.body.data).toEqual({
        _id: expect.any(String),
        items: [],
        subtotalAmount: 0,
        discountAmount: 0,
        totalAmount: 0,
        discountCode: null,
        discountCodeProblem: null,
      });
      const foreign = await rest(server, 'GET', `/shop/cart/get/${buyer.user.id}`, { token: other.token });
      expect(foreign.status).toBe(403);
      await expectDocumented(server, 'GET', '/shop/cart/get/{userId}', foreign);
      const admin = await createUser(server.em(), { role: Role.ADMIN });
      const asAdmin = await rest(server, 'GET', `/shop/cart/get/${buyer.user.id}`, { token: await server.tokenFor(admin) });
      expect(asAdmin.status).toBe(403);
    });
  });

  describe('PUT /shop/cart/update-cart', () => {
    const PATH = '/shop/cart/update-cart';

    it('sets the quantity of the product’s line within stock, with the spec’s messages', async () => {
      const [tee] = await createProducts(server.em(), [{ stock: { XS: 5 } }]);
      const buyer = await shopper();
      await add(buyer, { productId: tee!.id, quantity: 1 });
      const updated = await rest<{ data: CartDocument }>(server, 'PUT', PATH, { token: buyer.token, body: { userId: buyer.user.id, productId: tee!.id, quantity: 4 } });
      await expectDocumented(server, 'PUT', PATH, updated);
      expect(updated.body.message).toBe(MESSAGES.CART_ITEM_UPDATED);
      expect(updated.body.data.items.map((item) => item.quantity)).toEqual([4]);

      const tooMany = await rest(server, 'PUT', PATH, { token: buyer.token, body: { userId: buyer.user.id, productId: tee!.id, quantity: 6 } });
      expect([tooMany.status, tooMany.body.message]).toEqual([409, `${MESSAGES.ONLY_N_IN_STOCK(5)} in size XS`]);
      await expectDocumented(server, 'PUT', PATH, tooMany);
      const zero = await rest(server, 'PUT', PATH, { token: buyer.token, body: { userId: buyer.user.id, productId: tee!.id, quantity: 0 } });
      expect([zero.status, zero.body.message]).toEqual([400, MESSAGES.INVALID_QUANTITY]);
      const [notInCart] = await createProducts(server.em(), [{}]);
      const missing = await rest(server, 'PUT', PATH, { token: buyer.token, body: { userId: buyer.user.id, productId: notInCart!.id, quantity: 1 } });
      expect([missing.status, missing.body.message]).toEqual([404, MESSAGES.PRODUCT_NOT_FOUND]);
      await expectDocumented(server, 'PUT', PATH, missing);
      const badId = await rest(server, 'PUT', PATH, { token: buyer.token, body: { userId: buyer.user.id, productId: 'nope', quantity: 1 } });
      expect(badId.status).toBe(400);

      const other = await shopper();
      const foreign = await rest(server, 'PUT', PATH, { token: other.token, body: { userId: buyer.user.id, productId: tee!.id, quantity: 1 } });
      expect(foreign.status).toBe(403);
      expect(await lines(buyer.user)).toEqual([['XS', 4]]);
    });

    it('needs the size when the product is in the cart in several sizes', async () => {
      const [tee] = await createProducts(server.em(), [{ stock: { S: 9, L: 9 } }]);
      const buyer = await shopper();
      await add(buyer, { productId: tee!.id, size: 'S' });
      await add(buyer, { productId: tee!.id, size: 'L' });
      const ambiguous = await rest(server, 'PUT', PATH, { token: buyer.token, body: { userId: buyer.user.id, productId: tee!.id, quantity: 3 } });
      expect(ambiguous.status).toBe(400);
      const sized = await rest(server, 'PUT', PATH, { token: buyer.token, body: { userId: buyer.user.id, productId: tee!.id, quantity: 3, size: 'L' } });
      expect(sized.status).toBe(200);
      expect(await lines(buyer.user)).toEqual([['L', 3], ['S', 1]]);
    });
  });

  describe('DELETE /shop/cart/{userId}/{productId}', () => {
    const PATH = '/shop/cart/{userId}/{productId}';

    it('removes the product’s lines (one size with ?size=), and refuses others’ carts', async () => {
      const [tee, polo] = await createProducts(server.em(), [{}, {}]);
      const buyer = await shopper();
      const other = await shopper();
      await add(buyer, { productId: tee!.id, size: 'S' });
      await add(buyer, { productId: tee!.id, size: 'L' });
      await add(buyer, { productId: polo!.id });

      const foreign = await rest(server, 'DELETE', `/shop/cart/${buyer.user.id}/${tee!.id}`, { token: other.token });
      expect(foreign.status).toBe(403);
      await expectDocumented(server, 'DELETE', PATH, foreign);
      const anonymous = await rest(server, 'DELETE', `/shop/cart/${buyer.user.id}/${tee!.id}`);
      expect(anonymous.status).toBe(401);

      const oneSize = await rest<{ data: CartDocument }>(server, 'DELETE', `/shop/cart/${buyer.user.id}/${tee!.id}?size=S`, { token: buyer.token });
      await expectDocumented(server, 'DELETE', PATH, oneSize);
      expect(oneSize.body.message).toBe(MESSAGES.CART_ITEM_DELETED);
      expect(await lines(buyer.user)).toEqual([['L', 1], ['XS', 1]]);

      const all = await rest<{ data: CartDocument }>(server, 'DELETE', `/shop/cart/${buyer.user.id}/${tee!.id}`, { token: buyer.token });
      expect(all.body.data.items.map((item) => item.productId)).toEqual([polo!.id]);
      const again = await rest(server, 'DELETE', `/shop/cart/${buyer.user.id}/${tee!.id}`, { token: buyer.token });
      expect([again.status, again.body.message]).toEqual([404, MESSAGES.PRODUCT_NOT_FOUND]);
      await expectDocumented(server, 'DELETE', PATH, again);
      const badSize = await rest(server, 'DELETE', `/shop/cart/${buyer.user.id}/${polo!.id}?size=huge`, { token: buyer.token });
      expect(badSize.status).toBe(400);
      expect(await lines(buyer.user)).toEqual([['XS', 1]]);
    });
  });
});
