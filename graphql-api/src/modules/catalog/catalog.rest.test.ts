import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import type { ProductDocument } from './catalog.documents.js';
import { CATEGORY_AND_AGE_MESSAGE } from './product-scope.js';
import { KEYWORD_TOO_LONG_MESSAGE } from './search.service.js';
import { SEVERAL_AGE_GROUPS_MESSAGE, SEVERAL_CATEGORIES_MESSAGE } from './catalog.rest.js';

interface ProductList {
  data: ProductDocument[];
  total: number;
}

const PRODUCTS = /* GraphQL */ `
  query Products($filter: ProductFilter, $sort: ProductSort, $first: Int) {
    products(filter: $filter, sort: $sort, first: $first) {
      totalCount
      nodes { id basePrice { amount } baseSalePrice { amount } totalStock averageReview }
    }
  }
`;
interface ProductsData {
  products: {
    totalCount: number;
    nodes: Array<{ id: string; basePrice: { amount: string }; baseSalePrice: { amount: string } | null; totalStock: number; averageReview: number }>;
  };
}

describe('REST products and search', () => {
  let server: TestServer;
  let kidsTee: { id: string };

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    // 12 products: categories rotating, every third a kids product in 6-8yr, every fourth on
    // sale; odd ones polo neck, even ones crop tops; ratings with ties so POPULAR's keys matter.
    const products = await createProducts(
      em,
      Array.from({ length: 12 }, (_, i) => ({
        title: i === 0 ? 'Navy Linen Kurta Tee' : `Plain Tee ${i}`,
        pricePaise: (300 + ((i * 7) % 12) * 25) * 100 + 50,
        salePricePaise: i % 4 === 0 ? 20_000 : 0,
        category: [Category.MALE, Category.FEMALE, Category.KIDS][i % 3],
        ...(i % 3 === 2 ? { type: SizingType.AGE_GROUP, size: Size.AGE_6_8, measurement: Measurement.KIDS, percentageIncrement: 0 } : {}),
        productType: i % 2 ? ProductType.POLO_NECK : ProductType.CROP_TOP,
        totalStock: i,
      })),
    );
    products.forEach((product, i) => {
      product.averageReview = [4.5, 0, 3.25][i % 3]!;
      product.reviewCount = i % 4;
    });
    await em.flush();
    kidsTee = products[2]!;
  });
  afterAll(() => server?.stop());

  it('lists products as documented, cheapest first by default, with the total', async () => {
    const response = await rest<ProductList>(server, 'GET', '/shop/products/get');
    expect(response.status).toBe(200);
    await expectDocumented(server, 'GET', '/shop/products/get', response);
    expect(response.body.total).toBe(12);
    expect(response.body.data).toHaveLength(12);
    const paid = response.body.data.map((product) => (product.salePrice > 0 ? product.salePrice : product.price));
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
  });

  it('shows a product with the spec field names and spellings', async () => {
    const response = await rest<{ data: ProductDocument }>(server, 'GET', `/shop/products/get/${kidsTee.id}`);
    expect(response.status).toBe(200);
    await expectDocumented(server, 'GET', '/shop/products/get/{id}', response);
    expect(response.body.data).toMatchObject({
      _id: kidsTee.id,
      category: 'kids',
      productType: 'crop_top',
      type: 'age_group',
      size: '6-8yr',
      measurement: 'kids',
      percentageIncrement: 0,
      totalStock: 2,
      averageReview: 3.25,
      reviewCount: 2,
    });
    expect(typeof response.body.data.price).toBe('number');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await rest(server, 'GET', '/shop/products/get/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Product not found', requestId: expect.any(String) });
    await expectDocumented(server, 'GET', '/shop/products/get/{id}', unknown);
    const malformed = await rest(server, 'GET', '/shop/products/get/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
    await expectDocumented(server, 'GET', '/shop/products/get/{id}', malformed);
  });

  // Each case: the REST query string, and the same listing asked of GraphQL.
  const sameListings: Array<[string, Record<string, unknown>]> = [
    ['', {}],
    ['?sortBy=price-hightolow', { sort: 'PRICE_HIGH_TO_LOW' }],
    ['?sortBy=newest', { sort: 'NEWEST' }],
    ['?sortBy=popular', { sort: 'POPULAR' }],
    ['?category=female&sortBy=popular', { filter: { category: 'FEMALE' }, sort: 'POPULAR' }],
    ['?age=6-8yr', { filter: { age: 'AGE_6_8' } }],
    ['?productType=polo_neck,crop_top&sortBy=price-hightolow', { filter: { productTypes: ['POLO_NECK', 'CROP_TOP'] }, sort: 'PRICE_HIGH_TO_LOW' }],
    ['?category=male&productType=polo_neck', { filter: { category: 'MALE', productTypes: ['POLO_NECK'] } }],
    ['?productType=crop_top&productType=polo_neck', { filter: { productTypes: ['CROP_TOP', 'POLO_NECK'] } }],
    ['?category=&sortBy=newest', { sort: 'NEWEST' }],
    ['?sortBy=newest&limit=5', { sort: 'NEWEST', first: 5 }],
  ];

  it.each(sameListings)('gives the same products in the same order as GraphQL for %s', async (queryString, variables) => {
    const response = await rest<ProductList>(server, 'GET', `/shop/products/get${queryString}`);
    expect(response.status).toBe(200);
    await expectDocumented(server, 'GET', '/shop/products/get', response);
    const { body } = await server.gql<ProductsData>(PRODUCTS, { first: 100, ...variables });
    expect(body.errors).toBeUndefined();
    const graph = body.data!.products;
    expect(response.body.total).toBe(graph.totalCount);
    // REST keeps the spec's rupee numbers and its 0 for "no sale"; GraphQL says the same as Money.
    expect(response.body.data.map(({ _id, price, salePrice, totalStock, averageReview }) => ({ id: _id, price, salePrice, totalStock, averageReview }))).toEqual(
      graph.nodes.map(({ id, basePrice, baseSalePrice, totalStock, averageReview }) => ({
        id,
        price: Number(basePrice.amount),
        salePrice: baseSalePrice ? Number(baseSalePrice.amount) : 0,
        totalStock,
        averageReview,
      })),
    );
  });

  it('filters by one category, one age group or several cuts', async () => {
    const kids = await rest<ProductList>(server, 'GET', '/shop/products/get?age=6-8yr');
    expect(kids.body.data.length).toBe(4);
    expect(kids.body.data.every((product) => product.size === '6-8yr')).toBe(true);
    const polo = await rest<ProductList>(server, 'GET', '/shop/products/get?category=male&productType=polo_neck');
    expect(polo.body.data.length).toBeGreaterThan(0);
    expect(polo.body.data.every((product) => product.category === 'male' && product.productType === 'polo_neck')).toBe(true);
  });

  it.each([
    ['?category=male,female', SEVERAL_CATEGORIES_MESSAGE],
    ['?category=male,female,kids', SEVERAL_CATEGORIES_MESSAGE],
    ['?age=3-5yr,6-8yr', SEVERAL_AGE_GROUPS_MESSAGE],
    ['?category=kids&age=3-5yr', CATEGORY_AND_AGE_MESSAGE],
  ])('refuses %s with 400 and says why', async (queryString, message) => {
    const response = await rest(server, 'GET', `/shop/products/get${queryString}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message, requestId: expect.any(String) });
    await expectDocumented(server, 'GET', '/shop/products/get', response);
  });

  it.each(['?category=men', '?productType=polo_neck,tank_top', '?age=2-3yr', '?sortBy=cheapest', '?limit=0', '?limit=101', '?limit=ten', `?category=${'x'.repeat(600)}`])(
    'refuses the bad query %s with a clean 400',
    async (queryString) => {
      const response = await rest(server, 'GET', `/shop/products/get${queryString}`);
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toMatch(/^Invalid query field (category|productType|age|sortBy|limit)/);
    },
  );

  it('searches like GraphQL, and refuses keywords over 100 characters', async () => {
    const response = await rest<ProductList>(server, 'GET', '/shop/search/linen%20kurta');
    expect(response.status).toBe(200);
    await expectDocumented(server, 'GET', '/shop/search/{keyword}', response);
    const { body } = await server.gql<{ searchProducts: { nodes: Array<{ id: string }> } }>(
      'query Search($keyword: String!) { searchProducts(keyword: $keyword, first: 100) { nodes { id } } }',
      { keyword: 'linen kurta' },
    );
    expect(response.body.data.map((product) => product._id)).toEqual(body.data!.searchProducts.nodes.map((node) => node.id));
    expect(response.body.data.map((product) => product.title)).toEqual(['Navy Linen Kurta Tee']);
    expect(response.body.total).toBe(1);

    const tooLong = await rest(server, 'GET', `/shop/search/${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ success: false, message: KEYWORD_TOO_LONG_MESSAGE, requestId: expect.any(String) });
    await expectDocumented(server, 'GET', '/shop/search/{keyword}', tooLong);

    const malformedEncoding = await rest(server, 'GET', '/shop/search/%E0%A4%A');
    expect(malformedEncoding.status).toBe(400);
    expect(malformedEncoding.body.success).toBe(false);

    const blank = await rest<ProductList>(server, 'GET', '/shop/search/%20%20');
    expect(blank.body).toEqual({ success: true, data: [], total: 0 });
  });
});
