import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Size } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { movements, returnsApi, sizeStock } from '../../../test/returns.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Role, User } from '../users/user.entity.js';

// Returns raced through two app instances on one database: every change of a request locks its
// order through the lock gate, and an exchange's new size through the size's row, in PostgreSQL,
// so no instance's memory decides. Each race ends with the stock ledger adding up.

describe('returns raced through two app instances', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let apiA: ReturnType<typeof returnsApi>;
  let apiB: ReturnType<typeof returnsApi>;

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    const env = { JWT_SECRET: 'two-instances-share-this-signing-key-0123456789' };
    a = await startTestServer(env, { database });
    b = await startTestServer(env, { database });
    const admin = await createUser(a.em(), { role: Role.ADMIN });
    apiA = returnsApi(a, await a.tokenFor(admin));
    apiB = returnsApi(b, await b.tokenFor(admin));
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  const either = (index: number) => (index % 2 === 0 ? apiA : apiB);

  it('approves a request once however many admins press at once, and holds its new size once', async () => {
    const [product] = await createProducts(a.em(), [{ pricePaise: 40_000, stock: { S: 3, M: 5 } }]);
    const buyer = await apiA.shopper();
    const { orderId, lineIds } = await apiA.deliveredOrder(buyer, [{ product: product!, size: Size.S, quantity: 1 }]);
    const { returnRequest } = await apiA.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 1, exchangeSize: 'M' }] });
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => either(index).approve(returnRequest!.id)));
    expect(results.filter((result) => result.userErrors.length === 0)).toHaveLength(1);
    expect(results.filter((result) => result.userErrors[0]?.code === 'INVALID_STATE')).toHaveLength(9);
    expect(await sizeStock(a, product!.id, Size.M)).toBe(4);
    expect(await movements(a, product!.id, Size.M, 'EXCHANGE')).toEqual([-1]);
    await expectLedgerAddsUp(a.em());
  });

  it('promises the last M to one of two exchanges approved at once', async () => {
    const [product] = await createProducts(a.em(), [{ pricePaise: 40_000, stock: { S: 10, M: 1 } }]);
    const requests = [];
    for (let index = 0; index < 2; index += 1) {
      const buyer = await apiA.shopper();
      const { orderId, lineIds } = await apiA.deliveredOrder(buyer, [{ product: product!, size: Size.S, quantity: 1 }]);
      const asked = await apiA.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 1, exchangeSize: 'M' }] });
      expect(asked.userErrors).toEqual([]);
      requests.push(asked.returnRequest!.id);
    }
    const results = await Promise.all(requests.map((id, index) => either(index).approve(id)));
    expect(results.filter((result) => result.userErrors.length === 0)).toHaveLength(1);
    expect(results.flatMap((result) => result.userErrors)).toEqual([{ code: 'OUT_OF_STOCK', field: 'lines.0', message: 'Out of Stock in size M' }]);
    expect(await sizeStock(a, product!.id, Size.M)).toBe(0);
    await expectLedgerAddsUp(a.em());
  });

  it('lets only as many requests count a line’s pieces as it has, however many are asked at once', async () => {
    const [product] = await createProducts(a.em(), [{ pricePaise: 40_000 }]);
    const buyer = await apiA.shopper();
    const { orderId, lineIds } = await apiA.deliveredOrder(buyer, [{ product: product!, quantity: 3 }]);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => either(index).request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 1 }] })),
    );
    const accepted = results.filter((result) => result.userErrors.length === 0);
    expect(accepted).toHaveLength(3);
    expect(results.filter((result) => result.userErrors[0]?.code === 'LIMIT_REACHED')).toHaveLength(5);
    // The three took the three shares of the line, each once: together exactly the line's total.
    expect(accepted.map((result) => result.returnRequest!.refund.amount)).toEqual(['400.00', '400.00', '400.00']);
  });

  it('either receives or cancels an approved exchange pressed at once, never both', async () => {
    const [product] = await createProducts(a.em(), [{ pricePaise: 40_000, stock: { S: 10, M: 10 } }]);
    const ids: Array<{ id: string; lineId: string }> = [];
    for (let index = 0; index < 6; index += 1) {
      const buyer = await apiA.shopper();
      const { orderId, lineIds } = await apiA.deliveredOrder(buyer, [{ product: product!, size: Size.S, quantity: 1 }]);
      const { returnRequest } = await apiA.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 1, exchangeSize: 'M' }] });
      expect((await apiA.approve(returnRequest!.id)).userErrors).toEqual([]);
      ids.push({ id: returnRequest!.id, lineId: returnRequest!.lines[0]!.id });
    }
    // Six S sold, six M held.
    expect([await sizeStock(a, product!.id, Size.S), await sizeStock(a, product!.id, Size.M)]).toEqual([4, 4]);
    const adminTokenA = await a.tokenFor(await a.em().findOneOrFail(User, { role: Role.ADMIN }));
    const outcomes = await Promise.all(
      ids.map(async ({ id, lineId }, index) => {
        const [received, canceled] = await Promise.all([
          either(index).receive(id, [{ returnLineId: lineId, received: 1 }]),
          either(index + 1).cancel(adminTokenA, id),
        ]);
        return { received: received.userErrors.length === 0, canceled: canceled.userErrors.length === 0 };
      }),
    );
    for (const outcome of outcomes) expect(outcome.received !== outcome.canceled).toBe(true);
    const receivedCount = outcomes.filter((outcome) => outcome.received).length;
    // A received exchange put its S back and still holds its M; a canceled one gave its M back.
    expect(await sizeStock(a, product!.id, Size.S)).toBe(4 + receivedCount);
    expect(await sizeStock(a, product!.id, Size.M)).toBe(4 + (6 - receivedCount));
    expect(await movements(a, product!.id, Size.M, 'EXCHANGE_RELEASE')).toEqual(Array<number>(6 - receivedCount).fill(1));
    await expectLedgerAddsUp(a.em());
  });

  it('records one refund however many admins record it at once', async () => {
    const [product] = await createProducts(a.em(), [{ pricePaise: 40_000 }]);
    const buyer = await apiA.shopper();
    const { orderId, lineIds } = await apiA.deliveredOrder(buyer, [{ product: product!, quantity: 2 }]);
    const { returnRequest } = await apiA.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 2 }] });
    await apiA.approve(returnRequest!.id);
    await apiA.receive(returnRequest!.id, [{ returnLineId: returnRequest!.lines[0]!.id, received: 2 }]);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => either(index).refund({ returnId: returnRequest!.id, method: 'UPI', reference: `UTR-${index}` })),
    );
    expect(results.filter((result) => result.userErrors.length === 0)).toHaveLength(1);
    expect(results.filter((result) => result.userErrors.length > 0).every((result) => ['ALREADY_EXISTS', 'INVALID_STATE'].includes(result.userErrors[0]!.code))).toBe(true);
    const payouts = await a.em().execute<Array<{ amount_paise: string }>>('select amount_paise from refund_payout where return_request_id = ?', [returnRequest!.id]);
    expect(payouts).toEqual([{ amount_paise: '80000' }]);
  });
});
