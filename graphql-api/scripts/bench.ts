// `npm run bench`: load-tests the real server (the production build, in its own process) on a
// real PostgreSQL at several catalogue sizes, with the scenarios, warm-up, concurrency and
// response checks of the Vendure peer harness (../shared/bench/peers/vendure/load.mjs), so that
// the figures compare. Per size: a category listing (Women, 24 by price ascending), a broad search
// ("polo", 2/7 of the products) and a narrow one ("navy polo"), a product by slug rotating over 100
// products spread evenly over the catalogue, placeOrder (every request a real order), the same
// listing as the storefront's HTML page rendered on the server for a signed-in shopper, and the
// ceiling: the listing's own SQL sent straight through `pg` at the same concurrency. Every response
// body is checked; one request per scenario is verified in detail first. placeOrder is measured again
// with one webhook endpoint registered for order.created whose receiver answers after 5 s: a slow
// third party must not slow checkout (aim: at least 0.9 of placeOrder's throughput without it), and
// with three promotions in force, two of them counted under their row locks (aim: at least 0.8 of
// placeOrder's throughput without promotions). Dispatching an order (the admin's status change to
// IN_SHIPPING) is measured without a store GSTIN (`dispatch`) and with one, when each dispatch
// issues the order's GST invoice under its series' counter lock (`dispatch_with_invoice`; aim: at
// least 0.8 of `dispatch`'s throughput). Prints a table and one JSON line per scenario, then
// compares the smallest size with the largest.
//
// Options: --sizes 1000,100000 --duration 20 --warmup 5 --connections 50 --shoppers 20000 --dispatch-orders 60000
// --scenarios a,b (only these) --out results.jsonl (appends the JSON lines). BENCH_DATABASE_URL uses an existing server (each
// size gets its own database there); otherwise an embedded one is started.
import 'reflect-metadata';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { priceCart, type Promotion as PricedPromotion } from '@threadline/domain';
import { createApp } from '../src/app.js';
import { loadConfig, REPO_ROOT } from '../src/config.js';
import { createDatabaseIfMissing } from '../src/db/database.js';
import { findFreePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { TokenIssuer } from '../src/modules/auth/tokens.js';
import { KEYWORD_MATCH_SQL } from '../src/modules/catalog/product-scope.js';
import { LocalMediaStorage } from '../src/modules/media/media-storage.js';
import { insertGeneratedProducts } from './catalog-generator.js';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    shoppers: { type: 'string', default: '20000' },
    'dispatch-orders': { type: 'string', default: '60000' },
    scenarios: { type: 'string' },
    out: { type: 'string' },
  },
});
const SIZES = options.sizes.split(',').map((size) => Number(size.trim()));
const DURATION_SECONDS = Number(options.duration);
const WARMUP_SECONDS = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
/** Shoppers with a one-line cart each: every placeOrder request places a real order for the next one. */
const SHOPPERS = Number(options.shoppers);
/** Placed orders, one line each, that the dispatch scenarios move to IN_SHIPPING, each once. */
const DISPATCH_ORDERS = Number(options['dispatch-orders']);
for (const [name, value, min] of [['duration', DURATION_SECONDS, 1], ['warmup', WARMUP_SECONDS, 0], ['connections', CONNECTIONS, 1], ['shoppers', SHOPPERS, 20], ['dispatch-orders', DISPATCH_ORDERS, 10]] as const) {
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
}
if (SIZES.length === 0 || SIZES.some((size) => !Number.isInteger(size) || size < 100)) throw new Error('--sizes must be whole numbers of at least 100, e.g. 1000,100000');
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';
/** As the peer harness: the broad search term, the category listed and how many products the product scenario rotates over. */
const BROAD_TERM = 'polo';
const NARROW_TERM = 'navy polo';
/** The narrow search misspelt: found only once corrected to NARROW_TERM, so it pays for the correction. */
const TYPO_TERM = 'navy pollo';
const PAGE = 24;
const ROTATING_PRODUCTS = 100;
const REVIEWS_PER_PRODUCT = 12;
const REVIEWS_PAGE = 10;

const LISTING = `query Listing { products(filter: { category: FEMALE }, sort: PRICE_LOW_TO_HIGH, first: ${PAGE}) {
  totalCount pageInfo { hasNextPage endCursor }
  nodes { id title image priceRange { min { amount currencyCode } } compareAtPriceRange { min { amount } } totalStock averageReview reviewCount sizeOptions { size price { amount } compareAtPrice { amount } } } } }`;
const SEARCH = (keyword: string) =>
  `query Search { searchProducts(keyword: ${JSON.stringify(keyword)}, first: ${PAGE}) { totalCount nodes { id title image priceRange { min { amount currencyCode } } compareAtPriceRange { min { amount } } } } }`;
const PRODUCT = `query Product($slug: String!) { product(slug: $slug) { id slug title description image basePrice { amount currencyCode } baseSalePrice { amount } totalStock averageReview reviewCount
    sizeOptions { size price { amount } compareAtPrice { amount } } reviews(first: ${REVIEWS_PAGE}) { nodes { id userName rating message createdAt } } } }`;
