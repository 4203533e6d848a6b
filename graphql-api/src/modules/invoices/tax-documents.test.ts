import { CREDIT_NOTE_SERIES_PREFIX, financialYearOf, INVOICE_SERIES_PREFIX, OrderStatus, TaxDocumentError } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { createPromotion } from '../../../test/promotions.js';
import { Address } from '../addresses/address.entity.js';
import { Cart, CartLine } from '../cart/cart.entity.js';
import { Product } from '../catalog/product.entity.js';
import { openLocks, type LockGate } from '../locks/lock-gate.js';
import { Order } from '../orders/order.entity.js';
import { PromotionUse } from '../promotions/promotion.entity.js';
import { Role, User } from '../users/user.entity.js';
import { TaxDocumentRecord } from './tax-document.entity.js';
import { issueCreditNote, issueInvoiceForPieces, issueOrderInvoice } from './tax-documents.js';

// GST documents issued by the order's own status changes (issue 27), through the real API on a
// real PostgreSQL: the invoice on dispatch, the credit note on rejection and cancellation, and
// what they hold. The numbering race across two instances is in tax-document-numbers.test.ts.

// GSTINs with correct check characters, made up (as in domain/ tax-invoice.test.ts).
const STORE_GSTIN = '19AAACT1234F1ZO';
const BUYER_GSTIN = '27AABCB5678K1Z9';

const STORE_DETAILS = {
  legalName: 'Threadline Apparel Private Limited',
  address: 'Lane next to Guma Primary School\nGuma, North 24 Parganas, West Bengal 743704',
  stateCode: '19',
  gstin: STORE_GSTIN,
  taxpayerKind: 'REGULAR',
};

const UPDATE_STORE = `mutation ($input: UpdateStoreDetailsInput!) { updateStoreDetails(input: $input) { userErrors { code field message } } }`;
const UPDATE_STATUS = `mutation ($input: UpdateOrderStatusInput!) {
  updateOrderStatus(input: $input) { order { id status } userErrors { code field message } } }`;
const DOCUMENT = `id kind number issuedAt date placeOfSupply { code name } supplyType stateTaxName
  seller { legalName address stateName gstin taxpayerKind }
  buyer { name address stateName gstin businessName }
  lines { description size hsn quantity unitPrice { amount } discount { amount } taxableValue { amount } rate cgst { amount } sgst { amount } igst { amount } tax { amount } total { amount } }
  totals { quantity discount { amount } taxableValue { amount } cgst { amount } sgst { amount } igst { amount } tax { amount } total { amount } }
  amountInWords reverseCharge referencedInvoice { number date } pdfUrl`;
const ORDER_DOCUMENTS = `query ($id: ID!) { order(id: $id) { id total { amount } invoice { ${DOCUMENT} } invoices { number } creditNotes { ${DOCUMENT} } } }`;

interface Money {
  amount: string;
}
interface DocumentData {
  id: string;
  kind: string;
  number: string;
  date: string;
  placeOfSupply: { code: string; name: string };
  supplyType: string;
  seller: { legalName: string; gstin: string; stateName: string };
  buyer: { name: string; gstin: string | null; businessName: string | null; stateName: string; address: string };
  lines: Array<{ description: string; hsn: string; quantity: number; rate: string; total: Money; taxableValue: Money; cgst: Money; sgst: Money; igst: Money; tax: Money; discount: Money }>;
  totals: { quantity: number; taxableValue: Money; cgst: Money; sgst: Money; igst: Money; tax: Money; total: Money; discount: Money };
  amountInWords: string;
  reverseCharge: boolean;
  referencedInvoice: { number: string; date: string } | null;
  pdfUrl: string;
}
interface OrderDocuments {
  id: string;
  total: Money;
  invoice: DocumentData | null;
  invoices: Array<{ number: string }> | null;
  creditNotes: DocumentData[] | null;
}

const fy = () => financialYearOf(new Date()).code;

