import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser, stockOf } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { fillCart } from '../../../test/shopping.js';
import { startSmtpServer, waitUntil, type TestSmtpServer } from '../../../test/smtp-server.js';
import { CartLine } from '../cart/cart.entity.js';
import { EmailMessage, EmailStatus } from '../mail/email-message.entity.js';
import { DueJob, DueJobKind, DueJobStatus } from '../outbox/due-job.entity.js';
import { startFakePaypal, type FakePaypal } from '../payments/fake-paypal.js';
import { Order } from './order.entity.js';

const PLACE_ORDER =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id paymentId } userErrors { code message } } }';
const CAPTURE = 'mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { order { paymentStatus } userErrors { code } } }';

// The checkout's undo fails at commit, as it would if the database went away at that moment.
const FAIL_UNDO_COMMITS = [
  `create or replace function fail_undo_commit() returns trigger language plpgsql as $$
   begin raise exception 'the database refused the commit'; end $$`,
  `create constraint trigger fail_undo_commit after update on customer_order deferrable initially deferred
   for each row when (new.payment_status = 'failed') execute function fail_undo_commit()`,
];

describe('provider checkouts that are never approved', () => {
  let fake: FakePaypal;
  let smtp: TestSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    smtp = await startSmtpServer();
    server = await startTestServer({
      PAYPAL_BASE_URL: fake.url,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      SMTP_URL: smtp.url,
      MAIL_RETRY_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await fake?.stop();
  });

  async function paypalCheckout() {
    const user = await createUser(server.em());
    const token = await server.tokenFor(user);
    const [product] = await createProducts(server.em(), [{ stock: { M: 5 } }]);
    const addressId = await fillCart(server, user.id, [{ product: product!, quantity: 2 }]);
    const { body } = await server.gql<{ placeOrder: { approvalUrl: string | null; order: { id: string; paymentId: string } | null; userErrors: Array<{ code: string }> } }>(
      PLACE_ORDER,
      { input: { addressId, paymentMethod: 'PAYPAL' } },
      { token },
    );
    return { user, token, product: product!, placed: body.data!.placeOrder };
  }

  /** Moves the order's expiry job to now, as if the timeout had passed, and wakes the worker. */
  async function expireNow(orderId: string): Promise<void> {
    await server.em().nativeUpdate(DueJob, { subjectKind: 'order', subjectId: orderId, status: DueJobStatus.PENDING }, { dueAt: new Date() });
    server.outbox.wake();
  }

  const jobOf = (orderId: string) => server.em().findOneOrFail(DueJob, { subjectKind: 'order', subjectId: orderId }, { orderBy: { createdAt: 'desc' } });

  it('cancels the order after the timeout, gives its stock back once, and tells the shopper', async () => {
    const { user, product, placed } = await paypalCheckout();
    const orderId = placed.order!.id;
    expect((await stockOf(server.em(), product.id)).M).toBe(3);
    const job = await jobOf(orderId);
    expect(job.kind).toBe(DueJobKind.EXPIRE_CHECKOUT);
    expect(job.dueAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    // A provider order is confirmed when paid, not when placed.
    expect(await server.em().count(EmailMessage, { recipient: user.email })).toBe(0);

    await expireNow(orderId);
    await waitUntil(async () => (await jobOf(orderId)).status === DueJobStatus.DONE);
    const order = await server.em().findOneOrFail(Order, orderId);
    expect([order.status, order.paymentStatus]).toEqual(['canceled', 'canceled']);
    expect((await stockOf(server.em(), product.id)).M).toBe(5);

    await waitUntil(async () => (await server.em().count(EmailMessage, { recipient: user.email, status: EmailStatus.SENT })) === 1);
    const [email] = await server.em().find(EmailMessage, { recipient: user.email });
    expect(email!.kind).toBe('ORDER_EXPIRED');
    await smtp.waitForMessages(1);
    expect(smtp.received.some((mail) => mail.messageId === email!.messageId)).toBe(true);

    // The job once more (a repeat after a crash): nothing is given back twice, nobody is told twice.
    const again = new DueJob(DueJobKind.EXPIRE_CHECKOUT, { kind: 'order', id: orderId }, new Date());
    await server.em().persistAndFlush(again);
    await waitUntil(async () => (await server.em().findOneOrFail(DueJob, again.id)).status === DueJobStatus.DONE);
    expect((await stockOf(server.em(), product.id)).M).toBe(5);
    expect(await server.em().count(EmailMessage, { recipient: user.email })).toBe(1);
    await expectLedgerAddsUp(server.em());
  });

  it('leaves a paid order alone, and confirms it when it is paid', async () => {
    const { user, token, product, placed } = await paypalCheckout();
    const orderId = placed.order!.id;
    const back = await fake.approve(placed.approvalUrl!, 'PAYER-1');
    const { body } = await server.gql<{ capturePayment: { order: { paymentStatus: string }; userErrors: unknown[] } }>(
      CAPTURE,
      { input: { orderId, paymentId: back.searchParams.get('paymentId'), payerId: back.searchParams.get('PayerID') } },
      { token },
    );
    expect(body.data!.capturePayment.userErrors).toEqual([]);
    const [confirmation] = await server.em().find(EmailMessage, { recipient: user.email });
    expect(confirmation!.kind).toBe('ORDER_CONFIRMATION');

    await expireNow(orderId);
    await waitUntil(async () => (await jobOf(orderId)).status === DueJobStatus.DONE);
    const order = await server.em().findOneOrFail(Order, orderId);
    expect([order.status, order.paymentStatus]).toEqual(['orderPlaced', 'paid']);
    expect((await stockOf(server.em(), product.id)).M).toBe(3);
    expect(await server.em().count(EmailMessage, { recipient: user.email })).toBe(1);
    await expectLedgerAddsUp(server.em());
  });

  it('retries the undo of a checkout whose payment did not start, until it goes through', async () => {
    const connection = server.em().getConnection();
    for (const statement of FAIL_UNDO_COMMITS) await connection.execute(statement);
    let result: Awaited<ReturnType<typeof paypalCheckout>>;
    try {
      const held = fake.holdNextCreate();
      const checkout = paypalCheckout();
      await held.arrived;
      held.release('fail');
      result = await checkout;
      expect(result.placed.userErrors.map((error) => error.code)).toEqual(['PAYMENT_FAILED']);
      const [order] = await server.em().find(Order, { user: result.user.id });
      // The undo could not commit: the order still holds its stock, and its job is due now and failing.
      expect([order!.status, order!.paymentStatus]).toEqual(['orderPlaced', 'pending']);
      await waitUntil(async () => (await jobOf(order!.id)).attempts >= 1);
      expect((await jobOf(order!.id)).status).toBe(DueJobStatus.PENDING);
    } finally {
      await connection.execute('drop trigger fail_undo_commit on customer_order');
    }
    const [order] = await server.em().find(Order, { user: result.user.id });
    await waitUntil(async () => (await jobOf(order!.id)).status === DueJobStatus.DONE);
    const undone = await server.em().findOneOrFail(Order, order!.id);
    expect([undone.status, undone.paymentStatus]).toEqual(['canceled', 'failed']);
    expect((await stockOf(server.em(), result.product.id)).M).toBe(5);
    expect(await server.em().count(CartLine, { cart: { user: result.user.id } })).toBe(1);
    // The shopper was told at checkout; nothing is e-mailed for a refused order.
    expect(await server.em().count(EmailMessage, { recipient: result.user.email })).toBe(0);
    await expectLedgerAddsUp(server.em());
  });
});
