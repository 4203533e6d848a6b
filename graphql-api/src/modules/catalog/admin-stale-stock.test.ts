import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, productInput } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { rest } from '../../../test/rest.js';
import { placeCodOrder } from '../../../test/shopping.js';
import { expectLedgerAddsUp } from '../../../test/stock-ledger.js';
import { Role } from '../users/user.entity.js';
import { Product } from './product.entity.js';

// An admin's product form sets each size's stock to a figure typed over the one she read. A sale
// committed while the form was open must not be undone by her save: the save carries what she saw
// (`expectedStock`) and is refused, changing nothing, when a size holds anything else now.

const READ = 'query ($id: ID!) { product(id: $id) { id sizeOptions { size quantityAvailable } } }';
const UPDATE = `mutation ($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) { product { sizeOptions { size quantityAvailable } } userErrors { code field message } }
}`;
const CREATE = 'mutation ($input: ProductInput!) { createProduct(input: $input) { product { id } userErrors { message } } }';
const STALE_XL = 'The stock of size XL changed to 0 while you were editing (a sale or another admin). Check it and save again.';

type Stock = Record<string, number>;
interface UpdatePayload {
  product: { sizeOptions: Array<{ size: string; quantityAvailable: number }> } | null;
  userErrors: Array<{ code: string; field: string | null; message: string }>;
}

describe('an admin saving stock she read before a sale', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN, userName: 'Mitali Admin' }));
  });
  afterAll(() => server?.stop());

  /** A tee whose own size is XL (the size the test shopper buys), with one XL and three M. */
  async function tee(title: string): Promise<string> {
    const { body } = await server.gql<{ createProduct: { product: { id: string } } }>(
      CREATE,
      { input: productInput({ title, size: 'XL', sizeStock: [{ size: 'XL', quantity: 1 }, { size: 'M', quantity: 3 }] }) },
      { token: adminToken },
    );
    return body.data!.createProduct.product.id;
  }

  /** What the sheet reads as it opens: each size's stock. */
  async function read(id: string): Promise<Stock> {
    const { body } = await server.gql<{ product: { sizeOptions: Array<{ size: string; quantityAvailable: number }> } }>(READ, { id }, { token: adminToken });
    return Object.fromEntries(body.data!.product.sizeOptions.map((option) => [option.size, option.quantityAvailable]));
  }

  async function buyOne(productId: string): Promise<void> {
    const shopper = await createUser(server.em());
    const product = await server.em().fork().findOneOrFail(Product, productId);
    await placeCodOrder(server, { userId: shopper.id, token: await server.tokenFor(shopper) }, [{ product, quantity: 1 }]);
  }

  /** The sheet's save: every size with the figure typed, and the figure the admin saw. */
  async function save(id: string, typed: Stock, seen: Stock): Promise<UpdatePayload> {
    const sizeStock = Object.entries(typed).map(([size, quantity]) => ({ size, quantity, expectedStock: seen[size] ?? 0 }));
    const { body } = await server.gql<{ updateProduct: UpdatePayload }>(UPDATE, { id, input: productInput({ title: 'Stale Tee', size: 'XL', sizeStock }) }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    return body.data!.updateProduct;
  }

  const movementCount = async (productId: string) =>
    Number((await server.em().getConnection().execute<Array<{ count: string }>>('select count(*) from stock_movement where product_id = ?', [productId]))[0]!.count);

  it('refuses the save that would undo a sale, changing nothing; the save from the fresh figure goes through', async () => {
    const id = await tee('Stale Tee');
    const seen = await read(id);
    expect(seen).toMatchObject({ XL: 1, M: 3 });

    await buyOne(id);
    const afterSale = await read(id);
    expect(afterSale).toMatchObject({ XL: 0, M: 3 });
    const movements = await movementCount(id);

    // She raised M to 5 and left XL at the 1 she saw.
    const refused = await save(id, { ...seen, M: 5 }, seen);
    expect(refused).toEqual({ product: null, userErrors: [{ code: 'STOCK_CHANGED', field: 'sizeStock', message: STALE_XL }] });
    expect(await read(id)).toEqual(afterSale);
    expect(await movementCount(id)).toBe(movements);
    await expectLedgerAddsUp(server.em());

    // Reading again, she sees XL at 0 and saves from it.
    const fresh = await read(id);
    const saved = await save(id, { ...fresh, M: 5 }, fresh);
    expect(saved.userErrors).toEqual([]);
    expect(await read(id)).toMatchObject({ XL: 0, M: 5 });
    expect(await movementCount(id)).toBe(movements + 1);
    await expectLedgerAddsUp(server.em());
  });

  it('lets one of several admins saving from the same read win; the others are refused', async () => {
    const id = await tee('Race Tee');
    const seen = await read(id);
    const answers = await Promise.all([4, 5, 6, 7, 8].map((m) => save(id, { ...seen, M: m }, seen)));
    const won = answers.filter((answer) => answer.userErrors.length === 0);
    expect(won).toHaveLength(1);
    const m = won[0]!.product!.sizeOptions.find((option) => option.size === 'M')!.quantityAvailable;
    for (const answer of answers.filter((a) => a !== won[0])) {
      expect(answer.userErrors).toEqual([
        { code: 'STOCK_CHANGED', field: 'sizeStock', message: `The stock of size M changed to ${m} while you were editing (a sale or another admin). Check it and save again.` },
      ]);
    }
    expect(await read(id)).toMatchObject({ XL: 1, M: m });
    await expectLedgerAddsUp(server.em());
  });

  it('answers REST the same (409), and a REST body without expectedStock sets the stock as before', async () => {
    const id = await tee('Rest Tee');
    const seen = await read(id);
    await buyOne(id);
    const stale = await rest(server, 'PUT', `/admin/products/edit/${id}`, {
      token: adminToken,
      body: { sizeStock: [{ size: 'XL', quantity: 1, expectedStock: seen.XL }, { size: 'M', quantity: 3, expectedStock: seen.M }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, message: STALE_XL });
    expect(await read(id)).toMatchObject({ XL: 0, M: 3 });

    const blind = await rest(server, 'PUT', `/admin/products/edit/${id}`, { token: adminToken, body: { sizeStock: [{ size: 'XL', quantity: 2 }, { size: 'M', quantity: 3 }] } });
    expect(blind.status).toBe(200);
    expect(await read(id)).toMatchObject({ XL: 2, M: 3 });
    await expectLedgerAddsUp(server.em());
  });

  it('refuses an expectedStock that is not a count', async () => {
    const id = await tee('Odd Tee');
    const answer = await save(id, { XL: 1 }, { XL: -1 });
    expect(answer.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'sizeStock', message: 'Stock must be a whole number of 0 or more' }]);
  });
});
