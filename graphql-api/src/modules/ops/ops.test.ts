import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProducts, createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/harness.js';
import { createApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config.js';
import { ormConfig } from '../../db/mikro-orm.config.js';
import { Address } from '../addresses/address.entity.js';
import { TokenIssuer } from '../auth/tokens.js';
import { LocalMediaStorage } from '../media/media-storage.js';
import { OrdersService } from '../orders/orders.service.js';
import { User } from '../users/user.entity.js';
import { readinessCheck } from './readiness.js';

// /readyz, /metrics and request ids, against the real app with a logger whose lines the test reads.

const METRICS_TOKEN = 'metrics-token-0123456789';

interface OpsServer {
  url: string;
  orm: MikroORM;
  tokens: TokenIssuer;
  logLines: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

async function startOpsServer(env: Record<string, string>): Promise<OpsServer> {
  const database = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-ops-'));
  // A built storefront, so that its history fallback is there to swallow a path it should not.
  const frontendDist = path.join(dataDir, 'frontend');
  await fs.mkdir(frontendDist);
  await fs.writeFile(path.join(frontendDist, 'index.html'), '<!doctype html><title>Threadline</title>');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url, FRONTEND_DIST: frontendDist, ...env });
  const orm = await MikroORM.init(ormConfig(database.url));
  await orm.migrator.up();
  const tokens = await TokenIssuer.create({ secret: undefined, dataDir });
  const logLines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const mediaRoot = path.join(dataDir, 'media');
  const { app, stop } = await createApp({ config, orm, tokens, logger, media: new LocalMediaStorage(mediaRoot), mediaRoot });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    orm,
    tokens,
    logLines,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await orm.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('operations endpoints and request ids', () => {
  let server: OpsServer;
  let shopper: User;
  let token: string;

  beforeAll(async () => {
    server = await startOpsServer({ METRICS_TOKEN });
    shopper = await createUser(server.orm.em.fork());
    token = await server.tokens.issue(shopper);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.stop();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });

  describe('/readyz', () => {
    it('answers JSON 200 with its checks when database, migrations and media are ready; /healthz is unchanged', async () => {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'up', migrations: 'up', media: 'up' } });

      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
    });

    it('answers 503 naming what is not ready: an unreachable object store, or draining', async () => {
      const app = express();
      let accepting = true;
      app.get('/readyz', readinessCheck({ orm: server.orm, logger: pino({ level: 'silent' }), media: { check: () => Promise.reject(new Error('bucket gone')) }, accepting: () => accepting }));
      const probe: Server = await new Promise((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      try {
        const address = probe.address();
        const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/readyz`;
        const down = await fetch(url);
        expect(down.status).toBe(503);
        expect(await down.json()).toEqual({
          status: 'unavailable',
          checks: { database: 'up', migrations: 'up', media: 'down' },
          problems: { media: 'unreachable' },
        });
        accepting = false;
        expect(await (await fetch(url)).json()).toMatchObject({ status: 'stopping' });
      } finally {
        probe.closeAllConnections();
        await new Promise((resolve) => probe.close(resolve));
      }
    });
  });

  describe('/metrics', () => {
    const scrape = (authorization?: string) => fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });

    it('refuses a scraper without the token, or with a wrong one, with 401', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${METRICS_TOKEN}`]) {
        const response = await scrape(authorization);
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(await response.json()).toEqual({ success: false, message: 'A valid metrics token is required', requestId: expect.any(String) });
      }
    });

    it('counts requests by route pattern and operation name, errors by code, orders, sign-in refusals and the pool', async () => {
      const em = server.orm.em.fork();
      const [product] = await createProducts(em, [{ stock: { XS: 5 } }]);
      const address = new Address({ user: em.getReference(User, shopper.id), address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
      await em.persistAndFlush(address);
      const auth = { authorization: `Bearer ${token}` };

      expect((await fetch(`${server.url}/api/shop/products/get/${product!.id}`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/shop/products/get/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
      await gql('query StorefrontProbe { __typename }');
      await gql('{ __typename }');
      await gql('query Broken {');
      await gql('mutation ($input: LoginInput!) { login(input: $input) { userErrors { code } } }', { input: { email: shopper.email, password: `${TEST_PASSWORD}x` } });
      const added = await fetch(`${server.url}/api/shop/cart/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ userId: shopper.id, productId: product!.id, quantity: 1 }),
      });
      expect(added.status).toBe(200);
      const placed = await gql(
        'mutation Checkout($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code } } }',
        { input: { addressId: address.id, paymentMethod: 'COD' } },
        auth,
      );
      const orderId = ((await placed.json()) as { data: { placeOrder: { order: { id: string } } } }).data.placeOrder.order.id;
      await gql('mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code } } }', { input: { orderId, reason: 'Changed my mind' } }, auth);

      const response = await scrape(`Bearer ${METRICS_TOKEN}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const sample = (name: string, labels: string) => new RegExp(`^${name}\\{${labels}\\} (\\d+(\\.\\d+)?)$`, 'm').exec(text)?.[1];

      expect(sample('threadline_http_request_duration_seconds_count', 'method="GET",route="/api/shop/products/get/:id",status="200"')).toBe('1');
      expect(sample('threadline_http_request_duration_seconds_count', 'method="GET",route="/api/shop/products/get/:id",status="404"')).toBe('1');
      expect(text).not.toContain(product!.id);
      expect(sample('threadline_graphql_operation_duration_seconds_count', 'operation="StorefrontProbe",type="query"')).toBe('1');
      expect(sample('threadline_graphql_operation_duration_seconds_count', 'operation="anonymous",type="query"')).toBe('1');
      expect(sample('threadline_graphql_operation_duration_seconds_count', 'operation="invalid",type="unknown"')).toBe('1');
      expect(sample('threadline_graphql_operation_duration_seconds_count', 'operation="Checkout",type="mutation"')).toBe('1');
      expect(sample('threadline_errors_total', 'face="graphql",code="GRAPHQL_PARSE_FAILED"')).toBe('1');
      expect(sample('threadline_errors_total', 'face="rest",code="404"')).toBe('1');
      expect(sample('threadline_orders_placed_total', 'payment_method="cod"')).toBe('1');
      expect(sample('threadline_orders_canceled_total', 'cause="shopper"')).toBe('1');
      expect(sample('threadline_sign_in_refusals_total', 'reason="invalid_credentials"')).toBe('1');
      expect(text).toMatch(/^threadline_db_pool_connections_used \d+$/m);
      expect(text).toMatch(/^threadline_db_pool_connections_free \d+$/m);
      expect(text).toMatch(/^threadline_db_pool_acquires_pending \d+$/m);
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    });

    it('keeps at most 100 operation names as labels and buckets later ones as other', async () => {
      for (let i = 0; i < 120; i += 1) await gql(`query Flood${i} { __typename }`);
      const text = await (await scrape(`Bearer ${METRICS_TOKEN}`)).text();
      const names = new Set([...text.matchAll(/threadline_graphql_operation_duration_seconds_count\{operation="([^"]+)"/g)].map((m) => m[1]));
      expect(names.size).toBeLessThanOrEqual(100 + 3);
      expect(names).toContain('other');
    });
  });

  describe('request ids', () => {
    it('echoes a sane X-Request-Id and makes one for a missing or unsafe one', async () => {
      const given = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'lb-7f3a.1:2_x' } });
      expect(given.headers.get('x-request-id')).toBe('lb-7f3a.1:2_x');
      for (const unsafe of [undefined, 'x'.repeat(129), 'has space', 'quote"d', 'line\u00e9']) {
        const response = await fetch(`${server.url}/healthz`, { headers: unsafe === undefined ? {} : { 'x-request-id': unsafe } });
        expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('puts the id in a REST error envelope and GraphQL error answers, beside the fields they had', async () => {
      const rest = await fetch(`${server.url}/api/shop/products/get/not-an-id`, { headers: { 'x-request-id': 'rest-1' } });
      expect(await rest.json()).toMatchObject({ success: false, requestId: 'rest-1' });
      const unknown = await fetch(`${server.url}/api/nothing-here`, { headers: { 'x-request-id': 'rest-2' } });
      expect(await unknown.json()).toEqual({ success: false, message: 'No route for GET /nothing-here', requestId: 'rest-2' });

      const refused = await gql('{ myOrders { totalCount } }', {}, { 'x-request-id': 'gql-1' });
      const body = (await refused.json()) as { errors: Array<{ extensions: Record<string, unknown> }>; extensions: Record<string, unknown> };
      expect(body.extensions.requestId).toBe('gql-1');
      expect(body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');

      // Apollo's own refusals of a malformed HTTP request too.
      for (const body of ['{}', '[{"query":"{ __typename }"}]']) {
        const malformed = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'gql-http' }, body });
        expect(malformed.status).toBe(400);
        expect(await malformed.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }], extensions: { requestId: 'gql-http' } });
      }

      // An answer without errors stays as it was.
      const fine = (await (await gql('{ __typename }', {}, { 'x-request-id': 'gql-2' })).json()) as { extensions?: Record<string, unknown> };
      expect(fine.extensions?.requestId).toBeUndefined();
    });

    it('tags a masked internal error and its log line with the id, on both faces', async () => {
      vi.spyOn(OrdersService.prototype, 'myOrders').mockRejectedValue(new Error('database fell over: select * from secret'));
      vi.spyOn(OrdersService.prototype, 'allMyOrders').mockRejectedValue(new Error('database fell over: select * from secret'));
      const auth = { authorization: `Bearer ${token}` };

      const graphql = await gql('query MyOrders { myOrders { totalCount } }', {}, { ...auth, 'x-request-id': 'boom-gql' });
      const body = (await graphql.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }>; extensions: Record<string, unknown> };
      expect(body.errors[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'boom-gql' } });
      expect(body.extensions.requestId).toBe('boom-gql');

      const rest = await fetch(`${server.url}/api/shop/order/list/${shopper.id}`, { headers: { ...auth, 'x-request-id': 'boom-rest' } });
      expect(rest.status).toBe(500);
      expect(await rest.json()).toEqual({ success: false, message: 'Internal server error', requestId: 'boom-rest' });

      const errors = server.logLines.filter((line) => line.level === 50);
      expect(errors.map((line) => [line.requestId, line.msg])).toEqual(
        expect.arrayContaining([
          ['boom-gql', 'unexpected error in a GraphQL operation'],
          ['boom-rest', 'unexpected error in a REST request'],
        ]),
      );
      vi.restoreAllMocks();
    });
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let server: OpsServer;
  beforeAll(async () => {
    server = await startOpsServer({});
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is off: 404 JSON, whatever the caller sends, and not the storefront page', async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer anything-at-all-here' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('operations settings', () => {
  it('reads METRICS_TOKEN (off by default, refused when short or odd) and SHUTDOWN_TIMEOUT_MS (10 s by default)', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in it, which a header mangles' })).toThrow(ConfigError);
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(ConfigError);
  });
});
