import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A payment as the fake provider keeps it. */
export interface FakePayment {
  id: string;
  total: string;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  /** Set when the shopper approves at the approval page. */
  approvedBy: string | null;
  state: 'created' | 'approved';
  /** The sale the execute made: what refunds are made against. */
  saleId: string | null;
}

/** A refund the fake made, under the request id it was asked with. */
export interface FakeRefund {
  id: string;
  saleId: string;
  paymentId: string;
  /** Rupees, as the API takes them, e.g. "449.10". */
  total: string;
  requestId: string;
}

export interface FakePaypal {
  url: string;
  payments: Map<string, FakePayment>;
  /** How often each endpoint was called, to prove what the store did and did not ask. */
  calls: { token: number; create: number; execute: number; lookup: number; refund: number };
  /** Refunds made, by the PayPal-Request-Id they were asked under: a repeated id makes none. */
  refunds: Map<string, FakeRefund>;
  /**
   * What the shopper's browser does at the provider: approve as `payerId`, then follow the
   * redirect back to the store. Returns the store URL the provider sent the shopper to.
   */
  approve(approvalUrl: string, payerId: string): Promise<URL>;
  /**
   * Makes the next create-payment request wait, as a slow provider would: `arrived` resolves once
   * it is waiting, and `release` lets it answer, normally or with a 500 ('fail').
   */
  holdNextCreate(): HeldCreate;
  /** The next execute takes the money, then the connection drops before the store hears the answer. */
  loseNextExecuteAnswer(): void;
  /** The next refund is made, then the connection drops before the store hears the answer. */
  loseNextRefundAnswer(): void;
  stop(): Promise<void>;
}

export interface HeldCreate {
  arrived: Promise<void>;
  release(outcome?: 'ok' | 'fail'): void;
}

/**
 * A small stand-in for a PayPal-style payments API on 127.0.0.1, for tests: client-credential
 * tokens, create payment with an approval link, an approval page that redirects back with
 * `paymentId` and `PayerID`, and execute, which succeeds once and only for the approving payer.
 */
