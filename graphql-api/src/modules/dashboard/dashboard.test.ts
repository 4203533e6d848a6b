import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, type OrderStatus as OrderStatusValue } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import type { Product } from '../catalog/product.entity.js';
import { AddressSnapshot, Order, OrderLine } from '../orders/order.entity.js';
import { Role, type User } from '../users/user.entity.js';

const DASHBOARD = /* GraphQL */ `
  query Dashboard($from: DateTimeISO, $to: DateTimeISO) {
    dashboard(from: $from, to: $to) {
      from
      to
      revenue { amount currencyCode }
      orderCount
      ordersByStatus { status count }
      ordersPerDay { date orders revenue { amount } }
      lowStockProducts { title totalStock }
      outOfStockProducts { title totalStock }
      lowStockSizes { product { title } size quantity }
      outOfStockSizes { product { title } size quantity }
      bestSellers { productId title quantity revenue { amount } product { id title } }
    }
  }
`;

interface DashboardData {
  dashboard: {
    from: string;
    to: string;
    revenue: { amount: string; currencyCode: string };
    orderCount: number;
    ordersByStatus: Array<{ status: string; count: number }>;
    ordersPerDay: Array<{ date: string; orders: number; revenue: { amount: string } }>;
    lowStockProducts: Array<{ title: string; totalStock: number }>;
    outOfStockProducts: Array<{ title: string; totalStock: number }>;
    lowStockSizes: Array<{ product: { title: string }; size: string; quantity: number }>;
    outOfStockSizes: Array<{ product: { title: string }; size: string; quantity: number }>;
    bestSellers: Array<{ productId: string; title: string; quantity: number; revenue: { amount: string }; product: { id: string; title: string } | null }>;
  };
}

/** An instant given as India time (UTC+05:30, no daylight saving). */
const ist = (local: string) => new Date(`${local}+05:30`);

// Four India days, 1 to 4 March 2025; the 3rd has no orders.
const RANGE = { from: ist('2025-03-01T00:00:00').toISOString(), to: ist('2025-03-05T00:00:00').toISOString() };

interface LineSpec {
  product?: Product;
  productId?: string;
  title?: string;
  unitPricePaise: number;
  quantity: number;
}