/** Issues in a transaction of its own that ends as a use case's does: the documents numbered last. */
function issuing<T>(em: ReturnType<TestServer['em']>, issue: (locks: LockGate) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const locks = openLocks(tx);
    const issued = await issue(locks);
    await locks.takeDocumentSerials();
    return issued;
  });
}
const invoiceNumber = (serial: number) => `${INVOICE_SERIES_PREFIX}/${fy()}/${String(serial).padStart(6, '0')}`;
const creditNoteNumber = (serial: number) => `${CREDIT_NOTE_SERIES_PREFIX}/${fy()}/${String(serial).padStart(6, '0')}`;

describe('GST documents of an order', () => {
  let server: TestServer;
  let adminToken: string;
  let shopper: { user: User; token: string };
  let product: Product;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    const user = await createUser(server.em(), { userName: 'Ananya Sen' });
    shopper = { user, token: await server.tokenFor(user) };
    // ₹1,049 a piece, no size increment: 5 % (taxable per piece ₹999.05 is at most ₹2,500).
    [product] = (await createProducts(server.em(), [{ pricePaise: 104_900, percentageIncrement: 0, stock: { M: 500 } }])) as [Product];
  });
  afterAll(() => server?.stop());

  async function setStoreDetails(overrides: Record<string, unknown> = {}): Promise<void> {
    const { body } = await server.gql<{ updateStoreDetails: { userErrors: unknown[] } }>(UPDATE_STORE, { input: { ...STORE_DETAILS, ...overrides } }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateStoreDetails.userErrors).toEqual([]);
  }

  /** A cash-on-delivery order placed through the API, delivered to `pincode`, with a discount code when given. */
  async function placeOrder(quantity: number, options: { pincode?: string; code?: string } = {}): Promise<string> {
    const em = server.em();
    const user = em.getReference(User, shopper.user.id);
    const address = new Address({ user, address: '14 Lake Road', city: 'Kolkata', pincode: options.pincode ?? '700029', phone: '9123456780', notes: '' });
    const cart = (await em.findOne(Cart, { user })) ?? new Cart(user);
    cart.discountCode = options.code ?? null;
    em.persist([address, cart, new CartLine({ cart, product: em.getReference(Product, product.id), size: product.size, quantity })]);
    await em.flush();
    const { body } = await server.gql<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(
      'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code message } } }',
      { input: { addressId: address.id } },
      { token: shopper.token },
    );
    expect(body.data?.placeOrder.userErrors).toEqual([]);
    return body.data!.placeOrder.order!.id;
  }

  async function setStatus(orderId: string, status: 'ORDER_PLACED' | 'IN_SHIPPING' | 'DELIVERED' | 'REJECTED' | 'CANCELED') {
    const { body } = await server.gql<{ updateOrderStatus: { order: { status: string } | null; userErrors: Array<{ code: string; field: string; message: string }> } }>(
      UPDATE_STATUS,
      { input: { orderId, status } },
      { token: adminToken },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.updateOrderStatus;
  }

  /**
   * A return request of the order for documents to name (a foreign key), as the returns work makes
   * them; CANCELED, so that it leaves the order's status free to change (a standing one fixes it).
   */
  async function returnRequestOf(orderId: string, id: string): Promise<void> {
    await server.em().execute(
      `insert into return_request (id, created_at, updated_at, order_id, user_id, kind, state, reason, refund_paise)
       select ?, now(), now(), id, user_id, 'REFUND', 'CANCELED', 'TOO_SMALL', 0 from customer_order where id = ?`,
      [id, orderId],
    );
  }

  async function documentsOf(orderId: string, token = shopper.token): Promise<OrderDocuments> {
    const { body } = await server.gql<{ order: OrderDocuments }>(ORDER_DOCUMENTS, { id: orderId }, { token });
    expect(body.errors).toBeUndefined();
    return body.data!.order;
  }

  const counterRows = () => server.em().getConnection().execute<Array<{ series: string; financial_year: string; next_serial: number }>>('select * from document_counter order by series');

  it('issues no invoice while the store has no GSTIN, and takes no number', async () => {
    const orderId = await placeOrder(1);
    expect((await setStatus(orderId, 'IN_SHIPPING')).userErrors).toEqual([]);
    const documents = await documentsOf(orderId);
    expect(documents.invoice).toBeNull();
    expect(documents.invoices).toEqual([]);
    expect(await server.em().count(TaxDocumentRecord, {})).toBe(0);
    expect(await counterRows()).toEqual([]);
    // Rejected without an invoice: nothing to credit.
    expect((await setStatus(orderId, 'REJECTED')).userErrors).toEqual([]);
    expect((await documentsOf(orderId)).creditNotes).toEqual([]);
    expect(await server.em().count(TaxDocumentRecord, {})).toBe(0);
  });

  describe('with the store’s GSTIN', () => {
    let invoicedOrderId: string;
    let firstInvoice: DocumentData;

    beforeAll(() => setStoreDetails());

    it('invoices an order when it is dispatched, in the same change, with each line’s tax', async () => {
      invoicedOrderId = await placeOrder(2);
      expect((await documentsOf(invoicedOrderId)).invoice).toBeNull();
      expect((await setStatus(invoicedOrderId, 'IN_SHIPPING')).userErrors).toEqual([]);

      const { invoice, total } = await documentsOf(invoicedOrderId);
      expect(invoice).not.toBeNull();
      firstInvoice = invoice!;
      // Two pieces at ₹1,049.00 inside West Bengal: taxable 2098.00 ÷ 1.05 = 1998.095… → 1998.10;
      // tax 99.90, CGST 49.95 + SGST 49.95.
      expect(invoice).toMatchObject({
        kind: 'TAX_INVOICE',
        number: invoiceNumber(1),
        placeOfSupply: { code: '19', name: 'West Bengal' },
        supplyType: 'INTRA_STATE',
        stateTaxName: 'SGST',
        seller: { legalName: STORE_DETAILS.legalName, gstin: STORE_GSTIN, stateName: 'West Bengal' },
        buyer: { name: 'Ananya Sen', gstin: null, businessName: null, stateName: 'West Bengal', address: '14 Lake Road, Kolkata 700029' },
        lines: [
          {
            description: product.title,
            hsn: '6109',
            quantity: 2,
            rate: '5%',
            discount: { amount: '0.00' },
            total: { amount: '2098.00' },
            taxableValue: { amount: '1998.10' },
            cgst: { amount: '49.95' },
            sgst: { amount: '49.95' },
            igst: { amount: '0.00' },
            tax: { amount: '99.90' },
          },
        ],
        totals: { quantity: 2, taxableValue: { amount: '1998.10' }, tax: { amount: '99.90' }, total: { amount: '2098.00' } },
        amountInWords: 'Rupees Two Thousand Ninety-Eight Only',
        reverseCharge: false,
        referencedInvoice: null,
        pdfUrl: `/documents/${invoice!.id}.pdf`,
      });
      expect(invoice!.totals.total).toEqual(total);
      // The admin reads the same document.
      expect((await documentsOf(invoicedOrderId, adminToken)).invoice).toEqual(invoice);
      expect(await counterRows()).toEqual([{ series: INVOICE_SERIES_PREFIX, financial_year: fy(), next_serial: 2 }]);
    });

    it('keeps one invoice however often the order is dispatched again', async () => {
      expect((await setStatus(invoicedOrderId, 'DELIVERED')).userErrors).toEqual([]);
      expect((await setStatus(invoicedOrderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      expect((await setStatus(invoicedOrderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      const documents = await documentsOf(invoicedOrderId);
      expect(documents.invoices).toEqual([{ number: invoiceNumber(1) }]);
      expect(documents.invoice).toEqual(firstInvoice);
    });

    it('leaves an issued invoice as it was when the product, its price and the store change afterwards', async () => {
      const em = server.em();
      const edited = await em.findOneOrFail(Product, product.id);
      edited.title = 'Renamed Tee';
      edited.pricePaise = 300_000;
      await em.flush();
      await setStoreDetails({ legalName: 'Threadline Renamed Private Limited', hsnCodes: [{ productType: 'ROUND_NECK_HALF', hsn: '610910' }] });

      expect((await documentsOf(invoicedOrderId)).invoice).toEqual(firstInvoice);
      const stored = await server.em().findOneOrFail(TaxDocumentRecord, firstInvoice.id);
      expect(stored.snapshot.lines[0]).toMatchObject({ description: product.title, hsn: '6109', unitPricePaise: 104_900 });
      expect(stored.snapshot.seller.legalName).toBe(STORE_DETAILS.legalName);

      // Put back for the tests below.
      edited.title = product.title;
      edited.pricePaise = 104_900;
      await em.flush();
      await setStoreDetails({ hsnCodes: [{ productType: 'ROUND_NECK_HALF', hsn: '6109' }] });
    });

    it('credits an invoiced order in full when it is rejected, at the invoice’s amounts, referring to it', async () => {
      expect((await setStatus(invoicedOrderId, 'REJECTED')).userErrors).toEqual([]);
      const { creditNotes, invoice } = await documentsOf(invoicedOrderId);
      expect(creditNotes).toHaveLength(1);
      const [note] = creditNotes!;
      expect(note).toMatchObject({
        kind: 'CREDIT_NOTE',
        number: creditNoteNumber(1),
        referencedInvoice: { number: invoice!.number, date: invoice!.date },
        lines: invoice!.lines,
        totals: invoice!.totals,
        buyer: invoice!.buyer,
        seller: invoice!.seller,
      });
      // Rejected again (from another stop), nothing is left to credit: still one note.
      expect((await setStatus(invoicedOrderId, 'CANCELED')).userErrors).toEqual([]);
      expect((await documentsOf(invoicedOrderId)).creditNotes).toHaveLength(1);
    });

    it('invoices a revived order anew when it is dispatched again after its invoice was reversed', async () => {
      expect((await setStatus(invoicedOrderId, 'ORDER_PLACED')).userErrors).toEqual([]);
      expect((await setStatus(invoicedOrderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      const documents = await documentsOf(invoicedOrderId);
      expect(documents.invoices).toEqual([{ number: invoiceNumber(1) }, { number: invoiceNumber(2) }]);
      expect(documents.invoice?.number).toBe(invoiceNumber(2));
    });

    it('credits a canceled order whose discount code it gives back, in one change (promotions, then the series)', async () => {
      const promotion = await createPromotion(server.em(), { code: 'GSTTEN', action: { kind: 'PERCENT_OFF_LINES', percent: 10, capPaise: null } });
      const orderId = await placeOrder(3, { code: 'GSTTEN' });
      expect((await setStatus(orderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      const { invoice } = await documentsOf(orderId);
      // 3 × ₹1,049 = ₹3,147.00, less 10 % = ₹2,832.30: taxable 2832.30 ÷ 1.05 = 2697.428… → 2697.43; tax 134.87 (CGST 67.44, SGST 67.43).
      expect(invoice!.lines[0]).toMatchObject({
        quantity: 3,
        discount: { amount: '314.70' },
        total: { amount: '2832.30' },
        taxableValue: { amount: '2697.43' },
        cgst: { amount: '67.44' },
        sgst: { amount: '67.43' },
        tax: { amount: '134.87' },
      });

      expect((await setStatus(orderId, 'CANCELED')).userErrors).toEqual([]);
      const { creditNotes } = await documentsOf(orderId);
      expect(creditNotes!.map((note) => [note.number, note.totals])).toEqual([[creditNoteNumber(2), invoice!.totals]]);
      expect(await server.em().count(PromotionUse, { promotion: promotion.id, releasedAt: null })).toBe(0);
    });

    it('carries a registered buyer’s GSTIN and business name, and charges IGST to another state', async () => {
      const orderId = await placeOrder(1, { pincode: '400050' });
      const em = server.em();
      const order = await em.findOneOrFail(Order, orderId);
      order.buyerGstin = BUYER_GSTIN;
      order.buyerBusinessName = 'Mehta Garments';
      await em.flush();
      expect((await setStatus(orderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      const { invoice } = await documentsOf(orderId);
      // ₹1,049.00 to Maharashtra: taxable 999.05, IGST 49.95.
      expect(invoice).toMatchObject({
        placeOfSupply: { code: '27', name: 'Maharashtra' },
        supplyType: 'INTER_STATE',
        buyer: { gstin: BUYER_GSTIN, businessName: 'Mehta Garments', stateName: 'Maharashtra' },
        totals: { taxableValue: { amount: '999.05' }, cgst: { amount: '0.00' }, sgst: { amount: '0.00' }, igst: { amount: '49.95' } },
      });
    });

    it('refuses a dispatch whose invoice cannot be issued, changes nothing, and uses up no number', async () => {
      const orderId = await placeOrder(1);
      const em = server.em();
      const order = await em.findOneOrFail(Order, orderId);
      order.buyerGstin = '27AABCB5678K1Z8'; // a typo: the check character does not match
      order.buyerBusinessName = 'Mehta Garments';
      await em.flush();
      const before = await counterRows();

      const result = await setStatus(orderId, 'IN_SHIPPING');
      expect(result.order).toBeNull();
      expect(result.userErrors).toEqual([
        { code: 'INVALID_STATE', field: 'status', message: expect.stringMatching(/^The order cannot be dispatched: its invoice cannot be issued\. The buyer's GSTIN/) as string },
      ]);
      expect((await server.em().findOneOrFail(Order, orderId)).status).toBe(OrderStatus.ORDER_PLACED);
      expect(await counterRows()).toEqual(before);

      // Corrected, it is dispatched with the very next number.
      order.buyerGstin = BUYER_GSTIN;
      await em.flush();
      const next = before.find((row) => row.series === INVOICE_SERIES_PREFIX)!.next_serial;
      expect((await setStatus(orderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      expect((await documentsOf(orderId)).invoice?.number).toBe(invoiceNumber(next));
    });

    it('issues a bill of supply, with no tax, for a store under the composition scheme', async () => {
      await setStoreDetails({ taxpayerKind: 'COMPOSITION' });
      try {
        const orderId = await placeOrder(1);
        expect((await setStatus(orderId, 'IN_SHIPPING')).userErrors).toEqual([]);
        const { invoice } = await documentsOf(orderId);
        expect(invoice).toMatchObject({ kind: 'BILL_OF_SUPPLY', supplyType: 'NO_TAX', totals: { tax: { amount: '0.00' }, taxableValue: { amount: '1049.00' } } });
        expect(invoice!.number).toMatch(/^TL\//);
      } finally {
        await setStoreDetails();
      }
    });

    it('credits some pieces of an invoice, each at its share of the line, never more than was invoiced', async () => {
      // 3 × ₹1,049 less 10 % (code GSTTEN): ₹2,832.30, shares 944.10 each.
      const orderId = await placeOrder(3, { code: 'GSTTEN' });
      expect((await setStatus(orderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      const em = server.em();
      const order = await em.findOneOrFail(Order, orderId, { populate: ['lines'] });
      const lineId = order.lines.getItems()[0]!.id;
      const returnRequestId = '00000000-0000-4000-8000-000000000027';
      await returnRequestOf(orderId, returnRequestId);

      const first = await issuing(em, (locks) => issueCreditNote(locks, order, { pieces: [{ orderLineId: lineId, quantity: 2 }], returnRequestId }));
      expect(first!.returnRequestId).toBe(returnRequestId);
      expect(first!.snapshot.lines[0]).toMatchObject({ quantity: 2, totalPaise: 188_820, rateBps: 500 });
      const numbersBefore = await counterRows();

      // Two more pieces than are left: refused before any number is taken.
      await expect(issuing(em, (locks) => issueCreditNote(locks, order, { pieces: [{ orderLineId: lineId, quantity: 2 }] }))).rejects.toThrow(TaxDocumentError);
      await expect(issuing(em, (locks) => issueCreditNote(locks, order, { pieces: [{ orderLineId: order.id, quantity: 1 }] }))).rejects.toThrow(/not on the order's invoice/);
      expect(await counterRows()).toEqual(numbersBefore);

      // Canceled now, the order is credited the one piece left.
      expect((await setStatus(orderId, 'CANCELED')).userErrors).toEqual([]);
      const { creditNotes, invoice } = await documentsOf(orderId);
      expect(creditNotes!.map((note) => note.lines.map((line) => [line.quantity, line.total.amount]))).toEqual([[[2, '1888.20']], [[1, '944.10']]]);
      const sum = (field: 'taxableValue' | 'cgst' | 'sgst' | 'tax' | 'total') =>
        creditNotes!.reduce((paise, note) => paise + Math.round(Number(note.totals[field].amount) * 100), 0);
      for (const field of ['taxableValue', 'cgst', 'sgst', 'tax', 'total'] as const) {
        expect(sum(field), field).toBe(Math.round(Number(invoice!.totals[field].amount) * 100));
      }
    });

    it('invoices an exchange’s replacement pieces in the invoice series, naming the return request', async () => {
      const orderId = await placeOrder(2);
      expect((await setStatus(orderId, 'IN_SHIPPING')).userErrors).toEqual([]);
      const em = server.em();
      const order = await em.findOneOrFail(Order, orderId, { populate: ['lines'] });
      const lineId = order.lines.getItems()[0]!.id;
      const returnRequestId = '00000000-0000-4000-8000-000000000028';
      await returnRequestOf(orderId, returnRequestId);
      const replacement = await issuing(em, (locks) =>
        issueInvoiceForPieces(locks, order, [{ orderLineId: lineId, quantity: 1, size: 'L', unitPricePaise: 110_100, paidPaise: 110_100 }], { returnRequestId }),
      );
      expect(replacement).toMatchObject({ kind: 'TAX_INVOICE', returnRequestId });
      expect(replacement!.snapshot.lines[0]).toMatchObject({ size: 'L', quantity: 1, totalPaise: 110_100, unitPricePaise: 110_100 });
      const documents = await documentsOf(orderId);
      // The order's own invoice stays the order's invoice; the replacement is listed beside it.
      expect(documents.invoice?.number).not.toBe(replacement!.number);
      expect(documents.invoices!.map((doc) => doc.number)).toEqual([documents.invoice!.number, replacement!.number]);
    });

    it('does not show a shopper another shopper’s order or its documents', async () => {
      const other = await server.tokenFor(await createUser(server.em()));
      const { body } = await server.gql<{ order: OrderDocuments | null }>(ORDER_DOCUMENTS, { id: invoicedOrderId }, { token: other });
      expect(body.data?.order ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(JSON.stringify(body)).not.toContain(INVOICE_SERIES_PREFIX + '/');
    });
  });

  describe('at the turn of the financial year', () => {
    it('numbers an invoice of 31 March 23:59:59 IST in the ending year, and one a second later from 1 in the new year', async () => {
      const em = server.em();
      const orders = [await placeOrder(1), await placeOrder(1)];
      const [lastSecond, firstSecond] = await Promise.all(orders.map((id) => em.findOneOrFail(Order, id)));
      const endOfYear = new Date('2027-03-31T18:29:59.000Z'); // 31 March 2027 23:59:59 IST
      const newYear = new Date('2027-03-31T18:30:00.000Z'); // 1 April 2027 00:00:00 IST

      const a = await issuing(em, (locks) => issueOrderInvoice(locks, lastSecond!, { now: endOfYear }));
      const b = await issuing(em, (locks) => issueOrderInvoice(locks, firstSecond!, { now: newYear }));
      expect(a!.number).toMatch(/^TL\/2627\/\d{6}$/);
      expect(a!.snapshot.date).toBe('2027-03-31');
      expect(a!.financialYear).toBe('2627');
      expect(b!.number).toBe('TL/2728/000001');
      expect(b!.snapshot.date).toBe('2027-04-01');
      expect(b!.financialYear).toBe('2728');
    });
  });
});
