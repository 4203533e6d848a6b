import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { Product } from '../modules/catalog/product.entity.js';
import { FeatureImage } from '../modules/feature-images/feature-image.entity.js';
import { LocalMediaStorage } from '../modules/media/media-storage.js';
import { ormConfig } from './mikro-orm.config.js';
import { seedStore } from './seed/seed.js';
import { withStartupLock } from './startup-lock.js';

// Two replicas started together on an empty database (docker compose up) each migrate and seed
// at start. Without the lock both saw an empty catalogue and both seeded it: 126 products.
describe('two instances starting at once on an empty database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const orms: MikroORM[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-startup-'));
  });
  afterAll(async () => {
    await Promise.all(orms.map((orm) => orm.close()));
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function start(instance: string) {
    const orm = await MikroORM.init(ormConfig(database.url));
    orms.push(orm);
    const media = new LocalMediaStorage(path.join(dataDir, instance, 'media'));
    const config = loadConfig({ DATA_DIR: path.join(dataDir, instance) });
    return withStartupLock(database.url, async () => {
      await orm.migrator.up();
      return seedStore(orm.em.fork(), { config, media, logger: pino({ level: 'silent' }) });
    });
  }

  it('migrates and seeds once: one instance fills the catalogue, the other finds it filled', async () => {
    const [first, second] = await Promise.all([start('a'), start('b')]);
    expect([first.productsCreated, second.productsCreated].sort((a, b) => a - b)).toEqual([0, 63]);

    const em = orms[0]!.em.fork();
    expect(await em.count(Product, {})).toBe(63);
    expect(await em.count(FeatureImage, {})).toBe(3);
  }, 120_000);
});
