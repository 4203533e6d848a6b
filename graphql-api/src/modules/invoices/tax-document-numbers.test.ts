import { CREDIT_NOTE_SERIES_PREFIX, financialYearOf, INVOICE_SERIES_PREFIX, PaymentMethod } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import type { Product } from '../catalog/product.entity.js';
import { AddressSnapshot, Order, OrderLine } from '../orders/order.entity.js';
import { Role, User } from '../users/user.entity.js';
import { TaxDocumentRecord } from './tax-document.entity.js';

// CGST Rule 46(b): one consecutive series per financial year, no gap and no duplicate, however
// many orders are dispatched at once and on however many app instances. The serial lives in a
// counter row locked in PostgreSQL, not in any process: two instances on one database, the
// admins' dispatches split between them, all sent at once.

const UPDATE_STATUS = `mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { status } userErrors { code message } } }`;
const ORDERS = 50;

describe('invoice numbers raced through two app instances', () => {
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

  it(`gives ${ORDERS} orders dispatched at once ${ORDERS} consecutive numbers, each once, and their ${ORDERS} rejections as many credit notes`, async () => {
    const adminA = await a.tokenFor(await createUser(a.em(), { role: Role.ADMIN }));
    const adminB = await b.tokenFor(await createUser(b.em(), { role: Role.ADMIN }));
    const saved = await a.gql<{ updateStoreDetails: { userErrors: unknown[] } }>(
      'mutation ($input: UpdateStoreDetailsInput!) { updateStoreDetails(input: $input) { userErrors { message } } }',
      { input: { legalName: 'Threadline Apparel Private Limited', address: 'Guma, North 24 Parganas 743704', stateCode: '19', gstin: '19AAACT1234F1ZO', taxpayerKind: 'REGULAR' } },
      { token: adminA },
    );
    expect(saved.body.data?.updateStoreDetails.userErrors).toEqual([]);

    // The orders are written straight to the database: what races here is their dispatch.
    const [product] = (await createProducts(a.em(), [{ pricePaise: 79_900, percentageIncrement: 0 }])) as [Product];
    const em = a.em();
    const shopper = await createUser(em);
    const orders = Array.from({ length: ORDERS }, (_, index) => {
      const order = new Order({
        user: em.getReference(User, shopper.id),
        cartId: null,
        paymentMethod: PaymentMethod.COD,
        subtotalPaise: 79_900,
        discountPaise: 0,
        discountCode: null,
        addressInfo: new AddressSnapshot({ addressId: null, address: `${index} Park Street`, city: 'Kolkata', pincode: '700016', phone: '9830054321', notes: '' }),
        idempotencyKey: null,
      });
      const line = new OrderLine({
        order,
        productId: product.id,
        title: product.title,
        image: product.image,
        category: product.category,
        productType: product.productType,
        type: product.type,
        size: product.size,
        measurement: product.measurement,
        percentageIncrement: 0,
        unitPricePaise: 79_900,
        quantity: 1,
        discountPaise: 0,
      });
      em.persist([order, line]);
      return order;
    });
    await em.flush();

    const results = await Promise.all(
      orders.map(async (order, index) => {
        const [instance, token] = index % 2 === 0 ? [a, adminA] : [b, adminB];
        const { body } = await instance.gql<{ updateOrderStatus: { order: { status: string } | null; userErrors: unknown[] } }>(
          UPDATE_STATUS,
          { input: { orderId: order.id, status: 'IN_SHIPPING' } },
          { token },
        );
        return body;
      }),
    );
    for (const body of results) {
      expect(body.errors).toBeUndefined();
      expect(body.data!.updateOrderStatus).toEqual({ order: { status: 'IN_SHIPPING' }, userErrors: [] });
    }

    const documents = await b.em().find(TaxDocumentRecord, {}, { orderBy: { serial: 'asc' } });
    const year = financialYearOf(new Date()).code;
    expect(documents.map((doc) => doc.serial)).toEqual(Array.from({ length: ORDERS }, (_, index) => index + 1));
    expect(documents.map((doc) => doc.number)).toEqual(documents.map((doc) => `${INVOICE_SERIES_PREFIX}/${year}/${String(doc.serial).padStart(6, '0')}`));
    expect(new Set(documents.map((doc) => doc.order.id))).toEqual(new Set(orders.map((order) => order.id)));
    const [counter] = await b.em().getConnection().execute<Array<{ next_serial: number }>>('select next_serial from document_counter where series = ?', [INVOICE_SERIES_PREFIX]);
    expect(counter!.next_serial).toBe(ORDERS + 1);

    // All rejected at once, through both instances: the credit notes' own series is as tight.
    const rejections = await Promise.all(
      orders.map(async (order, index) => {
        const [instance, token] = index % 2 === 1 ? [a, adminA] : [b, adminB];
        const { body } = await instance.gql<{ updateOrderStatus: { order: { status: string } | null; userErrors: unknown[] } }>(
          UPDATE_STATUS,
          { input: { orderId: order.id, status: 'REJECTED' } },
          { token },
        );
        return body;
      }),
    );
    for (const body of rejections) expect(body.data?.updateOrderStatus).toEqual({ order: { status: 'REJECTED' }, userErrors: [] });
    const notes = await a.em().find(TaxDocumentRecord, { kind: 'CREDIT_NOTE' }, { orderBy: { serial: 'asc' }, populate: ['invoice'] });
    expect(notes.map((note) => note.number)).toEqual(Array.from({ length: ORDERS }, (_, index) => `${CREDIT_NOTE_SERIES_PREFIX}/${year}/${String(index + 1).padStart(6, '0')}`));
    // Each invoice reversed once, by a note of its own order.
    expect(notes.map((note) => note.invoice!.id).sort()).toEqual(documents.map((doc) => doc.id).sort());
    for (const note of notes) expect(note.order.id).toBe(note.invoice!.order.id);
  }, 120_000);
});
