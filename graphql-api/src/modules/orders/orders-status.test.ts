import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@threadline/domain';
import { createProducts, createUser, setStock } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Role, User } from '../users/user.entity.js';
import { Order, OrderLine } from './order.entity.js';

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
interface OrderResultData {
  order: { id: string; status: string; cancellationReason: string | null } | null;
  userErrors: UserErrorData[];
}

const ORDER_RESULT = 'order { id status cancellationReason } userErrors { code field message }';
const CANCEL = `mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { ${ORDER_RESULT} } }`;
const UPDATE_STATUS = `mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { ${ORDER_RESULT} } }`;
const CAPTURE = `mutation ($input: CapturePaymentInput!) { capturePayment(input: $input) { ${ORDER_RESULT} } }`;

interface Shopper {
  user: User;
  token: string;
}

describe('order status changes', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
  });
  afterAll(() => server?.stop());

  async function shopper(): Promise<Shopper> {
    const user = await createUser(server.em());
    return { user, token: await server.tokenFor(user) };
  }

  /** Places a real order through the API from a cart filled in the database. */
  async function placeOrder(who: Shopper, lines: Array<{ product: Product; quantity: number }>): Promise<string> {
    const em = server.em();
    const user = em.getReference(User, who.user.id);
    const address = new Address({ user, address: '4 Lake View', city: 'Kolkata', pincode: '700001', phone: '9123456780', notes: '' });
    const cart = (await em.findOne(Cart, { user })) ?? new Cart(user);
    const cartLines = lines.map((line) => new CartLine({ cart, product: em.getReference(Product, line.product.id), size: line.product.size, quantity: line.quantity }));
    await em.persistAndFlush([address, cart, ...cartLines]);
    const { body } = await server.gql<{ placeOrder: { order: { id: string } } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
      { input: { addressId: address.id } },
      { token: who.token },
    );
    return body.data!.placeOrder.order.id;
  }

  async function cancel(who: Shopper, orderId: string, reason = 'Ordered the wrong colour'): Promise<OrderResultData> {
    const { body } = await server.gql<{ cancelOrder: OrderResultData }>(CANCEL, { input: { orderId, reason } }, { token: who.token });
    return body.data!.cancelOrder;
  }

  async function setStatus(orderId: string, status: string): Promise<OrderResultData> {
    const { body } = await server.gql<{ updateOrderStatus: OrderResultData }>(UPDATE_STATUS, { input: { orderId, status } }, { token: adminToken });
    return body.data!.updateOrderStatus;
  }

  const stockOf = async (product: Product) => (await server.em().findOneOrFail(Product, product.id)).totalStock;
  const statusOf = async (orderId: string) => (await server.em().findOneOrFail(Order, orderId)).status;

  describe('cancelOrder', () => {
    it('cancels a placed order with the trimmed reason and gives its stock back once', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const buyer = await shopper();
      const orderId = await placeOrder(buyer, [{ product: product!, quantity: 3 }]);
      expect(await stockOf(product!)).toBe(7);

      expect(await cancel(buyer, orderId, '  Ordered the wrong size  ')).toEqual({
        order: { id: orderId, status: 'CANCELED', cancellationReason: 'Ordered the wrong size' },
        userErrors: [],
      });
      expect(await stockOf(product!)).toBe(10);

      expect(await cancel(buyer, orderId)).toEqual({
        order: null,
        userErrors: [{ code: 'INVALID_STATE', field: 'orderId', message: 'This order can no longer be canceled (status: Order Canceled)' }],
      });
      expect(await stockOf(product!)).toBe(10);
    });

    it('gives the stock back once when the same cancel arrives five times at once', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const buyer = await shopper();
      const orderId = await placeOrder(buyer, [{ product: product!, quantity: 4 }]);

      const results = await Promise.all(Array.from({ length: 5 }, () => cancel(buyer, orderId)));

      expect(results.filter((result) => result.order?.status === 'CANCELED')).toHaveLength(1);
      expect(results.filter((result) => result.userErrors[0]?.code === 'INVALID_STATE')).toHaveLength(4);
      expect(await stockOf(product!)).toBe(10);
      await expectLedgerAddsUp(server.em());
    });

    it('requires a reason', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const buyer = await shopper();
      const orderId = await placeOrder(buyer, [{ product: product!, quantity: 1 }]);
      for (const reason of ['', '   ']) {
        expect(await cancel(buyer, orderId, reason)).toEqual({
          order: null,
          userErrors: [{ code: 'INVALID_INPUT', field: 'reason', message: 'Please provide a reason for cancellation' }],
        });
      }
      const nul = await server.gql(CANCEL, { input: { orderId, reason: 'Wrong\u0000size' } }, { token: buyer.token });
      expect(nul.body.errors?.[0]).toMatchObject({ message: 'Text may not contain the NUL character (\\u0000)', extensions: { code: 'BAD_USER_INPUT' } });
      expect(await statusOf(orderId)).toBe(OrderStatus.ORDER_PLACED);
      expect(await stockOf(product!)).toBe(9);
    });

    it('refuses once the order has shipped', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const buyer = await shopper();
      const orderId = await placeOrder(buyer, [{ product: product!, quantity: 1 }]);
      await setStatus(orderId, 'IN_SHIPPING');
      expect((await cancel(buyer, orderId)).userErrors).toEqual([
        { code: 'INVALID_STATE', field: 'orderId', message: 'This order can no longer be canceled (status: In Shipping)' },
      ]);
      expect(await statusOf(orderId)).toBe(OrderStatus.IN_SHIPPING);
      expect(await stockOf(product!)).toBe(9);
    });

    it('answers another shopper’s, unknown and malformed order ids alike, and changes nothing', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const owner = await shopper();
      const stranger = await shopper();
      const orderId = await placeOrder(owner, [{ product: product!, quantity: 1 }]);
      for (const id of [orderId, '00000000-0000-4000-8000-000000000000', 'order-1']) {
        expect(await cancel(stranger, id)).toEqual({ order: null, userErrors: [{ code: 'NOT_FOUND', field: 'orderId', message: 'Order not found' }] });
      }
      expect(await statusOf(orderId)).toBe(OrderStatus.ORDER_PLACED);
      expect(await stockOf(product!)).toBe(9);
    });
  });

  describe('updateOrderStatus', () => {
    it('gives stock back once on reject, keeps it back on reject → canceled, and takes it again on revival', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const orderId = await placeOrder(await shopper(), [{ product: product!, quantity: 2 }]);
      expect(await stockOf(product!)).toBe(8);

      expect(await setStatus(orderId, 'REJECTED')).toMatchObject({ order: { status: 'REJECTED' }, userErrors: [] });
      expect(await stockOf(product!)).toBe(10);
      expect((await setStatus(orderId, 'REJECTED')).userErrors).toEqual([]);
      expect(await stockOf(product!)).toBe(10);
      expect((await setStatus(orderId, 'CANCELED')).order?.status).toBe('CANCELED');
      expect(await stockOf(product!)).toBe(10);

      expect((await setStatus(orderId, 'ORDER_PLACED')).order?.status).toBe('ORDER_PLACED');
      expect(await stockOf(product!)).toBe(8);
      // Statuses that hold stock move freely without touching it, in any order.
      for (const status of ['DELIVERED', 'IN_SHIPPING', 'ORDER_PLACED']) {
        expect((await setStatus(orderId, status)).order?.status).toBe(status);
      }
      expect(await stockOf(product!)).toBe(8);
      await expectLedgerAddsUp(server.em());
    });

    it('refuses to revive an order when stock is short, and changes nothing', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const orderId = await placeOrder(await shopper(), [{ product: product!, quantity: 3 }]);
      await setStatus(orderId, 'REJECTED');
      await setStock(server.em(), product!.id, { M: 2 });
      const [line] = await server.em().find(OrderLine, { order: orderId });

      expect(await setStatus(orderId, 'IN_SHIPPING')).toEqual({
        order: null,
        userErrors: [{ code: 'INSUFFICIENT_STOCK', field: `lines.${line!.id}`, message: 'Only 2 items available in stock in size M' }],
      });
      expect(await statusOf(orderId)).toBe(OrderStatus.REJECTED);
      expect(await stockOf(product!)).toBe(2);
    });

    it('gives stock back once when five admins reject the same order at once', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const orderId = await placeOrder(await shopper(), [{ product: product!, quantity: 5 }]);

      const results = await Promise.all(Array.from({ length: 5 }, () => setStatus(orderId, 'REJECTED')));

      expect(results.every((result) => result.order?.status === 'REJECTED')).toBe(true);
      expect(await stockOf(product!)).toBe(10);
      await expectLedgerAddsUp(server.em());
    });

    it('clears the shopper’s reason when an admin revives a canceled order', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
      const buyer = await shopper();
      const orderId = await placeOrder(buyer, [{ product: product!, quantity: 1 }]);
      await cancel(buyer, orderId, 'Changed my mind');

      expect(await setStatus(orderId, 'ORDER_PLACED')).toEqual({
        order: { id: orderId, status: 'ORDER_PLACED', cancellationReason: null },
        userErrors: [],
      });
      expect(await stockOf(product!)).toBe(9);
    });

    it('moves only the stock of products that still exist', async () => {
      const [gone, kept] = await createProducts(server.em(), [{ totalStock: 10 }, { totalStock: 10 }]);
      const orderId = await placeOrder(await shopper(), [
        { product: gone!, quantity: 1 },
        { product: kept!, quantity: 2 },
      ]);
      await server.em().nativeDelete(Product, { id: gone!.id });

      expect((await setStatus(orderId, 'REJECTED')).userErrors).toEqual([]);
      expect(await stockOf(kept!)).toBe(10);
      expect((await setStatus(orderId, 'ORDER_PLACED')).userErrors).toEqual([]);
      expect(await stockOf(kept!)).toBe(8);
      expect(await server.em().count(OrderLine, { order: orderId })).toBe(2);
    });

    it('answers an unknown order with NOT_FOUND', async () => {
      for (const orderId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        expect(await setStatus(orderId, 'DELIVERED')).toEqual({
          order: null,
          userErrors: [{ code: 'NOT_FOUND', field: 'orderId', message: 'Order not found' }],
        });
      }
    });
  });

  describe('capturePayment', () => {
    it('has nothing to capture on a cash-on-delivery order, and hides other shoppers’ orders', async () => {
      const [product] = await createProducts(server.em(), [{}]);
      const buyer = await shopper();
      const orderId = await placeOrder(buyer, [{ product: product!, quantity: 1 }]);
      const input = { orderId, paymentId: 'PAY-1', payerId: 'PAYER-1' };

      const own = await server.gql<{ capturePayment: OrderResultData }>(CAPTURE, { input }, { token: buyer.token });
      expect(own.body.data!.capturePayment).toEqual({
        order: null,
        userErrors: [{ code: 'INVALID_STATE', field: 'orderId', message: 'This order is paid cash on delivery; there is nothing to capture' }],
      });

      const stranger = await shopper();
      const other = await server.gql<{ capturePayment: OrderResultData }>(CAPTURE, { input }, { token: stranger.token });
      expect(other.body.data!.capturePayment.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'orderId', message: 'Order not found' }]);
      const order = await server.em().findOneOrFail(Order, orderId);
      expect({ paymentStatus: order.paymentStatus, paymentId: order.paymentId }).toEqual({ paymentStatus: 'pending', paymentId: null });
    });
  });
});