const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id total { amount } } userErrors { code message } } }`;
/** The detailed check before placeOrder's load: the same mutation, with the order's lines. */
const PLACE_ORDER_DETAILED = `mutation PlaceOrder($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id total { amount } lines { productId size quantity } } userErrors { code message } } }`;
/** The storefront's page of the same category, rendered on the server for a signed-in shopper. */
const HTML_LISTING_PATH = '/shop/listing?category=female';
const STOCKED_PRICES = `query Stocked($id: ID!) { product(id: $id) { sizeOptions { size price { amount } } } }`;
const DISPATCH = `mutation Dispatch($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { id status } userErrors { code message } } }`;
const ORDER_INVOICE = `query OrderInvoice($id: ID!) { order(id: $id) { status total { amount } invoice { number kind totals { total { amount } tax { amount } } } } }`;
/** The store's details with a GSTIN (its check character correct, made up): every dispatch then issues an invoice. */
const BENCH_STORE = { legalName: 'Threadline Bench Private Limited', address: 'Guma, North 24 Parganas, West Bengal 743704', gstin: '19AAACT1234F1ZO' };

type ScenarioName =
  | 'a_listing_category_price_asc'
  | 'listing_signed_in'
  | 'html_listing_signed_in'
  | 'listing_with_orders'
  | 'b_text_search_polo'
  | 'search_navy_polo'
  | 'search_typo_navy_pollo'
  | 'c_product_by_slug'
  | 'place_order'
  | 'place_order_slow_webhook'
  | 'place_order_promotions'
  | 'dispatch'
  | 'dispatch_with_invoice'
  | 'raw_sql_ceiling';
type LoadedScenario = Exclude<ScenarioName, 'raw_sql_ceiling'>;
const EVERY_LOADED: LoadedScenario[] = [
  'a_listing_category_price_asc',
  'listing_signed_in',
  'html_listing_signed_in',
  'listing_with_orders',
  'b_text_search_polo',
  'search_navy_polo',
  'search_typo_navy_pollo',
  'c_product_by_slug',
  'place_order',
  'place_order_slow_webhook',
  'place_order_promotions',
  'dispatch',
  'dispatch_with_invoice',
];
const CHOSEN = options.scenarios?.split(',').map((name) => name.trim());
for (const name of CHOSEN ?? []) if (!([...EVERY_LOADED, 'raw_sql_ceiling'] as string[]).includes(name)) throw new Error(`--scenarios: no scenario ${name}`);
const LOADED: LoadedScenario[] = EVERY_LOADED.filter((name) => !CHOSEN || CHOSEN.includes(name));
const ALL: ScenarioName[] = [...LOADED, ...(!CHOSEN || CHOSEN.includes('raw_sql_ceiling') ? (['raw_sql_ceiling'] as const) : [])];
/** How long the slow webhook receiver of place_order_slow_webhook takes to answer each delivery. */
const SLOW_RECEIVER_MS = 5_000;
/** The connections placing orders beside the listing in listing_with_orders: a steady trickle of checkouts. */
const ORDER_CONNECTIONS = 2;

interface Figures {
  scenario: ScenarioName;
  query: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  avgMs: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  gqlErrors: number;
  badBodies: number;
  warmupBadBodies: number;
  totalItems: number | null;
  bytesPerResponse: number | null;
  sqlPerRequest: number;
  /**
   * Of those, the statements from the one that locks a tax document series (`document_counter`) to
   * the commit, both counted: how long a dispatch holds the series every other dispatch waits on.
   * Null for a scenario that numbers no document.
   */
  seriesLockedStatements?: number | null;
  /**
   * The server process's CPU time (user and system, /proc) over the measured run, per request: what
   * a request costs the server whatever else the machine runs, unlike req/s on a shared machine.
   * Null where /proc is not there.
   */
  cpuMsPerRequest: number | null;
  /** No bad body, no non-2xx, no socket error or timeout, in the warm-up or the measured run. */
  ok: boolean;
  firstBadBody?: string;
}

interface Fixture {
  databaseUrl: string;
  size: number;
  stockedProductId: string;
  /** The rotating products' slugs, spread evenly over the catalogue. */
  slugs: string[];
  shoppers: Array<{ id: string; addressId: string }>;
  /** An admin, who dispatches. */
  adminId: string;
  /** Placed orders to dispatch; the first four are the statement probes' and the detailed checks'. */
  dispatchOrderIds: string[];
  expected: { listingTotal: number; broadTotal: number; narrowTotal: number; firstListingIds: string[] };
}

/** A GraphQL response body as the checks read it. */
interface Body {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}

/** One request of a scenario: its body and headers, and what its response must satisfy. */
interface Probe {
  body: string;
  headers?: Record<string, string>;
  /** Whether `data` is the expected answer (the body has no `errors`; that is checked before). */
  check: (data: Record<string, unknown>) => boolean;
  /** A page instead of a GraphQL request: GET of this path, its answer checked as a whole. */
  page?: { path: string; check: (status: number, html: string) => boolean };
}

const MACHINE = `${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const COMMIT = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
})();

