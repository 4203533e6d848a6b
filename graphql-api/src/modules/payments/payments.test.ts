import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import { ConfigError, loadConfig } from '../../config.js';
import { Address } from '../addresses/address.entity.js';
import { CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Order } from '../orders/order.entity.js';
import type { OrderDocument } from '../orders/orders.documents.js';
import type { User } from '../users/user.entity.js';
import { startFakePaypal, type FakePaypal } from './fake-paypal.js';

interface Shopper {
  user: User;
  token: string;
  address: Address;
}
interface CreateAnswer {
  approvalURL: string;
  orderId: string;
}

const CREDENTIALS = { clientId: 'id', clientSecret: 'secret' };

describe('the PayPal-style payment flow against a fake provider', () => {
  let fake: FakePaypal;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakePaypal(CREDENTIALS);
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PUBLIC_URL: 'https://shop.example' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  async function shopperWithCart(quantity = 2): Promise<Shopper & { product: Product }> {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    await em.persistAndFlush(address);
    const token = await server.tokenFor(user);
    const [product] = await createProducts(em, [{ pricePaise: 45_050, totalStock: 10 }]);
    const added = await rest(server, 'POST', '/shop/cart/add', { token, body: { userId: user.id, productId: product!.id, quantity, price: 1 } });
    expect(added.status).toBe(200);
    return { user, token, address, product: product! };
  }

  const stockOf = async (product: Product) => (await server.em().findOneOrFail(Product, product.id)).totalStock;
  const cartSize = async (user: User) => server.em().count(CartLine, { cart: { user: user.id } });

  function createPaypalOrder(who: Shopper) {
    return rest<CreateAnswer>(server, 'POST', '/shop/order/create', {
      token: who.token,
      body: { userId: who.user.id, addressInfo: { addressId: who.address.id }, paymentMethod: 'paypal', totalAmount: 1, paymentStatus: 'paid' },
    });
  }

  function capture(who: Shopper, body: { orderId: string; paymentId: string; payerId: string }) {
    return rest<{ data: OrderDocument }>(server, 'POST', '/shop/order/capture', { token: who.token, body });
  }

  it('tells checkout, even before sign-in, that PayPal is offered beside cash on delivery', async () => {
    const { body } = await server.gql<{ paymentMethods: string[] }>('{ paymentMethods }');
    expect(body.errors).toBeUndefined();
    expect(body.data!.paymentMethods).toEqual(['COD', 'PAYPAL']);
  });

  it('creates the payment, sends the shopper back to /shop/paypal-return, and captures it once', async () => {
    const buyer = await shopperWithCart(2);
    const created = await createPaypalOrder(buyer);
    expect(created.status).toBe(201);
    await expectDocumented(server, 'POST', '/shop/order/create', created);
    expect(created.body.approvalURL.startsWith(`${fake.url}/checkoutnow?token=PAYID-`)).toBe(true);

    // The provider was asked for the server's total, not the client's.
    const pending = await server.em().findOneOrFail(Order, created.body.orderId);
    expect(fake.payments.get(pending.paymentId!)).toMatchObject({ total: '901.00', currency: 'INR', state: 'created' });
    expect([pending.paymentMethod, pending.paymentStatus, pending.status]).toEqual(['paypal', 'pending', 'orderPlaced']);
    expect([await stockOf(buyer.product), await cartSize(buyer.user)]).toEqual([8, 0]);

    const back = await fake.approve(created.body.approvalURL, 'PAYER-7');
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/shop/paypal-return');
    const paymentId = back.searchParams.get('paymentId')!;
    expect(paymentId).toBe(pending.paymentId);
    expect(back.searchParams.get('PayerID')).toBe('PAYER-7');

    const captured = await capture(buyer, { orderId: created.body.orderId, paymentId, payerId: 'PAYER-7' });
    await expectDocumented(server, 'POST', '/shop/order/capture', captured);
    expect(captured.body).toMatchObject({ success: true, message: 'Payment captured' });
    expect(captured.body.data).toMatchObject({ _id: created.body.orderId, paymentMethod: 'paypal', paymentStatus: 'paid', paymentId, payerId: 'PAYER-7', totalAmount: 901 });
    expect(fake.payments.get(paymentId)!.state).toBe('approved');

    const executions = fake.calls.execute;
    const again = await capture(buyer, { orderId: created.body.orderId, paymentId, payerId: 'PAYER-7' });
    expect([again.status, again.body.message]).toEqual([409, 'This order is already paid']);
    await expectDocumented(server, 'POST', '/shop/order/capture', again);
    // Refused before the provider is asked again.
    expect(fake.calls.execute).toBe(executions);
    expect([await stockOf(buyer.product), await cartSize(buyer.user)]).toEqual([8, 0]);
  });

  it('refuses a payer the provider does not confirm, and changes nothing', async () => {
    const buyer = await shopperWithCart(1);
    const created = await createPaypalOrder(buyer);
    const back = await fake.approve(created.body.approvalURL, 'PAYER-REAL');
    const paymentId = back.searchParams.get('paymentId')!;

    const wrongPayer = await capture(buyer, { orderId: created.body.orderId, paymentId, payerId: 'PAYER-FORGED' });
    expect([wrongPayer.status, wrongPayer.body.success, wrongPayer.body.message]).toEqual([402, false, 'The payment provider did not confirm this payment']);
    const order = await server.em().findOneOrFail(Order, created.body.orderId);
    expect([order.paymentStatus, order.payerId]).toEqual(['pending', null]);
    expect(fake.payments.get(paymentId)!.state).toBe('created');
    expect(await stockOf(buyer.product)).toBe(9);

    // The shopper can still complete the real payment afterwards.
    const real = await capture(buyer, { orderId: created.body.orderId, paymentId, payerId: 'PAYER-REAL' });
    expect(real.body.data.paymentStatus).toBe('paid');
  });

  it('refuses unknown and foreign orders, other payments and anonymous callers, changing nothing', async () => {
    const buyer = await shopperWithCart(1);
    const other = await shopperWithCart(1);
    const created = await createPaypalOrder(buyer);
    const otherOrder = await createPaypalOrder(other);
    const back = await fake.approve(created.body.approvalURL, 'PAYER-1');
    const paymentId = back.searchParams.get('paymentId')!;
    const executions = fake.calls.execute;

    const foreign = await capture(other, { orderId: created.body.orderId, paymentId, payerId: 'PAYER-1' });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Order not found']);
    await expectDocumented(server, 'POST', '/shop/order/capture', foreign);
    const unknown = await capture(buyer, { orderId: '00000000-0000-4000-8000-000000000000', paymentId, payerId: 'PAYER-1' });
    expect(unknown.status).toBe(404);
    // A payment of another order cannot pay this one.
    const otherPayment = (await server.em().findOneOrFail(Order, otherOrder.body.orderId)).paymentId!;
    const swapped = await capture(buyer, { orderId: created.body.orderId, paymentId: otherPayment, payerId: 'PAYER-1' });
    expect([swapped.status, swapped.body.message]).toEqual([402, 'This payment does not belong to this order']);
    const anonymous = await rest(server, 'POST', '/shop/order/capture', { body: { orderId: created.body.orderId, paymentId, payerId: 'PAYER-1' } });
    expect(anonymous.status).toBe(401);
    await expectDocumented(server, 'POST', '/shop/order/capture', anonymous);
    const wrongTypes = await rest(server, 'POST', '/shop/order/capture', { token: buyer.token, body: { orderId: created.body.orderId, paymentId: 7, payerId: 'x'.repeat(5000) } });
    expect(wrongTypes.status).toBe(400);
    await expectDocumented(server, 'POST', '/shop/order/capture', wrongTypes);

    expect(fake.calls.execute).toBe(executions);
    const orders = await server.em().find(Order, { id: { $in: [created.body.orderId, otherOrder.body.orderId] } });
    expect(orders.map((order) => order.paymentStatus)).toEqual(['pending', 'pending']);
  });

  it('refuses to capture a canceled order', async () => {
    const buyer = await shopperWithCart(1);
    const created = await createPaypalOrder(buyer);
    const back = await fake.approve(created.body.approvalURL, 'PAYER-1');
    await rest(server, 'POST', `/shop/order/cancel/${created.body.orderId}`, { token: buyer.token, body: { userId: buyer.user.id, cancellationReason: 'Changed my mind' } });
    const captured = await capture(buyer, { orderId: created.body.orderId, paymentId: back.searchParams.get('paymentId')!, payerId: 'PAYER-1' });
    expect([captured.status, captured.body.message]).toEqual([409, 'This order was canceled or rejected; it can no longer be paid']);
    expect(await stockOf(buyer.product)).toBe(10);
  });

  it('offers the same flow through GraphQL, and REST and GraphQL agree on the paid order', async () => {
    const buyer = await shopperWithCart(1);
    const placed = await server.gql<{ placeOrder: { approvalUrl: string | null; order: { id: string; paymentMethod: string; paymentId: string } | null; userErrors: unknown[] } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id paymentMethod paymentId } userErrors { code message } } }',
      { input: { addressId: buyer.address.id, paymentMethod: 'PAYPAL' } },
      { token: buyer.token },
    );
    const { approvalUrl, order } = placed.body.data!.placeOrder;
    expect(order!.paymentMethod).toBe('PAYPAL');
    const back = await fake.approve(approvalUrl!, 'PAYER-G');
    expect(back.searchParams.get('paymentId')).toBe(order!.paymentId);

    const CAPTURE = 'mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { order { id paymentStatus payerId total { amount } } userErrors { code message } } }';
    const input = { orderId: order!.id, paymentId: order!.paymentId, payerId: 'PAYER-G' };
    const captured = await server.gql<{ capturePayment: { order: { paymentStatus: string; payerId: string; total: { amount: string } } | null; userErrors: Array<{ code: string }> } }>(CAPTURE, { input }, { token: buyer.token });
    expect(captured.body.data!.capturePayment.order).toMatchObject({ paymentStatus: 'PAID', payerId: 'PAYER-G' });
    const again = await server.gql<{ capturePayment: { order: null; userErrors: Array<{ code: string }> } }>(CAPTURE, { input }, { token: buyer.token });
    expect(again.body.data!.capturePayment.userErrors.map((error) => error.code)).toEqual(['INVALID_STATE']);

    const viaRest = await rest<{ data: OrderDocument }>(server, 'GET', `/shop/order/details/${order!.id}`, { token: buyer.token });
    expect({ paymentStatus: viaRest.body.data.paymentStatus, payerId: viaRest.body.data.payerId, total: viaRest.body.data.totalAmount }).toEqual({
      paymentStatus: 'paid',
      payerId: 'PAYER-G',
      // REST keeps its rupee numbers; GraphQL says the same amount as Money.
      total: Number(captured.body.data!.capturePayment.order!.total.amount),
    });
  });

  it('gives cash-on-delivery orders no provider payment and the in-app success page', async () => {
    const buyer = await shopperWithCart(1);
    const creates = fake.calls.create;
    const created = await rest<CreateAnswer>(server, 'POST', '/shop/order/create', { token: buyer.token, body: { userId: buyer.user.id, addressInfo: { addressId: buyer.address.id } } });
    expect(created.body).toMatchObject({ success: true, message: MESSAGES.ORDER_PLACED, approvalURL: '/shop/payment-success' });
    expect(fake.calls.create).toBe(creates);
    expect((await server.em().findOneOrFail(Order, created.body.orderId)).paymentMethod).toBe('cod');
  });
});

