import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { fillCart } from '../../../test/shopping.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { StoreEventType, type StoreEvent } from '../events/event-bus.js';
import { Role, type User } from '../users/user.entity.js';
import { Product } from './product.entity.js';

// The stock ledger as the admin reads it: every change of a size's stock is a movement naming its
// reason and its order or admin, the movements add up to the stock, and a size dropping below
// the low-stock line says `stock.low` once per crossing.

const LEDGER = `query ($productId: ID!, $first: Int) {
  productStockMovements(productId: $productId, first: $first) {
    size quantityAvailable
    movements { quantityMoved quantityAfter reason orderId adminName }
  }
}`;
const CREATE = 'mutation ($input: ProductInput!) { createProduct(input: $input) { product { id } userErrors { message } } }';
const UPDATE = 'mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { product { id } userErrors { message } } }';
const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { message } } }';
const STATUS = 'mutation ($input: UpdateOrderStatusInput!) { updateOrderStatus(input: $input) { order { status } userErrors { message } } }';
const CANCEL = 'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { order { status } userErrors { message } } }';

interface Movement {
  quantityMoved: number;
  quantityAfter: number;
  reason: string;
  orderId: string | null;
  adminName: string | null;
}
interface SizeLedger {
  size: string;
  quantityAvailable: number;
  movements: Movement[];
}

