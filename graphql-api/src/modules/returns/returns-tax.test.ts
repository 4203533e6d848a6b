import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Size } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { returnsApi } from '../../../test/returns.js';
import { Role } from '../users/user.entity.js';

// Returns of invoiced pieces (issue 28 point 5): a refund credits what came back at the invoice's
// rates, agreeing with the refund to the paisa; an exchange credits the pieces sent back and
// invoices the replacement when it ships.

const STORE_DETAILS = {
  legalName: 'Threadline Apparel Private Limited',
  address: 'Lane next to Guma Primary School\nGuma, North 24 Parganas, West Bengal 743704',
  stateCode: '19',
  gstin: '19AAACT1234F1ZO',
  taxpayerKind: 'REGULAR',
};

interface DocumentData {
  number: string;
  kind: string;
  lines: Array<{ size: string; quantity: number; total: { amount: string } }>;
  totals: { total: { amount: string } };
}

describe('credit notes and invoices of returns', () => {
  let server: TestServer;
  let adminToken: string;
  let api: ReturnType<typeof returnsApi>;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    api = returnsApi(server, adminToken);
    const { body } = await server.gql<{ updateStoreDetails: { userErrors: unknown[] } }>(
      'mutation ($input: UpdateStoreDetailsInput!) { updateStoreDetails(input: $input) { userErrors { code field message } } }',
      { input: STORE_DETAILS },
      { token: adminToken },
    );
    expect(body.data!.updateStoreDetails.userErrors).toEqual([]);
  });
  afterAll(() => server?.stop());

  async function documents(orderId: string): Promise<{ invoices: DocumentData[]; creditNotes: DocumentData[] }> {
    const fields = 'number kind lines { size quantity total { amount } } totals { total { amount } }';
    const { body } = await server.gql<{ order: { invoices: DocumentData[]; creditNotes: DocumentData[] } }>(
      `query ($id: ID!) { order(id: $id) { invoices { ${fields} } creditNotes { ${fields} } } }`,
      { id: orderId },
      { token: adminToken },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.order;
  }

  /** A delivered order the way a store with a GSTIN sends it: dispatched (invoiced), then delivered. */
  async function invoicedOrder(wishes: Parameters<typeof api.deliveredOrder>[1]) {
    const buyer = await api.shopper();
    const placed = await api.deliveredOrder(buyer, wishes, { deliver: false });
    await api.setStatus(placed.orderId, 'IN_SHIPPING');
    await api.setStatus(placed.orderId, 'DELIVERED');
    return { buyer, ...placed };
  }

  it('credits the pieces that came back when their refund is recorded, for what was refunded', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 49_900, stock: { M: 10 } }]);
    const { buyer, orderId, lineIds } = await invoicedOrder([{ product: product!, quantity: 3 }]);
    expect((await documents(orderId)).invoices).toHaveLength(1);
    const { returnRequest } = await api.request(buyer, { orderId, kind: 'REFUND', lines: [{ orderLineId: lineIds[0], quantity: 2 }] });
    await api.approve(returnRequest!.id);
    await api.receive(returnRequest!.id, [{ returnLineId: returnRequest!.lines[0]!.id, received: 2, damaged: 1 }]);
    expect((await documents(orderId)).creditNotes).toEqual([]);
    await api.refund({ returnId: returnRequest!.id, method: 'UPI', reference: 'UTR-CN' });
    const { creditNotes } = await documents(orderId);
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]!.lines).toMatchObject([{ size: 'M', quantity: 2 }]);
    expect(creditNotes[0]!.totals.total.amount).toBe(returnRequest!.refund.amount);
  });

  it('credits the returned S and invoices the replacement M when an exchange ships', async () => {
    const [product] = await createProducts(server.em(), [{ pricePaise: 49_900, stock: { S: 3, M: 3 } }]);
    const { buyer, orderId, lineIds } = await invoicedOrder([{ product: product!, size: Size.S, quantity: 1 }]);
    const { returnRequest } = await api.request(buyer, { orderId, kind: 'EXCHANGE', lines: [{ orderLineId: lineIds[0], quantity: 1, exchangeSize: 'M' }] });
    await api.approve(returnRequest!.id);
    await api.receive(returnRequest!.id, [{ returnLineId: returnRequest!.lines[0]!.id, received: 1 }]);
    await api.ship(returnRequest!.id);
    const { invoices, creditNotes } = await documents(orderId);
    expect(creditNotes.map((note) => note.lines.map((line) => [line.size, line.quantity]))).toEqual([[['S', 1]]]);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]!.lines.map((line) => [line.size, line.quantity, line.total.amount])).toEqual([['M', 1, '499.00']]);
  });
});
