import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import { ConfigError, loadConfig } from '../../config.js';
import { returnUrlForeignMessage, returnUrlMalformedMessage } from '../orders/checkout.js';
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
    server = await startTestServer({
      PAYPAL_BASE_URL: fake.url,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_RETURN_ORIGINS: 'https://storefront.example, http://localhost:5173',
    });
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
    const [product] = await createProducts(em, [{ pricePaise: 45_050, stock: { XS: 10 } }]);
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

  interface PlaceOrderData {
    placeOrder: {
      approvalUrl: string | null;
      order: { id: string; paymentMethod: string; paymentId: string | null } | null;
      userErrors: Array<{ code: string; field: string | null; message: string }>;
    };
  }
  const PLACE_ORDER =
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id paymentMethod paymentId } userErrors { code field message } } }';
  const placeOrder = (who: Shopper, input: Record<string, unknown>) =>
    server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.address.id, ...input } }, { token: who.token });

  it('sends the shopper back to a third-party storefront’s own pages when its origin is allowed', async () => {
    const buyer = await shopperWithCart(1);
    const returnUrl = 'https://storefront.example/checkout/paid?step=3';
    const cancelUrl = 'http://localhost:5173/cart';
    const { body } = await placeOrder(buyer, { paymentMethod: 'PAYPAL', returnUrl, cancelUrl });
    const { approvalUrl, order, userErrors } = body.data!.placeOrder;
    expect(userErrors).toEqual([]);
    expect(fake.payments.get(order!.paymentId!)).toMatchObject({ returnUrl, cancelUrl });

    const back = await fake.approve(approvalUrl!, 'PAYER-3P');
    expect(`${back.origin}${back.pathname}`).toBe('https://storefront.example/checkout/paid');
    expect([back.searchParams.get('step'), back.searchParams.get('paymentId'), back.searchParams.get('PayerID')]).toEqual(['3', order!.paymentId, 'PAYER-3P']);

    // Another page of the store's own origin (PUBLIC_URL's) needs no listing.
    const again = await shopperWithCart(1);
    const own = await placeOrder(again, { paymentMethod: 'PAYPAL', returnUrl: 'https://shop.example/thanks', cancelUrl: 'https://shop.example/bag' });
    const ownOrder = own.body.data!.placeOrder.order!;
    expect(fake.payments.get(ownOrder.paymentId!)).toMatchObject({ returnUrl: 'https://shop.example/thanks', cancelUrl: 'https://shop.example/bag' });
  });

  it('returns to the store’s own pages when no URLs are given', async () => {
    const buyer = await shopperWithCart(1);
    const { body } = await placeOrder(buyer, { paymentMethod: 'PAYPAL' });
    expect(fake.payments.get(body.data!.placeOrder.order!.paymentId!)).toMatchObject({
      returnUrl: 'https://shop.example/shop/paypal-return',
      cancelUrl: 'https://shop.example/shop/checkout',
    });
  });

  it('refuses return and cancel URLs off the allowed origins, or not http(s) at all, and places nothing', async () => {
    const buyer = await shopperWithCart(2);
    const creates = fake.calls.create;
    const cases: Array<[Record<string, string>, Array<{ field: string; message: string }>]> = [
      [{ returnUrl: 'https://evil.example/steal' }, [{ field: 'returnUrl', message: returnUrlForeignMessage('returnUrl') }]],
      // Look-alikes of allowed origins: another scheme, port or host.
      [{ returnUrl: 'http://storefront.example/paid' }, [{ field: 'returnUrl', message: returnUrlForeignMessage('returnUrl') }]],
      [{ returnUrl: 'https://storefront.example:8443/paid' }, [{ field: 'returnUrl', message: returnUrlForeignMessage('returnUrl') }]],
      [{ cancelUrl: 'https://storefront.example.evil.example/' }, [{ field: 'cancelUrl', message: returnUrlForeignMessage('cancelUrl') }]],
      [{ returnUrl: 'javascript:alert(document.cookie)' }, [{ field: 'returnUrl', message: returnUrlMalformedMessage('returnUrl') }]],
      [{ returnUrl: '/shop/paypal-return' }, [{ field: 'returnUrl', message: returnUrlMalformedMessage('returnUrl') }]],
      [{ returnUrl: 'not a url' }, [{ field: 'returnUrl', message: returnUrlMalformedMessage('returnUrl') }]],
      [{ cancelUrl: 'ftp://shop.example/x' }, [{ field: 'cancelUrl', message: returnUrlMalformedMessage('cancelUrl') }]],
      [{ cancelUrl: 'https://someone@shop.example/x' }, [{ field: 'cancelUrl', message: returnUrlMalformedMessage('cancelUrl') }]],
      [{ returnUrl: `https://shop.example/${'a'.repeat(2000)}` }, [{ field: 'returnUrl', message: returnUrlMalformedMessage('returnUrl') }]],
      [
        { returnUrl: 'data:text/html,hi', cancelUrl: 'https://evil.example/' },
        [
          { field: 'returnUrl', message: returnUrlMalformedMessage('returnUrl') },
          { field: 'cancelUrl', message: returnUrlForeignMessage('cancelUrl') },
        ],
      ],
    ];
    for (const [urls, errors] of cases) {
      for (const paymentMethod of ['PAYPAL', 'COD']) {
        const { body } = await placeOrder(buyer, { paymentMethod, idempotencyKey: `refused-${paymentMethod}`, ...urls });
        expect(body.data!.placeOrder, JSON.stringify(urls)).toEqual({
          approvalUrl: null,
          order: null,
          userErrors: errors.map((error) => ({ code: 'INVALID_INPUT', ...error })),
        });
      }
    }
    expect(returnUrlForeignMessage('returnUrl')).toBe('The return URL must be on this store or an origin the store allows');
    expect(fake.calls.create).toBe(creates);
    expect(await server.em().count(Order, { user: buyer.user.id })).toBe(0);
    expect([await stockOf(buyer.product), await cartSize(buyer.user)]).toEqual([10, 1]);

    // The refusals did not use up the idempotency key: the same attempt with good URLs goes through.
    const placed = await placeOrder(buyer, { paymentMethod: 'PAYPAL', idempotencyKey: 'refused-PAYPAL', returnUrl: 'https://storefront.example/paid' });
    expect(placed.body.data!.placeOrder.userErrors).toEqual([]);
  });

  it('answers a retried PayPal checkout with the same approval page while the payment is awaited, and none once paid', async () => {
    const buyer = await shopperWithCart(1);
    const input = { paymentMethod: 'PAYPAL', idempotencyKey: 'paypal-retry' };
    const first = (await placeOrder(buyer, input)).body.data!.placeOrder;
    expect(first.approvalUrl).toMatch(/\/checkoutnow\?token=PAYID-/);
    const creates = fake.calls.create;

    const retry = (await placeOrder(buyer, input)).body.data!.placeOrder;
    expect(retry).toEqual(first);
    // The retry asked the provider for nothing: it is the first payment's page.
    expect(fake.calls.create).toBe(creates);

    const back = await fake.approve(retry.approvalUrl!, 'PAYER-R');
    await server.gql(
      'mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { userErrors { code } } }',
      { input: { orderId: first.order!.id, paymentId: back.searchParams.get('paymentId'), payerId: 'PAYER-R' } },
      { token: buyer.token },
    );
    const afterPaying = (await placeOrder(buyer, input)).body.data!.placeOrder;
    expect(afterPaying).toEqual({ ...first, approvalUrl: null });
  });

  it('answers a retried PayPal checkout of a canceled order without an approval page', async () => {
    const buyer = await shopperWithCart(1);
    const input = { paymentMethod: 'PAYPAL', idempotencyKey: 'paypal-canceled' };
    const first = (await placeOrder(buyer, input)).body.data!.placeOrder;
    await server.gql(
      'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code } } }',
      { input: { orderId: first.order!.id, reason: 'Changed my mind' } },
      { token: buyer.token },
    );
    const retry = (await placeOrder(buyer, input)).body.data!.placeOrder;
    expect(retry).toEqual({ ...first, approvalUrl: null });
  });

  it('answers a cash-on-delivery checkout, and its retry, with nothing to approve', async () => {
    const buyer = await shopperWithCart(1);
    const input = { paymentMethod: 'COD', idempotencyKey: 'cod-retry' };
    const first = (await placeOrder(buyer, input)).body.data!.placeOrder;
    expect(first.approvalUrl).toBeNull();
    expect(first.order!.paymentId).toBeNull();
    const retry = (await placeOrder(buyer, input)).body.data!.placeOrder;
    expect(retry).toEqual(first);
  });

  it('gives cash-on-delivery orders no provider payment, and REST clients the in-app success page as approvalURL', async () => {
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

  it('gives cart and stock back, and cancels the order, when the payment cannot be started', async () => {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    await em.persistAndFlush(address);
    const token = await server.tokenFor(user);
    const [product] = await createProducts(em, [{ stock: { XS: 5 } }]);
    await rest(server, 'POST', '/shop/cart/add', { token, body: { userId: user.id, productId: product!.id, quantity: 2 } });

    const created = await rest(server, 'POST', '/shop/order/create', { token, body: { userId: user.id, addressInfo: { addressId: address.id }, paymentMethod: 'paypal' } });
    expect([created.status, created.body.message]).toEqual([402, 'The payment could not be started. Please try again.']);
    expect(fake.calls.create).toBe(0);
    expect((await server.em().findOneOrFail(Product, product!.id)).totalStock).toBe(5);
    expect((await server.em().find(CartLine, { cart: { user: user.id } })).map((line) => line.quantity)).toEqual([2]);
    // The order was committed awaiting payment before the provider was asked; it stays, canceled.
    const orders = await server.em().find(Order, { user: user.id });
    expect(orders.map((order) => [order.status, order.paymentStatus])).toEqual([['canceled', 'failed']]);
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

  it('reads PAYMENT_RETURN_ORIGINS as bare origins, none by default', () => {
    expect(loadConfig(base).paymentReturnOrigins).toEqual([]);
    expect(loadConfig({ ...base, PAYMENT_RETURN_ORIGINS: ' https://Shop.Example , http://localhost:5173/,https://a.example:443' }).paymentReturnOrigins).toEqual([
      'https://shop.example',
      'http://localhost:5173',
      'https://a.example',
    ]);
  });

  it.each(['https://shop.example/return', 'shop.example', 'javascript:alert(1)', 'ftp://shop.example', 'https://a.example?x=1', 'https://u:p@a.example', 'https://'])(
    'refuses %j in PAYMENT_RETURN_ORIGINS with a message naming the setting',
    (origin) => {
      expect(() => loadConfig({ ...base, PAYMENT_RETURN_ORIGINS: `https://ok.example,${origin}` })).toThrow(
        new ConfigError(`PAYMENT_RETURN_ORIGINS must list origins like https://shop.example or http://localhost:5173 (no path), got "${origin}"`),
      );
    },
  );
});
