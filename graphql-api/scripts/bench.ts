// `npm run bench`: load-tests the real server (the production build, in its own process) on a
// real PostgreSQL at two catalogue sizes, and measures the ceiling: the listing's own SQL sent
// straight through `pg` at the same concurrency. Prints requests/s, p50/p99 latency and SQL
// statements per request, then the ratios that matter: GraphQL/ceiling and 100k/1k.
//
// Options: --sizes 1000,100000 --duration 8 --connections 10. BENCH_DATABASE_URL uses an
// existing server (each size gets its own database there); otherwise an embedded one is started.
import 'reflect-metadata';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../src/app.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import { createDatabaseIfMissing } from '../src/db/database.js';
import { findFreePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { TokenIssuer } from '../src/modules/auth/tokens.js';
import { LocalMediaStorage } from '../src/modules/media/media-storage.js';
import { insertGeneratedProducts } from './catalog-generator.js';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
  },
});
const SIZES = options.sizes.split(',').map(Number);
const DURATION_SECONDS = Number(options.duration);
const CONNECTIONS = Number(options.connections);
/** Shoppers with a one-line cart each: every placeOrder request places a real order. */
const SHOPPERS = 3_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

const LISTING = `query Listing { products(filter: { category: MALE }, sort: PRICE_LOW_TO_HIGH, first: 24) {
  totalCount pageInfo { hasNextPage endCursor }
  nodes { id title image priceRange { min { amount currencyCode } } compareAtPriceRange { min { amount } } totalStock averageReview reviewCount sizeOptions { size price { amount } compareAtPrice { amount } } } } }`;
const SEARCH = `query Search { searchProducts(keyword: "navy polo", first: 24) { totalCount nodes { id title image priceRange { min { amount currencyCode } } compareAtPriceRange { min { amount } } } } }`;
const PRODUCT = (id: string) =>
  `query Product { product(id: "${id}") { id title description image basePrice { amount currencyCode } baseSalePrice { amount } totalStock averageReview reviewCount
    sizeOptions { size price { amount } compareAtPrice { amount } } reviews(first: 10) { nodes { id userName rating message createdAt } } } }`;
