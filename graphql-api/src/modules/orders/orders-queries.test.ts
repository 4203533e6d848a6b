import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type GraphQLResponse, type TestServer } from '../../../test/harness.js';
import { rest } from '../../../test/rest.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { Role, User } from '../users/user.entity.js';
import { AddressSnapshot, Order } from './order.entity.js';
import type { OrderDocument } from './orders.documents.js';

interface OrderNode {
  id: string;
  status: string;
  orderDate: string;
  customer: { userName: string; email: string };
  lines: Array<{ title: string; quantity: number }>;
}
interface OrderPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: OrderNode[];
}
interface AdminOrdersData {
  adminOrders: OrderPage;
}
interface MyOrdersData {
  myOrders: OrderPage;
}

const NODE_FIELDS = 'id status orderDate customer { userName email } lines { title quantity }';
const ADMIN_ORDERS = /* GraphQL */ `
  query AdminOrders($status: OrderStatus, $first: Int, $after: String) {
    adminOrders(status: $status, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { ${NODE_FIELDS} }
    }
  }
`;
const MY_ORDERS = /* GraphQL */ `
  query MyOrders($first: Int, $after: String) {
    myOrders(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { ${NODE_FIELDS} }
    }
  }
`;
const ORDER = `query ($id: ID!) { order(id: $id) { ${NODE_FIELDS} } }`;

interface Shopper {
  user: User;
  token: string;
  address: Address;
  orderIds: string[];
}

const SHOPPERS = 4;
const ORDERS_EACH = 6;
const DELIVERED_ORDERS = 5;

