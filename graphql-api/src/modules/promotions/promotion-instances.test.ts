import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, TEST_PASSWORD } from '../../../test/factories.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { createPromotion } from '../../../test/promotions.js';
import { Address } from '../addresses/address.entity.js';
import { hashPassword } from '../auth/passwords.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Role, User } from '../users/user.entity.js';
import { Promotion, PromotionUse } from './promotion.entity.js';

// A code's limit holds across app instances: the counter lives in its row, locked in PostgreSQL,
// not in any process. Two instances on one database, the shoppers' checkouts split between them.

const PLACE_ORDER = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id discountCode } userErrors { code field message } } }';

describe('a discount code raced through two app instances', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    const env = { JWT_SECRET: 'two-instances-share-this-signing-key-0123456789' };
    a = await startTestServer(env, { database });
    b = await startTestServer(env, { database });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('lets exactly as many orders use it as its limit, wherever each checkout lands', async () => {
    const SHOPPERS = 40;
    const LIMIT = 10;
    const [product] = await createProducts(a.em(), [{ pricePaise: 70_000, stock: { M: SHOPPERS } }]);
    const code = await createPromotion(a.em(), { code: 'TWOHOSTS', usageLimit: LIMIT, action: { kind: 'FIXED_OFF_ORDER', amountPaise: 5_000 } });

    const em = a.em();
    const passwordHash = await hashPassword(TEST_PASSWORD);
    const shoppers = Array.from({ length: SHOPPERS }, (_, index) => {
      const user = new User({ userName: `Host racer ${index}`, email: `host-racer${index}@example.com`, role: Role.USER, passwordHash });
      const address = new Address({ user, address: `${index} Park Street`, city: 'Kolkata', pincode: '700016', phone: '9830054321', notes: '' });
      const cart = new Cart(user);
      cart.discountCode = 'TWOHOSTS';
      em.persist([user, address, cart, new CartLine({ cart, product: product!, size: product!.size, quantity: 1 })]);
      return { user, address };
    });
    await em.flush();

    const results = await Promise.all(
      shoppers.map(async ({ user, address }, index) => {
        const instance = index % 2 === 0 ? a : b;
        const token = await instance.tokenFor(user);
        const { body } = await instance.gql<{ placeOrder: { order: { id: string } | null; userErrors: Array<{ code: string; field: string; message: string }> } }>(
          PLACE_ORDER,
          { input: { addressId: address.id } },
          { token },
        );
        return body.data!.placeOrder;
      }),
    );

    expect(results.filter((result) => result.order !== null)).toHaveLength(LIMIT);
    for (const result of results.filter((r) => r.order === null)) {
      expect(result.userErrors).toEqual([{ code: 'LIMIT_REACHED', field: 'discountCode', message: 'TWOHOSTS has reached its limit of uses.' }]);
    }
    expect((await b.em().findOneOrFail(Promotion, code.id)).uses).toBe(LIMIT);
    expect(await b.em().count(PromotionUse, { promotion: code.id, releasedAt: null })).toBe(LIMIT);
  }, 120_000);
});
