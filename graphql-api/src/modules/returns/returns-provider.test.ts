import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { returnsApi, type Shopper } from '../../../test/returns.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { startFakePaypal, type FakePaypal } from '../payments/fake-paypal.js';
import { Role, User } from '../users/user.entity.js';

// A provider-paid order's refund goes through the provider's refund call under one idempotency
// key (the payout's request id), so a failure half-way, at the provider's answer or in the store
// after it, is put right by asking again: the provider refunds once, the store records once.

describe('refunds through the payment provider', () => {
  let fake: FakePaypal;
  let server: TestServer;
  let api: ReturnType<typeof returnsApi>;

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PUBLIC_URL: 'https://shop.example' });
    api = returnsApi(server, await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN })));
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  /** A PayPal order of two pieces, paid at the provider and delivered, with a received refund request for both. */
  async function receivedPaypalReturn(): Promise<{ who: Shopper; returnId: string; paymentId: string }> {
    const who = await api.shopper();
    const [product] = await createProducts(server.em(), [{ pricePaise: 45_050, stock: { M: 10 } }]);
    const em = server.em();
    const user = em.getReference(User, who.user.id);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    const cart = new Cart(user);
    await em.persistAndFlush([address, cart, new CartLine({ cart, product: em.getReference(Product, product!.id), size: product!.size, quantity: 2 })]);
    const placed = await server.gql<{ placeOrder: { order: { id: string; lines: Array<{ id: string }> }; approvalUrl: string } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id lines { id } } approvalUrl } }',
      { input: { addressId: address.id, paymentMethod: 'PAYPAL' } },
      { token: who.token },
    );
    const { order, approvalUrl } = placed.body.data!.placeOrder;
    const back = await fake.approve(approvalUrl, 'PAYER-9');
    const paymentId = back.searchParams.get('paymentId')!;
    const captured = await server.gql<{ capturePayment: { userErrors: unknown[] } }>(
      'mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { userErrors { code message } } }',
      { input: { orderId: order.id, paymentId, payerId: 'PAYER-9' } },
      { token: who.token },
    );
    expect(captured.body.data!.capturePayment.userErrors).toEqual([]);
    await api.setStatus(order.id, 'DELIVERED');
    const { returnRequest } = await api.request(who, { orderId: order.id, kind: 'REFUND', lines: [{ orderLineId: order.lines[0]!.id, quantity: 2 }] });
    await api.approve(returnRequest!.id);
    await api.receive(returnRequest!.id, [{ returnLineId: returnRequest!.lines[0]!.id, received: 2 }]);
    return { who, returnId: returnRequest!.id, paymentId };
  }

  const refundsOf = (paymentId: string) => [...fake.refunds.values()].filter((refund) => refund.paymentId === paymentId);
  const payoutOf = async (returnId: string) =>
    (await server.em().execute<Array<{ state: string; reference: string | null; provider_request_id: string }>>(
      'select state, reference, provider_request_id from refund_payout where return_request_id = ?',
      [returnId],
    ))[0];

  it('refunds through the provider, and refuses a UPI record for a provider-paid order', async () => {
    const { returnId, paymentId } = await receivedPaypalReturn();
    const upi = await api.refund({ returnId, method: 'UPI', reference: 'UTR1' });
    expect(upi.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'method', message: 'This order was paid through the payment provider: refund it there (method PROVIDER)' }]);
    const refunded = await api.refund({ returnId, method: 'PROVIDER' });
    expect(refunded.userErrors).toEqual([]);
    const [made] = refundsOf(paymentId);
    expect(made).toMatchObject({ total: '901.00' });
    expect(refunded.returnRequest).toMatchObject({ state: 'REFUNDED', payout: { method: 'PROVIDER', reference: made!.id, amount: { amount: '901.00' } } });
    expect((await api.refund({ returnId, method: 'PROVIDER' })).userErrors[0]!.code).toBe('ALREADY_EXISTS');
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('asks again under the same key when the provider took the refund but its answer was lost', async () => {
    const { returnId, paymentId } = await receivedPaypalReturn();
    fake.loseNextRefundAnswer();
    const lost = await api.refund({ returnId, method: 'PROVIDER' });
    expect(lost.userErrors).toHaveLength(1);
    expect(lost.userErrors[0]).toMatchObject({ code: 'PAYMENT_FAILED', field: 'returnId' });
    // The provider refunded; the store knows only that it asked.
    expect(refundsOf(paymentId)).toHaveLength(1);
    const pending = await payoutOf(returnId);
    expect(pending).toMatchObject({ state: 'PENDING', reference: null });

    const retried = await api.refund({ returnId, method: 'PROVIDER' });
    expect(retried.userErrors).toEqual([]);
    expect(retried.returnRequest!.state).toBe('REFUNDED');
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(refundsOf(paymentId)[0]!.requestId).toBe(pending!.provider_request_id);
    expect(await payoutOf(returnId)).toMatchObject({ state: 'COMPLETED', reference: refundsOf(paymentId)[0]!.id });
  });

  it('asks again under the same key when the store failed after the provider refunded', async () => {
    const { returnId, paymentId } = await receivedPaypalReturn();
    // The store's recording fails once, after the provider answered: as a crash or a lost database would.
    // A sequence, since its count survives the failed transaction's rollback.
    await server.em().execute(`create sequence fail_once`);
    await server.em().execute(`create function fail_payout_once() returns trigger language plpgsql as $$
      begin
        if new.state = 'COMPLETED' and nextval('fail_once') = 1 then
          raise exception 'the store failed before recording the refund';
        end if;
        return new;
      end $$`);
    await server.em().execute(`create trigger fail_payout_once before update on refund_payout for each row execute function fail_payout_once()`);
    try {
      const failed = await server.gql<{ recordRefund: unknown }>(
        'mutation ($input: RecordRefundInput!) { recordRefund(input: $input) { userErrors { code } } }',
        { input: { returnId, method: 'PROVIDER' } },
        { token: await server.tokenFor(await server.em().findOneOrFail(User, { role: Role.ADMIN })) },
      );
      expect(failed.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(refundsOf(paymentId)).toHaveLength(1);
      expect(await payoutOf(returnId)).toMatchObject({ state: 'PENDING' });

      const retried = await api.refund({ returnId, method: 'PROVIDER' });
      expect(retried.userErrors).toEqual([]);
      expect(retried.returnRequest!.state).toBe('REFUNDED');
      expect(refundsOf(paymentId)).toHaveLength(1);
    } finally {
      await server.em().execute('drop trigger fail_payout_once on refund_payout; drop function fail_payout_once(); drop sequence fail_once');
    }
  });
});