describe('reading orders', () => {
  let server: TestServer;
  let shoppers: Shopper[];
  let adminToken: string;
  /** Every order id, oldest first. */
  const placed: string[] = [];

  async function shopper(): Promise<Shopper> {
    const em = server.em();
    const user = await createUser(em);
    const address = new Address({ user, address: '9 Market Lane', city: 'Dum Dum', pincode: '700028', phone: '8123456789', notes: '' });
    await em.persistAndFlush(address);
    return { user, address, token: await server.tokenFor(user), orderIds: [] };
  }

  /** A real order through the API, two lines each, from a cart filled in the database. */
  async function placeOrder(who: Shopper, products: Product[]): Promise<void> {
    const em = server.em();
    const cart = (await em.findOne(Cart, { user: who.user.id })) ?? new Cart(em.getReference(User, who.user.id));
    const lines = products.map((product, i) => new CartLine({ cart, product: em.getReference(Product, product.id), size: product.size, quantity: i + 1 }));
    await em.persistAndFlush([cart, ...lines]);
    const { body } = await server.gql<{ placeOrder: { order: { id: string } } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
      { input: { addressId: who.address.id } },
      { token: who.token },
    );
    who.orderIds.push(body.data!.placeOrder.order.id);
    placed.push(body.data!.placeOrder.order.id);
  }

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    const products = await createProducts(server.em(), [{ title: 'Tee A', totalStock: 500 }, { title: 'Tee B', totalStock: 500 }]);
    shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => shopper()));
    for (let round = 0; round < ORDERS_EACH; round += 1) {
      for (const who of shoppers) await placeOrder(who, products);
    }
    await server.em().nativeUpdate(Order, { id: { $in: placed.slice(0, DELIVERED_ORDERS) } }, { status: OrderStatus.DELIVERED });
  });
  afterAll(() => server?.stop());

  it('lists the shopper’s own orders, newest first, with lines and customer', async () => {
    const [alice] = shoppers;
    const { body } = await server.gql<MyOrdersData>(MY_ORDERS, {}, { token: alice!.token });
    expect(body.errors).toBeUndefined();
    const page = body.data!.myOrders;
    expect(page.nodes.map((order) => order.id)).toEqual([...alice!.orderIds].reverse());
    expect(page.totalCount).toBe(ORDERS_EACH);
    expect(page.pageInfo.hasNextPage).toBe(false);
    const [newest] = page.nodes;
    expect(newest!.customer).toEqual({ userName: alice!.user.userName, email: alice!.user.email });
    expect(newest!.lines.map((line) => `${line.title}×${line.quantity}`).sort()).toEqual(['Tee A×1', 'Tee B×2']);
  });

  it('pages through the shopper’s own orders exactly once, newest first, and no one else’s', async () => {
    const [, bob] = shoppers;
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const response: GraphQLResponse<MyOrdersData> = await server.gql<MyOrdersData>(MY_ORDERS, { first: 4, after }, { token: bob!.token });
      const page = response.body.data!.myOrders;
      expect(page.totalCount).toBe(ORDERS_EACH);
      expect(page.nodes.length).toBeLessThanOrEqual(4);
      seen.push(...page.nodes.map((order) => order.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([...bob!.orderIds].reverse());

    // A shopper with no orders gets an empty page, not an error.
    const newcomer = await shopper();
    const empty = await server.gql<MyOrdersData>(MY_ORDERS, {}, { token: newcomer.token });
    expect(empty.body.data!.myOrders).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
  });

  it('refuses made-up cursors and page sizes out of bounds on the shopper’s orders as on the admin’s', async () => {
    const [alice] = shoppers;
    const forged = Buffer.from(JSON.stringify(['yesterday', "' or 1=1"])).toString('base64url');
    for (const after of ['not-a-cursor', forged]) {
      const { body } = await server.gql(MY_ORDERS, { after }, { token: alice!.token });
      expect(body.errors?.[0]).toMatchObject({ message: 'after is not a cursor of this listing', extensions: { code: 'BAD_USER_INPUT' } });
    }
    for (const first of [0, 101]) {
      const { body } = await server.gql(MY_ORDERS, { first }, { token: alice!.token });
      expect(body.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 100', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('reads the shopper’s orders with lines and customer in as many statements for 6 orders as for 1', async () => {
    const [alice] = shoppers;
    const statementsFor = async (first: number) => {
      let nodes: OrderNode[] = [];
      const statements = await server.recordStatements(async () => {
        const { body } = await server.gql<MyOrdersData>(MY_ORDERS, { first }, { token: alice!.token });
        nodes = body.data!.myOrders.nodes;
      });
      expect(nodes).toHaveLength(first);
      expect(nodes.every((order) => order.lines.length === 2 && order.customer.email)).toBe(true);
      return statements;
    };
    const one = await statementsFor(1);
    const six = await statementsFor(ORDERS_EACH);
    expect(six).toHaveLength(one.length);
    // The token check, the count, the page, its lines and its customer.
    expect(six.length).toBeLessThanOrEqual(5);
  });

  it('shows an order to its shopper and to admins, and to nobody else', async () => {
    const [alice, bob] = shoppers;
    const id = alice!.orderIds[0]!;
    const own = await server.gql<{ order: OrderNode }>(ORDER, { id }, { token: alice!.token });
    expect(own.body.data!.order.id).toBe(id);
    const asAdmin = await server.gql<{ order: OrderNode }>(ORDER, { id }, { token: adminToken });
    expect(asAdmin.body.data!.order.customer.email).toBe(alice!.user.email);

    for (const [missing, token] of [[id, bob!.token], ['00000000-0000-4000-8000-000000000000', alice!.token], ['42', adminToken]] as const) {
      const { body } = await server.gql(ORDER, { id: missing }, { token });
      expect(body.data).toEqual({ order: null });
      expect(body.errors?.[0]).toMatchObject({ message: 'Order not found', path: ['order'], extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('pages through every order exactly once, newest first', async () => {
    const seen: OrderNode[] = [];
    let after: string | null = null;
    do {
      const response: GraphQLResponse<AdminOrdersData> = await server.gql<AdminOrdersData>(ADMIN_ORDERS, { first: 7, after }, { token: adminToken });
      const page = response.body.data!.adminOrders;
      expect(page.totalCount).toBe(SHOPPERS * ORDERS_EACH);
      seen.push(...page.nodes);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen.map((order) => order.id)).toEqual([...placed].reverse());
  });

  it('filters by status', async () => {
    const delivered = await server.gql<AdminOrdersData>(ADMIN_ORDERS, { status: 'DELIVERED', first: 2 }, { token: adminToken });
    const page = delivered.body.data!.adminOrders;
    expect(page.totalCount).toBe(DELIVERED_ORDERS);
    expect(page.nodes.map((order) => order.id)).toEqual(placed.slice(DELIVERED_ORDERS - 2, DELIVERED_ORDERS).reverse());
    expect(page.pageInfo.hasNextPage).toBe(true);

    const rest = await server.gql<AdminOrdersData>(ADMIN_ORDERS, { status: 'DELIVERED', after: page.pageInfo.endCursor }, { token: adminToken });
    expect(rest.body.data!.adminOrders.nodes.map((order) => order.status)).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED']);
    expect(rest.body.data!.adminOrders.pageInfo.hasNextPage).toBe(false);

    const none = await server.gql<AdminOrdersData>(ADMIN_ORDERS, { status: 'REJECTED' }, { token: adminToken });
    expect(none.body.data!.adminOrders).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
  });

  it('refuses made-up cursors and page sizes out of bounds with clear errors', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', "' or 1=1"])).toString('base64url');
    for (const after of ['not-a-cursor', forged]) {
      const { body } = await server.gql(ADMIN_ORDERS, { after }, { token: adminToken });
      expect(body.errors?.[0]).toMatchObject({ message: 'after is not a cursor of this listing', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const { body } = await server.gql(ADMIN_ORDERS, { first: 101 }, { token: adminToken });
    expect(body.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 100', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('reads a page of 20 orders with lines and customers in as many statements as a page of 5', async () => {
    const statementsFor = async (first: number) => {
      let nodes: OrderNode[] = [];
      const statements = await server.recordStatements(async () => {
        const { body } = await server.gql<AdminOrdersData>(ADMIN_ORDERS, { first }, { token: adminToken });
        nodes = body.data!.adminOrders.nodes;
      });
      expect(nodes).toHaveLength(first);
      expect(nodes.every((order) => order.lines.length === 2 && order.customer.email)).toBe(true);
      return statements;
    };
    const five = await statementsFor(5);
    const twenty = await statementsFor(20);
    expect(twenty).toHaveLength(five.length);
    // The token check, the count, the page, its lines and its customers.
    expect(twenty.length).toBeLessThanOrEqual(5);
  });

  it('offers cash on delivery only when no payment provider is configured, to anyone', async () => {
    const [alice] = shoppers;
    for (const token of [undefined, alice!.token]) {
      const { body } = await server.gql<{ paymentMethods: string[] }>('{ paymentMethods }', {}, { token });
      expect(body.errors).toBeUndefined();
      expect(body.data!.paymentMethods).toEqual(['COD']);
    }
  });

  // Last: its extra orders would change the admin listing's counts above.
  it('gives GraphQL 24 orders to a page while the REST order list still answers all of them', async () => {
    const regular = await shopper();
    const em = server.em();
    const addressInfo = () =>
      new AddressSnapshot({ addressId: regular.address.id, address: '9 Market Lane', city: 'Dum Dum', pincode: '700028', phone: '8123456789', notes: '' });
    const orders = Array.from(
      { length: 30 },
      (_, i) =>
        new Order({ user: em.getReference(User, regular.user.id), cartId: null, paymentMethod: PaymentMethod.COD, subtotalPaise: 10_000 + i, discountPaise: 0, discountCode: null, addressInfo: addressInfo(), idempotencyKey: null }),
    );
    await em.persistAndFlush(orders);

    const { body } = await server.gql<MyOrdersData>(MY_ORDERS, {}, { token: regular.token });
    const page = body.data!.myOrders;
    expect([page.nodes.length, page.totalCount, page.pageInfo.hasNextPage]).toEqual([24, 30, true]);

    const list = await rest<{ data: OrderDocument[] }>(server, 'GET', `/shop/order/list/${regular.user.id}`, { token: regular.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(30);
    // The same newest-first order: the first GraphQL page is the start of the REST list.
    expect(list.body.data.slice(0, 24).map((order) => order._id)).toEqual(page.nodes.map((order) => order.id));
  });

  describe('permissions', () => {
    const anyId = '00000000-0000-4000-8000-000000000000';
    const OPERATIONS: Record<string, [string, Record<string, unknown>]> = {
      myOrders: ['{ myOrders { totalCount } }', {}],
      order: ['query ($id: ID!) { order(id: $id) { id } }', { id: anyId }],
      adminOrders: ['{ adminOrders { totalCount } }', {}],
      placeOrder: ['mutation ($id: ID!) { placeOrder(input: { addressId: $id }) { order { id } } }', { id: anyId }],
      cancelOrder: ['mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "x" }) { order { id } } }', { id: anyId }],
      capturePayment: ['mutation ($id: ID!) { capturePayment(input: { orderId: $id, paymentId: "p", payerId: "q" }) { order { id } } }', { id: anyId }],
      updateOrderStatus: ['mutation ($id: ID!) { updateOrderStatus(input: { orderId: $id, status: DELIVERED }) { order { id } } }', { id: anyId }],
    };

    it('refuses anonymous callers on every orders field', async () => {
      for (const [name, [query, variables]] of Object.entries(OPERATIONS)) {
        const { body } = await server.gql(query, variables);
        expect(body.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
      }
    });

    it('refuses shoppers on the admin fields', async () => {
      const [alice] = shoppers;
      for (const name of ['adminOrders', 'updateOrderStatus']) {
        const [query, variables] = OPERATIONS[name]!;
        const { body } = await server.gql(query, variables, { token: alice!.token });
        expect(body.errors?.[0]?.extensions?.code, name).toBe('FORBIDDEN');
      }
      expect(await server.em().count(Order, { status: OrderStatus.DELIVERED })).toBe(DELIVERED_ORDERS);
    });
  });
});
