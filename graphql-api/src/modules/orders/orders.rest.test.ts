import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { createProducts, createUser, setStock } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest, type RestResponse } from '../../../test/rest.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Role, User } from '../users/user.entity.js';
import { Order } from './order.entity.js';
import type { OrderDocument } from './orders.documents.js';
import { ALL_ORDERS_PAGE_SIZE } from './orders.service.js';

interface Shopper {
  user: User;
  token: string;
  address: Address;
}
interface CreateAnswer {
  approvalURL: string;
  orderId: string;
}

/**
 * The old client's order body: everything it computed itself, of which the server reads only
 * userId, addressInfo.addressId and paymentMethod.
 */
function oldClientOrderBody(who: Shopper, overrides: Record<string, unknown> = {}) {
  return {
    userId: who.user.id,
    cartId: 'whatever-the-client-had',
    cartItems: [{ productId: 'x', title: 'Cheap', price: 1, quantity: 99 }],
    addressInfo: { addressId: who.address.id, address: 'Forged Street', city: 'Nowhere', pincode: '000000', phone: '0', notes: '' },
    orderStatus: 'delivered',
    paymentMethod: 'cod',
    paymentStatus: 'paid',
    totalAmount: 1,
    orderDate: '2001-01-01T00:00:00.000Z',
    orderUpdateDate: '2001-01-01T00:00:00.000Z',
    paymentId: 'PAY-FORGED',
    payerId: 'PAYER-FORGED',
    ...overrides,
  };
}

async function expectCreatedDocumented(server: TestServer, path: string, response: RestResponse<unknown>) {
  expect(response.status).toBe(201);
  await expectDocumented(server, 'POST', path, response);
}