async function main(): Promise<void> {
  await fs.access(path.join(REPO_ROOT, 'graphql-api', 'dist', 'src', 'main.js')).catch(() => {
    throw new Error('Build first: npm run build (npm run bench does it)');
  });
  // The HTML scenario needs the storefront's server renderer.
  await fs.access(path.join(REPO_ROOT, 'frontend', 'dist-server', 'entry-server.js')).catch(() => {
    throw new Error('Build the storefront first: npm run build (npm run bench does it)');
  });
  console.log(`bench: sizes ${SIZES.join(', ')}; ${CONNECTIONS} connections, pipelining 1, ${WARMUP_SECONDS} s warm-up (not recorded), ${DURATION_SECONDS} s measured per scenario`);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-bench-'));
  const external = process.env.BENCH_DATABASE_URL;
  const postgres = external ? null : await startEmbeddedPostgres({ clusterDir: path.join(scratch, 'pg'), port: 0, persistent: false });
  const adminUrl = external ?? postgres!.url('postgres');
  const results = new Map<number, Map<ScenarioName, Figures>>();
  try {
    for (const size of SIZES) {
      console.log(`\n== ${size.toLocaleString('en-IN')} products ==`);
      let figures: Map<ScenarioName, Figures>;
      try {
        figures = await measure(await prepareDatabase(adminUrl, size), scratch);
      } finally {
        // On a shared server, leave nothing behind; the embedded one goes with the scratch folder.
        if (external) await dropDatabase(adminUrl, `threadline_bench_${size}`);
      }
      results.set(size, figures);
      printTable(size, figures);
      const lines = [...figures.values()].map((f) => JSON.stringify(jsonLine(size, f)));
      for (const line of lines) console.log(line);
      if (options.out) await fs.appendFile(options.out, lines.map((line) => `${line}\n`).join(''));
    }
  } finally {
    await postgres?.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
  const failed = report(results);
  if (failed) process.exitCode = 1;
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function prepareDatabase(adminUrl: string, size: number): Promise<Fixture> {
  const name = `threadline_bench_${size}`;
  await dropDatabase(adminUrl, name);
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
    // One product with stock in M (what every bench cart holds) for every placeOrder.
    const { rows: [stocked] } = await client.query<{ id: string }>(
      `with old as (
         select product_id, quantity from product_size_stock
         where size = 'M' and product_id = (select id from product where category = 'male' and type = 'size' and size <> 'XXL' and product_type <> 'round_neck_oversize' limit 1)),
       moved as (update product_size_stock s set quantity = 1000000 from old where s.product_id = old.product_id and s.size = 'M' returning s.product_id),
       -- As an admin's count would be: with its movement in the stock ledger.
       ledger as (insert into stock_movement (product_id, size, quantity_moved, quantity_after, reason)
         select product_id, 'M', 1000000 - quantity, 1000000, 'ADMIN_ADJUSTMENT' from old)
       select product_id as id from moved`,
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
    // The dispatch scenarios' orders: placed, cash on delivery, one M of the stocked product each, as
    // checkout writes them (stock already taken); every request dispatches the next one.
    const { rows: [admin] } = await client.query<{ id: string }>(
      `insert into app_user (id, created_at, updated_at, user_name, email, password_hash, role)
       values (gen_random_uuid(), now(), now(), 'Bench Admin', 'bench-admin@example.com', 'not-a-hash', 'admin') returning id`,
    );
    const { rows: dispatchOrders } = await client.query<{ id: string }>(
      `with placed as (
         insert into customer_order (id, created_at, updated_at, user_id, cart_id, status, payment_method, payment_status, type,
           total_paise, subtotal_paise, discount_paise, discount_code,
           address_address_id, address_address, address_city, address_pincode, address_phone, address_notes, idempotency_key)
         select gen_random_uuid(), now() - make_interval(secs => i), now(), $1::uuid, null, 'orderPlaced', 'cod', 'pending', 'regular',
           p.effective_price_paise, p.effective_price_paise, 0, null, null, '12 Station Road', 'Barasat', '700124', '9876543210', '', null
         from generate_series(1, $2::int) as i cross join (select effective_price_paise from product where id = $3::uuid) as p
         returning id),
       lines as (
         insert into order_line (id, created_at, updated_at, order_id, product_id, title, image, category, product_type, type, size,
           measurement, percentage_increment, unit_price_paise, quantity, discount_paise, position)
         select gen_random_uuid(), now(), now(), placed.id, p.id, p.title, p.image, p.category, p.product_type, p.type, 'M',
           p.measurement, p.percentage_increment, p.effective_price_paise, 1, 0, 0
         from placed cross join (select * from product where id = $3::uuid) as p)
       select id from placed`,
      [shoppers[0]!.id, DISPATCH_ORDERS, stocked!.id],
    );
    // The product scenario's products: ROTATING_PRODUCTS spread evenly over the catalogue in the
    // generator's order (as the peer picks its slugs), each with a page of reviews to read.
    const step = Math.max(1, Math.floor(size / ROTATING_PRODUCTS));
    const { rows: rotating } = await client.query<{ id: string; slug: string }>(
      `select id, slug from (select id, slug, row_number() over (order by created_at desc, id) - 1 as k from product) as ordered
       where k % $1 = 0 order by k limit $2`,
      [step, ROTATING_PRODUCTS],
    );
    await client.query(
      `insert into review (id, created_at, updated_at, product_id, user_id, user_name, rating, message)
       select gen_random_uuid(), now() - make_interval(hours => n::int), now(), product_id, user_id, 'Bench Shopper', 1 + n::int % 5, 'Fits well and the fabric feels premium.'
       from unnest($1::uuid[]) as products(product_id)
       cross join (select id as user_id, row_number() over (order by id) as n from app_user order by id limit $2) as reviewers`,
      [rotating.map((r) => r.id), REVIEWS_PER_PRODUCT],
    );
    // Their rating summaries agree with the reviews, as the review service keeps them.
    await client.query(
      `update product set review_count = summary.review_count, average_review = summary.average_review
       from (select product_id, count(*)::int as review_count, round(avg(rating), 2) as average_review from review group by product_id) as summary
       where product.id = summary.product_id`,
    );
    await client.query('vacuum analyze');

    // What the responses must say, from the database itself.
    const count = async (sql: string, params: unknown[] = []) => Number((await client.query<{ n: string }>(sql, params)).rows[0]!.n);
    const matches = (keyword: string) => count(`select count(*) as n from product where ${KEYWORD_MATCH_SQL.replace(/:keyword\b/g, '$1')}`, [keyword]);
    const expected = {
      listingTotal: await count(`select count(*) as n from product where category = 'female'`),
      broadTotal: await matches(BROAD_TERM),
      narrowTotal: await matches(NARROW_TERM),
      firstListingIds: (await client.query<{ id: string }>(`select id from product where category = 'female' order by effective_price_paise, id limit $1`, [PAGE])).rows.map((r) => r.id),
    };
    const share = (n: number) => `${n.toLocaleString('en-IN')} (${((100 * n) / size).toFixed(1)} %)`;
    console.log(`women's category ${share(expected.listingTotal)}; "${BROAD_TERM}" matches ${share(expected.broadTotal)}; "${NARROW_TERM}" ${share(expected.narrowTotal)}`);
    return {
      databaseUrl,
      size,
      stockedProductId: stocked!.id,
      slugs: rotating.map((r) => r.slug),
      shoppers: shoppers.map((s) => ({ id: s.id, addressId: s.address_id })),
      adminId: admin!.id,
      dispatchOrderIds: dispatchOrders.map((row) => row.id),
      expected,
    };
  } finally {
    await client.end();
  }
}

const asConnection = (data: Record<string, unknown>, field: string) => data[field] as { totalCount?: number; nodes?: Array<Record<string, unknown>>; pageInfo?: { hasNextPage?: boolean } } | null | undefined;

/** Per scenario: the request for the k-th request of the load, and its check. */
function scenarios(
  fixture: Fixture,
  readerToken: string,
  orderTokens: Array<{ addressId: string; token: string }>,
  adminToken: string,
): Record<LoadedScenario, { query: string; probe: (k: number) => Probe }> {
  const json = { 'content-type': 'application/json' };
  const { expected } = fixture;
  const connectionCheck = (field: string, total: number) => (data: Record<string, unknown>) => {
    const page = asConnection(data, field);
    return page?.totalCount === total && page.nodes?.length === Math.min(PAGE, total);
  };
  const listing = { body: JSON.stringify({ query: LISTING }), headers: json, check: connectionCheck('products', expected.listingTotal) };
  const signedInListing = { ...listing, headers: { ...json, authorization: `Bearer ${readerToken}` } };
  const htmlListing: Probe = {
    body: '',
    // A browser's page request carries the session cookie, not a Bearer token.
    headers: { cookie: `token=${readerToken}` },
    check: () => false,
    page: { path: HTML_LISTING_PATH, check: (status, html) => status === 200 && isListingPage(html, expected.listingTotal) },
  };
  const broad = { body: JSON.stringify({ query: SEARCH(BROAD_TERM) }), headers: json, check: connectionCheck('searchProducts', expected.broadTotal) };
  const narrow = { body: JSON.stringify({ query: SEARCH(NARROW_TERM) }), headers: json, check: connectionCheck('searchProducts', expected.narrowTotal) };
  const typo = { body: JSON.stringify({ query: SEARCH(TYPO_TERM) }), headers: json, check: connectionCheck('searchProducts', expected.narrowTotal) };
  const productBodies = fixture.slugs.map((slug) => JSON.stringify({ query: PRODUCT, variables: { slug } }));
  return {
    a_listing_category_price_asc: { query: `products(filter: {category: FEMALE}, sort: PRICE_LOW_TO_HIGH, first: ${PAGE})`, probe: () => listing },
    // The storefront asks signed in (shopping needs an account): the same answer must cost the same.
    listing_signed_in: { query: 'the same listing, asked by a signed-in shopper (Bearer token)', probe: () => signedInListing },
    html_listing_signed_in: { query: `GET ${HTML_LISTING_PATH} as HTML, rendered on the server for a signed-in shopper (session cookie)`, probe: () => htmlListing },
    // Every order changes stock; before stock had rows of its own, each one emptied the whole cache.
    listing_with_orders: {
      query: `the same listing while ${ORDER_CONNECTIONS} connections place orders beside it (each order of a product outside the page)`,
      probe: () => listing,
    },
    b_text_search_polo: { query: `searchProducts(keyword: "${BROAD_TERM}", first: ${PAGE}), best matches first`, probe: () => broad },
    search_navy_polo: { query: `searchProducts(keyword: "${NARROW_TERM}", first: ${PAGE}), best matches first`, probe: () => narrow },
    search_typo_navy_pollo: { query: `searchProducts(keyword: "${TYPO_TERM}", first: ${PAGE}): nothing as typed, then corrected to "${NARROW_TERM}"`, probe: () => typo },
    c_product_by_slug: {
      query: `product(slug) with size options and ${REVIEWS_PAGE} reviews, rotating over ${fixture.slugs.length} slugs`,
      probe: (k) => {
        const slug = fixture.slugs[k % fixture.slugs.length]!;
        return {
          body: productBodies[k % productBodies.length]!,
          headers: json,
          check: (data) => {
            const product = data.product as { slug?: string; sizeOptions?: unknown[]; reviews?: { nodes?: unknown[] } } | null;
            return product?.slug === slug && (product.sizeOptions?.length ?? 0) > 0 && product.reviews?.nodes?.length === REVIEWS_PAGE;
          },
        };
      },
    },
    place_order_slow_webhook: {
      query: `placeOrder as place_order, with one webhook endpoint for order.created whose receiver answers after ${SLOW_RECEIVER_MS / 1000} s`,
      probe: (k) => placeOrderProbe(k),
    },
    place_order: {
      query: 'placeOrder (COD), each request a real order from another shopper with a one-line cart',
      probe: (k) => placeOrderProbe(k),
    },
    place_order_promotions: {
      query: `placeOrder as place_order, with three promotions in force: ${BENCH_PROMOTIONS.map((p) => p.label).join('; ')}`,
      probe: (k) => placeOrderProbe(k),
    },
    dispatch: {
      query: 'updateOrderStatus to IN_SHIPPING by an admin, each request another placed order, the store without a GSTIN (no invoice)',
      probe: (k) => dispatchProbe(k),
    },
    dispatch_with_invoice: {
      query: 'updateOrderStatus to IN_SHIPPING as dispatch, the store with a GSTIN: each dispatch issues the order’s GST invoice in its transaction',
      probe: (k) => dispatchProbe(k),
    },
  };

  function dispatchProbe(k: number): Probe {
    // Past the last order the status is already IN_SHIPPING: the check still passes (nothing to do), so the pool must be large enough (see measure's warning).
    const orderId = fixture.dispatchOrderIds[k % fixture.dispatchOrderIds.length]!;
    return {
      body: JSON.stringify({ query: DISPATCH, variables: { input: { orderId, status: 'IN_SHIPPING' } } }),
      headers: { ...json, authorization: `Bearer ${adminToken}` },
      check: (data) => {
        const payload = data.updateOrderStatus as { order?: { id?: string; status?: string } | null; userErrors?: unknown[] } | null;
        return payload?.order?.id === orderId && payload.order.status === 'IN_SHIPPING' && payload.userErrors?.length === 0;
      },
    };
  }

  function placeOrderProbe(k: number): Probe {
    // Past the last shopper the carts are empty: those requests fail the check, and the report says so.
    const shopper = orderTokens[k % orderTokens.length]!;
    return {
      body: JSON.stringify({ query: PLACE_ORDER, variables: { input: { addressId: shopper.addressId } } }),
      headers: { ...json, authorization: `Bearer ${shopper.token}` },
      check: (data) => {
        const payload = data.placeOrder as { order?: { id?: string } | null; userErrors?: unknown[] } | null;
        return !!payload?.order?.id && payload.userErrors?.length === 0;
      },
    };
  }
}

async function measure(fixture: Fixture, scratch: string): Promise<Map<ScenarioName, Figures>> {
  const statements = await statementsPerRequest(fixture, scratch);
  const port = await findFreePort();
  const server = await startServer(fixture.databaseUrl, port, scratch);
  const url = `http://127.0.0.1:${port}/graphql`;
  const tokens = await TokenIssuer.create({ secret: JWT_SECRET, dataDir: scratch });
  const figures = new Map<ScenarioName, Figures>();
  let slow: { received: () => number; stop: () => Promise<void> } | undefined;
  try {
    // shoppers[0] placed the statement probe's order and asks the signed-in listing; shoppers[1] places
    // the detailed check's order; shoppers[2] and [3] do the same with promotions in force.
    const readerToken = await tokens.issue({ id: fixture.shoppers[0]!.id, role: 'user' });
    const orderTokens = await Promise.all(fixture.shoppers.slice(4).map(async (s) => ({ addressId: s.addressId, token: await tokens.issue({ id: s.id, role: 'user' }) })));
    const adminToken = await tokens.issue({ id: fixture.adminId, role: 'admin' });
    const all = scenarios(fixture, readerToken, orderTokens, adminToken);
    // Orders placed beside the listing and by place_order draw on the same shoppers, each once.
    let ordered = 0;
    const nextOrder = () => all.place_order.probe(ordered++);
    // The dispatch scenarios draw on one pool of placed orders, each dispatched once; the first
    // FIRST_DISPATCH_ORDER are the statement probes' and the detailed checks'.
    let dispatched = FIRST_DISPATCH_ORDER;
    const nextDispatch = () => all.dispatch.probe(dispatched++);
    for (const name of LOADED) {
      if (name === 'place_order_slow_webhook') slow = await registerSlowEndpoint(fixture.databaseUrl);
      await setBenchPromotions(fixture.databaseUrl, name === 'place_order_promotions');
      await setBenchStoreGstin(fixture.databaseUrl, name === 'dispatch_with_invoice');
      await verify(url, name, fixture, tokens);
      let next = 0;
      const { query, probe } = all[name];
      const f =
        name === 'place_order' || name === 'place_order_slow_webhook' || name === 'place_order_promotions'
          ? await load(url, nextOrder, server.pid)
          : name === 'dispatch' || name === 'dispatch_with_invoice'
            ? await load(url, nextDispatch, server.pid)
            : name === 'listing_with_orders'
              ? await loadBeside(url, () => probe(next++), nextOrder, server.pid)
              : await load(url, () => probe(next++), server.pid);
      if (slow) console.log(`place_order_slow_webhook: ${await owedDeliveries(fixture.databaseUrl)} deliveries owed to the slow endpoint, ${slow.received()} received so far`);
      figures.set(name, {
        scenario: name,
        query,
        ...f,
        totalItems: totalItemsOf(name, fixture),
        sqlPerRequest: statements[name].length,
        seriesLockedStatements: seriesLockedStatements(statements[name]),
      });
    }
    if (ordered > orderTokens.length) console.warn(`place_order: ${ordered} orders for ${orderTokens.length} shoppers; the rest found empty carts (raise --shoppers)`);
    if (dispatched > fixture.dispatchOrderIds.length) {
      console.warn(`dispatch: ${dispatched} dispatches for ${fixture.dispatchOrderIds.length} orders; the rest changed nothing and the figures are too good (raise --dispatch-orders)`);
    }
    if (ALL.includes('raw_sql_ceiling')) figures.set('raw_sql_ceiling', await ceiling(fixture.databaseUrl, statements.a_listing_category_price_asc));
  } finally {
    // Waited for: the server writes its CPU profile (BENCH_CPU_PROF_DIR) as it exits.
    const exited = server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : Promise.resolve();
    server.kill('SIGINT');
    await exited;
    await slow?.stop();
    await setBenchPromotions(fixture.databaseUrl, false);
    await setBenchStoreGstin(fixture.databaseUrl, false);
  }
  return figures;
}

/**
 * The promotions of place_order_promotions, as a festive sale would run them: an automatic percent
 * off everything, an automatic fixed amount off every order counted against a (never reached)
 * usage limit, and a code every shopper has applied, limited to one use per shopper. All combine,
 * so each order is priced with the three and counts two, under their row locks.
 */
const BENCH_PROMOTIONS: Array<PricedPromotion & { label: string; usageLimit: number | null; perShopperLimit: number | null }> = [
  {
    id: '00000000-0000-4000-8000-00000000b001', name: 'Bench festive sale', code: null, label: 'automatic 10 % off every line',
    startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: null, enabled: true, priority: 10, combinesWith: true,
    conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [], productIds: [], firstOrderOnly: false },
    action: { kind: 'PERCENT_OFF_LINES', percent: 10, capPaise: null }, usageLimit: null, perShopperLimit: null,
  },
  {
    id: '00000000-0000-4000-8000-00000000b002', name: 'Bench flat ₹20', code: null, label: 'automatic ₹20 off every order, limit 10 million uses',
    startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: null, enabled: true, priority: 5, combinesWith: true,
    conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [], productIds: [], firstOrderOnly: false },
    action: { kind: 'FIXED_OFF_ORDER', amountPaise: 2_000 }, usageLimit: 10_000_000, perShopperLimit: null,
  },
  {
    id: '00000000-0000-4000-8000-00000000b003', name: 'Bench code', code: 'BENCH5', label: 'the code BENCH5, 5 % off, once per shopper, on every cart',
    startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: null, enabled: true, priority: 0, combinesWith: true,
    conditions: { minSubtotalPaise: 0, minQuantity: 0, categories: [], productTypes: [], productIds: [], firstOrderOnly: false },
    action: { kind: 'PERCENT_OFF_LINES', percent: 5, capPaise: null }, usageLimit: null, perShopperLimit: 1,
  },
];