export async function startFakePaypal(credentials: { clientId: string; clientSecret: string }): Promise<FakePaypal> {
  const payments = new Map<string, FakePayment>();
  const tokens = new Set<string>();
  const calls = { token: 0, create: 0, execute: 0, lookup: 0, refund: 0 };
  const refunds = new Map<string, FakeRefund>();
  let url = '';
  let loseRefundAnswer = false;
  let held: { arrive: () => void; outcome: Promise<'ok' | 'fail'> } | null = null;
  let loseExecuteAnswer = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      calls.token += 1;
      const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || (await readBody(req)) !== 'grant_type=client_credentials') {
        return send(res, 401, { error: 'invalid_client' });
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
    }
    if (req.method === 'GET' && path === '/checkoutnow') {
      const payment = payments.get(query.get('token') ?? '');
      const payer = query.get('payer');
      if (!payment || !payer) return send(res, 404, { name: 'INVALID_RESOURCE_ID' });
      payment.approvedBy = payer;
      const back = new URL(payment.returnUrl);
      back.searchParams.set('paymentId', payment.id);
      back.searchParams.set('token', `EC-${payment.id}`);
      back.searchParams.set('PayerID', payer);
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (!tokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))) return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    if (req.method === 'POST' && path === '/v1/payments/payment') {
      calls.create += 1;
      const hold = held;
      held = null;
      if (hold) {
        hold.arrive();
        if ((await hold.outcome) === 'fail') return send(res, 500, { name: 'INTERNAL_SERVICE_ERROR' });
      }
      const transaction = (body.transactions as Array<{ amount: { total: string; currency: string } }>)[0]!;
      const redirects = body.redirect_urls as { return_url: string; cancel_url: string };
      const id = `PAYID-${randomBytes(8).toString('hex').toUpperCase()}`;
      payments.set(id, { id, total: transaction.amount.total, currency: transaction.amount.currency, returnUrl: redirects.return_url, cancelUrl: redirects.cancel_url, approvedBy: null, state: 'created', saleId: null });
      return send(res, 201, {
        id,
        state: 'created',
        links: [
          { rel: 'self', href: `${url}/v1/payments/payment/${id}`, method: 'GET' },
          { rel: 'approval_url', href: `${url}/checkoutnow?token=${id}`, method: 'REDIRECT' },
          { rel: 'execute', href: `${url}/v1/payments/payment/${id}/execute`, method: 'POST' },
        ],
      });
    }
    const lookup = /^\/v1\/payments\/payment\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && lookup) {
      calls.lookup += 1;
      const payment = payments.get(decodeURIComponent(lookup[1]!));
      if (!payment) return send(res, 404, { name: 'INVALID_RESOURCE_ID', message: 'The requested resource ID was not found' });
      const payer = payment.approvedBy ? { payer_info: { payer_id: payment.approvedBy } } : undefined;
      const transactions = [{ amount: { total: payment.total, currency: payment.currency }, related_resources: payment.saleId ? [{ sale: { id: payment.saleId, state: 'completed' } }] : [] }];
      return send(res, 200, { id: payment.id, state: payment.state, payer, transactions });
    }
    const execute = /^\/v1\/payments\/payment\/([^/]+)\/execute$/.exec(path);
    if (req.method === 'POST' && execute) {
      calls.execute += 1;
      const payment = payments.get(decodeURIComponent(execute[1]!));
      if (!payment) return send(res, 404, { name: 'INVALID_RESOURCE_ID', message: 'The requested resource ID was not found' });
      if (payment.state === 'approved') return send(res, 400, { name: 'PAYMENT_ALREADY_DONE', message: 'Payment has been done already for this cart' });
      if (!payment.approvedBy || payment.approvedBy !== body.payer_id) return send(res, 400, { name: 'PAYER_ID_INVALID', message: 'Payer ID is invalid' });
      payment.state = 'approved';
      payment.saleId = `SALE-${randomBytes(8).toString('hex').toUpperCase()}`;
      if (loseExecuteAnswer) {
        loseExecuteAnswer = false;
        req.socket.destroy();
        return;
      }
      return send(res, 200, { id: payment.id, state: 'approved', payer: { payer_info: { payer_id: payment.approvedBy } } });
    }
    // PayPal's sale refund: idempotent by the PayPal-Request-Id header, and never more than the sale.
    const refund = /^\/v1\/payments\/sale\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refund) {
      calls.refund += 1;
      const saleId = decodeURIComponent(refund[1]!);
      const payment = [...payments.values()].find((candidate) => candidate.saleId === saleId);
      if (!payment) return send(res, 404, { name: 'INVALID_RESOURCE_ID', message: 'The requested resource ID was not found' });
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      const earlier = requestId ? refunds.get(requestId) : undefined;
      if (!earlier) {
        const total = (body.amount as { total?: string } | undefined)?.total ?? payment.total;
        const refunded = [...refunds.values()].filter((made) => made.saleId === saleId).reduce((sum, made) => sum + Math.round(Number(made.total) * 100), 0);
        if (refunded + Math.round(Number(total) * 100) > Math.round(Number(payment.total) * 100)) {
          return send(res, 400, { name: 'TRANSACTION_REFUSED', message: 'The refund amount is more than the sale left' });
        }
        const made: FakeRefund = { id: `REFUND-${randomBytes(8).toString('hex').toUpperCase()}`, saleId, paymentId: payment.id, total, requestId: requestId || randomBytes(8).toString('hex') };
        refunds.set(made.requestId, made);
        if (loseRefundAnswer) {
          loseRefundAnswer = false;
          req.socket.destroy();
          return;
        }
        return send(res, 201, { id: made.id, state: 'completed', sale_id: saleId, amount: { total, currency: payment.currency } });
      }
      return send(res, 201, { id: earlier.id, state: 'completed', sale_id: saleId, amount: { total: earlier.total, currency: payment.currency } });
    }
    send(res, 404, { name: 'NOT_FOUND' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { name: 'INTERNAL_SERVICE_ERROR' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    payments,
    calls,
    async approve(approvalUrl, payerId) {
      const response = await fetch(`${approvalUrl}&payer=${encodeURIComponent(payerId)}`, { redirect: 'manual' });
      if (response.status !== 302) throw new Error(`approval page answered ${response.status}`);
      return new URL(response.headers.get('location')!);
    },
    holdNextCreate() {
      let arrive!: () => void;
      let release!: (outcome: 'ok' | 'fail') => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const outcome = new Promise<'ok' | 'fail'>((resolve) => (release = resolve));
      held = { arrive, outcome };
      return { arrived, release: (answer = 'ok') => release(answer) };
    },
    loseNextExecuteAnswer() {
      loseExecuteAnswer = true;
    },
    loseNextRefundAnswer() {
      loseRefundAnswer = true;
    },
    refunds,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
