import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_NOTE_MAX_LENGTH } from '@threadline/domain';
import { createProducts, createUser, setStock } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { fillCart, placeCodOrder } from '../../../test/shopping.js';
import { waitUntil } from '../../../test/smtp-server.js';
import type { StoreEvent } from '../events/event-bus.js';
import { DueJob, DueJobStatus } from '../outbox/due-job.entity.js';
import { startFakePaypal, type FakePaypal } from '../payments/fake-paypal.js';
import { Role, User } from '../users/user.entity.js';
import { Order } from './order.entity.js';
import { OrderEvent } from './order-event.entity.js';

const UPDATE_STATUS = 'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { status } userErrors { code } } }';
const CANCEL = 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } userErrors { code } } }';
const PLACE_ORDER = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id paymentId } userErrors { code } } }';
const CAPTURE = 'mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { order { paymentStatus } userErrors { code } } }';

/** An entry as the tests compare it: what, from, to, who, what was said, who may read it. */
const entry = (event: OrderEvent) => [event.type, event.fromStatus, event.toStatus, event.actorKind, event.actorId, event.note, event.visibility];

describe("an order's events: its history rows and what the store publishes", () => {
  let fake: FakePaypal;
  let server: TestServer;
  let admin: User;
  let adminToken: string;
  let published: StoreEvent[] = [];

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    admin = await createUser(server.em(), { role: Role.ADMIN });
    adminToken = await server.tokenFor(admin);
    server.events.subscribe('all', (_em, event) => {
      published.push(event);
    });
  });
  beforeEach(() => {
    published = [];
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  async function shopper() {
    const user = await createUser(server.em());
    return { user, userId: user.id, token: await server.tokenFor(user) };
  }

  const historyOf = (orderId: string) => server.em().find(OrderEvent, { order: orderId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const publishedAbout = (orderId: string) => published.filter((event) => event.subject.id === orderId);

  async function updateStatus(orderId: string, status: string) {
    const { body } = await server.gql<{ updateOrderStatus: { userErrors: Array<{ code: string }> } }>(UPDATE_STATUS, { input: { orderId, status } }, { token: adminToken });
    return body.data!.updateOrderStatus.userErrors.map((error) => error.code);
  }

  it('records the placing of an order by its shopper and publishes order.created with the order as sold', async () => {
    const [tee] = await createProducts(server.em(), [{ title: 'Indigo Slub Tee', pricePaise: 49_900, stock: { M: 4 } }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: tee!, quantity: 2 }]);

    expect((await historyOf(orderId)).map(entry)).toEqual([['placed', null, 'orderPlaced', 'shopper', buyer.userId, null, 'public']]);
    const [created] = publishedAbout(orderId);
    expect(publishedAbout(orderId)).toHaveLength(1);
    expect(created).toMatchObject({ type: 'order.created', subject: { kind: 'order', id: orderId } });
    expect(created!.data).toEqual({
      order: {
        id: orderId,
        status: 'ORDER_PLACED',
        paymentMethod: 'COD',
        paymentStatus: 'PENDING',
        totalPaise: 99_800,
        placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        customerId: buyer.userId,
        lines: [{ productId: tee!.id, title: 'Indigo Slub Tee', size: 'M', quantity: 2, unitPricePaise: 49_900 }],
      },
      actor: { kind: 'shopper', userId: buyer.userId },
    });
    expect(created!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records each admin move with its before and after, publishing status_changed (and canceled for a cancel); the same status again records nothing", async () => {
    const [product] = await createProducts(server.em(), [{ stock: { M: 3 } }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 1 }]);
    for (const status of ['IN_SHIPPING', 'IN_SHIPPING', 'REJECTED', 'ORDER_PLACED', 'CANCELED']) expect(await updateStatus(orderId, status)).toEqual([]);

    const admins = (from: string, to: string) => ['statusChanged', from, to, 'admin', admin.id, null, 'public'];
    expect((await historyOf(orderId)).map(entry)).toEqual([
      ['placed', null, 'orderPlaced', 'shopper', buyer.userId, null, 'public'],
      admins('orderPlaced', 'inShipping'),
      admins('inShipping', 'rejected'),
      admins('rejected', 'orderPlaced'),
      admins('orderPlaced', 'canceled'),
    ]);
    expect(publishedAbout(orderId).map((event) => [event.type, event.data.previousStatus, event.data.cause, (event.data.order as { status: string }).status])).toEqual([
      ['order.created', undefined, undefined, 'ORDER_PLACED'],
      ['order.status_changed', 'ORDER_PLACED', undefined, 'IN_SHIPPING'],
      ['order.status_changed', 'IN_SHIPPING', undefined, 'REJECTED'],
      ['order.status_changed', 'REJECTED', undefined, 'ORDER_PLACED'],
      ['order.status_changed', 'ORDER_PLACED', undefined, 'CANCELED'],
      ['order.canceled', 'ORDER_PLACED', 'admin', 'CANCELED'],
    ]);
    expect(publishedAbout(orderId).at(-1)!.data.actor).toEqual({ kind: 'admin', userId: admin.id });
  });

  it('records and publishes nothing for a status change that is refused', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { M: 2 } }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 2 }]);
    expect(await updateStatus(orderId, 'CANCELED')).toEqual([]);
    await setStock(server.em(), product!.id, { M: 1 });
    const before = await historyOf(orderId);
    published = [];

    // Reviving it would take two pieces where one is left.
    expect(await updateStatus(orderId, 'ORDER_PLACED')).toEqual(['INSUFFICIENT_STOCK']);
    expect((await historyOf(orderId)).map(entry)).toEqual(before.map(entry));
    expect(published).toEqual([]);
    expect((await server.em().findOneOrFail(Order, orderId)).status).toBe('canceled');
  });

  it("records the shopper's cancellation with her reason, shown to her, and publishes order.canceled (cause shopper)", async () => {
    const [product] = await createProducts(server.em(), [{ stock: { M: 2 } }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 1 }]);
    const { body } = await server.gql<{ cancelOrder: { userErrors: unknown[] } }>(CANCEL, { input: { orderId, reason: ' Wrong size ' } }, { token: buyer.token });
    expect(body.data!.cancelOrder.userErrors).toEqual([]);

    expect((await historyOf(orderId)).map(entry).at(-1)).toEqual(['canceledByShopper', 'orderPlaced', 'canceled', 'shopper', buyer.userId, 'Wrong size', 'public']);
    const canceled = publishedAbout(orderId).at(-1)!;
    expect(canceled).toMatchObject({ type: 'order.canceled', data: { cause: 'shopper', previousStatus: 'ORDER_PLACED', actor: { kind: 'shopper', userId: buyer.userId } } });
    expect(publishedAbout(orderId).map((event) => event.type)).toEqual(['order.created', 'order.canceled']);
  });

  async function paypalCheckout() {
    const buyer = await shopper();
    const [product] = await createProducts(server.em(), [{ stock: { M: 5 } }]);
    const addressId = await fillCart(server, buyer.userId, [{ product: product!, quantity: 1 }]);
    const placing = server.gql<{ placeOrder: { approvalUrl: string | null; order: { id: string; paymentId: string } | null } }>(
      PLACE_ORDER,
      { input: { addressId, paymentMethod: 'PAYPAL' } },
      { token: buyer.token },
    );
    return { buyer, placing };
  }

  it('records a captured payment and publishes order.paid', async () => {
    const { buyer, placing } = await paypalCheckout();
    const { approvalUrl, order } = (await placing).body.data!.placeOrder;
    const back = await fake.approve(approvalUrl!, 'PAYER-1');
    const { body } = await server.gql<{ capturePayment: { userErrors: unknown[] } }>(
      CAPTURE,
      { input: { orderId: order!.id, paymentId: back.searchParams.get('paymentId'), payerId: 'PAYER-1' } },
      { token: buyer.token },
    );
    expect(body.data!.capturePayment.userErrors).toEqual([]);

    expect((await historyOf(order!.id)).map(entry)).toEqual([
      ['placed', null, 'orderPlaced', 'shopper', buyer.userId, null, 'public'],
      ['paymentCaptured', null, null, 'shopper', buyer.userId, null, 'public'],
    ]);
    expect(publishedAbout(order!.id).map((event) => [event.type, (event.data.order as { paymentStatus: string }).paymentStatus])).toEqual([
      ['order.created', 'PENDING'],
      ['order.paid', 'PAID'],
    ]);
  });

  it('records an expired checkout as canceled by the store and publishes order.canceled (cause expired)', async () => {
    const { placing } = await paypalCheckout();
    const orderId = (await placing).body.data!.placeOrder.order!.id;
    await server.em().nativeUpdate(DueJob, { subjectKind: 'order', subjectId: orderId, status: DueJobStatus.PENDING }, { dueAt: new Date() });
    server.outbox.wake();
    await waitUntil(async () => (await historyOf(orderId)).length === 2);

    expect((await historyOf(orderId)).map(entry).at(-1)).toEqual(['checkoutExpired', 'orderPlaced', 'canceled', 'system', null, null, 'public']);
    expect(publishedAbout(orderId).at(-1)).toMatchObject({ type: 'order.canceled', data: { cause: 'expired', actor: { kind: 'system' } } });
  });

  it('records a checkout whose payment could not start as canceled by the store and publishes order.canceled (cause payment_failed)', async () => {
    const held = fake.holdNextCreate();
    const { buyer, placing } = await paypalCheckout();
    await held.arrived;
    held.release('fail');
    expect((await placing).body.data!.placeOrder.order).toBeNull();

    const [order] = await server.em().find(Order, { user: buyer.userId });
    expect((await historyOf(order!.id)).map(entry)).toEqual([
      ['placed', null, 'orderPlaced', 'shopper', buyer.userId, null, 'public'],
      ['paymentFailed', 'orderPlaced', 'canceled', 'system', null, null, 'public'],
    ]);
    expect(publishedAbout(order!.id).map((event) => [event.type, event.data.cause])).toEqual([
      ['order.created', undefined],
      ['order.canceled', 'payment_failed'],
    ]);
  });

  it('keeps the history append-only: the database refuses to change or delete an entry, but an order deleted with its account takes its history along', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { M: 2 } }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 1 }]);
    const connection = server.em().getConnection();
    await expect(connection.execute(`update order_event set note = 'rewritten' where order_id = ?`, [orderId])).rejects.toThrow(/append-only/);
    await expect(connection.execute(`delete from order_event where order_id = ?`, [orderId])).rejects.toThrow(/append-only/);
    expect((await historyOf(orderId)).map((event) => event.note)).toEqual([null]);

    await server.em().nativeDelete(User, { id: buyer.userId });
    expect(await server.em().count(OrderEvent, { order: orderId })).toBe(0);
  });

  const HISTORY = `query ($id: ID!) { order(id: $id) { history { type fromStatus toStatus note visibility actor { kind name } } } }`;
  const ADD_NOTE = `mutation ($input: AddOrderNoteInput!) {
    addOrderNote(input: $input) { event { type note visibility actor { kind name } } order { id } userErrors { code field message } }
  }`;
  type HistoryEntry = { type: string; fromStatus: string | null; toStatus: string | null; note: string | null; visibility: string; actor: { kind: string; name: string | null } };

  async function historyAs(token: string, orderId: string) {
    return server.gql<{ order: { history: HistoryEntry[] } | null }>(HISTORY, { id: orderId }, { token });
  }
  async function addNote(token: string, input: Record<string, unknown>) {
    return server.gql<{ addOrderNote: { event: HistoryEntry | null; order: { id: string } | null; userErrors: Array<{ code: string; field: string | null; message: string }> } }>(
      ADD_NOTE,
      { input },
      { token },
    );
  }

  it("shows admins every entry with names, and the shopper only the entries meant for her, with staff unnamed", async () => {
    const [product] = await createProducts(server.em(), [{ stock: { M: 2 } }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 1 }]);
    expect(await updateStatus(orderId, 'IN_SHIPPING')).toEqual([]);
    published = [];
    const privateNote = await addNote(adminToken, { orderId, note: 'Customer asked to deliver after 6 pm' });
    expect(privateNote.body.data!.addOrderNote).toEqual({
      event: { type: 'NOTE', note: 'Customer asked to deliver after 6 pm', visibility: 'PRIVATE', actor: { kind: 'ADMIN', name: admin.userName } },
      order: { id: orderId },
      userErrors: [],
    });
    expect((await addNote(adminToken, { orderId, note: '  Your parcel left Kolkata today.\n ', visibility: 'PUBLIC' })).body.data!.addOrderNote.userErrors).toEqual([]);
    // A note is the history's own: nothing is published for subscribers.
    expect(published).toEqual([]);

    const asAdmin = (await historyAs(adminToken, orderId)).body.data!.order!.history;
    expect(asAdmin.map((event) => [event.type, event.fromStatus, event.toStatus, event.note, event.visibility, event.actor])).toEqual([
      ['PLACED', null, 'ORDER_PLACED', null, 'PUBLIC', { kind: 'SHOPPER', name: buyer.user.userName }],
      ['STATUS_CHANGED', 'ORDER_PLACED', 'IN_SHIPPING', null, 'PUBLIC', { kind: 'ADMIN', name: admin.userName }],
      ['NOTE', null, null, 'Customer asked to deliver after 6 pm', 'PRIVATE', { kind: 'ADMIN', name: admin.userName }],
      ['NOTE', null, null, 'Your parcel left Kolkata today.', 'PUBLIC', { kind: 'ADMIN', name: admin.userName }],
    ]);

    const asShopper = await historyAs(buyer.token, orderId);
    expect(asShopper.body.errors).toBeUndefined();
    expect(asShopper.body.data!.order!.history.map((event) => [event.type, event.toStatus, event.note, event.actor])).toEqual([
      ['PLACED', 'ORDER_PLACED', null, { kind: 'SHOPPER', name: buyer.user.userName }],
      ['STATUS_CHANGED', 'IN_SHIPPING', null, { kind: 'ADMIN', name: null }],
      ['NOTE', null, 'Your parcel left Kolkata today.', { kind: 'ADMIN', name: null }],
    ]);
    expect(JSON.stringify(asShopper.body)).not.toContain('6 pm');

    // Another shopper cannot reach the order, so not its history either.
    const stranger = await shopper();
    const asStranger = await historyAs(stranger.token, orderId);
    expect(asStranger.body.data?.order).toBeNull();
    expect(asStranger.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(asStranger.body)).not.toContain('Kolkata');
  });

  it('refuses a note from a shopper, an empty or over-long note, and an unknown order, adding nothing', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { M: 2 } }]);
    const buyer = await shopper();
    const orderId = await placeCodOrder(server, buyer, [{ product: product!, quantity: 1 }]);
    const before = (await historyOf(orderId)).map(entry);

    const fromShopper = await addNote(buyer.token, { orderId, note: 'Please hurry', visibility: 'PUBLIC' });
    expect(fromShopper.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(fromShopper.body.data).toBeNull();

    const refusals = [
      [{ orderId, note: '' }, { code: 'INVALID_INPUT', field: 'note', message: MESSAGES.ORDER_NOTE_REQUIRED }],
      [{ orderId, note: ' \n ' }, { code: 'INVALID_INPUT', field: 'note', message: MESSAGES.ORDER_NOTE_REQUIRED }],
      [{ orderId, note: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) }, { code: 'INVALID_INPUT', field: 'note', message: MESSAGES.ORDER_NOTE_TOO_LONG }],
      [{ orderId: '00000000-0000-4000-8000-000000000000', note: 'Lost?' }, { code: 'NOT_FOUND', field: 'orderId', message: 'Order not found' }],
      [{ orderId: 'not-an-id', note: 'Lost?' }, { code: 'NOT_FOUND', field: 'orderId', message: 'Order not found' }],
    ] as const;
    for (const [input, error] of refusals) {
      const { body } = await addNote(adminToken, input);
      expect(body.data!.addOrderNote, JSON.stringify(input).slice(0, 80)).toEqual({ event: null, order: null, userErrors: [error] });
    }
    expect((await historyOf(orderId)).map(entry)).toEqual(before);
    expect(await server.em().count(OrderEvent, { type: 'note', order: { user: buyer.userId } })).toBe(0);
    // At the limit is fine.
    expect((await addNote(adminToken, { orderId, note: 'x'.repeat(ORDER_NOTE_MAX_LENGTH) })).body.data!.addOrderNote.userErrors).toEqual([]);
  });
});