describe('REST orders (spec section 7)', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const admin = await createUser(server.em(), { role: Role.ADMIN });
    adminToken = await server.tokenFor(admin);
  });
  afterAll(() => server?.stop());

  async function shopper(): Promise<Shopper> {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '12 Station Road', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: 'Ring twice' });
    await em.persistAndFlush(address);
    return { user, address, token: await server.tokenFor(user) };
  }

  async function fillCart(user: User, lines: Array<{ product: Product; quantity: number }>): Promise<void> {
    const em = server.em();
    const cart = (await em.findOne(Cart, { user: user.id })) ?? new Cart(em.getReference(User, user.id));
    const cartLines = lines.map((line) => new CartLine({ cart, product: em.getReference(Product, line.product.id), size: line.product.size, quantity: line.quantity }));
    await em.persistAndFlush([cart, ...cartLines]);
  }

  const cartSize = async (user: User) => server.em().count(CartLine, { cart: { user: user.id } });
  const orderCount = async (user: User) => server.em().count(Order, { user: user.id });
  const stockOf = async (product: Product) => (await server.em().findOneOrFail(Product, product.id)).totalStock;

  async function placeOrder(who: Shopper, quantity = 1): Promise<{ orderId: string; product: Product }> {
    const [product] = await createProducts(server.em(), [{ totalStock: 10 }]);
    await fillCart(who.user, [{ product: product!, quantity }]);
    const created = await rest<CreateAnswer>(server, 'POST', '/shop/order/create', { token: who.token, body: oldClientOrderBody(who) });
    expect(created.status).toBe(201);
    return { orderId: created.body.orderId, product: product! };
  }

  describe('POST /shop/order/create', () => {
    const PATH = '/shop/order/create';

    it("places the order from the server's cart at the catalogue's prices, ignoring what the client computed", async () => {
      const [tee, sale] = await createProducts(server.em(), [
        { pricePaise: 49_900, totalStock: 10 },
        { pricePaise: 80_000, salePricePaise: 60_000, totalStock: 10 },
      ]);
      const buyer = await shopper();
      await fillCart(buyer.user, [
        { product: tee!, quantity: 2 },
        { product: sale!, quantity: 1 },
      ]);

      const created = await rest<CreateAnswer>(server, 'POST', PATH, { token: buyer.token, body: oldClientOrderBody(buyer) });
      await expectCreatedDocumented(server, PATH, created);
      expect(created.body).toEqual({ success: true, message: MESSAGES.ORDER_PLACED, approvalURL: '/shop/payment-success', orderId: expect.any(String) });

      const details = await rest<{ data: OrderDocument }>(server, 'GET', `/shop/order/details/${created.body.orderId}`, { token: buyer.token });
      await expectDocumented(server, 'GET', '/shop/order/details/{id}', details);
      expect(details.body.data).toMatchObject({
        _id: created.body.orderId,
        userId: buyer.user.id,
        orderStatus: 'orderPlaced',
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        type: 'regular',
        totalAmount: 2 * 499 + 600,
        paymentId: null,
        payerId: null,
        cancellationReason: null,
        addressInfo: { addressId: buyer.address.id, address: '12 Station Road', city: 'Barasat', pincode: '700124', phone: '9876543210', notes: 'Ring twice' },
      });
      // Lines written in one flush share a timestamp, so their order is the ids'; compare as a set.
      expect(details.body.data.cartItems.map((item) => [item.productId, item.price, item.quantity]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
        [tee!.id, 499, 2],
        [sale!.id, 600, 1],
      ]);
      expect(new Date(details.body.data.orderDate).getFullYear()).toBeGreaterThan(2001);
      expect(await stockOf(tee!)).toBe(8);
      expect(await cartSize(buyer.user)).toBe(0);
    });

    it('refuses an anonymous caller and another shopper’s userId, changing nothing', async () => {
      const [product] = await createProducts(server.em(), [{ totalStock: 20 }]);
      const buyer = await shopper();
      const other = await shopper();
      await fillCart(buyer.user, [{ product: product!, quantity: 1 }]);

      const anonymous = await rest(server, 'POST', PATH, { body: oldClientOrderBody(buyer) });
      expect(anonymous.status).toBe(401);
      await expectDocumented(server, 'POST', PATH, anonymous);

      const foreign = await rest(server, 'POST', PATH, { token: other.token, body: oldClientOrderBody(buyer) });
      expect(foreign.status).toBe(403);
      expect(foreign.body.success).toBe(false);
      await expectDocumented(server, 'POST', PATH, foreign);
      expect([await orderCount(buyer.user), await orderCount(other.user), await cartSize(buyer.user), await stockOf(product!)]).toEqual([0, 0, 1, 20]);
    });

    it('refuses an empty cart, an address that is not the caller’s and short stock with the spec’s messages', async () => {
      const buyer = await shopper();
      const stranger = await shopper();
      const empty = await rest(server, 'POST', PATH, { token: buyer.token, body: oldClientOrderBody(buyer) });
      expect([empty.status, empty.body.message]).toEqual([400, MESSAGES.CART_EMPTY]);
      await expectDocumented(server, 'POST', PATH, empty);

      const [scarce] = await createProducts(server.em(), [{ totalStock: 1 }]);
      await fillCart(buyer.user, [{ product: scarce!, quantity: 1 }]);
      const foreignAddress = await rest(server, 'POST', PATH, {
        token: buyer.token,
        body: oldClientOrderBody(buyer, { addressInfo: { addressId: stranger.address.id } }),
      });
      expect([foreignAddress.status, foreignAddress.body.message]).toEqual([404, MESSAGES.ADDRESS_NOT_FOUND]);
      await expectDocumented(server, 'POST', PATH, foreignAddress);
      const noAddress = await rest(server, 'POST', PATH, { token: buyer.token, body: oldClientOrderBody(buyer, { addressInfo: undefined }) });
      expect([noAddress.status, noAddress.body.message]).toEqual([404, MESSAGES.SELECT_ADDRESS]);

      await setStock(server.em(), scarce!.id, { M: 0 });
      const soldOut = await rest(server, 'POST', PATH, { token: buyer.token, body: oldClientOrderBody(buyer) });
      expect([soldOut.status, soldOut.body.message]).toEqual([409, `${MESSAGES.OUT_OF_STOCK} in size M`]);
      await expectDocumented(server, 'POST', PATH, soldOut);
      expect([await orderCount(buyer.user), await cartSize(buyer.user)]).toEqual([0, 1]);
    });

    it('refuses paypal while no provider is configured, unknown payment methods and wrong types, never with a 500', async () => {
      const [product] = await createProducts(server.em(), [{}]);
      const buyer = await shopper();
      await fillCart(buyer.user, [{ product: product!, quantity: 1 }]);
      const paypal = await rest(server, 'POST', PATH, { token: buyer.token, body: oldClientOrderBody(buyer, { paymentMethod: 'paypal' }) });
      expect([paypal.status, paypal.body.message]).toEqual([400, 'Only cash on delivery is available at checkout']);

      for (const body of [
        oldClientOrderBody(buyer, { paymentMethod: 'bitcoin' }),
        oldClientOrderBody(buyer, { userId: 42 }),
        oldClientOrderBody(buyer, { addressInfo: { addressId: ['x'] } }),
        oldClientOrderBody(buyer, { userId: 'u'.repeat(5000) }),
      ]) {
        const refused = await rest(server, 'POST', PATH, { token: buyer.token, body });
        expect(refused.status).toBe(400);
        await expectDocumented(server, 'POST', PATH, refused);
      }
      expect(await orderCount(buyer.user)).toBe(0);
    });
  });

  describe('reading orders', () => {
    it('lists the caller’s own orders, hides other shoppers’ and agrees with GraphQL', async () => {
      const buyer = await shopper();
      const other = await shopper();
      const { orderId } = await placeOrder(buyer, 3);

      const list = await rest<{ data: OrderDocument[] }>(server, 'GET', `/shop/order/list/${buyer.user.id}`, { token: buyer.token });
      await expectDocumented(server, 'GET', '/shop/order/list/{userId}', list);
      expect(list.body.data.map((order) => order._id)).toEqual([orderId]);

      const foreignList = await rest(server, 'GET', `/shop/order/list/${buyer.user.id}`, { token: other.token });
      expect(foreignList.status).toBe(403);
      await expectDocumented(server, 'GET', '/shop/order/list/{userId}', foreignList);
      const foreignDetails = await rest(server, 'GET', `/shop/order/details/${orderId}`, { token: other.token });
      expect(foreignDetails.status).toBe(404);
      await expectDocumented(server, 'GET', '/shop/order/details/{id}', foreignDetails);
      const badId = await rest(server, 'GET', '/shop/order/details/not-an-id', { token: buyer.token });
      expect(badId.status).toBe(400);
      const anonymous = await rest(server, 'GET', `/shop/order/list/${buyer.user.id}`);
      expect(anonymous.status).toBe(401);

      const graphql = await server.gql<{
        order: { status: string; paymentStatus: string; total: { amount: string }; lines: Array<{ productId: string; price: { amount: string }; quantity: number }> };
      }>(
        'query ($id: ID!) { order(id: $id) { status paymentStatus total { amount } lines { productId price { amount } quantity } } }',
        { id: orderId },
        { token: buyer.token },
      );
      const order = list.body.data[0]!;
      const viaGraphql = graphql.body.data!.order;
      expect({ status: order.orderStatus, paymentStatus: order.paymentStatus, total: order.totalAmount }).toEqual({
        status: 'orderPlaced',
        paymentStatus: viaGraphql.paymentStatus.toLowerCase(),
        total: Number(viaGraphql.total.amount),
      });
      expect(viaGraphql.status).toBe('ORDER_PLACED');
      expect(order.cartItems.map((item) => ({ productId: item.productId, price: item.price, quantity: item.quantity }))).toEqual(
        viaGraphql.lines.map((line) => ({ productId: line.productId, price: Number(line.price.amount), quantity: line.quantity })),
      );
    });

    it('gives admins every order with who placed it, and refuses shoppers', async () => {
      const buyer = await shopper();
      const { orderId } = await placeOrder(buyer);

      const all = await rest<{ data: Array<{ _id: string; userId: unknown }> }>(server, 'GET', '/admin/orders/get', { token: adminToken });
      await expectDocumented(server, 'GET', '/admin/orders/get', all);
      expect(all.body.data.find((order) => order._id === orderId)?.userId).toEqual({ userName: buyer.user.userName, email: buyer.user.email });

      const details = await rest<{ data: { _id: string; userId: unknown } }>(server, 'GET', `/admin/orders/details/${orderId}`, { token: adminToken });
      await expectDocumented(server, 'GET', '/admin/orders/details/{id}', details);
      expect(details.body.data.userId).toEqual({ userName: buyer.user.userName, email: buyer.user.email });
      const shopperDetails = await rest(server, 'GET', `/shop/order/details/${orderId}`, { token: adminToken });
      expect(shopperDetails.status).toBe(200);

      for (const path of ['/admin/orders/get', `/admin/orders/details/${orderId}`]) {
        const refused = await rest(server, 'GET', path, { token: buyer.token });
        expect(refused.status).toBe(403);
        await expectDocumented(server, 'GET', path === '/admin/orders/get' ? path : '/admin/orders/details/{id}', refused);
      }
      const unknown = await rest(server, 'GET', '/admin/orders/details/00000000-0000-4000-8000-000000000000', { token: adminToken });
      expect(unknown.status).toBe(404);
    });
  });

  describe('GET /admin/orders/get with more orders than a page', () => {
    it('answers every order once, newest first, with its lines and customer, reading them a page at a time', async () => {
      const buyer = await createUser(server.em(), { userName: 'Bulk Buyer' });
      const bulk = ALL_ORDERS_PAGE_SIZE * 2 + 34;
      const connection = server.em().getConnection();
      await connection.execute(
        `insert into customer_order (id, created_at, updated_at, user_id, status, payment_method, payment_status, type, total_paise,
           subtotal_paise, discount_paise, address_address, address_city, address_pincode, address_phone, address_notes)
         select gen_random_uuid(), now() - make_interval(secs => i), now(), ?, 'orderPlaced', 'cod', 'pending', 'regular', 100 * i, 100 * i, 0,
           '1 Bulk Lane', 'Birati', '700051', '7012345678', ''
         from generate_series(1, ?) as i`,
        [buyer.id, bulk],
      );
      await connection.execute(
        `insert into order_line (id, created_at, updated_at, order_id, product_id, title, image, category, product_type, type, size,
           measurement, percentage_increment, unit_price_paise, quantity, discount_paise, position)
         select gen_random_uuid(), o.created_at, now(), o.id, gen_random_uuid(), 'Bulk tee ' || o.total_paise, '/media/x.webp', 'male',
           'polo_neck', 'size', 'M', '40in', 0, o.total_paise, 1, 0, 0
         from customer_order o where o.user_id = ?`,
        [buyer.id],
      );
      const expected = (await connection.execute<Array<{ id: string }>>('select id from customer_order order by created_at desc, id desc')).map((row) => row.id);

      let all!: RestResponse<{ data: Array<{ _id: string; userId: { userName: string }; cartItems: Array<{ title: string; price: number }>; totalAmount: number }> }>;
      const statements = await server.recordStatements(async () => {
        all = await rest(server, 'GET', '/admin/orders/get', { token: adminToken });
      });
      expect(all.status).toBe(200);
      await expectDocumented(server, 'GET', '/admin/orders/get', all);
      expect(all.body.data.map((order) => order._id)).toEqual(expected);
      const bulkOrders = all.body.data.filter((order) => order.userId.userName === 'Bulk Buyer');
      expect(bulkOrders).toHaveLength(bulk);
      for (const order of bulkOrders) {
        expect(order.cartItems).toEqual([expect.objectContaining({ title: `Bulk tee ${order.totalAmount * 100}`, price: order.totalAmount })]);
      }
      // One statement per page for the orders, whatever their number: never all of them at once.
      const orderReads = statements.filter((sql) => sql.includes(`from "customer_order"`));
      expect(orderReads).toHaveLength(Math.ceil(expected.length / ALL_ORDERS_PAGE_SIZE));
    });
  });

  describe('PUT /admin/orders/update/{id}', () => {
    const PATH = '/admin/orders/update/{id}';

    it('moves an order to another status and its stock with it', async () => {
      const buyer = await shopper();
      const { orderId, product } = await placeOrder(buyer, 2);
      const updated = await rest(server, 'PUT', `/admin/orders/update/${orderId}`, { token: adminToken, body: { orderStatus: 'rejected' } });
      await expectDocumented(server, 'PUT', PATH, updated);
      expect(updated.body).toEqual({ success: true, message: 'Order status is updated successfully!' });
      expect(await stockOf(product)).toBe(10);
      expect((await server.em().findOneOrFail(Order, orderId)).status).toBe('rejected');
    });

    it('refuses shoppers, unknown statuses and unknown orders', async () => {
      const buyer = await shopper();
      const { orderId } = await placeOrder(buyer);
      const asShopper = await rest(server, 'PUT', `/admin/orders/update/${orderId}`, { token: buyer.token, body: { orderStatus: 'delivered' } });
      expect(asShopper.status).toBe(403);
      await expectDocumented(server, 'PUT', PATH, asShopper);
      const unknownStatus = await rest(server, 'PUT', `/admin/orders/update/${orderId}`, { token: adminToken, body: { orderStatus: 'shipped' } });
      expect(unknownStatus.status).toBe(400);
      await expectDocumented(server, 'PUT', PATH, unknownStatus);
      const unknownOrder = await rest(server, 'PUT', '/admin/orders/update/00000000-0000-4000-8000-000000000000', { token: adminToken, body: { orderStatus: 'delivered' } });
      expect(unknownOrder.status).toBe(404);
      await expectDocumented(server, 'PUT', PATH, unknownOrder);
      expect((await server.em().findOneOrFail(Order, orderId)).status).toBe('orderPlaced');
    });
  });

  describe('POST /shop/order/cancel/{orderId}', () => {
    const PATH = '/shop/order/cancel/{orderId}';

    it('cancels the caller’s placed order with a reason, once', async () => {
      const buyer = await shopper();
      const { orderId, product } = await placeOrder(buyer, 4);
      const canceled = await rest<{ order: OrderDocument }>(server, 'POST', `/shop/order/cancel/${orderId}`, {
        token: buyer.token,
        body: { userId: buyer.user.id, cancellationReason: '  Ordered the wrong size ' },
      });
      await expectDocumented(server, 'POST', PATH, canceled);
      expect(canceled.body).toMatchObject({ success: true, message: MESSAGES.ORDER_CANCELLED_DESCRIPTION });
      expect(canceled.body.order).toMatchObject({ _id: orderId, orderStatus: 'canceled', cancellationReason: 'Ordered the wrong size' });
      expect(await stockOf(product)).toBe(10);

      const again = await rest(server, 'POST', `/shop/order/cancel/${orderId}`, { token: buyer.token, body: { userId: buyer.user.id, cancellationReason: 'again' } });
      expect(again.status).toBe(409);
      await expectDocumented(server, 'POST', PATH, again);
      expect(await stockOf(product)).toBe(10);
    });

    it('refuses another shopper, a blank reason and a capture of a cash-on-delivery order, changing nothing', async () => {
      const buyer = await shopper();
      const other = await shopper();
      const { orderId } = await placeOrder(buyer);

      const withOwnId = await rest(server, 'POST', `/shop/order/cancel/${orderId}`, { token: other.token, body: { userId: other.user.id, cancellationReason: 'mine now' } });
      expect(withOwnId.status).toBe(404);
      const withTheirId = await rest(server, 'POST', `/shop/order/cancel/${orderId}`, { token: other.token, body: { userId: buyer.user.id, cancellationReason: 'mine now' } });
      expect(withTheirId.status).toBe(403);
      await expectDocumented(server, 'POST', PATH, withTheirId);
      const blank = await rest(server, 'POST', `/shop/order/cancel/${orderId}`, { token: buyer.token, body: { userId: buyer.user.id, cancellationReason: '   ' } });
      expect([blank.status, blank.body.message]).toEqual([400, MESSAGES.CANCEL_REASON_REQUIRED]);
      await expectDocumented(server, 'POST', PATH, blank);

      const capture = await rest(server, 'POST', '/shop/order/capture', { token: buyer.token, body: { orderId, paymentId: 'PAY-1', payerId: 'PAYER-1' } });
      expect([capture.status, capture.body.message]).toEqual([409, 'This order is paid cash on delivery; there is nothing to capture']);
      await expectDocumented(server, 'POST', '/shop/order/capture', capture);

      const order = await server.em().findOneOrFail(Order, orderId);
      expect([order.status, order.paymentStatus, order.cancellationReason]).toEqual(['orderPlaced', 'pending', null]);
    });
  });
});