/** Puts the bench promotions in force (and BENCH5 on every cart), or takes them out of force. */
async function setBenchPromotions(databaseUrl: string, inForce: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const p of BENCH_PROMOTIONS) {
      const action = p.action;
      await client.query(
        `insert into promotion (id, created_at, updated_at, name, code, starts_at, ends_at, enabled, priority, combines_with_others,
           min_subtotal_paise, min_quantity, categories, product_types, product_ids, first_order_only,
           action_kind, percent, cap_paise, amount_paise, buy, get, usage_limit, per_shopper_limit, uses)
         values ($1, now(), now(), $2, $3, $4, null, $5, $6, true, 0, 0, '{}', '{}', '{}', false, $7, $8, null, $9, null, null, $10, $11, 0)
         on conflict (id) do update set enabled = excluded.enabled`,
        [
          p.id, p.name, p.code, p.startsAt, inForce, p.priority, action.kind,
          action.kind === 'PERCENT_OFF_LINES' ? action.percent : null,
          action.kind === 'FIXED_OFF_ORDER' ? action.amountPaise : null,
          p.usageLimit, p.perShopperLimit,
        ],
      );
    }
    await client.query('update cart set discount_code = $1', [inForce ? 'BENCH5' : null]);
  } finally {
    await client.end();
  }
}

