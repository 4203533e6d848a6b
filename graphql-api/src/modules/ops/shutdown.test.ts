import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Size } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/harness.js';
import { spawnServerProcess } from '../../../test/server-process.js';
import { ledgerMismatches } from '../../../test/stock-ledger.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { ormConfig } from '../../db/mikro-orm.config.js';
import { Address } from '../addresses/address.entity.js';
import { TokenIssuer } from '../auth/tokens.js';
import { startSmtpServer } from '../../../test/smtp-server.js';
import { EmailMessage } from '../mail/email-message.entity.js';
import { Order } from '../orders/order.entity.js';
import { Product } from '../catalog/product.entity.js';
import { startFakePaypal, type FakePaypal } from '../payments/fake-paypal.js';

// The real server, started as its own process the way an operator runs it (main.ts), gets SIGTERM
// while a checkout waits on a slow payment provider: it stops taking connections, lets that
// checkout finish with its answer, and exits 0. Killed outright (kill -9) under a load of
// checkouts, it leaves only whole transactions: the stock ledger still adds up.

const JWT_SECRET = 'shutdown-test-secret-0123456789abcdef';

describe('graceful shutdown of the server process', () => {
  let fake: FakePaypal;
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let child: ChildProcess | undefined;
  let orm: MikroORM | undefined;
  let output = () => '';

  beforeAll(async () => {
    fake = await startFakePaypal({ clientId: 'id', clientSecret: 'secret' });
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-shutdown-'));
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await orm?.close();
    await database?.drop();
    await fake?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** Starts src/main.ts under tsx and resolves with its port once it says it is ready. */
  async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<number> {
    const server = spawnServerProcess(
      { dataDir, databaseUrl: database.url, jwtSecret: JWT_SECRET },
      { PAYPAL_BASE_URL: fake.url, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', SHUTDOWN_TIMEOUT_MS: '60000', ...extraEnv },
    );
    child = server.child;
    output = server.output;
    return server.ready;
  }

  const exited = (process: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve({ code: process.exitCode, signal: process.signalCode });
      else process.once('exit', (code, signal) => resolve({ code, signal }));
    });

  /** Whether a new TCP connection to the port is refused. */
  const refused = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });

  /** Sends SIGTERM and waits for the listener to close; the process must still be running (draining). */
  async function sigtermUntilListenerCloses(port: number): Promise<ChildProcess> {
    const running = child!;
    running.kill('SIGTERM');
    // Polled, not timed: the listener closes as soon as the signal is handled.
    while (!(await refused(port))) await new Promise((resolve) => setImmediate(resolve));
    expect(running.exitCode).toBeNull();
    return running;
  }

  it('lets a checkout in flight finish on SIGTERM, refuses new connections, and exits 0', async () => {
    const port = await startServer();
    const base = `http://127.0.0.1:${port}`;

    orm = await MikroORM.init(ormConfig(database.url));
    const em = orm.em.fork();
    const user = await createUser(em);
    const address = new Address({ user, address: '3 Rail Colony', city: 'Birati', pincode: '700051', phone: '7012345678', notes: '' });
    await em.persistAndFlush(address);
    const [product] = await createProducts(em, [{ stock: { XS: 4 } }]);
    const token = await (await TokenIssuer.create({ secret: JWT_SECRET, dataDir })).issue(user);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const added = await fetch(`${base}/api/shop/cart/add`, { method: 'POST', headers, body: JSON.stringify({ userId: user.id, productId: product!.id, quantity: 1 }) });
    expect(added.status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const held = fake.holdNextCreate();
    const checkout = fetch(`${base}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query: 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { approvalUrl order { id } userErrors { code } } }',
        variables: { input: { addressId: address.id, paymentMethod: 'PAYPAL' } },
      }),
    });
    await held.arrived;

    const running = await sigtermUntilListenerCloses(port);

    held.release();
    const answer = await checkout;
    expect(answer.status).toBe(200);
    const placed = ((await answer.json()) as { data: { placeOrder: { approvalUrl: string; order: { id: string }; userErrors: unknown[] } } }).data.placeOrder;
    expect(placed.userErrors).toEqual([]);
    expect(placed.approvalUrl).toMatch(/\/checkoutnow\?token=PAYID-/);

    expect(await exited(running)).toEqual({ code: 0, signal: null });
    expect(output()).toContain('shutting down: draining requests in flight');
    expect(output()).toContain('"msg":"stopped"');
    const order = await orm.em.fork().findOneOrFail(Order, placed.order.id);
    expect(order.approvalUrl).toBe(placed.approvalUrl);
  }, 90_000);

  it('finishes and marks an e-mail being sent on SIGTERM, then exits 0', async () => {
    const smtp = await startSmtpServer();
    try {
      const port = await startServer({ SMTP_URL: smtp.url });
      const base = `http://127.0.0.1:${port}`;
      const held = smtp.holdNextMessage();
      const email = `shutdown-${Date.now()}@example.com`;
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'Late Mail', email, password: 'Secret@123' }),
      });
      expect(registered.status).toBe(201);
      await held.arrived;

      // The welcome e-mail is still on its way: the process waits for it.
      const running = await sigtermUntilListenerCloses(port);
      held.release();

      expect(await exited(running)).toEqual({ code: 0, signal: null });
      expect(smtp.received.map((mail) => mail.subject)).toEqual(['Welcome to Threadline']);
      orm ??= await MikroORM.init(ormConfig(database.url));
      const [row] = await orm.em.fork().find(EmailMessage, { recipient: email });
      expect([row!.status, row!.attempts]).toEqual(['SENT', 1]);
    } finally {
      await smtp.close();
    }
  }, 90_000);

  it('keeps every piece accounted for in the stock ledger when the process is killed (kill -9) in the middle of checkouts', async () => {
    const port = await startServer();
    const base = `http://127.0.0.1:${port}`;
    orm ??= await MikroORM.init(ormConfig(database.url));
    const em = orm.em.fork();
    const [product] = await createProducts(em, [{ size: Size.M, stock: { M: 60 } }]);
    const tokens = await TokenIssuer.create({ secret: JWT_SECRET, dataDir });
    const shoppers = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const fork = orm!.em.fork();
        const user = await createUser(fork);
        const address = new Address({ user, address: '8 Canal Street', city: 'Howrah', pincode: '711101', phone: '7012345678', notes: '' });
        const cart = new Cart(user);
        fork.persist([address, cart, new CartLine({ cart, product: fork.getReference(Product, product!.id), size: Size.M, quantity: 1 })]);
        await fork.flush();
        return { token: await tokens.issue(user), addressId: address.id };
      }),
    );
    const checkouts = shoppers.map((shopper) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
        body: JSON.stringify({ query: 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }', variables: { input: { addressId: shopper.addressId } } }),
      }).catch(() => null),
    );
    // Killed once some checkouts have committed and others are on their way.
    while ((await orm.em.fork().count(Order, { lines: { productId: product!.id } })) < 5) await new Promise((resolve) => setImmediate(resolve));
    const running = child!;
    running.kill('SIGKILL');
    expect((await exited(running)).signal).toBe('SIGKILL');
    await Promise.all(checkouts);

    // Whatever committed is whole: the ledger adds up, and the 60 pieces are on the shelf or in orders.
    expect(await ledgerMismatches(orm.em.fork())).toEqual([]);
    const [row] = await orm.em.fork().getConnection().execute<Array<{ stock: number; held: number }>>(
      `select (select quantity from product_size_stock where product_id = ? and size = 'M') as stock,
              (select coalesce(sum(quantity), 0)::int from order_line where product_id = ?) as held`,
      [product!.id, product!.id],
    );
    expect(row!.held).toBeGreaterThanOrEqual(5);
    expect(row!.stock + row!.held).toBe(60);
  }, 90_000);
});
