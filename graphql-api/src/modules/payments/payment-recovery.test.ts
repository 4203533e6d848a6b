import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_ORDER_NOT_CANCELABLE_MESSAGE } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { rest } from '../../../test/rest.js';
import { Address } from '../addresses/address.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Order } from '../orders/order.entity.js';
import { ALREADY_PAID_MESSAGE, NOT_PAYABLE_MESSAGE, PAYMENT_UNKNOWN_MESSAGE } from '../orders/payment-capture.js';
import { Role } from '../users/user.entity.js';
import { startFakePaypal, type FakePaypal } from './fake-paypal.js';

// The provider is the record of whether money was taken. Capture asks it outside any
// transaction and writes what it says afterwards, once; when that write is lost, the next
// capture, cancel or status change asks again and records it.

interface Buyer {
  token: string;
  orderId: string;
  paymentId: string;
  approvalUrl: string;
  product: Product;
}
interface OrderResultData {
  order: { id: string; status: string; paymentStatus: string; payerId: string | null } | null;
  userErrors: Array<{ code: string; field: string | null; message: string }>;
}

const ORDER_RESULT = 'order { id status paymentStatus payerId } userErrors { code field message }';
const PLACE_ORDER = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id paymentId } userErrors { code message } } }';
const CAPTURE = `mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { ${ORDER_RESULT} } }`;
const CANCEL = `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { ${ORDER_RESULT} } }`;
const UPDATE_STATUS = `mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { ${ORDER_RESULT} } }`;

// A deferred constraint trigger runs as the transaction commits: the commit itself fails, after
// the provider took the money, which is the half-done case capture must recover from.
const FAIL_COMMITS_OF_PAID_ORDERS = [
  `create or replace function fail_paid_commit() returns trigger language plpgsql as $$
   begin raise exception 'the database refused the commit'; end $$`,
  `create constraint trigger fail_paid_commit after update on customer_order deferrable initially deferred
   for each row when (new.payment_status = 'paid') execute function fail_paid_commit()`,
];
const LET_COMMITS_THROUGH = 'drop trigger fail_paid_commit on customer_order';