/** The orders of the dispatch scenarios' statement probes and detailed checks: the pool's first. */
const FIRST_DISPATCH_ORDER = 4;

/** Gives the store its details with a GSTIN (every dispatch then issues an invoice), or takes the GSTIN away. */
async function setBenchStoreGstin(databaseUrl: string, withGstin: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update store_details set legal_name = $1, address = $2, gstin = $3, state_code = '19', taxpayer_kind = 'REGULAR', updated_at = now()`,
      withGstin ? [BENCH_STORE.legalName, BENCH_STORE.address, BENCH_STORE.gstin] : [null, null, null],
    );
  } finally {
    await client.end();
  }
}

/**
 * A third party's receiver on 127.0.0.1 that answers every delivery after SLOW_RECEIVER_MS, and an
 * endpoint for order.created pointing at it (the bench server allows private targets).
 */
async function registerSlowEndpoint(databaseUrl: string): Promise<{ received: () => number; stop: () => Promise<void> }> {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      setTimeout(() => res.writeHead(200).end(), SLOW_RECEIVER_MS).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/slow`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into webhook_endpoint (id, created_at, updated_at, url, description, events, secret, enabled)
       values (gen_random_uuid(), now(), now(), $1, 'bench: a slow receiver', '{order.created}', 'whsec_bench', true)`,
      [url],
    );
  } finally {
    await client.end();
  }
  return {
    received: () => received,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function owedDeliveries(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from webhook_delivery');
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

function totalItemsOf(name: ScenarioName, fixture: Fixture): number | null {
  if (name === 'a_listing_category_price_asc' || name === 'listing_signed_in' || name === 'html_listing_signed_in' || name === 'listing_with_orders') return fixture.expected.listingTotal;
  if (name === 'b_text_search_polo') return fixture.expected.broadTotal;
  if (name === 'search_navy_polo' || name === 'search_typo_navy_pollo') return fixture.expected.narrowTotal;
  return null;
}

async function post(url: string, query: string, variables?: object, bearer?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as Body;
  if (!response.ok || body.errors || !body.data) throw new Error(`bench request failed (HTTP ${response.status}): ${text.slice(0, 500)}`);
  return body.data;
}

/**
 * Whether `html` is the listing page with its data: the state block the browser hydrates from
 * holds the category's listing (its total and a full first page) and the shopper's cart.
 */
function isListingPage(html: string, listingTotal: number): boolean {
  const state = /<script type="application\/json" id="threadline-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!state) return false;
  const root = (JSON.parse(state) as { apollo?: { ROOT_QUERY?: Record<string, unknown> } }).apollo?.ROOT_QUERY ?? {};
  const listing = Object.entries(root).find(([field]) => /^products[:(]/.test(field) && field.includes('FEMALE'))?.[1] as
    | { totalCount?: number; nodes?: unknown[] }
    | undefined;
  return listing?.totalCount === listingTotal && listing.nodes?.length === Math.min(PAGE, listingTotal) && root['cart'] !== undefined;
}

/** One request of the scenario checked in detail before its load: order, contents, not only counts. */
async function verify(url: string, name: ScenarioName, fixture: Fixture, tokens: TokenIssuer): Promise<void> {
  const fail = (why: string, data: unknown) => {
    throw new Error(`${name}: ${why}: ${JSON.stringify(data).slice(0, 600)}`);
  };
  const { expected } = fixture;
  if (name === 'a_listing_category_price_asc' || name === 'listing_signed_in' || name === 'listing_with_orders') {
    const bearer = name === 'listing_signed_in' ? await tokens.issue({ id: fixture.shoppers[0]!.id, role: 'user' }) : undefined;
    const data = await post(url, LISTING, undefined, bearer);
    const page = asConnection(data, 'products');
    if (page?.totalCount !== expected.listingTotal) fail(`totalCount is not the women's category's ${expected.listingTotal}`, page?.totalCount);
    const ids = page!.nodes!.map((node) => node.id);
    if (JSON.stringify(ids) !== JSON.stringify(expected.firstListingIds)) fail('the page is not the 24 cheapest of the category in price order', ids);
    if (page!.pageInfo?.hasNextPage !== expected.listingTotal > PAGE) fail('hasNextPage is wrong', page!.pageInfo);
  } else if (name === 'html_listing_signed_in') {
    const token = await tokens.issue({ id: fixture.shoppers[0]!.id, role: 'user' });
    const response = await fetch(new URL(HTML_LISTING_PATH, url), { headers: { cookie: `token=${token}` }, redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200 || !isListingPage(html, expected.listingTotal)) fail(`not the listing page with the category's ${expected.listingTotal} products (HTTP ${response.status})`, html.slice(0, 600));
  } else if (name === 'b_text_search_polo' || name === 'search_navy_polo' || name === 'search_typo_navy_pollo') {
    const term = name === 'b_text_search_polo' ? BROAD_TERM : NARROW_TERM;
    const total = name === 'b_text_search_polo' ? expected.broadTotal : expected.narrowTotal;
    const page = asConnection(await post(url, SEARCH(name === 'search_typo_navy_pollo' ? TYPO_TERM : term)), 'searchProducts');
    if (page?.totalCount !== total) fail(`totalCount is not the ${total} products matching "${term}"`, page?.totalCount);
    if (page!.nodes!.length !== Math.min(PAGE, total)) fail('wrong page length', page!.nodes!.length);
    // Every generated product that matches has the words in its title: the best matches must.
    const words = term.split(' ');
    const off = page!.nodes!.filter((node) => !words.every((word) => String(node.title).toLowerCase().includes(word)));
    if (off.length > 0) fail(`best matches without "${term}" in the title`, off.map((node) => node.title));
  } else if (name === 'c_product_by_slug') {
    for (const slug of [fixture.slugs[0]!, fixture.slugs.at(-1)!]) {
      const product = (await post(url, PRODUCT, { slug })).product as { slug: string; sizeOptions: unknown[]; reviews: { nodes: unknown[] }; reviewCount: number } | null;
      if (product?.slug !== slug) fail(`not the product ${slug}`, product);
      if (product!.sizeOptions.length === 0 || product!.reviews.nodes.length !== REVIEWS_PAGE || product!.reviewCount !== REVIEWS_PER_PRODUCT) fail('size options or reviews missing', product);
    }
    if (new Set(fixture.slugs).size !== Math.min(ROTATING_PRODUCTS, fixture.size)) fail('the rotating slugs are not distinct', fixture.slugs.length);
  } else if (name === 'place_order' || name === 'place_order_promotions') {
    const withPromotions = name === 'place_order_promotions';
    const shopper = fixture.shoppers[withPromotions ? 3 : 1]!;
    const prices = (await post(url, STOCKED_PRICES, { id: fixture.stockedProductId })).product as { sizeOptions: Array<{ size: string; price: { amount: unknown } }> };
    const price = prices.sizeOptions.find((option) => option.size === 'M')?.price.amount;
    const token = await tokens.issue({ id: shopper.id, role: 'user' });
    const payload = (await post(url, PLACE_ORDER_DETAILED, { input: { addressId: shopper.addressId } }, token)).placeOrder as {
      order: { id: string; total: { amount: unknown }; lines: Array<{ productId: string; size: string; quantity: number }> } | null;
      userErrors: unknown[];
    };
    const line = payload.order?.lines[0];
    if (!payload.order || payload.userErrors.length > 0 || payload.order.lines.length !== 1) fail('no order of one line', payload);
    // With the promotions in force the order must be priced as domain's priceCart prices the cart.
    const expectedTotal = withPromotions ? promotedTotal(String(price)) : price;
    if (line!.productId !== fixture.stockedProductId || line!.size !== 'M' || line!.quantity !== 1 || payload.order!.total.amount !== expectedTotal) {
      fail(`not one M of the stocked product at ${String(expectedTotal)}`, payload);
    }
  } else if (name === 'dispatch' || name === 'dispatch_with_invoice') {
    const withInvoice = name === 'dispatch_with_invoice';
    const orderId = fixture.dispatchOrderIds[withInvoice ? 3 : 2]!;
    const token = await tokens.issue({ id: fixture.adminId, role: 'admin' });
    const payload = (await post(url, DISPATCH, { input: { orderId, status: 'IN_SHIPPING' } }, token)).updateOrderStatus as { order: { status: string } | null; userErrors: unknown[] };
    if (payload.order?.status !== 'IN_SHIPPING' || payload.userErrors.length > 0) fail('the order was not dispatched', payload);
    const order = (await post(url, ORDER_INVOICE, { id: orderId }, token)).order as {
      total: { amount: string };
      invoice: { number: string; kind: string; totals: { total: { amount: string }; tax: { amount: string } } } | null;
    };
    if (!withInvoice && order.invoice !== null) fail('an invoice was issued without a store GSTIN', order);
    if (withInvoice && (order.invoice?.kind !== 'TAX_INVOICE' || order.invoice.totals.total.amount !== order.total.amount || !/^TL\/\d{4}\/\d{6}$/.test(order.invoice.number))) {
      fail('no tax invoice of the order’s total', order);
    }
  }
}
/** What one M of the stocked product at `price` ("1299.00") costs with the bench promotions, as "1234.56". */
function promotedTotal(price: string): string {
  const unitPaise = Math.round(Number(price) * 100);
  const line = { lineId: 'bench', productId: 'bench', category: 'female', productType: 'round_neck_half', size: 'M', unitPaise, quantity: 1 } as const;
  const priced = priceCart([line], BENCH_PROMOTIONS, { now: new Date(), previousOrderCount: 0, code: 'BENCH5' });
  return (priced.totalPaise / 100).toFixed(2);
}