const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id total { amount } } userErrors { code message } } }`;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statements?: number;
  errors?: number;
}

interface Fixture {
  databaseUrl: string;
  reviewedProductId: string;
  shoppers: Array<{ id: string; addressId: string }>;
}

async function main(): Promise<void> {
  await fs.access(path.join(REPO_ROOT, 'graphql-api', 'dist', 'src', 'main.js')).catch(() => {
    throw new Error('Build first: npm run build (npm run bench does it)');
  });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-bench-'));
  const external = process.env.BENCH_DATABASE_URL;
  const postgres = external ? null : await startEmbeddedPostgres({ clusterDir: path.join(scratch, 'pg'), port: 0, persistent: false });
  const adminUrl = external ?? postgres!.url('postgres');
  const results = new Map<number, Record<string, Figures>>();
  try {
    for (const size of SIZES) {
      console.log(`\n== ${size.toLocaleString('en-IN')} products ==`);
      const fixture = await prepareDatabase(adminUrl, size);
      results.set(size, await measure(fixture, scratch));
    }
  } finally {
    await postgres?.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  report(results);
}

async function prepareDatabase(adminUrl: string, size: number): Promise<Fixture> {
  const name = `threadline_bench_${size}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await createDatabaseIfMissing(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const orm = await MikroORM.init(ormConfig(databaseUrl));
  await orm.migrator.up();
  await orm.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ms = await insertGeneratedProducts(client, size);
    console.log(`generated ${size} products in ${(ms / 1000).toFixed(1)} s`);
    // One product with stock for every placeOrder, and one with reviews to read.
    const { rows: [stocked] } = await client.query<{ id: string }>(
      `update product set total_stock = 1000000 where id = (select id from product where category = 'male' and type = 'size' limit 1) returning id`,
    );
    const { rows: shoppers } = await client.query<{ id: string; address_id: string }>(
      `with users as (
         insert into app_user (id, created_at, updated_at, user_name, email, password_hash, role)
         select gen_random_uuid(), now(), now(), 'Bench Shopper ' || i, 'bench' || i || '@example.com', 'not-a-hash', 'user'
         from generate_series(1, $1::int) as i returning id),
       addresses as (
         insert into address (id, created_at, updated_at, user_id, address, city, pincode, phone, notes)
         select gen_random_uuid(), now(), now(), id, '12 Station Road', 'Barasat', '700124', '9876543210', '' from users
         returning id, user_id),
       carts as (
         insert into cart (id, created_at, updated_at, user_id) select gen_random_uuid(), now(), now(), id from users returning id, user_id),
       lines as (
         insert into cart_line (id, created_at, updated_at, cart_id, product_id, size, quantity)
         select gen_random_uuid(), now(), now(), carts.id, $2::uuid, 'M', 1 from carts returning id)
       select addresses.user_id as id, addresses.id as address_id from addresses`,
      [SHOPPERS, stocked!.id],
    );
    const { rows: [reviewed] } = await client.query<{ id: string }>(
      `select id from product where category = 'female' order by created_at desc limit 1`,
    );
    await client.query(
      `insert into review (id, created_at, updated_at, product_id, user_id, user_name, rating, message)
       select gen_random_uuid(), now() - make_interval(hours => n::int), now(), $1::uuid, id, 'Bench Shopper', 1 + n::int % 5, 'Fits well and the fabric feels premium.'
       from (select id, row_number() over () as n from app_user limit 30) as reviewers`,
      [reviewed!.id],
    );
    await client.query('vacuum analyze');
    return { databaseUrl, reviewedProductId: reviewed!.id, shoppers: shoppers.map((s) => ({ id: s.id, addressId: s.address_id })) };
  } finally {
    await client.end();
  }
}

async function measure(fixture: Fixture, scratch: string): Promise<Record<string, Figures>> {
  const statements = await statementsPerRequest(fixture, scratch);
  const port = await findFreePort();
  const server = await startServer(fixture.databaseUrl, port, scratch);
  const url = `http://127.0.0.1:${port}/graphql`;
  const tokens = await TokenIssuer.create({ secret: JWT_SECRET, dataDir: scratch });
  const figures: Record<string, Figures> = {};
  try {
    const post = (query: string) => ({ method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    figures.listing = { ...(await load(url, post(LISTING))), statements: statements.listing.length };
    figures.search = { ...(await load(url, post(SEARCH))), statements: statements.search.length };
    figures.product = { ...(await load(url, post(PRODUCT(fixture.reviewedProductId)))), statements: statements.product.length };

    const orderTokens = await Promise.all(fixture.shoppers.slice(1).map(async (s) => ({ ...s, token: await tokens.issue({ id: s.id, role: 'user' }) })));
    figures.placeOrder = { ...(await loadPlaceOrder(url, orderTokens)), statements: statements.placeOrder.length };
    figures.ceiling = await ceiling(fixture.databaseUrl, statements.listing);
  } finally {
    server.kill('SIGINT');
  }
  for (const [name, f] of Object.entries(figures)) {
    console.log(`${name.padEnd(11)} ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms${f.statements ? `   ${f.statements} SQL/request` : ''}${f.errors ? `   ${f.errors} errors` : ''}`);
  }
  return figures;
}

/** Statements per request, recorded in-process on the same database: they do not vary with load. */
type Scenario = 'listing' | 'search' | 'product' | 'placeOrder';

async function statementsPerRequest(fixture: Fixture, scratch: string): Promise<Record<Scenario, string[]>> {
  let recording: string[] | null = null;
  const orm = await MikroORM.init(ormConfig(fixture.databaseUrl, { debug: ['query', 'query-params'], colors: false, logger: (line) => recording?.push(line) }));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, DATABASE_URL: fixture.databaseUrl, JWT_SECRET });
  const tokens = await TokenIssuer.create({ secret: JWT_SECRET, dataDir: scratch });
  const { app, stop } = await createApp({ config, orm, tokens, logger: pino({ level: 'silent' }), media: new LocalMediaStorage(scratch), mediaRoot: scratch });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  const shopper = fixture.shoppers[0]!;
  const token = await tokens.issue({ id: shopper.id, role: 'user' });
  const record = async (query: string, variables?: object, bearer?: string) => {
    recording = [];
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (body.errors) throw new Error(`bench query failed: ${JSON.stringify(body.errors)}`);
    const lines = recording.map(toSql);
    recording = null;
    return lines;
  };
  try {
    return {
      listing: await record(LISTING),
      search: await record(SEARCH),
      product: await record(PRODUCT(fixture.reviewedProductId)),
      placeOrder: await record(PLACE_ORDER, { input: { addressId: shopper.addressId, idempotencyKey: 'bench-probe' } }, token),
    };
  } finally {
    server.close();
    await stop();
    await orm.close();
  }
}

