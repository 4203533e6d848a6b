import type { EntityManager } from '@mikro-orm/postgresql';
import { Category, ProductType } from '@threadline/domain';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { Product } from '../../modules/catalog/product.entity.js';
import { FeatureImage } from '../../modules/feature-images/feature-image.entity.js';
import { VARIANT_WIDTHS } from '../../modules/media/image-processing.js';
import type { MediaStorage } from '../../modules/media/media-storage.js';
import { storeImageVariants } from '../../modules/media/media.service.js';
import { Role, User } from '../../modules/users/user.entity.js';
import { demoCatalog, type DemoProduct } from './demo-catalog.js';
import { GARMENT_COLOURS, garmentSvg, heroSvg } from './garment-art.js';

/** Accounts made for trying the store in development; README lists the same. */
export const DEMO_ACCOUNTS = [
  { role: Role.ADMIN, userName: 'Store Admin', email: 'admin@threadline.store', password: 'Admin@1234' },
  { role: Role.USER, userName: 'Asha Verma', email: 'shopper@threadline.store', password: 'Shopper@1234' },
] as const;

/** Demo images go through the same variant pipeline as uploads, so the storefront's srcset works for them. */
const PRODUCT_IMAGE_WIDTHS = VARIANT_WIDTHS;
/** Heroes span the whole viewport, so they get one wider variant than uploads. */
const HERO_IMAGE_WIDTHS = [...VARIANT_WIDTHS, 1600];
/** sharp renders on its own thread pool; a few at a time keeps both cores busy without piling up. */
const RENDER_CONCURRENCY = 4;

const HEROES: ReadonlyArray<{ palette: readonly [string, string, string]; productTypes: readonly ProductType[]; category?: Category }> = [
  { palette: ['#1f2a44', '#e8c07d', '#f6efe3'], productTypes: [ProductType.POLO_NECK, ProductType.ROUND_NECK_HALF, ProductType.SWEAT_SHIRTS_FULL], category: Category.MALE },
  { palette: ['#7a2e3b', '#f2b8a2', '#fbeee6'], productTypes: [ProductType.CROP_TOP, ProductType.ROUND_NECK_OVERSIZE, ProductType.SWEAT_SHIRTS_UPPER], category: Category.FEMALE },
  { palette: ['#1d5c63', '#f4c95d', '#eef6f3'], productTypes: [ProductType.ROUND_NECK_HALF, ProductType.SWEAT_SHIRTS_UPPER, ProductType.POLO_NECK], category: Category.KIDS },
];

export interface SeedResult {
  /** Demo accounts that exist, with passwords, for the start-up banner. */
  demoAccounts: ReadonlyArray<{ role: Role; email: string; password: string }>;
  productsCreated: number;
}

/**
 * Brings a database to a usable store: the configured admin account (every start, every mode),
 * demo accounts in development, and the demo catalogue when the catalogue is empty.
 */
export async function seedStore(em: EntityManager, deps: { config: Config; media: MediaStorage; logger: Logger }): Promise<SeedResult> {
  const { config, logger } = deps;
  if (config.adminEmail && config.adminPassword) {
    await upsertAccount(em, { role: Role.ADMIN, userName: 'Administrator', email: config.adminEmail, password: config.adminPassword });
  }
  const demoAccounts = [];
  if (config.nodeEnv !== 'production' && !config.adminEmail) {
    for (const account of DEMO_ACCOUNTS) {
      await createAccountIfMissing(em, account);
      demoAccounts.push(account);
    }
  }
  await em.flush();

  let productsCreated = 0;
  if (config.seedDemoCatalog && (await em.count(Product)) === 0) {
    const started = Date.now();
    productsCreated = await seedCatalog(em, deps.media);
    logger.info({ products: productsCreated, ms: Date.now() - started }, 'seeded the demo catalogue');
  }
  if (config.seedDemoCatalog && (await em.count(FeatureImage)) === 0) {
    await seedFeatureImages(em, deps.media);
  }
  return { demoAccounts, productsCreated };
}

/** Creates the account, or resets its password and role: ADMIN_EMAIL/ADMIN_PASSWORD always win. */
export async function upsertAccount(em: EntityManager, account: { role: Role; userName: string; email: string; password: string }): Promise<User> {
  const passwordHash = await hashPassword(account.password);
  const existing = await em.findOne(User, { email: User.normaliseEmail(account.email) });
  if (existing) {
    existing.passwordHash = passwordHash;
    existing.role = account.role;
    await em.flush();
    return existing;
  }
  const user = new User({ ...account, passwordHash });
  await em.persistAndFlush(user);
  return user;
}

async function createAccountIfMissing(em: EntityManager, account: { role: Role; userName: string; email: string; password: string }): Promise<void> {
  if (await em.count(User, { email: User.normaliseEmail(account.email) })) return;
  em.persist(new User({ ...account, passwordHash: await hashPassword(account.password) }));
}

async function seedCatalog(em: EntityManager, media: MediaStorage): Promise<number> {
  const catalog = demoCatalog(GARMENT_COLOURS);
  const now = Date.now();
  const products = await mapConcurrently(catalog, RENDER_CONCURRENCY, async (demo) => {
    const { url: image } = await storeImageVariants(media, { folder: 'products', name: demo.title, ...productArtwork(demo) });
    const { colour: _colour, variant: _variant, addedDaysAgo, ...fields } = demo;
    const product = new Product({ ...fields, image });
    product.createdAt = new Date(now - addedDaysAgo * 86_400_000 - sameDayOffsetMs(demo));
    product.updatedAt = product.createdAt;
    return product;
  });
  await em.persistAndFlush(products);
  return products.length;
}

/** Products added the same day still get distinct times, so "newest" is a strict order. */
function sameDayOffsetMs(demo: DemoProduct): number {
  return demo.variant * 3_600_000;
}

function productArtwork(demo: DemoProduct): { input: Buffer; widths: readonly number[]; density: number } {
  const svg = garmentSvg({
    productType: demo.productType,
    category: demo.category,
    colour: demo.colour.colour,
    accent: demo.colour.accent,
    variant: demo.variant,
  });
  return svgArtwork(svg, PRODUCT_IMAGE_WIDTHS);
}

/** Rasterised once, straight at the largest width, so edges stay crisp at every variant. */
function svgArtwork(svg: string, widths: readonly number[]): { input: Buffer; widths: readonly number[]; density: number } {
  const declaredWidth = Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);
  if (!(declaredWidth > 0)) throw new Error('Seed artwork must declare its width');
  return { input: Buffer.from(svg), widths, density: (72 * Math.max(...widths)) / declaredWidth };
}

async function seedFeatureImages(em: EntityManager, media: MediaStorage): Promise<void> {
  const now = Date.now();
  for (const [index, hero] of HEROES.entries()) {
    const { url: image } = await storeImageVariants(media, { folder: 'features', name: `hero-${index + 1}`, ...svgArtwork(heroSvg(hero), HERO_IMAGE_WIDTHS) });
    const feature = new FeatureImage(image);
    feature.createdAt = new Date(now + index);
    em.persist(feature);
  }
  await em.flush();
}

async function mapConcurrently<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
