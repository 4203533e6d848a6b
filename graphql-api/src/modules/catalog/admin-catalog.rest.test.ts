import { MESSAGES } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts } from '../../../test/factories.js';
import { startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import type { ProductDocument } from './catalog.documents.js';
import { Product } from './product.entity.js';
import { PRODUCT_MESSAGES } from './product-input.js';

/** The product form as the store's back office sends it. */
const form = (overrides: Record<string, unknown> = {}) => ({
  image: '/media/products/navy.webp',
  title: 'Navy Polo',
  description: 'A breathable cotton pique polo.',
  category: 'male',
  productType: 'polo_neck',
  type: 'size',
  size: 'XS',
  measurement: '36in',
  percentageIncrement: 10,
  price: 799.5,
  salePrice: 599,
  totalStock: 12,
  ...overrides,
});

describe('REST admin products', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    ({ server, adminToken, shopperToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  const someId = '00000000-0000-4000-8000-000000000000';
  const adminPaths: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, string]> = [
    ['GET', '/admin/products/get', '/admin/products/get'],
    ['POST', '/admin/products/add', '/admin/products/add'],
    ['PUT', `/admin/products/edit/${someId}`, '/admin/products/edit/{id}'],
    ['DELETE', `/admin/products/delete/${someId}`, '/admin/products/delete/{id}'],
  ];

  it.each(adminPaths)('%s %s answers 401 signed out and 403 to a shopper', async (method, path, template) => {
    const before = await server.em().count(Product);
    const anonymous = await rest(server, method, path, { body: method === 'GET' ? undefined : form() });
    expect(anonymous.status).toBe(401);
    await expectDocumented(server, method, template, anonymous);
    const shopper = await rest(server, method, path, { token: shopperToken, body: method === 'GET' ? undefined : form() });
    expect(shopper.status).toBe(403);
    await expectDocumented(server, method, template, shopper);
    expect(await server.em().count(Product)).toBe(before);
  });

  it('adds a product from JSON fields, in rupees, ignoring client-sent review figures', async () => {
    const response = await rest<{ data: ProductDocument }>(server, 'POST', '/admin/products/add', {
      token: adminToken,
      body: form({ averageReview: 5, reviewCount: 99, _id: someId }),
    });
    expect(response.status).toBe(201);
    await expectDocumented(server, 'POST', '/admin/products/add', response);
    expect(response.body.message).toBe('Product add successfully');
    const { data } = response.body;
    expect(data).toMatchObject({ ...form(), averageReview: 0, reviewCount: 0 });
    expect(data._id).not.toBe(someId);
    const saved = await server.em().findOneOrFail(Product, { id: data._id });
    expect({ pricePaise: saved.pricePaise, salePricePaise: saved.salePricePaise, averageReview: Number(saved.averageReview) }).toEqual({
      pricePaise: 79_950,
      salePricePaise: 59_900,
      averageReview: 0,
    });
  });

  it('accepts numbers sent as strings, as the store form sends them', async () => {
    const response = await rest<{ data: ProductDocument }>(server, 'POST', '/admin/products/add', {
      token: adminToken,
      body: form({ price: '450', salePrice: '0', totalStock: '3', percentageIncrement: '5' }),
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ price: 450, salePrice: 0, totalStock: 3, percentageIncrement: 5 });
  });

  it.each([
    [{ category: 'men' }, /^Invalid body field category/],
    [{ size: 'XXXL' }, /^Invalid body field size/],
    [{ measurement: '46in' }, /^Invalid body field measurement/],
    [{ price: 'cheap' }, /^Invalid body field price/],
    [{ price: true }, /^Invalid body field price/],
    [{ title: 'x'.repeat(1001) }, /^Invalid body field title/],
    [{ title: undefined }, /^Invalid body field title/],
    [{ title: ' ' }, 'This field is required'],
    [{ salePrice: 900 }, PRODUCT_MESSAGES.SALE_PRICE_BELOW_PRICE],
    [{ totalStock: 2.5 }, PRODUCT_MESSAGES.STOCK],
    [{ type: 'age_group' }, PRODUCT_MESSAGES.AGE_GROUP_REQUIRED],
  ] as Array<[Record<string, unknown>, string | RegExp]>)('refuses %o with 400, saving nothing', async (overrides, message) => {
    const before = await server.em().count(Product);
    const response = await rest(server, 'POST', '/admin/products/add', { token: adminToken, body: form(overrides) });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    if (typeof message === 'string') expect(response.body.message).toBe(message);
    else expect(response.body.message).toMatch(message);
    await expectDocumented(server, 'POST', '/admin/products/add', response);
    expect(await server.em().count(Product)).toBe(before);
  });

  it('lists the catalogue newest first, like GraphQL adminProducts', async () => {
    await createProducts(server.em(), [{}, {}]);
    const response = await rest<{ data: ProductDocument[]; total: number }>(server, 'GET', '/admin/products/get', { token: adminToken });
    expect(response.status).toBe(200);
    await expectDocumented(server, 'GET', '/admin/products/get', response);
    const { body } = await server.gql<{ adminProducts: { totalCount: number; nodes: Array<{ id: string; basePrice: { amount: string }; totalStock: number }> } }>(
      '{ adminProducts(first: 100) { totalCount nodes { id basePrice { amount } totalStock } } }',
      {},
      { token: adminToken },
    );
    expect(response.body.total).toBe(body.data!.adminProducts.totalCount);
    expect(response.body.data.map(({ _id, price, totalStock }) => ({ id: _id, price, totalStock }))).toEqual(
      body.data!.adminProducts.nodes.map(({ id, basePrice, totalStock }) => ({ id, price: Number(basePrice.amount), totalStock })),
    );
  });

  it('edits only the fields sent and checks the whole product again', async () => {
    const [product] = await createProducts(server.em(), [{ title: 'Old Title', pricePaise: 50_000, salePricePaise: 0 }]);
    const path = `/admin/products/edit/${product!.id}`;
    const edited = await rest<{ data: ProductDocument }>(server, 'PUT', path, { token: adminToken, body: { title: 'New Title', salePrice: 399 } });
    expect(edited.status).toBe(200);
    await expectDocumented(server, 'PUT', '/admin/products/edit/{id}', edited);
    expect(edited.body.data).toMatchObject({ _id: product!.id, title: 'New Title', price: 500, salePrice: 399, description: product!.description });

    // A sale price above the saved price breaks a rule that spans fields: refused, nothing saved.
    const refused = await rest(server, 'PUT', path, { token: adminToken, body: { salePrice: 700 } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PRODUCT_MESSAGES.SALE_PRICE_BELOW_PRICE);
    await expectDocumented(server, 'PUT', '/admin/products/edit/{id}', refused);
    const saved = await server.em().findOneOrFail(Product, { id: product!.id });
    expect({ title: saved.title, salePricePaise: saved.salePricePaise }).toEqual({ title: 'New Title', salePricePaise: 39_900 });

    const unknown = await rest(server, 'PUT', `/admin/products/edit/${someId}`, { token: adminToken, body: { title: 'Ghost' } });
    expect(unknown.status).toBe(404);
    await expectDocumented(server, 'PUT', '/admin/products/edit/{id}', unknown);
    const malformed = await rest(server, 'PUT', '/admin/products/edit/42', { token: adminToken, body: { title: 'Ghost' } });
    expect(malformed.status).toBe(400);
    const badEnum = await rest(server, 'PUT', path, { token: adminToken, body: { productType: 'hoodie' } });
    expect(badEnum.status).toBe(400);
  });

  it('deletes a product once; then it is unknown', async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const path = `/admin/products/delete/${product!.id}`;
    const deleted = await rest(server, 'DELETE', path, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: MESSAGES.PRODUCT_DELETED });
    await expectDocumented(server, 'DELETE', '/admin/products/delete/{id}', deleted);
    expect(await server.em().count(Product, { id: product!.id })).toBe(0);

    const again = await rest(server, 'DELETE', path, { token: adminToken });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, message: 'Product not found' });
    await expectDocumented(server, 'DELETE', '/admin/products/delete/{id}', again);
    expect((await rest(server, 'GET', `/shop/products/get/${product!.id}`)).status).toBe(404);
    expect((await rest(server, 'DELETE', '/admin/products/delete/abc', { token: adminToken })).status).toBe(400);
  });
});
