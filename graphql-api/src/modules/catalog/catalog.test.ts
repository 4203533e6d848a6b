import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, ProductType, Size, SizingType, Measurement } from '@threadline/domain';
import { createProducts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

interface ProductNode {
  id: string;
  title: string;
  price: number;
  salePrice: number;
  category: string;
  createdAt: string;
}
interface ProductsData {
  products: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ProductNode[] };
}

const PRODUCTS = /* GraphQL */ `
  query Products($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id title price salePrice category createdAt }
    }
  }
`;

const effective = (node: ProductNode) => (node.salePrice > 0 ? node.salePrice : node.price);

describe('products and product', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    // 30 products: prices 100..390 rupees, every third on sale, categories rotating.
    await createProducts(
      em,
      Array.from({ length: 30 }, (_, i) => ({
        title: `Tee ${i}`,
        pricePaise: (100 + i * 10) * 100,
        salePricePaise: i % 3 === 0 ? (60 + i * 10) * 100 : 0,
        category: [Category.MALE, Category.FEMALE, Category.KIDS][i % 3],
        ...(i % 3 === 2 ? { type: SizingType.AGE_GROUP, size: Size.AGE_6_8, measurement: Measurement.KIDS } : {}),
        productType: i % 2 ? ProductType.POLO_NECK : ProductType.CROP_TOP,
      })),
    );
  });
  afterAll(() => server?.stop());

  it('lists products cheapest first by the price a shopper pays, 24 to a page', async () => {
    const { body } = await server.gql<ProductsData>(PRODUCTS);
    expect(body.errors).toBeUndefined();
    const page = body.data!.products;
    expect(page.totalCount).toBe(30);
    expect(page.nodes).toHaveLength(24);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const prices = page.nodes.map(effective);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A sale price below a cheaper product's regular price puts the sale item first.
    expect(page.nodes[0]!.title).toBe('Tee 0');
    expect(page.nodes[0]!.salePrice).toBe(60);
  });

  it('shows money in rupees', async () => {
    const { body } = await server.gql<ProductsData>(PRODUCTS, { first: 100 });
    const tee1 = body.data!.products.nodes.find((node) => node.title === 'Tee 1')!;
    expect(tee1).toMatchObject({ price: 110, salePrice: 0 });
  });

  it('pages through every product exactly once, in each order', async () => {
    for (const sort of ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'NEWEST']) {
      const seen: ProductNode[] = [];
      let after: string | null = null;
      do {
        const { body } = await server.gql<ProductsData>(PRODUCTS, { sort, first: 7, after });
        expect(body.errors).toBeUndefined();
        const page = body.data!.products;
        seen.push(...page.nodes);
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(new Set(seen.map((node) => node.id)).size).toBe(30);
      expect(seen).toHaveLength(30);
      if (sort === 'PRICE_HIGH_TO_LOW') expect(seen.map(effective)).toEqual(seen.map(effective).sort((a, b) => b - a));
      if (sort === 'NEWEST') expect(seen.map((n) => n.createdAt)).toEqual(seen.map((n) => n.createdAt).sort().reverse());
    }
  });

  it('filters by category', async () => {
    const { body } = await server.gql<ProductsData>(PRODUCTS, { filter: { category: 'KIDS' }, first: 100 });
    const page = body.data!.products;
    expect(page.totalCount).toBe(10);
    expect(page.nodes.every((node) => node.category === 'KIDS')).toBe(true);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses page sizes outside 1..100 with a clear error', async () => {
    for (const first of [0, 101, -5]) {
      const { status, body } = await server.gql<ProductsData>(PRODUCTS, { first });
      expect(status).toBe(200);
      expect(body.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 100', extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
    }
  });

  it('refuses a made-up cursor, or one from another order, instead of failing in the database', async () => {
    const first = await server.gql<ProductsData>(PRODUCTS, { first: 5 });
    const priceCursor = first.body.data!.products.pageInfo.endCursor;
    const forged = Buffer.from(JSON.stringify(["1; drop table product", 'x'])).toString('base64url');
    for (const [after, sort] of [['not-a-cursor', 'NEWEST'], [forged, 'PRICE_LOW_TO_HIGH'], [priceCursor, 'NEWEST']]) {
      const { body } = await server.gql<ProductsData>(PRODUCTS, { after, sort });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.message).toBe('after is not a cursor of this listing');
    }
  });

  it('refuses an unknown category as a GraphQL input error', async () => {
    const { status, body } = await server.gql(PRODUCTS, { filter: { category: 'PETS' } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('returns one product by id, and NOT_FOUND for unknown or malformed ids', async () => {
    const list = await server.gql<ProductsData>(PRODUCTS, { first: 1 });
    const id = list.body.data!.products.nodes[0]!.id;
    const query = 'query ($id: ID!) { product(id: $id) { id title } }';
    const found = await server.gql<{ product: { id: string } }>(query, { id });
    expect(found.body.data?.product.id).toBe(id);
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "' or 1=1 --"]) {
      const { body } = await server.gql(query, { id: missing });
      expect(body.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('statement counting in the harness', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('sees the statements of a request', async () => {
    const statements = await server.recordStatements(() => server.gql('{ products { totalCount nodes { id } } }'));
    expect(statements.length).toBeGreaterThanOrEqual(1);
    expect(statements.join('\n')).toMatch(/from "product"/);
  });
});
