import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../../config.js';
import { Role } from '../users/user.entity.js';
import { createProducts, createUser, productInput } from '../../../test/factories.js';
import { placeCodOrder } from '../../../test/shopping.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { signatureIsValid, startWebhookReceiver, type Answer, type ReceivedDelivery } from '../../../test/webhook-receiver.js';
import { spawnServerProcess } from '../../../test/server-process.js';
import { isInternalAddress } from './webhook-target.js';

// Webhooks over real HTTP: two app instances on one database (as deployed behind a load
// balancer) deliver to a real receiver on 127.0.0.1, which WEBHOOK_ALLOW_PRIVATE_TARGETS lets
// them reach. Waits poll for what a receiver or an admin would see; nothing sleeps.

const CREATE_ENDPOINT = `mutation ($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { endpoint { id url events enabled } secret userErrors { code field message } } }`;
const ENDPOINTS = `{ webhookEndpoints { id enabled disabledReason failingSince
  deliveries(first: 50) { id eventId eventType status attempts lastStatusCode lastDurationMs lastError attemptLog { attempt statusCode error } } } }`;
const CREATE_PRODUCT = 'mutation ($input: ProductInput!) { createProduct(input: $input) { product { id slug } userErrors { message } } }';
const UPDATE_PRODUCT = 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { userErrors { message } } }';
const DELETE_PRODUCT = 'mutation ($id: ID!) { deleteProduct(id: $id) { deletedProductId } }';

interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  attemptLog: Array<{ attempt: number; statusCode: number | null; error: string | null }>;
}
interface Endpoint {
  id: string;
  enabled: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  deliveries: Delivery[];
}

const ENV = {
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_SECONDS: '1',
  WEBHOOK_TIMEOUT_SECONDS: '2',
  WEBHOOK_DISABLE_AFTER_SECONDS: '1',
  JWT_SECRET: 'webhook-tests-share-this-signing-key-0123456789',
};
const POLL = { timeout: 30_000, interval: 50 };

