import { BUYER_REGISTRATION_MESSAGES, GSTIN_MESSAGES, istCalendarDate, ProductType, type TaxDocument } from '@threadline/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser, stockOf } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { rest } from '../../../test/rest.js';
import { fillCart, type CartLineWish } from '../../../test/shopping.js';
import { startSmtpServer, waitUntil, type TestSmtpServer } from '../../../test/smtp-server.js';
import { CartLine } from '../cart/cart.entity.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { EmailKind, EmailMessage, EmailStatus } from '../mail/email-message.entity.js';
import { Order } from '../orders/order.entity.js';
import { Role } from '../users/user.entity.js';
import { TaxDocumentRecord } from './tax-document.entity.js';

// The files a tax document leaves the store as, over real HTTP and a real SMTP server: its PDF
// (to the order's shopper and admins only), the dispatch e-mail's attachment, and the month's
// GSTR-1 CSVs; and the business GSTIN a buyer gives at checkout, which her invoice carries.

// Made-up registrations with correct check characters.
const STORE_GSTIN = '19AAACT1234F1ZO';
const BUYER_GSTIN = '27AABCB5678K1Z9';
const PLACE = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { id buyerGstin buyerBusinessName } userErrors { code field message } }
}`;
const UPDATE_STATUS = 'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { status } userErrors { code message } } }';
const GSTR1 = 'query ($month: String!) { gstr1Return(month: $month) { month files { name title rows url } } }';

interface Shopper {
  userId: string;
  email: string;
  token: string;
}

/** Every page's text as pdf.js extracts it, whitespace collapsed (as invoice-pdf.test.ts reads it). */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const loaded = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= loaded.numPages; n += 1) {
    const content = await (await loaded.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loaded.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

async function setUpStore(server: TestServer, adminToken: string): Promise<void> {
  const { body } = await server.gql<{ updateStoreDetails: { userErrors: unknown[] } }>(
    'mutation ($input: UpdateStoreDetailsInput!) { updateStoreDetails(input: $input) { userErrors { field message } } }',
    {
      input: {
        legalName: 'Threadline Apparel Private Limited',
        address: 'Lane next to Guma Primary School\nGuma, North 24 Parganas 743704',
        stateCode: '19',
        gstin: STORE_GSTIN,
        taxpayerKind: 'REGULAR',
      },
    },
    { token: adminToken },
  );
  expect(body.data?.updateStoreDetails.userErrors).toEqual([]);
}

async function shopper(server: TestServer): Promise<Shopper> {
  const user = await createUser(server.em());
  return { userId: user.id, email: user.email, token: await server.tokenFor(user) };
}

async function place(server: TestServer, who: Shopper, lines: CartLineWish[], business: { buyerGstin?: string; buyerBusinessName?: string } = {}) {
  const addressId = await fillCart(server, who.userId, lines);
  return server.gql<{
    placeOrder: {
      order: { id: string; buyerGstin: string | null; buyerBusinessName: string | null } | null;
      userErrors: Array<{ code: string; field: string | null; message: string }>;
    };
  }>(PLACE, { input: { addressId, ...business } }, { token: who.token });
}

async function placed(server: TestServer, who: Shopper, lines: CartLineWish[], business: { buyerGstin?: string; buyerBusinessName?: string } = {}): Promise<string> {
  const { body } = await place(server, who, lines, business);
  expect(body.data?.placeOrder.userErrors).toEqual([]);
  return body.data!.placeOrder.order!.id;
}

async function moveTo(server: TestServer, adminToken: string, orderId: string, status: string): Promise<void> {
  const { body } = await server.gql<{ updateOrderStatus: { userErrors: unknown[] } }>(UPDATE_STATUS, { input: { orderId, status } }, { token: adminToken });
  expect(body.errors).toBeUndefined();
  expect(body.data?.updateOrderStatus.userErrors).toEqual([]);
}

async function documentsOf(server: TestServer, orderId: string): Promise<TaxDocumentRecord[]> {
  return server.em().find(TaxDocumentRecord, { order: orderId }, { orderBy: { issuedAt: 'asc', number: 'asc' } });
}

async function invoiceOf(server: TestServer, orderId: string): Promise<TaxDocumentRecord> {
  const invoices = (await documentsOf(server, orderId)).filter((document) => document.kind === 'TAX_INVOICE');
  expect(invoices).toHaveLength(1);
  return invoices[0]!;
}

/** A JSON error body without the request id every answer carries, which differs per request. */
function refusal(text: string): unknown {
  const { requestId: _requestId, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

function download(server: TestServer, path: string, auth: { token?: string; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  return fetch(`${server.url}${path}`, { headers });
}

describe('tax documents as files', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Threadline <orders@shop.example>',
      PUBLIC_URL: 'https://shop.example',
      CORS_ORIGINS: 'https://partner.example',
    });
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    await setUpStore(server, adminToken);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  describe('a business GSTIN at checkout', () => {
    it.each([
      ['a GSTIN whose check character does not match', { buyerGstin: '27AABCB5678K1Z8', buyerBusinessName: 'Mehta Garments' }, [['buyerGstin', GSTIN_MESSAGES.CHECK]]],
      ['a GSTIN of 14 characters', { buyerGstin: '27AABCB5678K1Z', buyerBusinessName: 'Mehta Garments' }, [['buyerGstin', GSTIN_MESSAGES.SHAPE]]],
      ['a GSTIN without the business name', { buyerGstin: BUYER_GSTIN, buyerBusinessName: '  ' }, [['buyerBusinessName', BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_REQUIRED]]],
      ['a business name without a GSTIN', { buyerBusinessName: 'Mehta Garments' }, [['buyerGstin', BUYER_REGISTRATION_MESSAGES.GSTIN_REQUIRED]]],
      [
        'a bad GSTIN and no name',
        { buyerGstin: '00AABCB5678K1Z9' },
        [
          ['buyerGstin', GSTIN_MESSAGES.STATE('00')],
          ['buyerBusinessName', BUYER_REGISTRATION_MESSAGES.BUSINESS_NAME_REQUIRED],
        ],
      ],
    ])('refuses %s with the reason at its field, and writes nothing', async (_case, business, expected) => {
      const [tee] = await createProducts(server.em(), [{ title: 'Refused Tee' }]);
      const buyer = await shopper(server);
      const stockBefore = await stockOf(server.em(), tee!.id);
      const { status, body } = await place(server, buyer, [{ product: tee!, quantity: 2 }], business);

      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data?.placeOrder.order).toBeNull();
      expect(body.data?.placeOrder.userErrors).toEqual(expected.map(([field, message]) => ({ code: 'INVALID_INPUT', field, message })));
      expect(await server.em().count(Order, { user: buyer.userId })).toBe(0);
      expect(await server.em().count(CartLine, { cart: { user: buyer.userId } })).toBe(1);
      expect(await stockOf(server.em(), tee!.id)).toEqual(stockBefore);
    });

    it('is refused on the REST checkout too, with 400 and the reason, and nothing is placed', async () => {
      const [tee] = await createProducts(server.em(), [{ title: 'REST Refused Tee' }]);
      const buyer = await shopper(server);
      const addressId = await fillCart(server, buyer.userId, [{ product: tee!, quantity: 1 }]);
      const response = await rest(server, 'POST', '/shop/order/create', {
        token: buyer.token,
        body: { userId: buyer.userId, addressInfo: { addressId }, paymentMethod: 'cod', buyerGstin: '27AABCB5678K1Z8', buyerBusinessName: 'Mehta Garments' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: GSTIN_MESSAGES.CHECK });
      expect(await server.em().count(Order, { user: buyer.userId })).toBe(0);

      const accepted = await rest<{ orderId: string }>(server, 'POST', '/shop/order/create', {
        token: buyer.token,
        body: { userId: buyer.userId, addressInfo: { addressId }, paymentMethod: 'cod', buyerGstin: ` ${BUYER_GSTIN.toLowerCase()}`, buyerBusinessName: 'Mehta Garments ' },
      });
      expect(accepted.status).toBe(201);
      const order = await server.em().findOneOrFail(Order, accepted.body.orderId);
      expect([order.buyerGstin, order.buyerBusinessName]).toEqual([BUYER_GSTIN, 'Mehta Garments']);
    });

    it('is part of the checkout an idempotency key stands for: the same key with another GSTIN is refused', async () => {
      const [tee] = await createProducts(server.em(), [{ title: 'Keyed Tee' }]);
      const buyer = await shopper(server);
      const addressId = await fillCart(server, buyer.userId, [{ product: tee!, quantity: 1 }]);
      const send = (buyerGstin: string | null) =>
        server.gql<{ placeOrder: { order: { id: string } | null; userErrors: Array<{ code: string; field: string }> } }>(
          PLACE,
          { input: { addressId, idempotencyKey: 'gstin-key-1', buyerGstin, buyerBusinessName: buyerGstin ? 'Mehta Garments' : null } },
          { token: buyer.token },
        );
      const first = await send(BUYER_GSTIN);
      expect(first.body.data?.placeOrder.userErrors).toEqual([]);
      const again = await send(BUYER_GSTIN.toLowerCase());
      expect(again.body.data?.placeOrder.order?.id).toBe(first.body.data?.placeOrder.order?.id);
      const other = await send(null);
      expect(other.body.data?.placeOrder.order).toBeNull();
      expect(other.body.data?.placeOrder.userErrors).toEqual([expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' })]);
      expect(await server.em().count(Order, { user: buyer.userId })).toBe(1);
    });

    it('is kept on the order in capitals and trimmed, and the invoice issued at dispatch carries it', async () => {
      const [tee] = await createProducts(server.em(), [{ title: 'Wholesale Tee', pricePaise: 79_900 }]);
      const buyer = await shopper(server);
      const { body } = await place(server, buyer, [{ product: tee!, quantity: 10 }], { buyerGstin: `  ${BUYER_GSTIN.toLowerCase()} `, buyerBusinessName: '  Mehta Garments ' });
      expect(body.data?.placeOrder.userErrors).toEqual([]);
      const order = body.data!.placeOrder.order!;
      expect([order.buyerGstin, order.buyerBusinessName]).toEqual([BUYER_GSTIN, 'Mehta Garments']);

      await moveTo(server, adminToken, order.id, 'IN_SHIPPING');
      const { snapshot } = await invoiceOf(server, order.id);
      expect(snapshot.buyer).toMatchObject({ gstin: BUYER_GSTIN, businessName: 'Mehta Garments' });
      const pdf = new Uint8Array(await (await download(server, `/documents/${(await invoiceOf(server, order.id)).id}.pdf`, { token: buyer.token })).arrayBuffer());
      const text = await pdfText(pdf);
      expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
      expect(text).toContain('Mehta Garments');
    });
  });

  describe('GET /documents/<id>.pdf', () => {
    let owner: Shopper;
    let invoice: TaxDocumentRecord;

    beforeAll(async () => {
      const [tee, sweatshirt] = await createProducts(server.em(), [
        { title: 'Navy Round Neck Tee', pricePaise: 79_900 },
        { title: 'Grey Sweatshirt', pricePaise: 299_900, productType: ProductType.SWEAT_SHIRTS_FULL },
      ]);
      owner = await shopper(server);
      const orderId = await placed(server, owner, [
        { product: tee!, quantity: 2 },
        { product: sweatshirt!, quantity: 1 },
      ]);
      await moveTo(server, adminToken, orderId, 'IN_SHIPPING');
      invoice = await invoiceOf(server, orderId);
    });

    async function expectThePdf(response: Response): Promise<void> {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const text = await pdfText(bytes);
      expect(text).toContain(invoice.number);
      expect(text).toContain(`GSTIN: ${STORE_GSTIN}`);
      expect(text).toContain('Navy Round Neck Tee');
    }

    it("is the order's shopper's, by bearer token or by the storefront's session cookie", async () => {
      expect(invoice.number).toMatch(/^TL\/\d{4}\/\d{6}$/);
      await expectThePdf(await download(server, `/documents/${invoice.id}.pdf`, { token: owner.token }));
      await expectThePdf(await download(server, `/documents/${invoice.id}.pdf`, { cookie: `${SESSION_COOKIE}=${owner.token}` }));
    });

    it('may be fetched with a token by a frontend on an origin the store allows (CORS_ORIGINS)', async () => {
      const response = await fetch(`${server.url}/documents/${invoice.id}.pdf`, {
        headers: { authorization: `Bearer ${owner.token}`, origin: 'https://partner.example' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      await expectThePdf(response);
      const preflight = await fetch(`${server.url}/documents/${invoice.id}.pdf`, {
        method: 'OPTIONS',
        headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(403);
    });

    it("is any admin's", async () => {
      await expectThePdf(await download(server, `/documents/${invoice.id}.pdf`, { token: adminToken }));
    });

    it('is answered 404 to another shopper and to nobody signed in, exactly as a document that does not exist', async () => {
      const stranger = await shopper(server);
      const unknown = await download(server, '/documents/00000000-0000-4000-8000-000000000000.pdf', { token: owner.token });
      const answers = [
        await download(server, `/documents/${invoice.id}.pdf`, { token: stranger.token }),
        await download(server, `/documents/${invoice.id}.pdf`, { cookie: `${SESSION_COOKIE}=${stranger.token}` }),
        await download(server, `/documents/${invoice.id}.pdf`),
        await download(server, `/documents/${invoice.id}.pdf`, { token: 'not-a-token' }),
        unknown,
        await download(server, '/documents/not-an-id.pdf', { token: adminToken }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(refusal(await answer.text())).toEqual({ success: false, message: 'Document not found' });
      }
    });

    it('answers 404 for a path that names no PDF, rather than the storefront', async () => {
      for (const path of [`/documents/${invoice.id}`, `/documents/${invoice.id}.txt`, '/documents/', '/documents/a/b/c']) {
        const answer = await download(server, path, { token: adminToken });
        expect(answer.status, path).toBe(404);
        expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/);
      }
      const garbled = await download(server, '/documents/%E0%A4%A.pdf', { token: adminToken });
      expect(garbled.status).toBe(400);
      expect(refusal(await garbled.text())).toEqual({ success: false, message: 'Invalid path: a percent-encoded part is not valid UTF-8 text' });
    });
  });

  it("sends the invoice's PDF with the dispatch e-mail, rendered by the outbox worker from the stored document", async () => {
    const [tee] = await createProducts(server.em(), [{ title: 'Dispatched Tee', pricePaise: 129_900 }]);
    const buyer = await shopper(server);
    const orderId = await placed(server, buyer, [{ product: tee!, quantity: 1 }]);
    await moveTo(server, adminToken, orderId, 'IN_SHIPPING');
    const invoice = await invoiceOf(server, orderId);

    // The row names the document; the PDF itself is not in the database.
    const row = await server.em().findOneOrFail(EmailMessage, { orderId, kind: EmailKind.ORDER_IN_SHIPPING });
    expect(row.attachments).toEqual([{ kind: 'TAX_DOCUMENT', id: invoice.id }]);
    await waitUntil(async () => (await server.em().count(EmailMessage, { id: row.id, status: EmailStatus.SENT })) === 1);

    const mail = smtp.received.find((candidate) => candidate.messageId === row.messageId);
    expect(mail).toBeDefined();
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : null).toBe(buyer.email);
    expect(mail!.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `${invoice.number.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' },
    ]);
    expect(mail!.text).toContain(`Attached: Tax Invoice ${invoice.number} (PDF).`);
    const text = await pdfText(new Uint8Array(mail!.attachments[0]!.content));
    expect(text).toContain(invoice.number);
    expect(text).toContain('Dispatched Tee');
    expect(text).toContain('Tax Invoice');

    // The order confirmation before it carried nothing.
    const confirmation = await server.em().findOneOrFail(EmailMessage, { orderId, kind: EmailKind.ORDER_CONFIRMATION });
    expect(confirmation.attachments).toEqual([]);

    // Dispatched again (back from Delivered), it keeps its invoice, and the new e-mail attaches that one.
    await moveTo(server, adminToken, orderId, 'DELIVERED');
    await moveTo(server, adminToken, orderId, 'IN_SHIPPING');
    expect((await invoiceOf(server, orderId)).id).toBe(invoice.id);
    const dispatches = await server.em().find(EmailMessage, { orderId, kind: EmailKind.ORDER_IN_SHIPPING }, { orderBy: { createdAt: 'asc' } });
    expect(dispatches.map((email) => email.attachments)).toEqual([
      [{ kind: 'TAX_DOCUMENT', id: invoice.id }],
      [{ kind: 'TAX_DOCUMENT', id: invoice.id }],
    ]);
  });

  it('does not send an e-mail whose attachment cannot be made: the attempt fails and the row waits for its retry', async () => {
    const recipient = `no-file-${Date.now()}@example.com`;
    const em = server.em();
    const message = new EmailMessage({
      kind: EmailKind.WELCOME,
      recipient,
      payload: { userName: 'Nobody' },
      status: EmailStatus.PENDING,
      messageDomain: 'shop.example',
      attachments: [{ kind: 'TAX_DOCUMENT', id: '00000000-0000-4000-8000-000000000000' }],
    });
    await em.persistAndFlush(message);
    server.outbox.wake();
    await waitUntil(async () => (await server.em().findOneOrFail(EmailMessage, message.id)).lastError !== null);
    const row = await server.em().findOneOrFail(EmailMessage, message.id);
    expect(row.status).toBe(EmailStatus.PENDING);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('TaxDocumentRecord not found');
    expect(smtp.received.some((mail) => mail.messageId === row.messageId)).toBe(false);
  });
});

