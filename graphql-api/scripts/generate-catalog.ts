// `npm run catalog:generate -- --count 100000`: adds generated products to the store's database
// (DATABASE_URL, or the embedded one under DATA_DIR) for trying the store at scale.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { insertGeneratedProducts } from './catalog-generator.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('Usage: npm run catalog:generate -- --count <1..5000000>');
  process.exit(2);
}

const database = await openDatabase(loadConfig(), () => {});
try {
  const orm = await MikroORM.init(ormConfig(database.url));
  await orm.migrator.up();
  await orm.close();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const ms = await insertGeneratedProducts(client, count);
    console.log(`Added ${count} generated products in ${(ms / 1000).toFixed(1)} s.`);
  } finally {
    await client.end();
  }
} finally {
  await database.stop();
}