describe('payments that cannot be left half done', () => {
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

  async function placeOrder(paymentMethod: 'PAYPAL' | 'COD'): Promise<Buyer> {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    await em.persistAndFlush(address);
    const token = await server.tokenFor(user);
    const [product] = await createProducts(em, [{ stock: { XS: 5 } }]);
    await rest(server, 'POST', '/shop/cart/add', { token, body: { userId: user.id, productId: product!.id, quantity: 2 } });
    const placed = await server.gql<{ placeOrder: { approvalUrl: string | null; order: { id: string; paymentId: string | null } } }>(
      PLACE_ORDER,
      { input: { addressId: address.id, paymentMethod } },
      { token },
    );
    const { order, approvalUrl } = placed.body.data!.placeOrder;
    return { token, orderId: order.id, paymentId: order.paymentId ?? '', approvalUrl: approvalUrl ?? '', product: product! };
  }

  const capture = (buyer: Buyer, payerId: string) =>
    server.gql<{ capturePayment: OrderResultData }>(CAPTURE, { input: { orderId: buyer.orderId, paymentId: buyer.paymentId, payerId } }, { token: buyer.token });
  const cancel = (buyer: Buyer) =>
    server.gql<{ cancelOrder: OrderResultData }>(CANCEL, { input: { orderId: buyer.orderId, reason: 'Ordered the wrong size' } }, { token: buyer.token });
  const setStatus = (buyer: Buyer, status: string) =>
    server.gql<{ updateOrderStatus: OrderResultData }>(UPDATE_STATUS, { input: { orderId: buyer.orderId, status } }, { token: adminToken });
  const stored = (buyer: Buyer) => server.em().findOneOrFail(Order, buyer.orderId);
  const stockOf = async (buyer: Buyer) => (await server.em().findOneOrFail(Product, buyer.product.id)).totalStock;

  async function failNextPaidCommit<T>(action: () => Promise<T>): Promise<T> {
    const connection = server.em().getConnection();
    for (const statement of FAIL_COMMITS_OF_PAID_ORDERS) await connection.execute(statement);
    try {
      return await action();
    } finally {
      await connection.execute(LET_COMMITS_THROUGH);
    }
  }

  it('records on retry a capture whose commit failed after the provider took the money, exactly once', async () => {
    const buyer = await placeOrder('PAYPAL');
    await fake.approve(buyer.approvalUrl, 'PAYER-RETRY');

    const failed = await failNextPaidCommit(() => capture(buyer, 'PAYER-RETRY'));
    expect(failed.body.data).toBeNull();
    expect(failed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    // Half done: the provider has the money, the store's record says nothing yet.
    expect(fake.payments.get(buyer.paymentId)!.state).toBe('approved');
    expect([(await stored(buyer)).paymentStatus, (await stored(buyer)).payerId]).toEqual(['pending', null]);

    const executions = fake.calls.execute;
    const retried = (await capture(buyer, 'PAYER-RETRY')).body.data!.capturePayment;
    expect(retried).toEqual({ order: { id: buyer.orderId, status: 'ORDER_PLACED', paymentStatus: 'PAID', payerId: 'PAYER-RETRY' }, userErrors: [] });
    // The provider refused to take the money twice; the store read the payment instead.
    expect(fake.calls.execute).toBe(executions + 1);
    expect(fake.payments.get(buyer.paymentId)!.state).toBe('approved');

    const lookups = fake.calls.lookup;
    const again = (await capture(buyer, 'PAYER-RETRY')).body.data!.capturePayment;
    expect(again.userErrors).toEqual([{ code: 'INVALID_STATE', field: 'orderId', message: ALREADY_PAID_MESSAGE }]);
    expect([fake.calls.execute, fake.calls.lookup]).toEqual([executions + 1, lookups]);
    expect(await stockOf(buyer)).toBe(3);
  });

  it('does not let a retry with another payer record a payment someone else made', async () => {
    const buyer = await placeOrder('PAYPAL');
    await fake.approve(buyer.approvalUrl, 'PAYER-REAL');
    await failNextPaidCommit(() => capture(buyer, 'PAYER-REAL'));

    const forged = (await capture(buyer, 'PAYER-FORGED')).body.data!.capturePayment;
    expect(forged.userErrors.map((error) => error.code)).toEqual(['PAYMENT_FAILED']);
    expect((await stored(buyer)).paymentStatus).toBe('pending');
    expect((await capture(buyer, 'PAYER-REAL')).body.data!.capturePayment.order?.paymentStatus).toBe('PAID');
  });

  it('records a capture whose answer from the provider was lost, in the same call', async () => {
    const buyer = await placeOrder('PAYPAL');
    await fake.approve(buyer.approvalUrl, 'PAYER-LOST');
    fake.loseNextExecuteAnswer();
    const captured = (await capture(buyer, 'PAYER-LOST')).body.data!.capturePayment;
    expect(captured.order).toMatchObject({ paymentStatus: 'PAID', payerId: 'PAYER-LOST' });
  });

  it("refuses a shopper's cancel of a paid order, and changes nothing", async () => {
    const buyer = await placeOrder('PAYPAL');
    await fake.approve(buyer.approvalUrl, 'PAYER-PAID');
    await capture(buyer, 'PAYER-PAID');

    const refused = (await cancel(buyer)).body.data!.cancelOrder;
    expect(refused).toEqual({ order: null, userErrors: [{ code: 'INVALID_STATE', field: 'orderId', message: PAID_ORDER_NOT_CANCELABLE_MESSAGE }] });
    const viaRest = await rest<{ success: boolean; message: string }>(server, 'POST', `/shop/order/cancel/${buyer.orderId}`, {
      token: buyer.token,
      body: { userId: (await stored(buyer)).user.id, cancellationReason: 'Please' },
    });
    expect([viaRest.status, viaRest.body.success, viaRest.body.message]).toEqual([409, false, PAID_ORDER_NOT_CANCELABLE_MESSAGE]);
    expect([(await stored(buyer)).status, (await stored(buyer)).paymentStatus, await stockOf(buyer)]).toEqual(['orderPlaced', 'paid', 3]);
  });

  it('asks the provider before a cancel: a payment the store missed is recorded and the cancel refused', async () => {
    const buyer = await placeOrder('PAYPAL');
    await fake.approve(buyer.approvalUrl, 'PAYER-MISSED');
    await failNextPaidCommit(() => capture(buyer, 'PAYER-MISSED'));

    const refused = (await cancel(buyer)).body.data!.cancelOrder;
    expect(refused.userErrors).toEqual([{ code: 'INVALID_STATE', field: 'orderId', message: PAID_ORDER_NOT_CANCELABLE_MESSAGE }]);
    expect([(await stored(buyer)).status, (await stored(buyer)).paymentStatus, (await stored(buyer)).payerId]).toEqual(['orderPlaced', 'paid', 'PAYER-MISSED']);
    expect(await stockOf(buyer)).toBe(3);
  });

  it('cancels an unpaid provider order after asking, and its payment is then canceled and can no longer be captured', async () => {
    const buyer = await placeOrder('PAYPAL');
    const lookups = fake.calls.lookup;
    const canceled = (await cancel(buyer)).body.data!.cancelOrder;
    expect(canceled.order).toMatchObject({ status: 'CANCELED', paymentStatus: 'CANCELED' });
    expect(fake.calls.lookup).toBe(lookups + 1);
    expect(await stockOf(buyer)).toBe(5);
    await fake.approve(buyer.approvalUrl, 'PAYER-LATE');
    const late = (await capture(buyer, 'PAYER-LATE')).body.data!.capturePayment;
    expect(late.userErrors).toEqual([{ code: 'INVALID_STATE', field: 'orderId', message: NOT_PAYABLE_MESSAGE }]);
    expect(fake.payments.get(buyer.paymentId)!.state).toBe('created');
  });

  it('leaves a paid order PAID when the admin cancels or rejects it, and gives its stock back', async () => {
    const buyer = await placeOrder('PAYPAL');
    await fake.approve(buyer.approvalUrl, 'PAYER-ADMIN');
    await capture(buyer, 'PAYER-ADMIN');

    const rejected = (await setStatus(buyer, 'REJECTED')).body.data!.updateOrderStatus;
    expect(rejected.order).toMatchObject({ status: 'REJECTED', paymentStatus: 'PAID' });
    expect(await stockOf(buyer)).toBe(5);
    const revived = (await setStatus(buyer, 'IN_SHIPPING')).body.data!.updateOrderStatus;
    expect(revived.order).toMatchObject({ status: 'IN_SHIPPING', paymentStatus: 'PAID' });
  });

  it("records before the admin's cancel a payment the store missed, so the canceled order shows it was paid", async () => {
    const buyer = await placeOrder('PAYPAL');
    await fake.approve(buyer.approvalUrl, 'PAYER-ADMIN-MISSED');
    await failNextPaidCommit(() => capture(buyer, 'PAYER-ADMIN-MISSED'));

    const canceled = (await setStatus(buyer, 'CANCELED')).body.data!.updateOrderStatus;
    expect(canceled.order).toMatchObject({ status: 'CANCELED', paymentStatus: 'PAID', payerId: 'PAYER-ADMIN-MISSED' });
  });

  it('cancels the payment of a cash-on-delivery order with the order, and makes it pending again when revived', async () => {
    const buyer = await placeOrder('COD');
    expect(buyer.approvalUrl).toBe('');
    const lookups = fake.calls.lookup;
    const canceled = (await cancel(buyer)).body.data!.cancelOrder;
    expect(canceled.order).toMatchObject({ status: 'CANCELED', paymentStatus: 'CANCELED' });
    const revived = (await setStatus(buyer, 'ORDER_PLACED')).body.data!.updateOrderStatus;
    expect(revived.order).toMatchObject({ status: 'ORDER_PLACED', paymentStatus: 'PENDING' });
    const rejected = (await setStatus(buyer, 'REJECTED')).body.data!.updateOrderStatus;
    expect(rejected.order).toMatchObject({ status: 'REJECTED', paymentStatus: 'CANCELED' });
    // Cash on delivery has nothing at a provider to ask about.
    expect(fake.calls.lookup).toBe(lookups);
  });
});

describe('a provider that cannot be asked', () => {
  let fake: FakePaypal;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
  });
  afterAll(() => server?.stop());

  it('refuses to cancel an order whose payment it cannot check, and changes nothing', async () => {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    await em.persistAndFlush(address);
    const token = await server.tokenFor(user);
    const [product] = await createProducts(em, [{ stock: { XS: 5 } }]);
    await rest(server, 'POST', '/shop/cart/add', { token, body: { userId: user.id, productId: product!.id, quantity: 1 } });
    const placed = await server.gql<{ placeOrder: { order: { id: string } } }>(PLACE_ORDER, { input: { addressId: address.id, paymentMethod: 'PAYPAL' } }, { token });
    const orderId = placed.body.data!.placeOrder.order.id;

    await fake.stop();
    const refused = (await server.gql<{ cancelOrder: OrderResultData }>(CANCEL, { input: { orderId, reason: 'Too slow' } }, { token })).body.data!.cancelOrder;
    expect(refused.userErrors).toEqual([{ code: 'INVALID_STATE', field: 'orderId', message: PAYMENT_UNKNOWN_MESSAGE }]);
    const order = await server.em().findOneOrFail(Order, orderId);
    expect([order.status, order.paymentStatus]).toEqual(['orderPlaced', 'pending']);
    expect((await server.em().findOneOrFail(Product, product!.id)).totalStock).toBe(4);
  });
});
