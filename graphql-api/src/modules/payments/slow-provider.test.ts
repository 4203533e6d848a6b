import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { rest } from '../../../test/rest.js';
import { Address } from '../addresses/address.entity.js';
import { CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { abandonCheckout, PAYMENT_NOT_STARTED_MESSAGE } from '../orders/checkout.js';
import { Order } from '../orders/order.entity.js';
import { EventBus } from '../events/event-bus.js';
import type { User } from '../users/user.entity.js';
import { startFakePaypal, type FakePaypal } from './fake-paypal.js';

// The provider is asked after the checkout transaction committed: a provider that takes its time
// holds no row lock, and one that fails gets the order canceled and stock and cart given back once.

interface Shopper {
  user: User;
  token: string;
  address: Address;
}
interface PlaceOrderData {
  placeOrder: {
    approvalUrl: string | null;
    order: { id: string; status: string; paymentStatus: string } | null;
    userErrors: Array<{ code: string; message: string }>;
  };
}
const PLACE_ORDER =
  'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id status paymentStatus } userErrors { code message } } }';

describe('checkout with a slow payment provider', () => {
  let fake: FakePaypal;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    server = await startTestServer({ PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  async function shopperWithCart(product: Product, quantity: number): Promise<Shopper> {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    await em.persistAndFlush(address);
    const token = await server.tokenFor(user);
    const added = await rest(server, 'POST', '/shop/cart/add', { token, body: { userId: user.id, productId: product.id, quantity } });
    expect(added.status).toBe(200);
    return { user, token, address };
  }

  const placeOrder = (who: Shopper, input: Record<string, unknown>) =>
    server.gql<PlaceOrderData>(PLACE_ORDER, { input: { addressId: who.address.id, ...input } }, { token: who.token });
  const stockOf = async (product: Product) => (await server.em().findOneOrFail(Product, product.id)).totalStock;
  const cartLines = (who: Shopper) => server.em().find(CartLine, { cart: { user: who.user.id } });

  it("lets another shopper's checkout of the same product complete while the first waits on the provider", async () => {
    const [product] = await createProducts(server.em(), [{ stock: { XS: 3 } }]);
    const first = await shopperWithCart(product!, 1);
    const second = await shopperWithCart(product!, 1);

    const held = fake.holdNextCreate();
    const waiting = placeOrder(first, { paymentMethod: 'PAYPAL', idempotencyKey: 'slow-1' });
    await held.arrived;
    // The first checkout's order is committed, awaiting payment, with its stock taken.
    expect(await stockOf(product!)).toBe(2);

    const other = (await placeOrder(second, { paymentMethod: 'COD' })).body.data!.placeOrder;
    expect(other.userErrors).toEqual([]);
    expect(other.approvalUrl).toBeNull();
    expect(await stockOf(product!)).toBe(1);

    held.release();
    const placed = (await waiting).body.data!.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order).toMatchObject({ status: 'ORDER_PLACED', paymentStatus: 'PENDING' });
    expect(placed.approvalUrl).toMatch(/\/checkoutnow\?token=PAYID-/);
    expect(await stockOf(product!)).toBe(1);
  });

  it('answers a retry sent while the payment is starting with the same order and approval page', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { XS: 5 } }]);
    const buyer = await shopperWithCart(product!, 2);
    const input = { paymentMethod: 'PAYPAL', idempotencyKey: 'slow-retry' };
    const held = fake.holdNextCreate();
    const creates = fake.calls.create;
    const firstCall = placeOrder(buyer, input);
    await held.arrived;
    const retryCall = placeOrder(buyer, input);
    held.release();
    const [first, retry] = await Promise.all([firstCall, retryCall]);
    expect(first.body.data!.placeOrder.approvalUrl).toMatch(/\/checkoutnow\?token=PAYID-/);
    expect(retry.body.data!.placeOrder).toEqual(first.body.data!.placeOrder);
    expect(fake.calls.create).toBe(creates + 1);
    expect(await stockOf(product!)).toBe(3);
  });

  it('cancels the order and gives stock and cart back once when the provider fails after the wait; the same key then places anew', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { XS: 5 } }]);
    const buyer = await shopperWithCart(product!, 2);
    const input = { paymentMethod: 'PAYPAL', idempotencyKey: 'slow-fail' };
    const held = fake.holdNextCreate();
    const firstCall = placeOrder(buyer, input);
    await held.arrived;
    expect(await stockOf(product!)).toBe(3);
    expect(await cartLines(buyer)).toHaveLength(0);
    held.release('fail');

    expect((await firstCall).body.data!.placeOrder).toEqual({
      approvalUrl: null,
      order: null,
      userErrors: [{ code: 'PAYMENT_FAILED', message: PAYMENT_NOT_STARTED_MESSAGE }],
    });
    expect(await stockOf(product!)).toBe(5);
    expect((await cartLines(buyer)).map((line) => line.quantity)).toEqual([2]);
    const [failed] = await server.em().find(Order, { user: buyer.user.id });
    expect(failed).toMatchObject({ status: 'canceled', paymentStatus: 'failed', idempotencyKey: null });

    // Undoing it again finds nothing to undo: the stock went back once.
    expect(await abandonCheckout(server.em(), failed!.id, { events: new EventBus() })).toBe(false);
    expect(await stockOf(product!)).toBe(5);

    const again = (await placeOrder(buyer, input)).body.data!.placeOrder;
    expect(again.userErrors).toEqual([]);
    expect(again.order!.id).not.toBe(failed!.id);
    expect(again.approvalUrl).toMatch(/\/checkoutnow\?token=PAYID-/);
    expect(await stockOf(product!)).toBe(3);
  });

  it('gives nothing back twice when the shopper canceled the order while its payment was starting', async () => {
    const [product] = await createProducts(server.em(), [{ stock: { XS: 5 } }]);
    const buyer = await shopperWithCart(product!, 2);
    const held = fake.holdNextCreate();
    const firstCall = placeOrder(buyer, { paymentMethod: 'PAYPAL' });
    await held.arrived;
    const [order] = await server.em().find(Order, { user: buyer.user.id });
    const canceled = await server.gql<{ cancelOrder: { userErrors: unknown[] } }>(
      'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code } } }',
      { input: { orderId: order!.id, reason: 'Changed my mind' } },
      { token: buyer.token },
    );
    expect(canceled.body.data!.cancelOrder.userErrors).toEqual([]);
    expect(await stockOf(product!)).toBe(5);

    held.release('fail');
    expect((await firstCall).body.data!.placeOrder.userErrors).toEqual([{ code: 'PAYMENT_FAILED', message: PAYMENT_NOT_STARTED_MESSAGE }]);
    expect(await stockOf(product!)).toBe(5);
    expect(await server.em().findOneOrFail(Order, order!.id)).toMatchObject({ status: 'canceled', cancellationReason: 'Changed my mind' });
  });
});
