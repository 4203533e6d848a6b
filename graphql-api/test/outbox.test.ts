import { afterEach, describe, expect, it } from 'vitest';
import { EmailKind, EmailMessage, EmailStatus } from '../src/modules/mail/email-message.entity.js';
import { messageDomain } from '../src/modules/mail/outbox.js';
import { Role, User } from '../src/modules/users/user.entity.js';
import { createProducts, createUser } from './factories.js';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './harness.js';
import { placeCodOrder } from './shopping.js';
import { startSmtpServer, waitUntil, type TestSmtpServer } from './smtp-server.js';

// The outbox's promise: every e-mail written arrives, once per Message-ID, whatever happens to the
// mail server or to an instance. Each test starts its own SMTP server and app instances.

const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { userErrors { code } } }';

describe('the outbox delivers every e-mail once', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function smtpServer(): Promise<TestSmtpServer> {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    return smtp;
  }

  async function instance(env: Record<string, string>, database?: TestDatabase): Promise<TestServer> {
    const server = await startTestServer({ MAIL_RETRY_SECONDS: '1', ...env }, { database });
    cleanup.push(() => server.stop());
    return server;
  }

  async function register(server: TestServer, count: number, prefix: string): Promise<string[]> {
    const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}-${Date.now()}@example.com`);
    for (const email of emails) {
      const { body } = await server.gql<{ register: { userErrors: unknown[] } }>(REGISTER, { input: { userName: 'Test Shopper', email, password: 'Secret@123' } });
      expect(body.data?.register.userErrors).toEqual([]);
    }
    return emails;
  }

  /** Each Message-ID the SMTP server received, with how many times. */
  const arrivals = (smtp: TestSmtpServer) => {
    const counts = new Map<string, number>();
    for (const mail of smtp.received) counts.set(mail.messageId!, (counts.get(mail.messageId!) ?? 0) + 1);
    return counts;
  };

  async function everyRowSent(server: TestServer): Promise<EmailMessage[]> {
    await waitUntil(async () => (await server.em().count(EmailMessage, { status: { $ne: EmailStatus.SENT } })) === 0, 30_000, () => 'every e-mail sent');
    return server.em().find(EmailMessage, {});
  }

  it('retries while the SMTP server is down, and delivers each e-mail once when it is back', async () => {
    const smtp = await smtpServer();
    await smtp.close();
    const server = await instance({ SMTP_URL: smtp.url });
    await register(server, 3, 'outage');

    await waitUntil(async () => (await server.em().count(EmailMessage, { attempts: { $gte: 1 }, lastError: { $ne: null } })) === 3);
    const waiting = await server.em().find(EmailMessage, {});
    expect(waiting.map((row) => row.status)).toEqual([EmailStatus.PENDING, EmailStatus.PENDING, EmailStatus.PENDING]);

    await smtp.reopen();
    const rows = await everyRowSent(server);
    await smtp.waitForMessages(3);
    expect(Object.fromEntries(arrivals(smtp))).toEqual(Object.fromEntries(rows.map((row) => [row.messageId, 1])));
    expect(rows.every((row) => row.attempts >= 2)).toBe(true);
  });

  it('marks an e-mail FAILED after the last attempt and shows it on the dashboard', async () => {
    const smtp = await smtpServer();
    await smtp.close();
    const server = await instance({ SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '2' });
    await register(server, 1, 'failing');
    await waitUntil(async () => (await server.em().count(EmailMessage, { status: EmailStatus.FAILED })) === 1);
    const [row] = await server.em().find(EmailMessage, {});
    expect(row!.attempts).toBe(2);
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    const { body } = await server.gql<{ dashboard: { mail: unknown } }>('{ dashboard { mail { configured waiting failed } } }', {}, { token: adminToken });
    expect(body.data!.dashboard.mail).toEqual({ configured: true, waiting: 0, failed: 1 });
  });

  it('sends each e-mail once when two instances share the database', async () => {
    const smtp = await smtpServer();
    const database = await createTestDatabase({ migrated: true });
    cleanup.push(() => database.drop());
    const first = await instance({ SMTP_URL: smtp.url }, database);
    const second = await instance({ SMTP_URL: smtp.url }, database);
    await Promise.all([register(first, 6, 'first'), register(second, 6, 'second')]);

    const rows = await everyRowSent(first);
    expect(rows).toHaveLength(12);
    await smtp.waitForMessages(12);
    expect(Object.fromEntries(arrivals(smtp))).toEqual(Object.fromEntries(rows.map((row) => [row.messageId, 1])));
  });

  it('sends an e-mail claimed by an instance that died, once its claim lapses', async () => {
    const smtp = await smtpServer();
    const server = await instance({ SMTP_URL: smtp.url });
    // What a dead instance leaves behind: a row it claimed (one attempt counted) and never marked.
    const em = server.em();
    const orphan = new EmailMessage({
      kind: EmailKind.WELCOME,
      recipient: 'orphan@example.com',
      payload: { userName: 'Orphan' },
      status: EmailStatus.PENDING,
      messageDomain: messageDomain(server.config),
    });
    Object.assign(orphan, { attempts: 1, claimedBy: 'a dead instance', claimedUntil: new Date(Date.now() + 1_500) });
    await em.persistAndFlush(orphan);

    const [row] = await everyRowSent(server);
    await smtp.waitForMessages(1);
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([orphan.messageId]);
    expect(row!.attempts).toBe(2);
  });

  it('keeps e-mails for the mailbox, unsent, when no SMTP server is configured', async () => {
    const server = await instance({});
    const [email] = await register(server, 1, 'kept');
    // The mailbox is the admin's in every mode (shoppers' e-mails, reset links among them).
    const admin = { token: await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN })) };
    const { body } = await server.gql<{ mailbox: Array<{ to: string; kind: string; status: string; subject: string; html: string; text: string }> }>(
      '{ mailbox(limit: 5) { to kind status subject html text } }',
      {},
      admin,
    );
    expect(body.data!.mailbox).toHaveLength(1);
    const [kept] = body.data!.mailbox;
    expect(kept).toMatchObject({ to: email, kind: 'WELCOME', status: 'KEPT', subject: 'Welcome to Threadline' });
    expect(kept!.html).toContain('<html');
    expect(kept!.text).toContain('Sign in');

    for (const limit of [0, -1, 201]) {
      const refused = await server.gql(`{ mailbox(limit: ${limit}) { id } }`, {}, admin);
      expect(refused.body.errors?.[0]?.extensions?.code, String(limit)).toBe('BAD_USER_INPUT');
    }
  });

  it('deletes e-mails about no order once past MAIL_RETENTION_DAYS, and keeps order e-mails and waiting ones', async () => {
    const server = await instance({ MAIL_RETENTION_DAYS: '30' });
    const [old, waiting, recent] = await register(server, 3, 'retention');
    const [product] = await createProducts(server.em(), [{}]);
    const buyer = await server.em().findOneOrFail(User, { email: old! });
    const orderId = await placeCodOrder(server, { userId: buyer.id, token: await server.tokenFor(buyer) }, [{ product: product!, quantity: 1 }]);
    // Everything but the last welcome is 31 days old; one old welcome still waits to be sent.
    const connection = server.em().getConnection();
    await connection.execute(`update email_message set created_at = now() - interval '31 days' where recipient <> ?`, [recent!]);
    await connection.execute(`update email_message set status = 'PENDING' where recipient = ?`, [waiting!]);

    expect(await server.outbox.pruneOldEmails()).toBe(1);
    // Gone: the old welcome only. The order's e-mail stays with its order (its details list it).
    const left = (await server.em().fork().find(EmailMessage, {})).map((email) => `${email.recipient} ${email.kind} ${email.orderId ?? '-'}`);
    expect(left.sort()).toEqual([`${old} ${EmailKind.ORDER_CONFIRMATION} ${orderId}`, `${recent} ${EmailKind.WELCOME} -`, `${waiting} ${EmailKind.WELCOME} -`].sort());
    expect(await server.outbox.pruneOldEmails()).toBe(0);
  });
});
