import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, type OrderStatus as OrderStatusValue } from '@threadline/domain';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { AddressSnapshot, Order } from '../orders/order.entity.js';
import { OrderPromotion, Promotion } from '../promotions/promotion.entity.js';
import { Role, type User } from '../users/user.entity.js';

const DASHBOARD = /* GraphQL */ `
  query Dashboard($from: DateTimeISO, $to: DateTimeISO) {
    dashboard(from: $from, to: $to) {
      revenue { amount }
      discountGiven { amount currencyCode }
      promotionFigures { promotionId name code uses discountGiven { amount } revenue { amount } }
    }
  }
`;

interface DashboardData {
  dashboard: {
    revenue: { amount: string };
    discountGiven: { amount: string; currencyCode: string };
    promotionFigures: Array<{ promotionId: string; name: string; code: string | null; uses: number; discountGiven: { amount: string }; revenue: { amount: string } }>;
  };
}

/** An instant given as India time (UTC+05:30, no daylight saving). */
const ist = (local: string) => new Date(`${local}+05:30`);
const RANGE = { from: ist('2026-10-01T00:00:00').toISOString(), to: ist('2026-10-21T00:00:00').toISOString() };

const promotionOf = (name: string, code: string | null) =>
  new Promotion({
    name,
    code,
    startsAt: ist('2026-09-01T00:00:00'),
    endsAt: null,
    enabled: true,
    priority: 0,
    combinesWithOthers: true,
    conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [], productIds: [], firstOrderOnly: false },
    action: { kind: 'PERCENT_OFF_LINES', percent: 10, capPaise: null },
    usageLimit: null,
    perShopperLimit: null,
  });

/**
 * An order as checkout leaves it, written directly so these figures do not depend on checkout:
 * its subtotal, and what each promotion took off it.
 */
function addOrder(em: EntityManager, user: User, status: OrderStatusValue, placedAt: Date, subtotalPaise: number, gave: Array<[Promotion, number]>): void {
  const discountPaise = gave.reduce((sum, [, paise]) => sum + paise, 0);
  const order = new Order({
    user,
    cartId: null,
    paymentMethod: PaymentMethod.COD,
    subtotalPaise,
    discountPaise,
    discountCode: gave.find(([promotion]) => promotion.code !== null)?.[0].code ?? null,
    addressInfo: new AddressSnapshot({ addressId: null, address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210', notes: '' }),
    idempotencyKey: null,
  });
  order.status = status;
  order.createdAt = placedAt;
  em.persist(order);
  gave.forEach(([promotion, paise], position) =>
    em.persist(new OrderPromotion({ order, promotionId: promotion.id, name: promotion.name, code: promotion.code, discountPaise: paise, position })),
  );
}

describe('the dashboard’s promotion figures', () => {
  let server: TestServer;
  let adminToken: string;
  let puja: Promotion, trio: Promotion, gone: Promotion;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    adminToken = await server.tokenFor(await createUser(em, { role: Role.ADMIN }));
    const shopper = await createUser(em);
    puja = promotionOf('Puja offer', 'PUJA20');
    trio = promotionOf('Crop top trio', null);
    // A promotion gone from the table (its order keeps the frozen record): its name comes from there.
    gone = promotionOf('Old offer', 'OLD5');
    em.persist([puja, trio]);

    // Outside the range on both sides.
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2026-09-30T23:59:59'), 100_000, [[puja, 20_000]]);
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2026-10-21T00:00:00'), 100_000, [[puja, 20_000]]);
    // In the range: PUJA20 twice, once with the trio beside it.
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2026-10-01T00:00:00'), 150_000, [[puja, 30_000]]);
    addOrder(em, shopper, OrderStatus.IN_SHIPPING, ist('2026-10-05T12:00:00'), 299_700, [
      [trio, 99_900],
      [puja, 39_960],
    ]);
    // Canceled and rejected orders gave their discount back: they count for nothing.
    addOrder(em, shopper, OrderStatus.CANCELED, ist('2026-10-06T12:00:00'), 100_000, [[puja, 20_000]]);
    addOrder(em, shopper, OrderStatus.REJECTED, ist('2026-10-07T12:00:00'), 100_000, [[trio, 33_300]]);
    addOrder(em, shopper, OrderStatus.ORDER_PLACED, ist('2026-10-20T23:59:00'), 10_000, [[gone, 500]]);
    // An order without promotions counts in revenue only.
    addOrder(em, shopper, OrderStatus.DELIVERED, ist('2026-10-10T10:00:00'), 49_900, []);
    await em.flush();
  });
  afterAll(() => server?.stop());

  it('totals the discounts given on the range’s orders that were not canceled or rejected', async () => {
    const { body } = await server.gql<DashboardData>(DASHBOARD, RANGE, { token: adminToken });
    expect(body.errors).toBeUndefined();
    // 300.00 + 999.00 + 399.60 + 5.00
    expect(body.data!.dashboard.discountGiven).toEqual({ amount: '1703.60', currencyCode: 'INR' });
    // The orders' totals after their discounts: 1200.00 + 1598.40 + 95.00 + 499.00
    expect(body.data!.dashboard.revenue.amount).toBe('3392.40');
  });

  it('gives each promotion’s uses, discount and revenue in the range, the largest discount first', async () => {
    const { body } = await server.gql<DashboardData>(DASHBOARD, RANGE, { token: adminToken });
    expect(body.data!.dashboard.promotionFigures).toEqual([
      { promotionId: trio.id, name: 'Crop top trio', code: null, uses: 1, discountGiven: { amount: '999.00' }, revenue: { amount: '1598.40' } },
      { promotionId: puja.id, name: 'Puja offer', code: 'PUJA20', uses: 2, discountGiven: { amount: '699.60' }, revenue: { amount: '2798.40' } },
      { promotionId: gone.id, name: 'Old offer', code: 'OLD5', uses: 1, discountGiven: { amount: '5.00' }, revenue: { amount: '95.00' } },
    ]);
  });

  it('names a promotion as it is called now', async () => {
    await server.em().nativeUpdate(Promotion, { id: puja.id }, { name: 'Durga Puja offer' });
    const { body } = await server.gql<DashboardData>(DASHBOARD, RANGE, { token: adminToken });
    expect(body.data!.dashboard.promotionFigures.find((figures) => figures.promotionId === puja.id)!.name).toBe('Durga Puja offer');
  });

  it('gives zero and an empty list for a range without promotions', async () => {
    const quiet = { from: ist('2025-01-01T00:00:00').toISOString(), to: ist('2025-01-02T00:00:00').toISOString() };
    const { body } = await server.gql<DashboardData>(DASHBOARD, quiet, { token: adminToken });
    expect(body.data!.dashboard).toMatchObject({ discountGiven: { amount: '0.00' }, promotionFigures: [] });
  });
});
