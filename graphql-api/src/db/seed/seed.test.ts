import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_GROUPS, CATEGORIES, MEASUREMENTS, PRODUCT_TYPES, selectableSizes, SIZES, SIZING_TYPES, totalOfSizes } from '@threadline/domain';
import { createTestDatabase } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { ormConfig } from '../mikro-orm.config.js';
import { verifyPassword } from '../../modules/auth/passwords.js';
import { Product } from '../../modules/catalog/product.entity.js';
import { FeatureImage } from '../../modules/feature-images/feature-image.entity.js';
import { LocalMediaStorage } from '../../modules/media/media-storage.js';
import { Role, User } from '../../modules/users/user.entity.js';
import { DEMO_ACCOUNTS, seedStore } from './seed.js';
const logger = pino({ level: 'silent' });

async function freshStore() {
  const database = await createTestDatabase();
  const orm = await MikroORM.init(ormConfig(database.url));
  await orm.migrator.up();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-seed-'));
  const media = new LocalMediaStorage(path.join(dataDir, 'media'));
  return {
    orm,
    media,
    dataDir,
    seed: (env: Record<string, string> = {}) => seedStore(orm.em.fork(), { config: loadConfig({ DATA_DIR: dataDir, ...env }), media, logger }),
    close: async () => {
      await orm.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('the demo store on an empty database', () => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let products: Product[];

  beforeAll(async () => {
    store = await freshStore();
    const result = await store.seed();
    expect(result.productsCreated).toBeGreaterThanOrEqual(60);
    products = await store.orm.em.fork().find(Product, {});
  }, 120_000);
  afterAll(() => store?.close());
  const mediaFile = (url: string) => path.join(store.media.root, url.replace('/media/', ''));

  it('covers every category, product type, sizing type, size and measurement', () => {
    expect(products.length).toBeGreaterThanOrEqual(60);
    const covered = (key: keyof Product) => new Set(products.map((product) => product[key]));
    expect(covered('category')).toEqual(new Set(CATEGORIES));
    expect(covered('productType')).toEqual(new Set(PRODUCT_TYPES));
    expect(covered('type')).toEqual(new Set(SIZING_TYPES));
    expect(covered('size')).toEqual(new Set(SIZES));
    expect(covered('measurement')).toEqual(new Set(MEASUREMENTS));
    for (const category of CATEGORIES) {
      for (const productType of PRODUCT_TYPES) {
        expect(products.some((p) => p.category === category && p.productType === productType), `${category} ${productType}`).toBe(true);
      }
    }
  });

  it('has sales, low stock, sold-out items and size increments where they make sense', () => {
    expect(products.filter((p) => p.salePricePaise > 0).length).toBeGreaterThanOrEqual(10);
    const total = (p: { stock: Record<string, number | undefined> }) => totalOfSizes(p.stock);
    expect(products.filter((p) => total(p) > 0 && total(p) < 10).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => total(p) === 0).length).toBeGreaterThanOrEqual(2);
    // Stock per size as a store has it: some products with a size sold out while others sell,
    // some with one size down to its last pieces, and stock only on sizes the product offers.
    const sizesOf = (p: { stock: Record<string, number | undefined> }) => Object.values(p.stock).filter((n) => n !== undefined);
    expect(products.filter((p) => total(p) > 0 && sizesOf(p).includes(0)).length).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => total(p) >= 10 && sizesOf(p).some((n) => n > 0 && n < 10)).length).toBeGreaterThanOrEqual(5);
    for (const product of products) expect(Object.keys(product.stock).sort()).toEqual([...selectableSizes(product)].sort());
    for (const product of products) {
      expect(product.salePricePaise).toBeLessThan(product.pricePaise);
      if (product.type === 'size') expect(product.percentageIncrement).toBeGreaterThan(0);
      else {
        expect(product.percentageIncrement).toBe(0);
        expect(AGE_GROUPS).toContain(product.size);
      }
      if (product.productType === 'round_neck_oversize' && product.type === 'size') expect(['M', 'L', 'XL', 'XXL']).toContain(product.size);
    }
    expect(new Set(products.map((p) => p.title)).size).toBe(products.length);
  });

  it('gives every product a slug of its own, made from its title', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const product of products) {
      // Titles are distinct, so no slug needs a suffix: "Men's Navy Polo Neck T-Shirt" → mens-navy-polo-neck-t-shirt.
      expect(product.slug).toBe(product.title.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-'));
    }
  });

  it('gives every product its own generated WebP image, with its responsive variants beside it', async () => {
    expect(new Set(products.map((p) => p.image)).size).toBe(products.length);
    for (const product of products.slice(0, 5)) {
      expect(product.image).toMatch(/^\/media\/products\/[a-z0-9-]+-[0-9a-f]{12}-w1280\.webp$/);
      for (const width of [320, 640, 1280]) {
        const metadata = await sharp(mediaFile(product.image.replace('-w1280.', `-w${width}.`))).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width, height: width });
      }
    }
  });

  it('adds three hero images, each with variants up to 1600 px', async () => {
    const heroes = await store.orm.em.fork().find(FeatureImage, {});
    expect(heroes).toHaveLength(3);
    expect(heroes[0]!.image).toMatch(/^\/media\/features\/hero-1-[0-9a-f]{12}-w1600\.webp$/);
    for (const width of [320, 640, 1280, 1600]) {
      const metadata = await sharp(mediaFile(heroes[0]!.image.replace('-w1600.', `-w${width}.`))).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: (width * 3) / 8 });
    }
  });

  it('creates the demo accounts in development, and seeds nothing twice', async () => {
    const users = await store.orm.em.fork().find(User, {}, { populate: ['passwordHash'] });
    for (const account of DEMO_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email)!;
      expect(user.role).toBe(account.role);
      expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);
    }
    const again = await store.seed();
    expect(again.productsCreated).toBe(0);
    expect(await store.orm.em.fork().count(Product)).toBe(products.length);
    expect(await store.orm.em.fork().count(User)).toBe(DEMO_ACCOUNTS.length);
  });
});

describe('accounts by mode', () => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  beforeAll(async () => {
    store = await freshStore();
  });
  afterAll(() => store?.close());

  it('makes no demo accounts in production, but the configured admin, whose password the env resets', async () => {
    const production = { NODE_ENV: 'production', SEED_DEMO_CATALOG: 'false' };
    const first = await store.seed({ ...production, ADMIN_EMAIL: 'Owner@Shop.in', ADMIN_PASSWORD: 'First@12345' });
    expect(first.demoAccounts).toEqual([]);
    await store.seed({ ...production, ADMIN_EMAIL: 'owner@shop.in', ADMIN_PASSWORD: 'Second@12345' });

    const users = await store.orm.em.fork().find(User, {}, { populate: ['passwordHash'] });
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'owner@shop.in', role: Role.ADMIN });
    expect(await verifyPassword(users[0]!.passwordHash, 'Second@12345')).toBe(true);
    expect(await verifyPassword(users[0]!.passwordHash, 'First@12345')).toBe(false);
    expect(await store.orm.em.fork().count(Product)).toBe(0);
  });
});