/** MikroORM logs `[query] <sql with its values> [took n ms, m results]` (coloured); keep the SQL. */
function toSql(line: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.replace(/^\[query\]\s*/, '').replace(/\s*\[took [^\]]*\]\s*$/, '');
}

async function startServer(databaseUrl: string, port: number, scratch: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'graphql-api', 'dist', 'src', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(scratch, 'server'),
      JWT_SECRET,
      SEED_DEMO_CATALOG: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the bench server did not become healthy');
}

async function load(url: string, request: { method: 'POST'; headers: Record<string, string>; body: string }): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...request }); // warm-up: JIT, pools, caches
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...request });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Every request places a real order for another shopper (one-line cart each): no cached or empty-cart answers. */
async function loadPlaceOrder(url: string, shoppers: Array<{ addressId: string; token: string }>): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: shoppers.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const shopper = shoppers[next++ % shoppers.length]!;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
            body: JSON.stringify({ query: PLACE_ORDER, variables: { input: { addressId: shopper.addressId } } }),
          };
        },
      },
    ],
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The listing's own statements, straight through `pg`, as fast as PostgreSQL answers them. */
async function ceiling(databaseUrl: string, statements: string[]): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const latencies: number[] = [];
  const run = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const started = performance.now();
      const client = await pool.connect();
      try {
        for (const sql of statements) await client.query(sql);
      } finally {
        client.release();
      }
      if (record) latencies.push(performance.now() - started);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, () => run(Date.now() + 2_000, false)));
    const until = Date.now() + DURATION_SECONDS * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, () => run(until, true)));
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requestsPerSecond: latencies.length / DURATION_SECONDS, p50: at(0.5), p99: at(0.99), statements: statements.length };
}

function report(results: Map<number, Record<string, Figures>>): void {
  console.log('\n== Summary ==');
  for (const [size, figures] of results) {
    const ratio = figures.listing!.requestsPerSecond / figures.ceiling!.requestsPerSecond;
    console.log(`${size.toLocaleString('en-IN')} products: listing/ceiling throughput ratio ${ratio.toFixed(2)} (aim: at least 0.5)`);
  }
  const [small, large] = [...results.keys()].sort((a, b) => a - b);
  if (small !== undefined && large !== undefined && small !== large) {
    for (const scenario of ['listing', 'search', 'product', 'placeOrder']) {
      const a = results.get(small)![scenario]!;
      const b = results.get(large)![scenario]!;
      console.log(
        `${scenario.padEnd(11)} ${large.toLocaleString('en-IN')} vs ${small.toLocaleString('en-IN')}: p50 ×${(b.p50 / a.p50).toFixed(2)}, throughput ×${(b.requestsPerSecond / a.requestsPerSecond).toFixed(2)} (aim: cost at most 1.5×)`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
