import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, PROMOTION_MESSAGES, type OrderStatus as OrderStatusValue } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import type { Product } from '../catalog/product.entity.js';
import { AddressSnapshot, Order } from '../orders/order.entity.js';
import { Role, type User } from '../users/user.entity.js';
import { PROMOTION_ADMIN_MESSAGES } from './admin-promotions.service.js';
import { OrderPromotion, Promotion, PromotionUse } from './promotion.entity.js';

const FIELDS = /* GraphQL */ `
  fragment PromotionFields on Promotion {
    id name code startsAt endsAt startsAtIst endsAtIst enabled inForce status priority combinesWithOthers label
    minSubtotal { amount } minQuantity categories productTypes productIds products { id title } firstOrderOnly
    actionKind percent cap { amount } amount { amount } buy get percentOffGiven
    usageLimit perShopperLimit uses discountGiven { amount } revenue { amount }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: PromotionInput!) {
    createPromotion(input: $input) { promotion { ...PromotionFields } userErrors { code field message } }
  }
  ${FIELDS}
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: PromotionInput!) {
    updatePromotion(id: $id, input: $input) { promotion { ...PromotionFields } userErrors { code field message } }
  }
  ${FIELDS}
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) { deletePromotion(id: $id) { deletedId userErrors { code field message } } }
`;
const LIST = /* GraphQL */ `
  query { promotions { ...PromotionFields } }
  ${FIELDS}
`;
const ONE = /* GraphQL */ `
  query One($id: ID!) { promotion(id: $id) { ...PromotionFields } }
  ${FIELDS}
`;

interface PromotionData {
  id: string;
  name: string;
  code: string | null;
  startsAt: string;
  endsAt: string | null;
  startsAtIst: string;
  endsAtIst: string | null;
  enabled: boolean;
  inForce: boolean;
  status: string;
  priority: number;
  label: string;
  minSubtotal: { amount: string };
  minQuantity: number;
  categories: string[];
  productTypes: string[];
  productIds: string[];
  products: Array<{ id: string; title: string }>;
  actionKind: string;
  percent: number | null;
  cap: { amount: string } | null;
  amount: { amount: string } | null;
  buy: number | null;
  get: number | null;
  percentOffGiven: number | null;
  usageLimit: number | null;
  perShopperLimit: number | null;
  uses: number;
  discountGiven: { amount: string };
  revenue: { amount: string };
}
interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
type Payload = { promotion: PromotionData | null; userErrors: UserErrorData[] };

/** The PUJA20 code of the issue: 20 % off everything through October 2026 (IST). */
const puja20 = (overrides: Record<string, unknown> = {}) => ({
  name: 'Puja offer',
  code: ' puja20 ',
  startsAt: '2026-10-01T00:00',
  endsAt: '2026-10-21T00:00',
  enabled: true,
  priority: 10,
  combinesWithOthers: true,
  actionKind: 'PERCENT_OFF_LINES',
  percent: 20,
  cap: '500',
  usageLimit: 50,
  perShopperLimit: 1,
  ...overrides,
});