describe('webhooks for third parties', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let adminToken: string;
  const receivers: Array<{ stop(): Promise<void> }> = [];

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    a = await startTestServer(ENV, { database });
    b = await startTestServer(ENV, { database });
    adminToken = await a.tokenFor(await createUser(a.em(), { role: Role.ADMIN }));
  });
  afterAll(async () => {
    for (const receiver of receivers) await receiver.stop();
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  const admin = <T>(server: TestServer, query: string, variables?: Record<string, unknown>) =>
    server.gql<T>(query, variables, { token: adminToken }).then((response) => {
      expect(response.body.errors).toBeUndefined();
      return response.body.data!;
    });

  async function receiver(answer?: (delivery: ReceivedDelivery, index: number) => Answer) {
    const started = await startWebhookReceiver(answer);
    receivers.push(started);
    return started;
  }

  async function register(url: string, events: string[]) {
    const data = await admin<{ createWebhookEndpoint: { endpoint: { id: string }; secret: string } }>(a, CREATE_ENDPOINT, { input: { url, events } });
    return data.createWebhookEndpoint;
  }

  async function endpoint(id: string): Promise<Endpoint> {
    const data = await admin<{ webhookEndpoints: Endpoint[] }>(b, ENDPOINTS);
    return data.webhookEndpoints.find((candidate) => candidate.id === id)!;
  }

  async function createProduct(title: string): Promise<{ id: string; slug: string }> {
    const data = await admin<{ createProduct: { product: { id: string; slug: string } } }>(a, CREATE_PRODUCT, { input: productInput({ title }) });
    return data.createProduct.product;
  }

  it('signs product.created, product.updated and product.deleted as documented, and shows the secret only once', async () => {
    const hooks = await receiver();
    const made = await register(hooks.url, ['PRODUCT_CREATED', 'PRODUCT_UPDATED', 'PRODUCT_DELETED']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // Nothing in the schema reads a secret back.
    const asked = await a.gql(`{ webhookEndpoints { secret } }`, {}, { token: adminToken });
    expect(asked.body.errors?.[0]?.message).toMatch(/Cannot query field "secret"/);

    const product = await createProduct('Signed Tee');
    await admin(b, UPDATE_PRODUCT, { id: product.id, input: productInput({ title: 'Signed Tee', price: 650, salePrice: 550 }) });
    await admin(a, DELETE_PRODUCT, { id: product.id });
    await vi.waitFor(() => expect(hooks.received.map((d) => d.event.type)).toEqual(expect.arrayContaining(['product.created', 'product.updated', 'product.deleted'])), POLL);

    for (const delivery of hooks.received) {
      expect(signatureIsValid(made.secret, delivery)).toBe(true);
      expect(signatureIsValid(`${made.secret}x`, delivery)).toBe(false);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['threadline-event-id']).toBe(delivery.event.id);
      expect(delivery.headers['threadline-event-type']).toBe(delivery.event.type);
      expect(Date.parse(delivery.event.createdAt)).not.toBeNaN();
    }
    const byType = Object.fromEntries(hooks.received.map((d) => [d.event.type, d.event.data]));
    expect(byType['product.created']).toEqual({
      product: { id: product.id, slug: product.slug, title: 'Signed Tee', category: 'MALE', productType: 'ROUND_NECK_HALF', basePricePaise: 59900, sizes: expect.arrayContaining([{ size: 'M', stock: 12 }]) },
    });
    expect(byType['product.updated']).toMatchObject({ product: { id: product.id, basePricePaise: 65000, salePricePaise: 55000 } });
    expect(byType['product.deleted']).toEqual({ product: { id: product.id, slug: product.slug } });
  });

  it('verifies with the receiver in examples/, run as a third party would run it', async () => {
    const made = await register('http://127.0.0.1:1/placeholder', ['PRODUCT_CREATED']);
    const example = spawn(process.execPath, [path.join(REPO_ROOT, 'examples', 'webhook-receiver.mjs')], {
      env: { PATH: process.env.PATH, WEBHOOK_SECRET: made.secret, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    receivers.push({ stop: async () => void example.kill('SIGKILL') });
    let output = '';
    example.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toMatch(/Listening .* on (http:\S+)/), POLL);
    const url = /on (http:\S+)/.exec(output)![1]!;
    await a.em().getConnection().execute('update webhook_endpoint set url = ? where id = ?', [url, made.endpoint.id]);

    const product = await createProduct('Example Receiver Tee');
    await vi.waitFor(() => expect(output).toContain(`Verified product.created`), POLL);
    expect(output).toContain(product.id);
    expect(output).not.toContain('Refused');
  });

  it('sends the event again, with the same id, after the receiver answered 500', async () => {
    const hooks = await receiver((_delivery, index) => (index === 0 ? 500 : 204));
    const made = await register(hooks.url, ['PRODUCT_CREATED']);
    await createProduct('Retried Tee');
    await vi.waitFor(() => expect(hooks.received).toHaveLength(2), POLL);
    expect(hooks.received[1]!.event.id).toBe(hooks.received[0]!.event.id);
    expect(hooks.received[1]!.body).toBe(hooks.received[0]!.body);

    await vi.waitFor(async () => expect((await endpoint(made.endpoint.id)).deliveries[0]?.status).toBe('DELIVERED'), POLL);
    const [delivery] = (await endpoint(made.endpoint.id)).deliveries;
    expect(delivery).toMatchObject({ attempts: 2, lastStatusCode: 204, lastError: null });
    expect(delivery!.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(delivery!.attemptLog).toEqual([
      { attempt: 1, statusCode: 500, error: 'The receiver answered 500' },
      { attempt: 2, statusCode: 204, error: null },
    ]);
  });

  it('delivers each event exactly once with two instances competing for the deliveries', async () => {
    const hooks = await receiver();
    const made = await register(hooks.url, ['PRODUCT_CREATED']);
    const products = await Promise.all(Array.from({ length: 12 }, (_, i) => createProduct(`Once Tee ${i}`)));
    await vi.waitFor(async () => {
      const deliveries = (await endpoint(made.endpoint.id)).deliveries;
      expect(deliveries).toHaveLength(12);
      expect(deliveries.every((delivery) => delivery.status === 'DELIVERED')).toBe(true);
    }, POLL);
    expect(hooks.received).toHaveLength(12);
    expect(new Set(hooks.received.map((d) => d.event.id)).size).toBe(12);
    expect(new Set(hooks.received.map((d) => (d.event.data.product as { id: string }).id))).toEqual(new Set(products.map((p) => p.id)));
  });

  it('sends nothing to a disabled endpoint, and resends a delivery on demand', async () => {
    const quiet = await receiver();
    const witness = await receiver();
    const disabled = await register(quiet.url, ['PRODUCT_CREATED']);
    const enabled = await register(witness.url, ['PRODUCT_CREATED']);
    const off = await admin<{ disableWebhookEndpoint: { endpoint: { enabled: boolean } } }>(a, 'mutation ($id: ID!) { disableWebhookEndpoint(id: $id) { endpoint { enabled } } }', { id: disabled.endpoint.id });
    expect(off.disableWebhookEndpoint.endpoint.enabled).toBe(false);

    await createProduct('Quiet Tee');
    await vi.waitFor(() => expect(witness.received).toHaveLength(1), POLL);
    // Both deliveries would have been written in the same transaction as the product.
    expect((await endpoint(disabled.endpoint.id)).deliveries).toEqual([]);
    expect(quiet.received).toEqual([]);

    const [delivery] = (await endpoint(enabled.endpoint.id)).deliveries;
    await vi.waitFor(async () => expect((await endpoint(enabled.endpoint.id)).deliveries[0]?.status).toBe('DELIVERED'), POLL);
    const resent = await admin<{ resendWebhookDelivery: { delivery: { status: string }; userErrors: unknown[] } }>(
      b,
      'mutation ($id: ID!) { resendWebhookDelivery(id: $id) { delivery { status } userErrors { code } } }',
      { id: delivery!.id },
    );
    expect(resent.resendWebhookDelivery).toEqual({ delivery: { status: 'PENDING' }, userErrors: [] });
    await vi.waitFor(() => expect(witness.received).toHaveLength(2), POLL);
    expect(witness.received[1]!.event.id).toBe(witness.received[0]!.event.id);
  });

  it('signs with the new secret once it is rotated, and no longer with the old', async () => {
    const hooks = await receiver();
    const made = await register(hooks.url, ['PRODUCT_CREATED']);
    const rotated = await admin<{ rotateWebhookSecret: { secret: string; userErrors: unknown[] } }>(
      a,
      'mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret userErrors { code } } }',
      { id: made.endpoint.id },
    );
    expect(rotated.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotated.rotateWebhookSecret.secret).not.toBe(made.secret);
    await createProduct('Rotated Tee');
    await vi.waitFor(() => expect(hooks.received).toHaveLength(1), POLL);
    expect(signatureIsValid(rotated.rotateWebhookSecret.secret, hooks.received[0]!)).toBe(true);
    expect(signatureIsValid(made.secret, hooks.received[0]!)).toBe(false);
  });

  it('disables an endpoint that kept failing for the window, and the dashboard says so', async () => {
    const failing = await receiver(() => 503);
    const made = await register(failing.url, ['PRODUCT_CREATED']);
    await createProduct('Failing Tee');
    await vi.waitFor(async () => expect((await endpoint(made.endpoint.id)).disabledReason).toBe('FAILING'), POLL);
    const state = await endpoint(made.endpoint.id);
    expect(state.enabled).toBe(false);
    expect(failing.received.length).toBeGreaterThanOrEqual(2);
    const dashboard = await admin<{ dashboard: { webhooks: { disabledForFailing: number } } }>(a, '{ dashboard { webhooks { disabledForFailing } } }');
    expect(dashboard.dashboard.webhooks.disabledForFailing).toBeGreaterThanOrEqual(1);
  });

  it('delivers order.created when a shopper places an order, with the order as the payload', async () => {
    const hooks = await receiver();
    const made = await register(hooks.url, ['ORDER_CREATED']);
    const shopper = await createUser(a.em());
    const shopperToken = await a.tokenFor(shopper);
    const [product] = await createProducts(a.em(), [{ stock: { M: 5 } }]);
    const orderId = await placeCodOrder(a, { userId: shopper.id, token: shopperToken }, [{ product: product!, quantity: 2 }]);
    await vi.waitFor(() => expect(hooks.received).toHaveLength(1), POLL);
    const [delivery] = hooks.received;
    expect(signatureIsValid(made.secret, delivery!)).toBe(true);
    expect(delivery!.event.type).toBe('order.created');
    expect(delivery!.event.data).toMatchObject({
      order: { id: orderId, customerId: shopper.id, lines: [{ productId: product!.id, quantity: 2 }] },
      actor: { kind: 'shopper' },
    });
    expect(typeof (delivery!.event.data.order as { totalPaise: unknown }).totalPaise).toBe('number');
  });

  it('refuses every webhook field to shoppers and signed-out callers', async () => {
    const shopperToken = await a.tokenFor(await createUser(a.em()));
    for (const auth of [{}, { token: shopperToken }]) {
      const response = await a.gql('{ webhookEndpoints { id } }', {}, auth);
      expect(response.body.data).toBeNull();
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(response.body.errors?.[0]?.extensions?.code);
    }
  });
});

describe('the SSRF guard', () => {
  let server: TestServer;
  let adminToken: string;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    // The default: no private targets.
    server = await startTestServer({ WEBHOOK_RETRY_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '2' });
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    hooks = await startWebhookReceiver();
  });
  afterAll(async () => {
    await hooks?.stop();
    await server?.stop();
  });

  it('refuses internal and non-http URLs at registration', async () => {
    for (const url of [
      'http://127.0.0.1/hooks',
      'http://localhost:8080/hooks',
      'http://10.1.2.3/',
      'http://172.20.0.1/',
      'http://192.168.1.10/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
      'ftp://example.com/',
      'not a url',
    ]) {
      const response = await server.gql<{ createWebhookEndpoint: { endpoint: null; userErrors: Array<{ code: string; field: string }> } }>(
        CREATE_ENDPOINT,
        { input: { url, events: ['PRODUCT_CREATED'] } },
        { token: adminToken },
      );
      expect(response.body.data?.createWebhookEndpoint, url).toMatchObject({ endpoint: null, userErrors: [{ code: 'INVALID_INPUT', field: 'url' }] });
    }
    const [row] = await server.em().getConnection().execute<Array<{ count: number }>>('select count(*)::int as count from webhook_endpoint');
    expect(row?.count).toBe(0);
    expect(isInternalAddress('93.184.215.14')).toBe(false);
    expect(isInternalAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(false);
  });

  it('refuses an internal address at delivery time too, whatever was checked at registration', async () => {
    // As if the host's DNS now answered 127.0.0.1 (rebinding): the row holds a URL the worker must check again.
    await server.em().getConnection().execute(
      `insert into webhook_endpoint (id, created_at, updated_at, url, events, secret, enabled) values (gen_random_uuid(), now(), now(), ?, '{product.created}', 'whsec_test', true)`,
      [hooks.url.replace('127.0.0.1', 'localhost')],
    );
    await server.gql(CREATE_PRODUCT, { input: productInput({ title: 'Guarded Tee' }) }, { token: adminToken });
    await vi.waitFor(async () => {
      const [row] = await server.em().getConnection().execute<Array<{ last_error: string | null }>>('select last_error from webhook_delivery');
      expect(row?.last_error).toMatch(/internal address/);
    }, POLL);
    expect(hooks.received).toEqual([]);
  });
});

describe('a delivery in flight when the server is killed', () => {
  let database: TestDatabase;
  let child: ChildProcess | undefined;
  let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    // The first attempt never gets an answer: the server is killed while it waits.
    hooks = await startWebhookReceiver((_delivery, index) => (index === 0 ? 'hang' : 200));
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await hooks?.stop();
    await database?.drop();
  });

  async function startServer(dataDir: string): Promise<number> {
    const server = spawnServerProcess(
      { dataDir, databaseUrl: database.url, jwtSecret: ENV.JWT_SECRET },
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_SECONDS: '1' },
    );
    child = server.child;
    return server.ready;
  }

  it('is delivered after a restart, under the same event id', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'threadline-webhook-kill-'));
    try {
      const { MikroORM } = await import('@mikro-orm/postgresql');
      const { ormConfig } = await import('../../db/mikro-orm.config.js');
      const { TokenIssuer } = await import('../auth/tokens.js');
      const orm = await MikroORM.init(ormConfig(database.url));
      try {
        const adminUser = await createUser(orm.em.fork(), { role: Role.ADMIN });
        const token = await (await TokenIssuer.create({ secret: ENV.JWT_SECRET, dataDir })).issue(adminUser);
        const port = await startServer(dataDir);
        const gql = async (query: string, variables: Record<string, unknown>) => {
          const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables }),
          });
          return (await response.json()) as { data: Record<string, { endpoint?: { id: string }; product?: { id: string } }> };
        };
        await gql(CREATE_ENDPOINT, { input: { url: hooks.url, events: ['PRODUCT_CREATED'] } });
        const created = await gql(CREATE_PRODUCT, { input: productInput({ title: 'Killed Tee' }) });
        const productId = created.data.createProduct!.product!.id;

        await vi.waitFor(() => expect(hooks.received).toHaveLength(1), POLL);
        const killed = child!;
        killed.kill('SIGKILL');
        await new Promise((resolve) => (killed.exitCode !== null || killed.signalCode !== null ? resolve(null) : killed.once('exit', resolve)));

        await startServer(dataDir);
        // The dead instance's claim lapses (WEBHOOK_TIMEOUT_SECONDS + 5 s) and the new one sends it.
        await vi.waitFor(() => expect(hooks.received).toHaveLength(2), { timeout: 60_000, interval: 100 });
        expect(hooks.received[1]!.event.id).toBe(hooks.received[0]!.event.id);
        expect((hooks.received[1]!.event.data.product as { id: string }).id).toBe(productId);
        await vi.waitFor(async () => {
          const [row] = await orm.em.fork().getConnection().execute<Array<{ status: string }>>('select status from webhook_delivery');
          expect(row?.status).toBe('DELIVERED');
        }, POLL);
      } finally {
        await orm.close();
      }
    } finally {
      child?.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
