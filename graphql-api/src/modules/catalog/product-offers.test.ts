import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Category, ProductType, type PromotionAction } from '@threadline/domain';
import { createProducts } from '../../../test/factories.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { PROMOTION_CHANNEL } from '../catalogue-cache/catalogue-changes.js';
import { Promotion, type PromotionFields } from '../promotions/promotion.entity.js';
import type { Product } from './product.entity.js';

// Product.offers over HTTP, on two instances of one database with their catalogue caches on (the
// default): what a shopper's listing says of the automatic promotions in force, and how an
// instance learns that it changed, from a write anywhere or from the clock alone.

const HOUR = 3_600_000;
const LISTING = /* GraphQL */ `
  query OffersListing {
    products(first: 10, sort: NEWEST) { nodes { id offers } }
  }
`;
const PRODUCT = /* GraphQL */ `
  query OffersProduct($id: ID!) {
    product(id: $id) { id title offers }
  }
`;

function promotionFields(overrides: Partial<PromotionFields> & { action: PromotionAction }): PromotionFields {
  return {
    name: 'Offer',
    code: null,
    startsAt: new Date(Date.now() - HOUR),
    endsAt: null,
    enabled: true,
    priority: 0,
    combinesWithOthers: true,
    conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [], productIds: [], firstOrderOnly: false },
    usageLimit: null,
    perShopperLimit: null,
    ...overrides,
  };
}

describe('Product.offers', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let cropTop: Product;
  let tee: Product;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({}, { database });
    b = await startTestServer({}, { database });
    [cropTop, tee] = (await createProducts(a.em(), [
      { title: 'Offer Crop Top', category: Category.FEMALE, productType: ProductType.CROP_TOP },
      { title: 'Offer Tee', category: Category.MALE, productType: ProductType.ROUND_NECK_HALF },
    ])) as [Product, Product];
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  async function offersOn(server: TestServer): Promise<Record<string, string[]>> {
    const response = await server.gql<{ products: { nodes: Array<{ id: string; offers: string[] }> } }>(LISTING);
    expect(response.body.errors).toBeUndefined();
    const byId = Object.fromEntries(response.body.data!.products.nodes.map((node) => [node.id, node.offers]));
    const single = await server.gql<{ product: { offers: string[] } }>(PRODUCT, { id: cropTop.id });
    // The product dialog says what the card says.
    expect(single.body.data!.product.offers).toEqual(byId[cropTop.id]);
    return { cropTop: byId[cropTop.id]!, tee: byId[tee.id]! };
  }

  async function write(server: TestServer, work: (em: ReturnType<TestServer['em']>) => unknown): Promise<void> {
    const em = server.em();
    await work(em);
    await em.flush();
  }

  it('lists the automatic promotions in force covering each product, highest priority first, and learns of every change made on another instance', async () => {
    expect(await offersOn(b)).toEqual({ cropTop: [], tee: [] });

    const puja = new Promotion(promotionFields({ name: 'Puja offer', priority: 10, action: { kind: 'PERCENT_OFF_LINES', percent: 20, capPaise: null } }));
    const crop = new Promotion(
      promotionFields({
        name: 'Crop top offer',
        priority: 20,
        conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [ProductType.CROP_TOP], productIds: [], firstOrderOnly: false },
        action: { kind: 'BUY_X_GET_Y', buy: 2, get: 1, percentOffGiven: 100 },
      }),
    );
    // None of these is an offer on a card: a code, a disabled one, one that ended, one not begun.
    const others = [
      new Promotion(promotionFields({ name: 'Code offer', code: 'PUJA20', priority: 99, action: { kind: 'PERCENT_OFF_LINES', percent: 20, capPaise: null } })),
      new Promotion(promotionFields({ name: 'Disabled offer', enabled: false, action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 } })),
      new Promotion(promotionFields({ name: 'Ended offer', startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR), action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 } })),
      new Promotion(promotionFields({ name: 'Later offer', startsAt: new Date(Date.now() + 24 * HOUR), action: { kind: 'FIXED_OFF_ORDER', amountPaise: 10_000 } })),
    ];
    await write(a, (em) => em.persist([puja, crop, ...others]));
    expect(await offersOn(b)).toEqual({ cropTop: ['Crop top offer: buy 2 get 1 free', 'Puja offer: 20 % off'], tee: ['Puja offer: 20 % off'] });
    expect(await offersOn(a)).toEqual(await offersOn(b));

    // An edit of the priority reorders; a disabled promotion goes at once; a deleted one too.
    await write(a, async (em) => {
      const row = await em.findOneOrFail(Promotion, puja.id);
      row.priority = 30;
    });
    expect((await offersOn(b)).cropTop).toEqual(['Puja offer: 20 % off', 'Crop top offer: buy 2 get 1 free']);
    await a.em().nativeUpdate(Promotion, { id: puja.id }, { enabled: false });
    expect(await offersOn(b)).toEqual({ cropTop: ['Crop top offer: buy 2 get 1 free'], tee: [] });
    await a.em().nativeDelete(Promotion, { id: crop.id });
    expect(await offersOn(b)).toEqual({ cropTop: [], tee: [] });
    await a.em().nativeDelete(Promotion, {});
  });

  it('shows an offer from the instant it starts until the instant it ends, with nothing written, though the answer was cached', async () => {
    const now = Date.now();
    await write(a, (em) =>
      em.persist(new Promotion(promotionFields({ name: 'Midnight sale', startsAt: new Date(now + HOUR), endsAt: new Date(now + 2 * HOUR), action: { kind: 'PERCENT_OFF_LINES', percent: 10, capPaise: null } }))),
    );
    // Only Date moves: the servers' timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now });
    expect(await offersOn(b)).toEqual({ cropTop: [], tee: [] });
    expect(await offersOn(b)).toEqual({ cropTop: [], tee: [] });
    vi.setSystemTime(now + HOUR - 1);
    expect((await offersOn(b)).tee).toEqual([]);
    vi.setSystemTime(now + HOUR);
    expect(await offersOn(b)).toEqual({ cropTop: ['Midnight sale: 10 % off'], tee: ['Midnight sale: 10 % off'] });
    expect((await offersOn(b)).tee).toEqual(['Midnight sale: 10 % off']);
    vi.setSystemTime(now + 2 * HOUR);
    expect(await offersOn(b)).toEqual({ cropTop: [], tee: [] });
    vi.useRealTimers();
    await a.em().nativeDelete(Promotion, {});
  });

  it('announces a change of an offer, but not an order counting a use, so orders do not empty the catalogue caches', async () => {
    const [promotion] = [new Promotion(promotionFields({ name: 'Counted', code: 'COUNTED', usageLimit: 10, action: { kind: 'FIXED_OFF_ORDER', amountPaise: 5_000 } }))];
    await write(a, (em) => em.persist(promotion!));
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (message) => heard.push(message.channel));
      await listener.query(`listen ${PROMOTION_CHANNEL}`);
      await a.em().nativeUpdate(Promotion, { id: promotion!.id }, { uses: 1, updatedAt: new Date() });
      await a.em().nativeUpdate(Promotion, { id: promotion!.id }, { name: 'Counted offer' });
      // A round trip on the listening connection: every notification committed before it has come.
      await listener.query('select 1');
      expect(heard).toEqual([PROMOTION_CHANNEL]);
    } finally {
      await listener.end();
      await a.em().nativeDelete(Promotion, {});
    }
  });
});
