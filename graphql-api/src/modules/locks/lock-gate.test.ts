import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OrderStatus } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser, productInput } from '../../../test/factories.js';
import { startTestServer, type GraphQLResponse, type TestServer } from '../../../test/harness.js';
import { createPromotion } from '../../../test/promotions.js';
import { fillCart } from '../../../test/shopping.js';
import { waitUntil } from '../../../test/smtp-server.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import type { Product } from '../catalog/product.entity.js';
import { DueJob, DueJobKind, DueJobStatus } from '../outbox/due-job.entity.js';
import { startFakePaypal, type FakePaypal } from '../payments/fake-paypal.js';
import { Role } from '../users/user.entity.js';
import { LockOrderError, openLocks } from './lock-gate.js';

// One gate takes every row lock of the order use cases, in one order (order → cart → products →
// size-stock rows → promotion counters → document counters). This file proves the three things that rest on it: nothing else in the code
// locks rows; the gate refuses a use case that would lock out of order; and every use case that
// locks those rows, run all at once on the same products and orders, neither deadlocks nor sells
// a piece twice nor gives one back twice, and leaves the stock ledger adding up.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GATE = path.join(SRC, 'modules/locks/lock-gate.ts');
const ROW_LOCK = /LockMode\.PESSIMISTIC_|\bfor\s+(no\s+key\s+)?update\b|\bfor\s+(key\s+)?share\b/i;
/** Files that lock rows of their own, none of them an order's, a cart's, a product's or a size's. */
const OTHER_LOCKS: Readonly<Record<string, string>> = {
  'modules/addresses/addresses.service.ts': 'the account row, so a shopper’s address count holds',
  'modules/auth/password-reset.service.ts': 'a reset token, used once',
  'modules/outbox/outbox-worker.ts': 'outbox rows, claimed with skip locked',
  'modules/webhooks/webhook-worker.ts': 'webhook deliveries, claimed with skip locked',
  'modules/webhooks/webhooks.service.ts': 'a webhook delivery an admin resends, so a send under way is not doubled',
};

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the lock gate', () => {
  it('is the only code that locks rows, besides the few files that lock rows of their own', async () => {
    const lockers: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      if (file === GATE) continue;
      const text = await fs.readFile(file, 'utf8');
      // Comments may name the SQL; only code counts.
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      if (ROW_LOCK.test(code)) lockers.push(path.relative(SRC, file));
    }
    expect(lockers.sort(), 'lock orders, carts, products and size stock through modules/locks/lock-gate.ts').toEqual(Object.keys(OTHER_LOCKS).sort());
  });
});

interface Payload {
  userErrors: Array<{ code: string; message: string }>;
}