describe("a month's GSTR-1 files", () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;
  let month: string;
  let b2b: TaxDocument;
  let b2c: TaxDocument;
  let rejected: TaxDocument;
  let creditNote: TaxDocument;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    await setUpStore(server, adminToken);
    const [tee, sweatshirt] = await createProducts(server.em(), [
      { title: 'Round Neck Tee', pricePaise: 79_900 },
      { title: 'Full Sleeve Sweatshirt', pricePaise: 299_900, productType: ProductType.SWEAT_SHIRTS_FULL },
    ]);
    const shop = await shopper(server);
    shopperToken = shop.token;
    const business = await placed(
      server,
      shop,
      [
        { product: tee!, quantity: 10 },
        { product: sweatshirt!, quantity: 2 },
      ],
      { buyerGstin: BUYER_GSTIN, buyerBusinessName: 'Mehta Garments' },
    );
    const consumer = await placed(server, await shopper(server), [{ product: tee!, quantity: 1 }]);
    const changedHerMind = await placed(server, await shopper(server), [{ product: sweatshirt!, quantity: 1 }]);
    for (const orderId of [business, consumer, changedHerMind]) await moveTo(server, adminToken, orderId, 'IN_SHIPPING');
    // Rejected after dispatch: its invoice is reversed by a credit note in the same month.
    await moveTo(server, adminToken, changedHerMind, 'REJECTED');

    b2b = (await invoiceOf(server, business)).snapshot;
    b2c = (await invoiceOf(server, consumer)).snapshot;
    rejected = (await invoiceOf(server, changedHerMind)).snapshot;
    const notes = (await documentsOf(server, changedHerMind)).filter((document) => document.kind === 'CREDIT_NOTE');
    expect(notes).toHaveLength(1);
    creditNote = notes[0]!.snapshot;
    month = istCalendarDate(new Date(b2b.issuedAt)).slice(0, 7);
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function csv(name: string, auth: { token?: string } = { token: adminToken }): Promise<{ response: Response; text: string }> {
    const response = await download(server, `/documents/gstr1/${month}/${encodeURIComponent(name)}`, auth);
    return { response, text: await response.text() };
  }

  it('lists every file of the return with its title, row count and address', async () => {
    const { body } = await server.gql<{ gstr1Return: { month: string; files: Array<{ name: string; title: string; rows: number; url: string }> } }>(
      GSTR1,
      { month },
      { token: adminToken },
    );
    expect(body.errors).toBeUndefined();
    const files = body.data!.gstr1Return.files;
    expect(body.data!.gstr1Return.month).toBe(month);
    expect(files.map((file) => file.name)).toEqual(['b2b.csv', 'b2cl.csv', 'b2cs.csv', 'cdnr.csv', 'cdnur.csv', 'hsn(b2b).csv', 'hsn(b2c).csv', 'docs.csv']);
    expect(files.map((file) => file.url)).toEqual(files.map((file) => `/documents/gstr1/${month}/${encodeURIComponent(file.name)}`));
    expect(files.every((file) => file.title.length > 0)).toBe(true);
    const rows = Object.fromEntries(files.map((file) => [file.name, file.rows]));
    // The business invoice at two rates (a tee at 5 %, a sweatshirt at 18 %); the consumer's tee,
    // less the rejected sweatshirt's credit note, nets to zero at 18 % and is left out.
    expect(rows).toEqual({ 'b2b.csv': 2, 'b2cl.csv': 0, 'b2cs.csv': 1, 'cdnr.csv': 0, 'cdnur.csv': 0, 'hsn(b2b).csv': 2, 'hsn(b2c).csv': 1, 'docs.csv': 2 });
  });

  it('serves B2B invoices with the buyer GSTIN and each rate’s taxable value from the invoice as issued', async () => {
    const { response, text } = await csv('b2b.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="b2b.csv"');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
    );
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const [y, m, d] = b2b.date.split('-');
    const date = `${d}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]}-${y}`;
    expect(lines.slice(1)).toEqual(
      b2b.byRate.map(
        (rate) => `${BUYER_GSTIN},Mehta Garments,${b2b.number},${date},${rupees(b2b.totals.totalPaise)},19-West Bengal,N,,Regular B2B,,${rate.rateBps / 100},${rupees(rate.taxablePaise)},`,
      ),
    );
    expect(b2b.byRate.map((rate) => rate.rateBps)).toEqual([500, 1800]);
  });

  it('serves the B2C summary net of credit notes, and the number ranges of both series', async () => {
    const b2cs = (await csv('b2cs.csv')).text.trimEnd().split('\r\n');
    expect(b2cs.slice(1)).toEqual([`OE,19-West Bengal,,5,${(b2c.totals.taxablePaise / 100).toFixed(2)},,`]);
    expect(rejected.totals.taxablePaise).toBe(creditNote.totals.taxablePaise);

    const docs = (await csv('docs.csv')).text.trimEnd().split('\r\n');
    const invoiceNumbers = [b2b.number, b2c.number, rejected.number].sort();
    expect(docs.slice(1)).toEqual([
      `Invoices for outward supply,${invoiceNumbers[0]},${invoiceNumbers[2]},3,0`,
      `Credit Note,${creditNote.number},${creditNote.number},1,0`,
    ]);
  });

  it('is for admins only: a shopper is refused, nobody signed in is asked to sign in', async () => {
    const asShopper = await server.gql(GSTR1, { month }, { token: shopperToken });
    expect(asShopper.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(GSTR1, { month });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const shopperCsv = await csv('b2b.csv', { token: shopperToken });
    expect(shopperCsv.response.status).toBe(403);
    expect(refusal(shopperCsv.text)).toEqual({ success: false, message: 'Only an admin can do this' });
    const anonymousCsv = await csv('b2b.csv', {});
    expect(anonymousCsv.response.status).toBe(401);
    expect(refusal(anonymousCsv.text)).toEqual({ success: false, message: 'You must be signed in to do this' });
  });

  it('refuses a month not written YYYY-MM and a file the return does not have', async () => {
    for (const bad of ['2026-13', '2026-1', 'november', '2017-06']) {
      const { body } = await server.gql(GSTR1, { month: bad }, { token: adminToken });
      expect(body.errors?.[0]?.extensions?.code, bad).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe("Give the month as YYYY-MM, from 2017-07 (when GST began), e.g. '2026-11'");
      const response = await download(server, `/documents/gstr1/${bad}/b2b.csv`, { token: adminToken });
      expect(response.status, bad).toBe(400);
    }
    const unknown = await csv('exp.csv');
    expect(unknown.response.status).toBe(404);
    expect(refusal(unknown.text)).toEqual({ success: false, message: 'No GSTR-1 file named exp.csv' });
  });

  it('gives a month without documents every file, each with its header and no rows', async () => {
    const { body } = await server.gql<{ gstr1Return: { files: Array<{ rows: number }> } }>(GSTR1, { month: '2018-01' }, { token: adminToken });
    expect(body.data!.gstr1Return.files).toHaveLength(8);
    expect(body.data!.gstr1Return.files.every((file) => file.rows === 0)).toBe(true);
    const response = await download(server, '/documents/gstr1/2018-01/hsn(b2b).csv', { token: adminToken });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount\r\n',
    );
  });
});