describe('promotions in the back office, over HTTP', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;
  let shopper: User;
  let cropTop: Product;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    adminToken = await server.tokenFor(await createUser(em, { role: Role.ADMIN }));
    shopper = await createUser(em);
    shopperToken = await server.tokenFor(shopper);
    [cropTop] = (await createProducts(em, [{ title: 'Lilac Crop Top', category: 'female', productType: 'crop_top' }])) as [Product];
  });
  afterAll(() => server?.stop());

  async function create(input: Record<string, unknown>): Promise<Payload> {
    const { body } = await server.gql<{ createPromotion: Payload }>(CREATE, { input }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    return body.data!.createPromotion;
  }
  async function update(id: string, input: Record<string, unknown>): Promise<Payload> {
    const { body } = await server.gql<{ updatePromotion: Payload }>(UPDATE, { id, input }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    return body.data!.updatePromotion;
  }
  async function remove(id: string) {
    const { body } = await server.gql<{ deletePromotion: { deletedId: string | null; userErrors: UserErrorData[] } }>(DELETE, { id }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    return body.data!.deletePromotion;
  }
  const promotionCount = async () => server.em().count(Promotion, {});
  const rowsOf = async (id: string) => server.em().getConnection().execute(`select * from promotion where id = ?`, [id]);

  it('creates a code: normalised, IST times as instants, every field read back', async () => {
    const { promotion, userErrors } = await create(puja20({ categories: ['FEMALE'], productTypes: ['CROP_TOP'], productIds: [cropTop.id], minSubtotal: '999.50', minQuantity: 2, firstOrderOnly: true }));
    expect(userErrors).toEqual([]);
    expect(promotion).toMatchObject({
      name: 'Puja offer',
      code: 'PUJA20',
      // 00:00 IST is 18:30 UTC the day before.
      startsAt: '2026-09-30T18:30:00.000Z',
      endsAt: '2026-10-20T18:30:00.000Z',
      startsAtIst: '2026-10-01T00:00',
      endsAtIst: '2026-10-21T00:00',
      enabled: true,
      priority: 10,
      label: 'Puja offer: 20 % off',
      minSubtotal: { amount: '999.50' },
      minQuantity: 2,
      categories: ['FEMALE'],
      productTypes: ['CROP_TOP'],
      productIds: [cropTop.id],
      products: [{ id: cropTop.id, title: 'Lilac Crop Top' }],
      actionKind: 'PERCENT_OFF_LINES',
      percent: 20,
      cap: { amount: '500.00' },
      amount: null,
      buy: null,
      get: null,
      percentOffGiven: null,
      usageLimit: 50,
      perShopperLimit: 1,
      uses: 0,
      discountGiven: { amount: '0.00' },
      revenue: { amount: '0.00' },
    });
    const { body } = await server.gql<{ promotion: PromotionData }>(ONE, { id: promotion!.id }, { token: adminToken });
    expect(body.data!.promotion).toEqual(promotion);
  });

  it('creates an automatic buy 2 get 1 on crop tops, and says where each promotion stands', async () => {
    const now = Date.now();
    const istOf = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 16);
    const bxgy = await create({
      name: 'Crop top trio',
      startsAt: istOf(now - 86_400_000),
      enabled: true,
      combinesWithOthers: false,
      productTypes: ['CROP_TOP'],
      actionKind: 'BUY_X_GET_Y',
      buy: 2,
      get: 1,
      percentOffGiven: 100,
      // The action's other fields are ignored, not stored.
      percent: 30,
      amount: '10',
    });
    expect(bxgy.userErrors).toEqual([]);
    expect(bxgy.promotion).toMatchObject({
      code: null,
      endsAt: null,
      endsAtIst: null,
      priority: 0,
      status: 'IN_FORCE',
      inForce: true,
      label: 'Crop top trio: buy 2 get 1 free',
      actionKind: 'BUY_X_GET_Y',
      buy: 2,
      get: 1,
      percentOffGiven: 100,
      percent: null,
      amount: null,
      usageLimit: null,
    });
    const base = { name: 'Dated', enabled: true, combinesWithOthers: true, actionKind: 'FIXED_OFF_ORDER', amount: '100' };
    const scheduled = await create({ ...base, startsAt: istOf(now + 86_400_000) });
    const ended = await create({ ...base, startsAt: istOf(now - 2 * 86_400_000), endsAt: istOf(now - 86_400_000) });
    const disabled = await create({ ...base, startsAt: istOf(now - 86_400_000), enabled: false });
    expect([scheduled, ended, disabled].map((payload) => [payload.promotion!.status, payload.promotion!.inForce])).toEqual([
      ['SCHEDULED', false],
      ['ENDED', false],
      ['DISABLED', false],
    ]);
    expect(scheduled.promotion!.label).toBe('Dated: ₹100.00 off');
  });

  it.each([
    ['a short name', { name: ' x ' }, 'name', PROMOTION_MESSAGES.NAME],
    ['a code with spaces inside', { code: 'PUJA 20' }, 'code', PROMOTION_MESSAGES.CODE],
    ['an unreadable start', { startsAt: '2026-02-30T10:00' }, 'startsAt', PROMOTION_MESSAGES.STARTS_AT],
    ['an end before the start', { endsAt: '2026-09-30T23:59' }, 'endsAt', PROMOTION_MESSAGES.ENDS_AT],
    ['an unreadable end', { endsAt: 'next Friday' }, 'endsAt', PROMOTION_ADMIN_MESSAGES.END_UNREADABLE],
    ['a priority out of range', { priority: 1001 }, 'priority', PROMOTION_MESSAGES.PRIORITY],
    ['a minimum with three decimals', { minSubtotal: '10.005' }, 'minSubtotal', PROMOTION_MESSAGES.AMOUNT],
    ['a negative minimum quantity', { minQuantity: -1 }, 'minQuantity', PROMOTION_MESSAGES.QUANTITY],
    ['a percent above 100', { percent: 101 }, 'percent', PROMOTION_MESSAGES.PERCENT],
    ['no percent', { percent: null }, 'percent', PROMOTION_MESSAGES.PERCENT],
    ['a cap of 0', { cap: '0' }, 'cap', PROMOTION_MESSAGES.AMOUNT_POSITIVE],
    ['no amount off', { actionKind: 'FIXED_OFF_ORDER', amount: null }, 'amount', PROMOTION_MESSAGES.AMOUNT],
    ['a negative amount off', { actionKind: 'FIXED_OFF_ORDER', amount: '-5' }, 'amount', PROMOTION_MESSAGES.AMOUNT_POSITIVE],
    ['buy 0', { actionKind: 'BUY_X_GET_Y', buy: 0, get: 1, percentOffGiven: 100 }, 'buy', PROMOTION_MESSAGES.PIECES],
    ['get 101', { actionKind: 'BUY_X_GET_Y', buy: 2, get: 101, percentOffGiven: 100 }, 'get', PROMOTION_MESSAGES.PIECES],
    ['no percent off the given pieces', { actionKind: 'BUY_X_GET_Y', buy: 2, get: 1 }, 'percentOffGiven', PROMOTION_MESSAGES.PERCENT],
    ['a usage limit of 0', { usageLimit: 0 }, 'usageLimit', PROMOTION_ADMIN_MESSAGES.LIMIT],
    ['a negative per-shopper limit', { perShopperLimit: -1 }, 'perShopperLimit', PROMOTION_ADMIN_MESSAGES.LIMIT],
    ['a product id that is not one', { productIds: ['not-an-id'] }, 'productIds', PROMOTION_ADMIN_MESSAGES.PRODUCTS],
    ['a product that does not exist', { productIds: ['00000000-0000-4000-8000-000000000000'] }, 'productIds', PROMOTION_ADMIN_MESSAGES.PRODUCTS],
  ])('refuses %s at its field, and saves nothing', async (_case, overrides, field, message) => {
    const before = await promotionCount();
    const { promotion, userErrors } = await create(puja20({ code: null, ...overrides }));
    expect(promotion).toBeNull();
    expect(userErrors).toEqual([{ code: 'INVALID_INPUT', field, message }]);
    expect(await promotionCount()).toBe(before);
  });

  it('gives every field error of a bad form at once', async () => {
    const { userErrors } = await create(puja20({ name: '', code: '!', startsAt: '', percent: 0, usageLimit: 0 }));
    expect(userErrors.map((error) => error.field).sort()).toEqual(['code', 'name', 'percent', 'startsAt', 'usageLimit']);
  });

  it('refuses a code another promotion has, in any case, and keeps the first', async () => {
    const first = await create(puja20({ code: 'DIWALI10', percent: 10 }));
    expect(first.userErrors).toEqual([]);
    const before = await promotionCount();
    const second = await create(puja20({ code: 'diwali10', name: 'Copy' }));
    expect(second).toEqual({ promotion: null, userErrors: [{ code: 'ALREADY_EXISTS', field: 'code', message: PROMOTION_ADMIN_MESSAGES.CODE_TAKEN }] });
    expect(await promotionCount()).toBe(before);
    // A promotion keeps its own code on an edit.
    expect((await update(first.promotion!.id, puja20({ code: 'Diwali10', percent: 15 }))).promotion!.percent).toBe(15);
  });

  it('lets exactly one of many admins racing for one code have it; the others get the same refusal, never a fault', async () => {
    const before = await promotionCount();
    const payloads = await Promise.all(Array.from({ length: 12 }, (_, i) => create(puja20({ code: 'RACE-1', name: `Racer ${i}` }))));
    expect(payloads.filter((payload) => payload.promotion !== null)).toHaveLength(1);
    for (const payload of payloads.filter((p) => p.promotion === null)) {
      expect(payload.userErrors).toEqual([{ code: 'ALREADY_EXISTS', field: 'code', message: PROMOTION_ADMIN_MESSAGES.CODE_TAKEN }]);
    }
    expect(await promotionCount()).toBe(before + 1);
  });

  it('turns the database refusing a taken code into the same user error, when a racing save takes it after the check', async () => {
    // The row with the code appears after the service looked for it, just before its own insert:
    // exactly what a save committed in between does. Only the unique constraint can refuse it.
    const connection = server.em().getConnection();
    await connection.execute(`create or replace function p_admin_code_race() returns trigger language plpgsql as $$
      declare rival promotion;
      begin
        if new.code = 'LATE-1' and new.name <> 'Rival' then
          rival := new;
          rival.id := gen_random_uuid();
          rival.name := 'Rival';
          insert into promotion select rival.*;
        end if;
        return new;
      end $$`);
    await connection.execute(`create trigger p_admin_code_race before insert on promotion for each row execute function p_admin_code_race()`);
    try {
      const before = await promotionCount();
      expect(await create(puja20({ code: 'late-1' }))).toEqual({
        promotion: null,
        userErrors: [{ code: 'ALREADY_EXISTS', field: 'code', message: PROMOTION_ADMIN_MESSAGES.CODE_TAKEN }],
      });
      expect(await promotionCount()).toBe(before);
    } finally {
      await connection.execute(`drop trigger p_admin_code_race on promotion`);
      await connection.execute(`drop function p_admin_code_race()`);
    }
  });

  it('turns the database refusing a taken code into the same user error when two edits race for it', async () => {
    const [a, b] = await Promise.all([create(puja20({ code: 'EDIT-A' })), create(puja20({ code: 'EDIT-B' }))]);
    const payloads = await Promise.all([update(a.promotion!.id, puja20({ code: 'EDIT-C' })), update(b.promotion!.id, puja20({ code: 'edit-c' }))]);
    expect(payloads.filter((payload) => payload.promotion !== null)).toHaveLength(1);
    expect(payloads.find((payload) => payload.promotion === null)!.userErrors).toEqual([
      { code: 'ALREADY_EXISTS', field: 'code', message: PROMOTION_ADMIN_MESSAGES.CODE_TAKEN },
    ]);
  });

  it('updates every field, and a change of action clears the old action\'s amounts', async () => {
    const { promotion } = await create(puja20({ code: 'SWITCH' }));
    const changed = await update(promotion!.id, {
      name: 'Flat ₹150',
      code: null,
      startsAt: '2026-11-01T09:30',
      endsAt: null,
      enabled: false,
      priority: -5,
      combinesWithOthers: false,
      actionKind: 'FIXED_OFF_ORDER',
      amount: 150,
      usageLimit: null,
      perShopperLimit: 3,
    });
    expect(changed.userErrors).toEqual([]);
    expect(changed.promotion).toMatchObject({
      name: 'Flat ₹150',
      code: null,
      startsAtIst: '2026-11-01T09:30',
      endsAt: null,
      enabled: false,
      status: 'DISABLED',
      priority: -5,
      actionKind: 'FIXED_OFF_ORDER',
      amount: { amount: '150.00' },
      percent: null,
      cap: null,
      usageLimit: null,
      perShopperLimit: 3,
      categories: [],
    });
    const [row] = await rowsOf(promotion!.id);
    expect(row).toMatchObject({ percent: null, cap_paise: null, amount_paise: '15000', code: null });
  });

  it('refuses an edit that is refused at a field, of a promotion that does not exist, and changes nothing', async () => {
    const { promotion } = await create(puja20({ code: 'KEEPME' }));
    const [before] = await rowsOf(promotion!.id);
    expect((await update(promotion!.id, puja20({ code: 'KEEPME', percent: 0 }))).userErrors).toEqual([
      { code: 'INVALID_INPUT', field: 'percent', message: PROMOTION_MESSAGES.PERCENT },
    ]);
    expect(await rowsOf(promotion!.id)).toEqual([before]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await update(id, puja20({ code: null }))).toEqual({ promotion: null, userErrors: [{ code: 'NOT_FOUND', field: 'id', message: 'Promotion not found' }] });
    }
  });

  describe('with orders that used it', () => {
    let used: PromotionData;

    /** An order as checkout leaves it with a promotion, written directly so these tests do not depend on checkout. */
    async function addOrder(em: EntityManager, user: User, status: OrderStatusValue, promotion: Promotion, subtotalPaise: number, discountPaise: number): Promise<void> {
      const order = new Order({
        user,
        cartId: null,
        paymentMethod: PaymentMethod.COD,
        subtotalPaise,
        discountPaise,
        discountCode: promotion.code,
        addressInfo: new AddressSnapshot({ addressId: null, address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210', notes: '' }),
        idempotencyKey: null,
      });
      order.status = status;
      em.persist(order);
      em.persist(new OrderPromotion({ order, promotionId: promotion.id, name: promotion.name, code: promotion.code, discountPaise, position: 0 }));
      const use = new PromotionUse({ promotion, user, order });
      if (status === OrderStatus.CANCELED || status === OrderStatus.REJECTED) use.releasedAt = new Date();
      else promotion.uses += 1;
      em.persist(use);
    }

    beforeAll(async () => {
      used = (await create(puja20({ code: 'USED20', usageLimit: 5 }))).promotion!;
      const em = server.em();
      const promotion = await em.findOneOrFail(Promotion, used.id);
      await addOrder(em, shopper, OrderStatus.DELIVERED, promotion, 100_000, 20_000);
      await addOrder(em, shopper, OrderStatus.ORDER_PLACED, promotion, 50_050, 10_010);
      await addOrder(em, shopper, OrderStatus.CANCELED, promotion, 30_000, 6_000);
      await addOrder(em, shopper, OrderStatus.REJECTED, promotion, 30_000, 6_000);
      await em.flush();
    });

    it('shows its uses, discount given and revenue over orders not canceled or rejected', async () => {
      const { body } = await server.gql<{ promotion: PromotionData }>(ONE, { id: used.id }, { token: adminToken });
      expect(body.data!.promotion).toMatchObject({ uses: 2, discountGiven: { amount: '300.10' }, revenue: { amount: '1200.40' } });
    });

    it('refuses to delete it (disable it instead), and deletes one never used', async () => {
      expect(await remove(used.id)).toEqual({ deletedId: null, userErrors: [{ code: 'INVALID_STATE', field: 'id', message: PROMOTION_ADMIN_MESSAGES.USED }] });
      expect(await rowsOf(used.id)).toHaveLength(1);
      expect((await update(used.id, puja20({ code: 'USED20', usageLimit: 5, enabled: false }))).promotion!.status).toBe('DISABLED');

      const unused = (await create(puja20({ code: 'UNUSED' }))).promotion!;
      expect(await remove(unused.id)).toEqual({ deletedId: unused.id, userErrors: [] });
      expect(await rowsOf(unused.id)).toEqual([]);
      expect(await remove(unused.id)).toEqual({ deletedId: null, userErrors: [{ code: 'NOT_FOUND', field: 'id', message: 'Promotion not found' }] });
    });

    it('refuses the delete, not with a fault, when a racing checkout writes a use after the check', async () => {
      const unused = (await create(puja20({ code: 'RACED-DELETE' }))).promotion!;
      const [order] = await server.em().getConnection().execute<Array<{ id: string; user_id: string }>>(`select id, user_id from customer_order limit 1`);
      // A checkout's transaction that has written its use and not yet committed: the service counts
      // no use, its delete waits on the row the use refers to, and the commit lands the use first.
      const checkout = new pg.Client({ connectionString: server.config.databaseUrl });
      await checkout.connect();
      try {
        await checkout.query('begin');
        await checkout.query(
          `insert into promotion_use (id, created_at, updated_at, promotion_id, user_id, order_id) values (gen_random_uuid(), now(), now(), $1, $2, $3)`,
          [unused.id, order!.user_id, order!.id],
        );
        const deleting = remove(unused.id);
        await expect.poll(() => deletesWaiting(server.em()), { timeout: 10_000 }).toBe(1);
        await checkout.query('commit');
        expect(await deleting).toEqual({ deletedId: null, userErrors: [{ code: 'INVALID_STATE', field: 'id', message: PROMOTION_ADMIN_MESSAGES.USED }] });
      } finally {
        await checkout.end();
      }
      expect(await rowsOf(unused.id)).toHaveLength(1);
      expect(await server.em().count(PromotionUse, { promotion: unused.id })).toBe(1);
      await server.em().nativeDelete(PromotionUse, { promotion: unused.id });
    });

    it('refuses a usage limit below its uses so far', async () => {
      expect((await update(used.id, puja20({ code: 'USED20', usageLimit: 1 }))).userErrors).toEqual([
        { code: 'INVALID_INPUT', field: 'usageLimit', message: 'The limit cannot be below the 2 uses so far' },
      ]);
      expect((await update(used.id, puja20({ code: 'USED20', usageLimit: 2 }))).promotion!.usageLimit).toBe(2);
    });

    it('turns the database refusing a limit below the uses a racing checkout just counted into the same user error', async () => {
      // The edit read 2 uses; a checkout counts a third before the edit writes its limit of 2.
      const connection = server.em().getConnection();
      await connection.execute(`update promotion set usage_limit = null where id = ?`, [used.id]);
      await connection.execute(`create or replace function p_admin_race() returns trigger language plpgsql as $$ begin new.uses := 3; return new; end $$`);
      await connection.execute(`create trigger p_admin_race before update on promotion for each row when (new.usage_limit is not null) execute function p_admin_race()`);
      try {
        expect((await update(used.id, puja20({ code: 'USED20', usageLimit: 2 }))).userErrors).toEqual([
          { code: 'INVALID_INPUT', field: 'usageLimit', message: 'The limit cannot be below the 2 uses so far' },
        ]);
      } finally {
        await connection.execute(`drop trigger p_admin_race on promotion`);
        await connection.execute(`drop function p_admin_race()`);
      }
    });

    it('lists every promotion with its figures in a fixed number of statements, however many there are', async () => {
      const count = async () => (await server.recordStatements(() => server.gql(LIST, {}, { token: adminToken }))).length;
      const few = await count();
      const [other] = await createProducts(server.em(), [{ title: 'Rose Crop Top', productType: 'crop_top' }]);
      await Promise.all(Array.from({ length: 5 }, (_, i) => create(puja20({ code: `MANY-${i}`, productIds: [cropTop.id, other!.id] }))));
      expect(await count()).toBe(few);
      const { body } = await server.gql<{ promotions: PromotionData[] }>(LIST, {}, { token: adminToken });
      expect(body.data!.promotions.find((p) => p.id === used.id)!.revenue).toEqual({ amount: '1200.40' });
    });
  });

  it('is for admins only', async () => {
    const shopperList = await server.gql(LIST, {}, { token: shopperToken });
    expect(shopperList.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(CREATE, { input: puja20({ code: 'ANON' }) });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.em().count(Promotion, { code: 'ANON' })).toBe(0);
  });
});

/**
 * Deletes of a promotion waiting on a row lock, as PostgreSQL sees them. Asked outside the racing
 * transaction: inside one, pg_stat_activity answers from the snapshot its first read took.
 */
async function deletesWaiting(em: EntityManager): Promise<number> {
  const rows = await em.getConnection().execute<Array<{ waiting: number }>>(
    `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'delete from "promotion"%'`,
  );
  return rows[0]!.waiting;
}