/** Statements per request, recorded in-process on the same database: they do not vary with load. */
async function statementsPerRequest(fixture: Fixture, scratch: string): Promise<Record<LoadedScenario, string[]>> {
  let recording: string[] | null = null;
  const orm = await MikroORM.init(ormConfig(fixture.databaseUrl, { debug: ['query', 'query-params'], colors: false, logger: (line) => recording?.push(line) }));
  // Uncached: what a miss costs, even for a request that repeats another's answer.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, DATABASE_URL: fixture.databaseUrl, JWT_SECRET, CATALOGUE_CACHE_MB: '0' });
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
    await post(url, query, variables, bearer);
    const lines = recording.map(toSql);
    recording = null;
    return lines;
  };
  // The page as the load gets it: after its first visit, kept (PAGE_CACHE_MB) with the shopper's own
  // parts; the first visit, which renders it, is not what the load measures.
  const recordPage = async (pagePath: string, cookieToken: string) => {
    const visit = async () => {
      const response = await fetch(new URL(pagePath, url), { headers: { cookie: `token=${cookieToken}` }, redirect: 'manual' });
      if (response.status !== 200) throw new Error(`bench page ${pagePath} answered HTTP ${response.status}`);
      await response.text();
    };
    await visit();
    recording = [];
    await visit();
    const lines = recording.map(toSql);
    recording = null;
    return lines;
  };
  try {
    const placeOrderStatements = await record(PLACE_ORDER, { input: { addressId: shopper.addressId, idempotencyKey: 'bench-probe' } }, token);
    const promotedShopper = fixture.shoppers[2]!;
    await setBenchPromotions(fixture.databaseUrl, true);
    const placeOrderWithPromotions = await record(
      PLACE_ORDER,
      { input: { addressId: promotedShopper.addressId, idempotencyKey: 'bench-probe' } },
      await tokens.issue({ id: promotedShopper.id, role: 'user' }),
    );
    await setBenchPromotions(fixture.databaseUrl, false);
    const adminToken = await tokens.issue({ id: fixture.adminId, role: 'admin' });
    const dispatchStatements = await record(DISPATCH, { input: { orderId: fixture.dispatchOrderIds[0], status: 'IN_SHIPPING' } }, adminToken);
    await setBenchStoreGstin(fixture.databaseUrl, true);
    const dispatchWithInvoiceStatements = await record(DISPATCH, { input: { orderId: fixture.dispatchOrderIds[1], status: 'IN_SHIPPING' } }, adminToken);
    await setBenchStoreGstin(fixture.databaseUrl, false);
    return {
      a_listing_category_price_asc: await record(LISTING),
      listing_signed_in: await record(LISTING, undefined, token),
      html_listing_signed_in: await recordPage(HTML_LISTING_PATH, token),
      listing_with_orders: await record(LISTING),
      b_text_search_polo: await record(SEARCH(BROAD_TERM)),
      search_navy_polo: await record(SEARCH(NARROW_TERM)),
      search_typo_navy_pollo: await record(SEARCH(TYPO_TERM)),
      c_product_by_slug: await record(PRODUCT, { slug: fixture.slugs[0] }),
      place_order: placeOrderStatements,
      // The same statements: the webhook subscriber's one insert runs with or without an endpoint.
      place_order_slow_webhook: placeOrderStatements,
      place_order_promotions: placeOrderWithPromotions,
      dispatch: dispatchStatements,
      dispatch_with_invoice: dispatchWithInvoiceStatements,
    };
  } finally {
    server.close();
    await stop();
    await orm.close();
  }
}