describe('every order use case at once', () => {
  let fake: FakePaypal;
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  it('refuses a lock asked for out of the fixed order', async () => {
    await server.em().transactional(async (tx) => {
      const locks = openLocks(tx);
      await locks.products([], 'shared');
      await expect(locks.order('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(LockOrderError);
      await expect(locks.products([], 'shared')).rejects.toBeInstanceOf(LockOrderError);
    });
  });

  it('takes the counters last, in their own order: promotions, then document series by series and year', async () => {
    const rolledBack = new Error('roll back: the serials taken here are not issued');
    await expect(
      server.em().transactional(async (tx) => {
        const locks = openLocks(tx);
        await locks.countPromotionUses([]);
        expect(await locks.documentCounter('TL', '2627')).toBe(1);
        expect(await locks.documentCounter('TLCN', '2627')).toBe(1);
        await expect(locks.documentCounter('TL', '2627')).rejects.toBeInstanceOf(LockOrderError);
        await expect(locks.countPromotionUses([])).rejects.toBeInstanceOf(LockOrderError);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // Rolled back, the series gave its serials back: no gap.
    await server.em().transactional(async (tx) => {
      expect(await openLocks(tx).documentCounter('TL', '2627')).toBe(1);
      throw rolledBack;
    }).catch((error: unknown) => expect(error).toBe(rolledBack));
  });

  it('gives queued documents their serials last, one statement per series in series order, in the order they were queued', async () => {
    const rolledBack = new Error('roll back: the serials taken here are not issued');
    await expect(
      server.em().transactional(async (tx) => {
        const locks = openLocks(tx);
        const given: string[] = [];
        const queue = (series: string, name: string) => locks.deferDocumentSerial({ series, financialYear: '2627', assign: (serial) => given.push(`${name} ${series} ${serial}`) });
        queue('TLCN', 'note');
        queue('TL', 'first');
        queue('TL', 'second');
        // Queuing takes no lock: later stages may still be entered.
        await locks.countPromotionUses([]);
        expect(given).toEqual([]);
        await locks.takeDocumentSerials();
        expect(given).toEqual(['first TL 1', 'second TL 2', 'note TLCN 1']);
        // The serials are taken: the series are locked to the commit, and nothing more may queue.
        expect(() => queue('TL', 'late')).toThrow(LockOrderError);
        expect(await locks.documentCounter('TLX', '2627')).toBe(1);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await server.em().transactional(async (tx) => {
      const locks = openLocks(tx);
      let serial = 0;
      locks.deferDocumentSerial({ series: 'TL', financialYear: '2627', assign: (taken) => (serial = taken) });
      await locks.takeDocumentSerials();
      // The rolled-back transaction gave its two back.
      expect(serial).toBe(1);
      throw rolledBack;
    }).catch((error: unknown) => expect(error).toBe(rolledBack));
    // A transaction that queued a serial and never took it is not committed: its document would be lost.
    const forgotten = server.em().transactional(async (tx) => {
      openLocks(tx).deferDocumentSerial({ series: 'TL', financialYear: '2627', assign: () => undefined });
      await tx.execute(`insert into document_counter (series, financial_year, next_serial) values ('TLFORGOT', '2627', 1)`);
    });
    await expect(forgotten).rejects.toThrow(/never numbered/);
    expect(await server.em().getConnection().execute(`select 1 from document_counter where series = 'TLFORGOT'`)).toEqual([]);
  });

  interface Shopper {
    userId: string;
    token: string;
  }
  async function shopper(): Promise<Shopper> {
    const user = await createUser(server.em());
    return { userId: user.id, token: await server.tokenFor(user) };
  }
  const gql = <T = Record<string, Payload>>(query: string, variables: Record<string, unknown>, token: string) => server.gql<T>(query, variables, { token });

  const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id } userErrors { code message } } }';
  const CANCEL = 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code message } } }';
  const STATUS = 'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { userErrors { code message } } }';
  const CAPTURE = 'mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { userErrors { code message } } }';
  const ADD = 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { userErrors { code message } } }';
  const UPDATE_PRODUCT = 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { userErrors { code message } } }';

  /** A placed order of `quantity` pieces of the product's own size (M), COD or PayPal. */
  async function placed(product: Product, quantity: number, paymentMethod: 'COD' | 'PAYPAL') {
    const who = await shopper();
    const addressId = await fillCart(server, who.userId, [{ product, quantity }]);
    const { body } = await gql<{ placeOrder: Payload & { approvalUrl: string | null; order: { id: string } | null } }>(PLACE, { input: { addressId, paymentMethod } }, who.token);
    expect(body.data!.placeOrder.userErrors).toEqual([]);
    return { ...who, orderId: body.data!.placeOrder.order!.id, approvalUrl: body.data!.placeOrder.approvalUrl };
  }

  it('runs checkouts, cancels, status changes, captures, expiries, cart adds and stock edits on the same rows without deadlock, oversell or a lost piece', async () => {
    const products = await createProducts(server.em(), [
      { title: 'Storm Tee One', size: 'M' as never, stock: { M: 24, L: 10 } },
      { title: 'Storm Tee Two', size: 'M' as never, stock: { M: 24, L: 10 } },
    ]);
    const [one, two] = products as [Product, Product];
    // An automatic offer on one of them: checkouts count its uses and stopped orders give them
    // back, through the gate's last stage, in the middle of everything else.
    const offer = await createPromotion(server.em(), { name: 'Storm offer', usageLimit: 1_000, conditions: { productIds: [one.id] } });

    // Orders to act on during the storm, placed before it.
    const cod = await Promise.all([one, two, one, two, one, two, one, two].map((product, i) => placed(product, 1 + (i % 3), 'COD')));
    const paypal = await Promise.all([one, two, one, two, one, two].map((product) => placed(product, 2, 'PAYPAL')));
    const toCapture = paypal.slice(0, 3);
    const toExpire = paypal.slice(3);
    const approvals = await Promise.all(toCapture.map((order) => fake.approve(order.approvalUrl!, `PAYER-${order.orderId.slice(0, 8)}`)));
    // With a GSTIN, dispatches issue invoices and stopping an invoiced order a credit note, numbered
    // at the gate's counters stage after the offer's uses: two orders are invoiced before the storm
    // (one of them, cod[6], used the offer) and stopped in it.
    const store = await gql<{ updateStoreDetails: Payload }>(
      'mutation ($input: UpdateStoreDetailsInput!) { updateStoreDetails(input: $input) { userErrors { code message } } }',
      { input: { legalName: 'Threadline Apparel Private Limited', address: 'Guma, North 24 Parganas 743704', stateCode: '19', gstin: '19AAACT1234F1ZO', taxpayerKind: 'REGULAR' } },
      adminToken,
    );
    expect(store.body.data!.updateStoreDetails.userErrors).toEqual([]);
    for (const index of [6, 7]) expect((await gql(STATUS, { input: { orderId: cod[index]!.orderId, status: 'IN_SHIPPING' } }, adminToken)).body.data!.updateOrderStatus!.userErrors).toEqual([]);
    // Carts ready for checkout: one or both products, more pieces than will last.
    const buyers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const who = await shopper();
        const lines = i % 2 === 0 ? [{ product: one, quantity: 3 }, { product: two, quantity: 2 }] : [{ product: two, quantity: 3 }, { product: one, quantity: 2 }];
        return { ...who, addressId: await fillCart(server, who.userId, lines) };
      }),
    );

    const statusChanges: Array<[number, string]> = [
      [0, 'REJECTED'], [1, 'CANCELED'], [2, 'IN_SHIPPING'], [3, 'REJECTED'], [0, 'ORDER_PLACED'], [1, 'ORDER_PLACED'], [4, 'DELIVERED'], [5, 'CANCELED'], [3, 'ORDER_PLACED'],
      [6, 'CANCELED'], [7, 'REJECTED'],
    ];
    const requests: Array<Promise<GraphQLResponse<Record<string, Payload>>>> = [
      ...buyers.map((buyer) => gql(PLACE, { input: { addressId: buyer.addressId } }, buyer.token)),
      ...buyers.slice(0, 8).map((buyer, i) => gql(ADD, { input: { productId: (i % 2 ? one : two).id, size: 'M', quantity: 1 } }, buyer.token)),
      ...cod.slice(0, 6).map((order) => gql(CANCEL, { input: { orderId: order.orderId, reason: 'Changed my mind' } }, order.token)),
      ...statusChanges.map(([index, status]) => gql(STATUS, { input: { orderId: cod[index]!.orderId, status } }, adminToken)),
      ...toCapture.map((order, i) =>
        gql(CAPTURE, { input: { orderId: order.orderId, paymentId: approvals[i]!.searchParams.get('paymentId'), payerId: approvals[i]!.searchParams.get('PayerID') } }, order.token),
      ),
      ...toExpire.map((order) => gql(STATUS, { input: { orderId: order.orderId, status: 'CANCELED' } }, adminToken)),
      ...[one, two].map((product, i) =>
        gql(UPDATE_PRODUCT, { id: product.id, input: productInput({ title: product.title, size: 'M', sizeStock: [{ size: 'M', quantity: 30 + i }, { size: 'L', quantity: 8 }] }) }, adminToken),
      ),
    ];
    // The expiry jobs, due now, run on the outbox worker beside the requests.
    await server.em().nativeUpdate(DueJob, { subjectKind: 'order', subjectId: { $in: toExpire.map((order) => order.orderId) }, kind: DueJobKind.EXPIRE_CHECKOUT }, { dueAt: new Date() });
    server.outbox.wake();
    const responses = await Promise.all(requests);

    // No request failed: a deadlock (40P01) or a broken constraint would be an error here.
    expect(responses.map((response) => [response.status, response.body.errors])).toEqual(responses.map(() => [200, undefined]));
    const refusals = responses.flatMap((response) => Object.values(response.body.data!).flatMap((payload) => payload.userErrors.map((error) => error.code)));
    expect(refusals.filter((code) => !['OUT_OF_STOCK', 'INSUFFICIENT_STOCK', 'INVALID_STATE'].includes(code))).toEqual([]);
    await waitUntil(
      async () => (await server.em().count(DueJob, { subjectKind: 'order', subjectId: { $in: toExpire.map((order) => order.orderId) }, status: DueJobStatus.PENDING })) === 0,
      20_000,
      () => 'the expiry jobs to run',
    );

    // No size below 0, every movement accounted for, and every piece either on the shelf or in an
    // order that holds stock: opened and set by the admin = in stock + held by orders.
    await expectLedgerAddsUp(server.em());
    const balance = await server.em().getConnection().execute<Array<{ product_id: string; size: string; stock: number; supplied: number; held: number }>>(
      `select s.product_id, s.size, s.quantity as stock,
              (select coalesce(sum(m.quantity_moved), 0)::int from stock_movement m
                where m.product_id = s.product_id and m.size = s.size and m.reason in ('INITIAL', 'ADMIN_ADJUSTMENT')) as supplied,
              (select coalesce(sum(l.quantity), 0)::int from order_line l join customer_order o on o.id = l.order_id
                where l.product_id = s.product_id and l.size = s.size and o.status not in (?, ?)) as held
       from product_size_stock s where s.product_id in (?, ?) order by 1, 2`,
      [OrderStatus.REJECTED, OrderStatus.CANCELED, one.id, two.id],
    );
    for (const row of balance) {
      expect(row.stock, `${row.size}`).toBeGreaterThanOrEqual(0);
      // Admin edits set a size outright, so what they supplied is whatever made the stock what they set.
      expect(row.supplied - row.held, `${row.product_id}/${row.size}`).toBe(row.stock);
    }
    expect(refusals.length).toBeLessThan(responses.length);

    // The offer's counter is its uses not given back, and only orders still going ahead hold one.
    const uses = await server.em().getConnection().execute<Array<{ counter: number; held: number; stopped: number }>>(
      `select p.uses as counter,
              (select count(*)::int from promotion_use u where u.promotion_id = p.id and u.released_at is null) as held,
              (select count(*)::int from promotion_use u join customer_order o on o.id = u.order_id
                where u.promotion_id = p.id and u.released_at is null and o.status in (?, ?)) as stopped
       from promotion p where p.id = ?`,
      [OrderStatus.REJECTED, OrderStatus.CANCELED, offer.id],
    );
    expect(uses[0]!.counter).toBe(uses[0]!.held);
    expect(uses[0]!.counter).toBeGreaterThan(0);
    expect(uses[0]!.stopped).toBe(0);

    // Each series consecutive from 1, and every stopped order's invoice reversed by one note.
    const documents = await server.em().getConnection().execute<Array<{ series: string; serials: number[]; uncredited: number }>>(
      `select series, array_agg(serial order by serial) as serials,
              (select count(*)::int from tax_document i join customer_order o on o.id = i.order_id
                where i.kind = 'TAX_INVOICE' and o.status in (?, ?) and not exists (select 1 from tax_document n where n.invoice_id = i.id)) as uncredited
       from tax_document group by series order by series`,
      [OrderStatus.REJECTED, OrderStatus.CANCELED],
    );
    expect(documents.map((row) => row.series)).toEqual(['TL', 'TLCN']);
    for (const row of documents) expect(row.serials).toEqual(row.serials.map((_, index) => index + 1));
    expect(documents[0]!.uncredited).toBe(0);
    expect(documents[1]!.serials.length).toBeGreaterThanOrEqual(2);
  });
});