describe('the stock ledger', () => {
  let server: TestServer;
  let admin: User;
  let adminToken: string;
  const lows: StoreEvent[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    server.events.subscribe([StoreEventType.STOCK_LOW], (_em, event) => {
      lows.push(event);
    });
    admin = await createUser(server.em(), { role: Role.ADMIN, userName: 'Mitali Admin' });
    adminToken = await server.tokenFor(admin);
  });
  afterAll(() => server?.stop());

  const ledgerOf = async (productId: string, first?: number): Promise<SizeLedger[]> => {
    const { body } = await server.gql<{ productStockMovements: SizeLedger[] }>(LEDGER, { productId, first }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    return body.data!.productStockMovements;
  };
  const sizeOf = async (productId: string, size: string) => (await ledgerOf(productId)).find((entry) => entry.size === size)!;

  async function orderOf(productId: string, quantity: number): Promise<{ orderId: string; token: string }> {
    const buyer = await createUser(server.em());
    const token = await server.tokenFor(buyer);
    const product = await server.em().findOneOrFail(Product, productId);
    const addressId = await fillCart(server, buyer.id, [{ product, quantity }]);
    const { body } = await server.gql<{ placeOrder: { order: { id: string } | null; userErrors: unknown[] } }>(PLACE, { input: { addressId } }, { token });
    expect(body.data!.placeOrder.userErrors).toEqual([]);
    return { orderId: body.data!.placeOrder.order!.id, token };
  }

  it('records opening balance, sales, cancellation, rejection, revival and admin adjustment, newest first, adding up to the stock', async () => {
    const created = await server.gql<{ createProduct: { product: { id: string } } }>(
      CREATE,
      { input: productInput({ title: 'Ledger Tee', size: 'M', sizeStock: [{ size: 'M', quantity: 12 }] }) },
      { token: adminToken },
    );
    const productId = created.body.data!.createProduct.product.id;
    expect((await sizeOf(productId, 'M')).movements).toEqual([{ quantityMoved: 12, quantityAfter: 12, reason: 'INITIAL', orderId: null, adminName: 'Mitali Admin' }]);

    const canceled = await orderOf(productId, 2);
    const rejected = await orderOf(productId, 1);
    await server.gql(CANCEL, { input: { orderId: canceled.orderId, reason: 'Ordered the wrong size' } }, { token: canceled.token });
    await server.gql(STATUS, { input: { orderId: rejected.orderId, status: 'REJECTED' } }, { token: adminToken });
    await server.gql(STATUS, { input: { orderId: rejected.orderId, status: 'ORDER_PLACED' } }, { token: adminToken });
    const edited = await server.gql<{ updateProduct: { userErrors: unknown[] } }>(
      UPDATE,
      { id: productId, input: productInput({ title: 'Ledger Tee', size: 'M', sizeStock: [{ size: 'M', quantity: 20 }] }) },
      { token: adminToken },
    );
    expect(edited.body.data!.updateProduct.userErrors).toEqual([]);

    const m = await sizeOf(productId, 'M');
    expect(m.quantityAvailable).toBe(20);
    expect(m.movements).toEqual([
      { quantityMoved: 9, quantityAfter: 20, reason: 'ADMIN_ADJUSTMENT', orderId: null, adminName: 'Mitali Admin' },
      { quantityMoved: -1, quantityAfter: 11, reason: 'SALE', orderId: rejected.orderId, adminName: null },
      { quantityMoved: 1, quantityAfter: 12, reason: 'REJECTION', orderId: rejected.orderId, adminName: null },
      { quantityMoved: 2, quantityAfter: 11, reason: 'CANCEL', orderId: canceled.orderId, adminName: null },
      { quantityMoved: -1, quantityAfter: 9, reason: 'SALE', orderId: rejected.orderId, adminName: null },
      { quantityMoved: -2, quantityAfter: 10, reason: 'SALE', orderId: canceled.orderId, adminName: null },
      { quantityMoved: 12, quantityAfter: 12, reason: 'INITIAL', orderId: null, adminName: 'Mitali Admin' },
    ]);
    const lastTwo = (await ledgerOf(productId, 2)).find((entry) => entry.size === 'M')!;
    expect(lastTwo.movements.map((movement) => movement.reason)).toEqual(['ADMIN_ADJUSTMENT', 'SALE']);
    await expectLedgerAddsUp(server.em());
  });

  it('says stock.low once each time a size drops below the line, with the product, the size and its stock', async () => {
    const created = await server.gql<{ createProduct: { product: { id: string } } }>(
      CREATE,
      { input: productInput({ title: 'Running Low Tee', size: 'M', sizeStock: [{ size: 'M', quantity: 11 }] }) },
      { token: adminToken },
    );
    const productId = created.body.data!.createProduct.product.id;
    const slug = (await server.em().findOneOrFail(Product, productId)).slug;
    const mine = () => lows.filter((event) => event.subject.id === productId).map((event) => event.data);

    await orderOf(productId, 1); // 11 -> 10: still at the line
    expect(mine()).toEqual([]);
    const { orderId, token } = await orderOf(productId, 2); // 10 -> 8: crosses
    await orderOf(productId, 1); // 8 -> 7: already below
    const crossing = { product: { id: productId, slug, title: 'Running Low Tee' }, size: 'M', stock: 8, threshold: 10 };
    expect(mine()).toEqual([crossing]);

    await server.gql(CANCEL, { input: { orderId, reason: 'Changed my mind' } }, { token }); // 7 -> 9: still below
    await server.gql(
      UPDATE,
      { id: productId, input: productInput({ title: 'Running Low Tee', size: 'M', sizeStock: [{ size: 'M', quantity: 15 }] }) },
      { token: adminToken },
    ); // refilled
    await server.gql(
      UPDATE,
      { id: productId, input: productInput({ title: 'Running Low Tee', size: 'M', sizeStock: [{ size: 'M', quantity: 3 }] }) },
      { token: adminToken },
    ); // 15 -> 3 by hand: crosses again
    expect(mine()).toEqual([crossing, { ...crossing, stock: 3 }]);
    await expectLedgerAddsUp(server.em());
  });

  it('is the admin’s only, and bounded', async () => {
    const shopperToken = await server.tokenFor(await createUser(server.em()));
    const { body } = await server.gql(LEDGER, { productId: '00000000-0000-4000-8000-000000000000' }, { token: shopperToken });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const tooMany = await server.gql(LEDGER, { productId: '00000000-0000-4000-8000-000000000000', first: 51 }, { token: adminToken });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
