import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { productInput, stockOf } from '../../../test/factories.js';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';
import { rest } from '../../../test/rest.js';

// An admin sets the stock of each size a product offers; stock given only as a total (the spec's
// REST bodies) lands by one rule, and nothing an admin does drops pieces silently.

const PRODUCT = 'id size totalStock sizeOptions { size quantityAvailable available }';
const USER_ERRORS = 'userErrors { code field message }';
const CREATE = `mutation ($input: ProductInput!) { createProduct(input: $input) { product { ${PRODUCT} } ${USER_ERRORS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { product { ${PRODUCT} } ${USER_ERRORS} } }`;

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}
interface ProductData {
  id: string;
  size: string;
  totalStock: number;
  sizeOptions: Array<{ size: string; quantityAvailable: number; available: boolean }>;
}
interface Payload {
  product: ProductData | null;
  userErrors: UserErrorData[];
}

const stockList = (product: ProductData | null) => Object.fromEntries((product?.sizeOptions ?? []).map((option) => [option.size, option.quantityAvailable]));

describe('stock per size in the back office', () => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    ({ server, adminToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  async function create(input: Record<string, unknown>): Promise<Payload> {
    const { body } = await server.gql<{ createProduct: Payload }>(CREATE, { input }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    return body.data!.createProduct;
  }

  async function update(id: string, input: Record<string, unknown>): Promise<Payload> {
    const { body } = await server.gql<{ updateProduct: Payload }>(UPDATE, { id, input }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    return body.data!.updateProduct;
  }

  it('keeps the stock of each offered size, the total their sum, a sold-out size listed but not available', async () => {
    const { product, userErrors } = await create(productInput({ sizeStock: [{ size: 'XL', quantity: 1 }, { size: 'M', quantity: 7 }] }));
    expect(userErrors).toEqual([]);
    expect(product!.totalStock).toBe(8);
    expect(product!.sizeOptions).toEqual([
      { size: 'XS', quantityAvailable: 0, available: false },
      { size: 'S', quantityAvailable: 0, available: false },
      { size: 'M', quantityAvailable: 7, available: true },
      { size: 'L', quantityAvailable: 0, available: false },
      { size: 'XL', quantityAvailable: 1, available: true },
      { size: 'XXL', quantityAvailable: 0, available: false },
    ]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a size the product does not offer', { productType: 'ROUND_NECK_OVERSIZE', sizeStock: [{ size: 'XS', quantity: 1 }] }, 'sizeStock', 'This product does not come in XS; it comes in M, L, XL, XXL'],
    ['a size twice', { sizeStock: [{ size: 'M', quantity: 1 }, { size: 'M', quantity: 2 }] }, 'sizeStock', 'M is listed more than once'],
    ['a negative count', { sizeStock: [{ size: 'M', quantity: -1 }] }, 'sizeStock', 'Stock must be a whole number of 0 or more'],
    ['one size over the limit', { sizeStock: [{ size: 'M', quantity: 1_000_001 }] }, 'sizeStock', MESSAGES.STOCK_MAX],
    ['sizes together over the limit', { sizeStock: [{ size: 'M', quantity: 600_000 }, { size: 'L', quantity: 500_000 }] }, 'sizeStock', 'The stock of all sizes together cannot be more than 10,00,000'],
    ['a total that is not the sizes’ sum', { sizeStock: [{ size: 'M', quantity: 2 }], totalStock: 3 }, 'totalStock', "totalStock 3 is not the sum of the sizes' stock (2); send sizeStock to change the stock of each size"],
    ['no stock at all', { sizeStock: null }, 'sizeStock', 'Stock is required: give the stock of each size (sizeStock), or the total (totalStock)'],
  ])('refuses %s at the field, and saves nothing', async (_name, overrides, field, message) => {
    const before = (await server.em().getConnection().execute<Array<{ count: string }>>('select count(*) from product'))[0]!.count;
    expect(await create(productInput(overrides))).toEqual({ product: null, userErrors: [{ code: 'INVALID_INPUT', field, message }] });
    expect((await server.em().getConnection().execute<Array<{ count: string }>>('select count(*) from product'))[0]!.count).toBe(before);
  });

  it('puts a total sent alone on the product’s own size, on a new product and on one whose sizes hold none', async () => {
    const { product } = await create(productInput({ size: 'L', totalStock: 9 }));
    expect(stockList(product)).toEqual({ XS: 0, S: 0, M: 0, L: 9, XL: 0, XXL: 0 });

    const emptied = await update(product!.id, productInput({ size: 'L', sizeStock: [] }));
    expect(emptied.product!.totalStock).toBe(0);
    const refilled = await update(product!.id, productInput({ size: 'S', totalStock: 4 }));
    expect(stockList(refilled.product)).toEqual({ XS: 0, S: 4, M: 0, L: 0, XL: 0, XXL: 0 });
  });

  it('keeps each size’s stock on an edit that sends no stock or the same total, and refuses a different total rather than guess', async () => {
    const { product } = await create(productInput({ sizeStock: [{ size: 'S', quantity: 2 }, { size: 'XL', quantity: 3 }] }));
    const kept = await update(product!.id, productInput({ title: 'Renamed Tee', sizeStock: undefined }));
    expect(stockList(kept.product)).toMatchObject({ S: 2, XL: 3 });
    const same = await update(product!.id, productInput({ totalStock: 5 }));
    expect(stockList(same.product)).toMatchObject({ S: 2, XL: 3 });

    expect(await update(product!.id, productInput({ totalStock: 8 }))).toEqual({
      product: null,
      userErrors: [{ code: 'INVALID_INPUT', field: 'totalStock', message: "totalStock 8 is not the sum of the sizes' stock (5); send sizeStock to change the stock of each size" }],
    });
    expect(await stockOf(server.em(), product!.id)).toEqual({ XS: 0, S: 2, M: 0, L: 0, XL: 3, XXL: 0 });
  });

  it('refuses a change that stops offering a size while it holds stock, and allows it once that size holds none', async () => {
    const { product } = await create(productInput({ sizeStock: [{ size: 'XS', quantity: 2 }, { size: 'S', quantity: 1 }, { size: 'L', quantity: 4 }] }));
    const oversize = { productType: 'ROUND_NECK_OVERSIZE', measurement: 'FREE_SIZE' };

    expect(await update(product!.id, productInput({ ...oversize, sizeStock: [{ size: 'L', quantity: 4 }] }))).toEqual({
      product: null,
      userErrors: [{ code: 'INVALID_INPUT', field: 'sizeStock', message: 'This change stops offering XS (2 in stock), S (1 in stock); set their stock to 0 first' }],
    });
    expect(await stockOf(server.em(), product!.id)).toMatchObject({ XS: 2, S: 1, L: 4 });

    await update(product!.id, productInput({ sizeStock: [{ size: 'L', quantity: 4 }] }));
    const changed = await update(product!.id, productInput({ ...oversize, sizeStock: [{ size: 'L', quantity: 4 }, { size: 'XXL', quantity: 1 }] }));
    expect(changed.userErrors).toEqual([]);
    // Exactly the sizes now offered have stock rows.
    expect(await stockOf(server.em(), product!.id)).toEqual({ M: 0, L: 4, XL: 0, XXL: 1 });
  });

  it('takes the spec’s REST body with a total alone, and an optional sizeStock, and shows both', async () => {
    const body = {
      image: '/media/products/navy-tee.webp',
      title: 'Rest Stock Tee',
      description: 'Soft combed cotton, regular fit.',
      category: 'male',
      productType: 'round_neck_half',
      type: 'size',
      size: 'M',
      measurement: '38in',
      percentageIncrement: 0,
      price: 599,
      salePrice: 0,
      totalStock: 6,
    };
    const added = await rest<{ data: { _id: string; totalStock: number; sizeStock: Array<{ size: string; quantity: number }> } }>(server, 'POST', '/admin/products/add', { token: adminToken, body });
    expect(added.status).toBe(201);
    expect(added.body.data.totalStock).toBe(6);
    expect(added.body.data.sizeStock.filter((entry) => entry.quantity > 0)).toEqual([{ size: 'M', quantity: 6 }]);

    const id = added.body.data._id;
    const mismatch = await rest(server, 'PUT', `/admin/products/edit/${id}`, { token: adminToken, body: { totalStock: 10 } });
    expect([mismatch.status, mismatch.body.message]).toEqual([400, "totalStock 10 is not the sum of the sizes' stock (6); send sizeStock to change the stock of each size"]);
    const perSize = await rest<{ data: { totalStock: number } }>(server, 'PUT', `/admin/products/edit/${id}`, {
      token: adminToken,
      body: { sizeStock: [{ size: 'M', quantity: 6 }, { size: 'XL', quantity: 4 }] },
    });
    expect([perSize.status, perSize.body.data.totalStock]).toEqual([200, 10]);
    const priceOnly = await rest<{ data: { totalStock: number } }>(server, 'PUT', `/admin/products/edit/${id}`, { token: adminToken, body: { price: 649 } });
    expect([priceOnly.status, priceOnly.body.data.totalStock]).toEqual([200, 10]);
    expect(await stockOf(server.em(), id)).toMatchObject({ M: 6, XL: 4 });
  });
});