/** The statements from the first that locks a document series to the transaction's end (see Figures). */
function seriesLockedStatements(statements: readonly string[]): number | null {
  const locking = statements.findIndex((sql) => /\bdocument_counter\b/.test(sql));
  if (locking < 0) return null;
  const commit = statements.findIndex((sql, index) => index > locking && /^commit\b/i.test(sql.trim()));
  return (commit < 0 ? statements.length : commit + 1) - locking;
}

/** MikroORM logs `[query] <sql with its values> [took n ms, m results]` (coloured); keep the SQL. */
function toSql(line: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.replace(/^\[query\]\s*/, '').replace(/\s*\[took [^\]]*\]\s*$/, '');
}

async function startServer(databaseUrl: string, port: number, scratch: string): Promise<ChildProcess> {
  // BENCH_CPU_PROF_DIR: the server writes a V8 CPU profile there when it stops (node --cpu-prof),
  // to see where a scenario's time goes (open it in Chrome's DevTools, Performance tab).
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO_ROOT, 'graphql-api', 'dist', 'src', 'main.js')], {
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
      // place_order_slow_webhook's receiver listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
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

type LoadFigures = Omit<Figures, 'scenario' | 'query' | 'totalItems' | 'sqlPerRequest'>;

interface BodyTally {
  gqlErrors: number;
  badBodies: number;
  firstBadBody?: string;
}

/** What a connection remembers of the one request it has in flight. */
interface ProbeContext {
  check?: Probe['check'];
  page?: Probe['page'];
}

/** One autocannon run: every request from `next`, every response body checked against its request's check. */
function run(url: string, seconds: number, next: () => Probe, connections = CONNECTIONS): Promise<{ result: autocannon.Result; tally: BodyTally }> {
  const tally: BodyTally = { gqlErrors: 0, badBodies: 0 };
  const bad = (body: string) => {
    tally.badBodies++;
    tally.firstBadBody ??= body.slice(0, 300);
  };
  const requests: autocannon.Request[] = [
    {
      method: 'POST',
      // Pipelining 1: a connection's context holds the check of the one request in flight.
      setupRequest: (request, context) => {
        const probe = next();
        Object.assign(context as ProbeContext, { check: probe.check, page: probe.page });
        if (probe.page) return { ...request, method: 'GET', path: probe.page.path, headers: probe.headers ?? {}, body: undefined };
        return { ...request, headers: probe.headers ?? {}, body: probe.body };
      },
      onResponse: (status, text, context) => {
        const page = (context as ProbeContext).page;
        if (page) {
          if (!page.check(status, text)) bad(text);
          return;
        }
        let body: Body;
        try {
          body = JSON.parse(text) as Body;
        } catch {
          return bad(text);
        }
        if (body.errors) {
          tally.gqlErrors++;
          return bad(text);
        }
        const check = (context as ProbeContext).check;
        if (status < 200 || status > 299 || !body.data || !check?.(body.data)) bad(text);
      },
    },
  ];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, requests }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, tally });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** As the peer: a warm-up that is not recorded (JIT, pools, caches), a pause, then the measured run. */
/** The process's CPU time so far in ms (user and system), from /proc; null where there is none. */
async function cpuMsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // The fields after the command's name (which may hold spaces) in brackets: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

async function load(url: string, next: () => Probe, serverPid?: number): Promise<LoadFigures> {
  let warmupBadBodies = 0;
  let warmupFailures = 0;
  if (WARMUP_SECONDS > 0) {
    const warm = await run(url, WARMUP_SECONDS, next);
    warmupBadBodies = warm.tally.badBodies;
    warmupFailures = warm.result.non2xx + warm.result.errors + warm.result.timeouts;
    await sleep(1000);
  }
  const cpuBefore = await cpuMsOf(serverPid);
  const { result, tally } = await run(url, DURATION_SECONDS, next);
  const cpuAfter = await cpuMsOf(serverPid);
  const requests = result.requests.total;
  return {
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && requests > 0 ? (cpuAfter - cpuBefore) / requests : null,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    avgMs: result.latency.average,
    maxMs: result.latency.max,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    gqlErrors: tally.gqlErrors,
    badBodies: tally.badBodies,
    warmupBadBodies,
    bytesPerResponse: requests ? Math.round(result.throughput.total / requests) : null,
    ok: tally.badBodies + warmupBadBodies + warmupFailures + result.non2xx + result.errors + result.timeouts === 0,
    ...(tally.firstBadBody ? { firstBadBody: tally.firstBadBody } : {}),
  };
}

/**
 * `load` of `next` while ORDER_CONNECTIONS place orders from `nextOrder` for as long, warm-up
 * included. The figures are the listing's; an order that fails makes the scenario fail too.
 */
async function loadBeside(url: string, next: () => Probe, nextOrder: () => Probe, serverPid?: number): Promise<LoadFigures> {
  const orders = run(url, WARMUP_SECONDS + DURATION_SECONDS + (WARMUP_SECONDS > 0 ? 1 : 0), nextOrder, ORDER_CONNECTIONS);
  const figures = await load(url, next, serverPid);
  const { result, tally } = await orders;
  console.log(`listing_with_orders: ${result.requests.total} orders placed beside the listing (${Math.round(result.requests.average)}/s)`);
  const orderFailures = tally.badBodies + result.non2xx + result.errors + result.timeouts;
  return { ...figures, ok: figures.ok && orderFailures === 0, ...(tally.firstBadBody && !figures.firstBadBody ? { firstBadBody: `order: ${tally.firstBadBody}` } : {}) };
}

/** The listing's own statements, straight through `pg`, as fast as PostgreSQL answers them, at the same concurrency. */
async function ceiling(databaseUrl: string, statements: string[]): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const runFor = async (until: number, record: boolean) => {
    while (Date.now() < until) {
      const started = performance.now();
      const client = await pool.connect();
      try {
        for (const sql of statements) await client.query(sql);
      } catch {
        errors++;
      } finally {
        client.release();
      }
      if (record) latencies.push(performance.now() - started);
    }
  };
  try {
    if (WARMUP_SECONDS > 0) await Promise.all(Array.from({ length: CONNECTIONS }, () => runFor(Date.now() + WARMUP_SECONDS * 1000, false)));
    const until = Date.now() + DURATION_SECONDS * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, () => runFor(until, true)));
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    scenario: 'raw_sql_ceiling',
    query: `the listing's ${statements.length} SQL statements through pg, one pooled client per connection`,
    // PostgreSQL's time, not a server's: no server process to measure.
    cpuMsPerRequest: null,
    rps: round(latencies.length / DURATION_SECONDS),
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    avgMs: round(latencies.reduce((sum, ms) => sum + ms, 0) / (latencies.length || 1)),
    maxMs: round(latencies.at(-1) ?? 0),
    requests: latencies.length,
    non2xx: 0,
    errors,
    timeouts: 0,
    gqlErrors: 0,
    badBodies: 0,
    warmupBadBodies: 0,
    totalItems: null,
    bytesPerResponse: null,
    sqlPerRequest: statements.length,
    ok: errors === 0,
  };
}