describe('a provider that refuses the store', () => {
  let fake: FakePaypal;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakePaypal(CREDENTIALS);
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'not-the-secret' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  it('leaves cart, stock and orders as they were when the payment cannot be started', async () => {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    await em.persistAndFlush(address);
    const token = await server.tokenFor(user);
    const [product] = await createProducts(em, [{ totalStock: 5 }]);
    await rest(server, 'POST', '/shop/cart/add', { token, body: { userId: user.id, productId: product!.id, quantity: 2 } });

    const created = await rest(server, 'POST', '/shop/order/create', { token, body: { userId: user.id, addressInfo: { addressId: address.id }, paymentMethod: 'paypal' } });
    expect([created.status, created.body.message]).toEqual([402, 'The payment could not be started. Please try again.']);
    expect(fake.calls.create).toBe(0);
    expect((await server.em().findOneOrFail(Product, product!.id)).totalStock).toBe(5);
    expect(await server.em().count(CartLine, { cart: { user: user.id } })).toBe(1);
    expect(await server.em().count(Order, { user: user.id })).toBe(0);
  });
});

describe('payment provider settings', () => {
  const base = { NODE_ENV: 'test' as const };

  it('leaves the provider off unless PAYPAL_BASE_URL is set, and wants all three together', () => {
    expect(loadConfig(base).paypal).toBeUndefined();
    expect(loadConfig({ ...base, PAYPAL_BASE_URL: 'https://api.sandbox.example/', PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' }).paypal).toEqual({
      baseUrl: 'https://api.sandbox.example',
      clientId: 'a',
      clientSecret: 'b',
    });
    expect(() => loadConfig({ ...base, PAYPAL_BASE_URL: 'https://api.sandbox.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYPAL_BASE_URL: 'ftp://x', PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' })).toThrow(ConfigError);
  });
});