/** An order as checkout would leave it, written directly so these tests do not depend on checkout. */
function addOrder(em: EntityManager, user: User, status: OrderStatusValue, placedAt: Date, lines: LineSpec[]): void {
  const order = new Order({
    user,
    cartId: null,
    paymentMethod: PaymentMethod.COD,
    subtotalPaise: lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0),
    discountPaise: 0,
    discountCode: null,
    addressInfo: new AddressSnapshot({ addressId: null, address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210', notes: '' }),
    idempotencyKey: null,
  });
  order.status = status;
  order.createdAt = placedAt;
  em.persist(order);
  for (const line of lines) {
    em.persist(
      new OrderLine({
        order,
        productId: line.product?.id ?? line.productId!,
        title: line.product?.title ?? line.title!,
        image: '/media/products/sold.webp',
        category: 'male',
        productType: 'round_neck_half',
        type: 'size',
        size: 'M',
        measurement: '38in',
        percentageIncrement: 0,
        unitPricePaise: line.unitPricePaise,
        quantity: line.quantity,
        discountPaise: 0,
      }),
    );
  }
}

describe('dashboard', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;
  let p1: Product, p2: Product, p3: Product, p4: Product, p5: Product;
  const retiredProductId = randomUUID();

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    const admin = await createUser(em, { role: Role.ADMIN });
    const shopper = await createUser(em);
    adminToken = await server.tokenFor(admin);
    shopperToken = await server.tokenFor(shopper);

    [p1, p2, p3, p4, p5] = (await createProducts(em, ['P1', 'P2', 'P3', 'P4', 'P5'].map((title) => ({ title })))) as [Product, Product, Product, Product, Product];
    await createProducts(em, [
      { title: 'Low Nine', totalStock: 9 },
      { title: 'Low One', totalStock: 1 },
      { title: 'Low Five', totalStock: 5 },
      { title: 'Exactly Ten', totalStock: 10 },
      { title: 'Navy Polo', stock: { XS: 0, S: 3, M: 20, L: 20, XL: 2, XXL: 20 } },
      ...Array.from({ length: 21 }, (_, i) => ({ title: `Sold Out ${String(i + 1).padStart(2, '0')}`, totalStock: 0 })),
    ]);

    // Just outside the range on both sides.
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2025-02-28T23:59:59'), [{ product: p1, unitPricePaise: 50_000, quantity: 7 }]);
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2025-03-05T00:00:00'), [{ product: p1, unitPricePaise: 50_000, quantity: 7 }]);
    // 1 March: one delivered, one placed just before midnight India time (still 1 March there).
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2025-03-01T10:00:00'), [{ product: p1, unitPricePaise: 50_000, quantity: 2 }]);
    addOrder(em, shopper, OrderStatus.ORDER_PLACED, ist('2025-03-01T23:59:00'), [{ product: p2, unitPricePaise: 29_950, quantity: 1 }]);
    // 2 March: a canceled order (no revenue, no sales) just after midnight, and a delivered one.
    addOrder(em, shopper, OrderStatus.CANCELED, ist('2025-03-02T00:10:00'), [{ product: p1, unitPricePaise: 50_000, quantity: 5 }]);
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2025-03-02T09:00:00'), [
      { product: p4, unitPricePaise: 15_000, quantity: 1 },
      { product: p5, unitPricePaise: 12_000, quantity: 1 },
    ]);
    // 4 March: shipping, rejected, and a delivered order of a product deleted since.
    addOrder(em, shopper, OrderStatus.IN_SHIPPING, ist('2025-03-04T12:00:00'), [
      { product: p3, unitPricePaise: 10_025, quantity: 3 },
      { product: p2, unitPricePaise: 29_950, quantity: 1 },
    ]);
    addOrder(em, shopper, OrderStatus.REJECTED, ist('2025-03-04T15:00:00'), [{ product: p3, unitPricePaise: 10_025, quantity: 10 }]);
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2025-03-04T16:00:00'), [
      { productId: retiredProductId, title: 'Retired Tee', unitPricePaise: 5_000, quantity: 4 },
    ]);
    // Within the default range (the last 30 days).
    addOrder(em, shopper, OrderStatus.ORDER_PLACED, new Date(Date.now() - 60 * 60 * 1000), [{ product: p1, unitPricePaise: 50_000, quantity: 1 }]);
    await em.flush();
  });
  afterAll(() => server?.stop());

  /** As the admin unless another token, or null for an anonymous caller, is given. */
  async function dashboard(variables: Record<string, unknown>, token: string | null = adminToken) {
    const { body } = await server.gql<DashboardData>(DASHBOARD, variables, { token: token ?? undefined });
    return body;
  }

  it('totals revenue over orders not rejected or canceled, and counts every order of the range', async () => {
    const body = await dashboard(RANGE);
    expect(body.errors).toBeUndefined();
    const figures = body.data!.dashboard;
    expect(figures.from).toBe(RANGE.from);
    expect(figures.to).toBe(RANGE.to);
    // 1000.00 + 299.50 + 150.00 + 120.00 + 300.75 + 299.50 + 200.00
    expect(figures.revenue).toEqual({ amount: '2369.75', currencyCode: 'INR' });
    expect(figures.orderCount).toBe(7);
  });

  it('counts orders by status, all five of them, zeros included', async () => {
    const figures = (await dashboard(RANGE)).data!.dashboard;
    expect(figures.ordersByStatus).toEqual([
      { status: 'ORDER_PLACED', count: 1 },
      { status: 'IN_SHIPPING', count: 1 },
      { status: 'DELIVERED', count: 3 },
      { status: 'REJECTED', count: 1 },
      { status: 'CANCELED', count: 1 },
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const quiet = (await dashboard({ from: tomorrow, to: new Date(Date.now() + 2 * 86_400_000).toISOString() })).data!.dashboard;
    expect(quiet.ordersByStatus.map((entry) => entry.count)).toEqual([0, 0, 0, 0, 0]);
    expect(quiet).toMatchObject({ revenue: { amount: '0.00' }, orderCount: 0, bestSellers: [] });
  });

  it('gives one row per India calendar day, days without orders included', async () => {
    const figures = (await dashboard(RANGE)).data!.dashboard;
    expect(figures.ordersPerDay).toEqual([
      { date: '2025-03-01', orders: 2, revenue: { amount: '1299.50' } },
      { date: '2025-03-02', orders: 2, revenue: { amount: '270.00' } },
      { date: '2025-03-03', orders: 0, revenue: { amount: '0.00' } },
      { date: '2025-03-04', orders: 3, revenue: { amount: '800.25' } },
    ]);
  });

  it('ranks the 5 best sellers by pieces sold, ties by revenue, deleted products included', async () => {
    const figures = (await dashboard(RANGE)).data!.dashboard;
    expect(figures.bestSellers).toEqual([
      { productId: retiredProductId, title: 'Retired Tee', quantity: 4, revenue: { amount: '200.00' }, product: null },
      { productId: p3.id, title: 'P3', quantity: 3, revenue: { amount: '300.75' }, product: { id: p3.id, title: 'P3' } },
      { productId: p1.id, title: 'P1', quantity: 2, revenue: { amount: '1000.00' }, product: { id: p1.id, title: 'P1' } },
      { productId: p2.id, title: 'P2', quantity: 2, revenue: { amount: '599.00' }, product: { id: p2.id, title: 'P2' } },
      { productId: p4.id, title: 'P4', quantity: 1, revenue: { amount: '150.00' }, product: { id: p4.id, title: 'P4' } },
    ]);
  });

  it('lists low-stock products fewest first and out-of-stock products, at most 20 each', async () => {
    const figures = (await dashboard(RANGE)).data!.dashboard;
    expect(figures.lowStockProducts).toEqual([
      { title: 'Low One', totalStock: 1 },
      { title: 'Low Five', totalStock: 5 },
      { title: 'Low Nine', totalStock: 9 },
    ]);
    expect(figures.outOfStockProducts).toHaveLength(20);
    expect(figures.outOfStockProducts[0]).toEqual({ title: 'Sold Out 01', totalStock: 0 });
    expect(figures.outOfStockProducts.map((product) => product.title)).not.toContain('Sold Out 21');
  });

  it('lists low-stock and sold-out sizes, each with its product: "Navy Polo, XL: 2 left"', async () => {
    const figures = (await dashboard(RANGE)).data!.dashboard;
    const named = (levels: DashboardData['dashboard']['lowStockSizes']) => levels.map(({ product, size, quantity }) => `${product.title}, ${size}: ${quantity}`);
    // Products whose stock sits on their own size (M) are low in M alone; the polo in two sizes.
    expect(named(figures.lowStockSizes)).toEqual(['Low One, M: 1', 'Navy Polo, XL: 2', 'Navy Polo, S: 3', 'Low Five, M: 5', 'Low Nine, M: 9']);
    // By title, then size from small to large: the sizes of "Exactly Ten" other than M come first.
    expect(figures.outOfStockSizes).toHaveLength(20);
    expect(named(figures.outOfStockSizes.slice(0, 6))).toEqual([
      'Exactly Ten, XS: 0',
      'Exactly Ten, S: 0',
      'Exactly Ten, L: 0',
      'Exactly Ten, XL: 0',
      'Exactly Ten, XXL: 0',
      'Low Five, XS: 0',
    ]);
  });

  it('covers the last 30 days up to now by default', async () => {
    const before = Date.now();
    const figures = (await dashboard({})).data!.dashboard;
    const to = new Date(figures.to).getTime();
    expect(to).toBeGreaterThanOrEqual(before - 1000);
    expect(to - new Date(figures.from).getTime()).toBe(30 * 86_400_000);
    expect(figures.orderCount).toBe(1);
    expect(figures.revenue.amount).toBe('500.00');
    // 30 days of 24 hours touch 31 calendar days unless they start exactly at midnight.
    expect(figures.ordersPerDay).toHaveLength(31);
    expect(figures.ordersPerDay.reduce((sum, day) => sum + day.orders, 0)).toBe(1);
  });

  it('refuses a range that is empty, reversed or longer than 366 days', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: RANGE.to, to: RANGE.to }, 'from must be before to'],
      [{ from: RANGE.to, to: RANGE.from }, 'from must be before to'],
      [{ from: '2024-01-01T00:00:00.000Z', to: '2025-01-02T00:00:00.001Z' }, 'The date range may span at most 366 days'],
    ];
    for (const [variables, message] of cases) {
      const body = await dashboard(variables);
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'from' } });
    }
    const leapYear = await dashboard({ from: '2024-01-01T00:00:00.000Z', to: '2025-01-01T00:00:00.000Z' });
    expect(leapYear.errors).toBeUndefined();
    expect(leapYear.data!.dashboard.ordersPerDay).toHaveLength(367);
  });

  it('refuses a date that is not ISO 8601 as a GraphQL input error', async () => {
    const body = await dashboard({ from: 'last tuesday' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for admins only: anonymous callers are UNAUTHENTICATED, shoppers FORBIDDEN', async () => {
    const anonymous = await dashboard(RANGE, null);
    expect(anonymous.data).toBeNull();
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const shopper = await dashboard(RANGE, shopperToken);
    expect(shopper.data).toBeNull();
    expect(shopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('computes the figures with a few aggregate statements, however many orders there are', async () => {
    const statements = await server.recordStatements(() => dashboard(RANGE));
    // The token check, then status totals, days, best sellers and their products, low and out of stock.
    expect(statements.length).toBeLessThanOrEqual(7);
    expect(statements.filter((sql) => /from "?customer_order"?/i.test(sql) && !/count\(|sum\(/i.test(sql))).toEqual([]);
  });
});