/** One result as a JSON line, with the peer harness's fields in its order (and ours after them). */
function jsonLine(size: number, f: Figures): Record<string, unknown> {
  return {
    peer: 'threadline',
    version: COMMIT,
    scenario: f.scenario,
    query: f.query,
    N: size,
    connections: CONNECTIONS,
    durationS: DURATION_SECONDS,
    warmupS: WARMUP_SECONDS,
    rps: f.rps,
    p50Ms: f.p50Ms,
    p99Ms: f.p99Ms,
    avgMs: f.avgMs,
    maxMs: f.maxMs,
    requests: f.requests,
    non2xx: f.non2xx,
    errors: f.errors,
    timeouts: f.timeouts,
    gqlErrors: f.gqlErrors,
    badBodies: f.badBodies,
    warmupBadBodies: f.warmupBadBodies,
    ok: f.ok,
    totalItems: f.totalItems,
    bytesPerResponse: f.bytesPerResponse,
    sqlPerRequest: f.sqlPerRequest,
    ...(f.seriesLockedStatements != null ? { seriesLockedStatements: f.seriesLockedStatements } : {}),
    cpuMsPerRequest: f.cpuMsPerRequest === null ? null : Number(f.cpuMsPerRequest.toFixed(3)),
    ...(f.firstBadBody ? { firstBadBody: f.firstBadBody } : {}),
    date: new Date().toISOString(),
    machine: MACHINE,
  };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

function printTable(size: number, figures: Map<ScenarioName, Figures>): void {
  const rows = [['scenario', 'req/s', 'p50 ms', 'p99 ms', 'avg ms', 'max ms', 'requests', 'non-2xx', 'errors', 'gqlErrors', 'badBodies', 'SQL/req', 'CPU ms/req', 'status']];
  for (const f of figures.values()) {
    rows.push([
      f.scenario,
      fixed(f.rps, 1),
      fixed(f.p50Ms, 1),
      fixed(f.p99Ms, 1),
      fixed(f.avgMs, 1),
      fixed(f.maxMs, 1),
      String(f.requests),
      String(f.non2xx),
      String(f.errors + f.timeouts),
      String(f.gqlErrors),
      f.warmupBadBodies ? `${f.badBodies} (+${f.warmupBadBodies} warm-up)` : String(f.badBodies),
      String(f.sqlPerRequest),
      f.cpuMsPerRequest === null ? '-' : fixed(f.cpuMsPerRequest, 2),
      f.ok ? 'ok' : 'FAILED',
    ]);
  }
  console.log(`\n${size.toLocaleString('en-IN')} products, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after ${WARMUP_SECONDS} s warm-up:`);
  printRows(rows);
  for (const f of figures.values()) if (f.firstBadBody) console.log(`${f.scenario}: first bad body: ${f.firstBadBody}`);
}

function printRows(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
}

/** The summary; returns whether any scenario failed. */
function report(results: Map<number, Map<ScenarioName, Figures>>): boolean {
  console.log('\n== Summary ==');
  const failed = [...results].flatMap(([size, figures]) => [...figures.values()].filter((f) => !f.ok).map((f) => `${f.scenario} at ${size.toLocaleString('en-IN')}`));
  for (const [size, figures] of results) {
    const listing = figures.get('a_listing_category_price_asc');
    const ceiling = figures.get('raw_sql_ceiling');
    if (!listing || !ceiling) continue;
    const ratio = listing.rps / ceiling.rps;
    console.log(`${size.toLocaleString('en-IN')} products: listing ÷ raw-SQL ceiling (throughput) ${ratio.toFixed(2)} (aim: at least 0.5)`);
  }
  for (const [size, figures] of results) {
    // The server answers on one thread: when it is the bottleneck, 1000 / req/s is what one request
    // costs it. Its CPU time per request says the same without what else the machine runs.
    const html = figures.get('html_listing_signed_in');
    const api = figures.get('listing_signed_in');
    if (!html || !api) continue;
    const cpu = html.cpuMsPerRequest !== null && api.cpuMsPerRequest !== null ? html.cpuMsPerRequest / api.cpuMsPerRequest : null;
    console.log(
      `${size.toLocaleString('en-IN')} products: HTML listing ÷ GraphQL listing, signed in (throughput) ${(html.rps / api.rps).toFixed(2)} ` +
        `(aim: at least 0.5 with the catalogue cache, 0.3 with CATALOGUE_CACHE_MB=0); server time per request ${fixed(1000 / html.rps, 2)} ms as HTML, ` +
        `${fixed(1000 / api.rps, 2)} ms as GraphQL; server CPU per request ${html.cpuMsPerRequest === null ? '-' : fixed(html.cpuMsPerRequest, 2)} ms as HTML, ` +
        `${api.cpuMsPerRequest === null ? '-' : fixed(api.cpuMsPerRequest, 2)} ms as GraphQL${cpu === null ? '' : ` (GraphQL ÷ HTML in CPU ${(1 / cpu).toFixed(2)})`}`,
    );
  }
  for (const [size, figures] of results) {
    const plain = figures.get('place_order');
    const slowed = figures.get('place_order_slow_webhook');
    if (!plain || !slowed) continue;
    console.log(
      `${size.toLocaleString('en-IN')} products: placeOrder with a slow webhook endpoint ÷ without (throughput) ${(slowed.rps / plain.rps).toFixed(2)} (aim: at least 0.9)`,
    );
  }
  for (const [size, figures] of results) {
    const plain = figures.get('place_order');
    const promoted = figures.get('place_order_promotions');
    if (!plain || !promoted) continue;
    console.log(
      `${size.toLocaleString('en-IN')} products: placeOrder with three promotions in force ÷ without (throughput) ${(promoted.rps / plain.rps).toFixed(2)} (aim: at least 0.8); ` +
        `SQL per order ${promoted.sqlPerRequest} with, ${plain.sqlPerRequest} without`,
    );
  }
  for (const [size, figures] of results) {
    const plain = figures.get('dispatch');
    const invoiced = figures.get('dispatch_with_invoice');
    if (!plain || !invoiced) continue;
    console.log(
      `${size.toLocaleString('en-IN')} products: dispatch with an invoice ÷ without (throughput) ${(invoiced.rps / plain.rps).toFixed(2)} (aim: at least 0.8); ` +
        `SQL per dispatch ${invoiced.sqlPerRequest} with, ${plain.sqlPerRequest} without; ` +
        `the invoice series is locked for ${invoiced.seriesLockedStatements ?? '-'} of them (its counter to the commit)`,
    );
  }
  const sizes = [...results.keys()].sort((a, b) => a - b);
  const small = sizes[0]!;
  const large = sizes.at(-1)!;
  if (small !== large) {
    const label = (n: number) => n.toLocaleString('en-IN');
    console.log(`\n${label(large)} products compared with ${label(small)} (throughput ratio below 1 and p50 ratio above 1 mean the larger catalogue costs more):`);
    const rows = [['scenario', `req/s ${label(small)}`, `req/s ${label(large)}`, 'throughput ×', `p50 ${label(small)}`, `p50 ${label(large)}`, 'p50 ×', 'status']];
    for (const scenario of ALL) {
      const a = results.get(small)!.get(scenario);
      const b = results.get(large)!.get(scenario);
      if (!a || !b) continue;
      rows.push([
        scenario,
        fixed(a.rps, 1),
        fixed(b.rps, 1),
        fixed(b.rps / a.rps, 2),
        fixed(a.p50Ms, 1),
        fixed(b.p50Ms, 1),
        fixed(b.p50Ms / a.p50Ms, 2),
        a.ok && b.ok ? 'ok' : 'FAILED',
      ]);
    }
    printRows(rows);
  }
  if (failed.length > 0) console.log(`\nFAILED (a bad body, non-2xx, socket error or timeout; the figures do not count): ${failed.join(', ')}`);
  return failed.length > 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
