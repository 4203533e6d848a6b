import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, ProductType, Size, SizingType, Measurement } from '@threadline/domain';
import { createProducts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

interface ProductNode {
  id: string;
  title: string;
  priceRange: { min: { amount: string } };
  basePrice: { amount: string; currencyCode: string };
  baseSalePrice: { amount: string } | null;
  onSale: boolean;
  category: string;
  productType: string;
  size: string;
  averageReview: number;
  reviewCount: number;
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
      nodes { id title priceRange { min { amount } } basePrice { amount currencyCode } baseSalePrice { amount } onSale category productType size averageReview reviewCount createdAt }
    }
  }
`;

/** What a shopper pays for the base sizes, in rupees, for comparing orders. */
const effective = (node: ProductNode) => Number(node.priceRange.min.amount);

/** POPULAR's order: best rated, then most reviewed, then id. */
const byPopularity = (a: ProductNode, b: ProductNode) =>
  b.averageReview - a.averageReview || b.reviewCount - a.reviewCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('products and product', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    // 30 products: prices 100..390 rupees, every third on sale, categories rotating; every third
    // a kids product in 6-8yr; odd ones polo neck, even ones crop tops.
    const products = await createProducts(
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
    // Ratings with many ties, so that POPULAR's later keys and the id decide much of the order.
    products.forEach((product, i) => {
      product.averageReview = [4.5, 0, 3.25, 4.5, 0][i % 5]!;
      product.reviewCount = i % 5 === 0 ? 2 : i % 3;
    });
    await em.flush();
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
    expect(page.nodes[0]!.baseSalePrice).toEqual({ amount: '60.00' });
  });

  it('shows money as exact rupee amounts, with no sale price when not on sale', async () => {
    const { body } = await server.gql<ProductsData>(PRODUCTS, { first: 100 });
    const tee1 = body.data!.products.nodes.find((node) => node.title === 'Tee 1')!;
    expect(tee1).toMatchObject({
      basePrice: { amount: '110.00', currencyCode: 'INR' },
      baseSalePrice: null,
      onSale: false,
      priceRange: { min: { amount: '110.00' } },
    });
    const tee3 = body.data!.products.nodes.find((node) => node.title === 'Tee 3')!;
    expect(tee3).toMatchObject({ basePrice: { amount: '130.00' }, baseSalePrice: { amount: '90.00' }, onSale: true });
  });

  it('pages through every product exactly once, in each order', async () => {
    for (const sort of ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'NEWEST', 'POPULAR']) {
      const seen: ProductNode[] = [];
      let after: string | null = null;
      do {
        const { body } = await server.gql<ProductsData>(PRODUCTS, { sort, first: 7, after });
        expect(body.errors).toBeUndefined();
        // Typed here: `after` comes from the page and goes into the next request, a loop inference cannot close.
        const page: ProductsData['products'] = body.data!.products;
        seen.push(...page.nodes);
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(new Set(seen.map((node) => node.id)).size).toBe(30);
      expect(seen).toHaveLength(30);
      if (sort === 'PRICE_HIGH_TO_LOW') expect(seen.map(effective)).toEqual(seen.map(effective).sort((a, b) => b - a));
      if (sort === 'NEWEST') expect(seen.map((n) => n.createdAt)).toEqual(seen.map((n) => n.createdAt).sort().reverse());
      if (sort === 'POPULAR') expect(seen).toEqual([...seen].sort(byPopularity));
    }
  });

  it('sorts POPULAR by average rating, then review count', async () => {
    const { body } = await server.gql<ProductsData>(PRODUCTS, { sort: 'POPULAR', first: 100 });
    const nodes = body.data!.products.nodes;
    expect(nodes[0]).toMatchObject({ averageReview: 4.5, reviewCount: 2 });
    expect(nodes.at(-1)).toMatchObject({ averageReview: 0, reviewCount: 0 });
    expect(nodes).toEqual([...nodes].sort(byPopularity));
  });

  it('filters by category', async () => {
    const { body } = await server.gql<ProductsData>(PRODUCTS, { filter: { category: 'KIDS' }, first: 100 });
    const page = body.data!.products;
    expect(page.totalCount).toBe(10);
    expect(page.nodes.every((node) => node.category === 'KIDS')).toBe(true);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by age group: products whose own size is that group', async () => {
    const sixToEight = await server.gql<ProductsData>(PRODUCTS, { filter: { age: 'AGE_6_8' }, first: 100 });
    expect(sixToEight.body.data!.products.totalCount).toBe(10);
    expect(sixToEight.body.data!.products.nodes.every((node) => node.size === 'AGE_6_8')).toBe(true);
    const threeToFive = await server.gql<ProductsData>(PRODUCTS, { filter: { age: 'AGE_3_5' } });
    expect(threeToFive.body.data!.products).toMatchObject({ totalCount: 0, nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('filters by any of several product types', async () => {
    const polo = await server.gql<ProductsData>(PRODUCTS, { filter: { productTypes: ['POLO_NECK'] }, first: 100 });
    expect(polo.body.data!.products.totalCount).toBe(15);
    expect(polo.body.data!.products.nodes.every((node) => node.productType === 'POLO_NECK')).toBe(true);
    const both = await server.gql<ProductsData>(PRODUCTS, { filter: { productTypes: ['POLO_NECK', 'CROP_TOP', 'POLO_NECK'] } });
    expect(both.body.data!.products.totalCount).toBe(30);
    const none = await server.gql<ProductsData>(PRODUCTS, { filter: { productTypes: ['SWEAT_SHIRTS_FULL'] } });
    expect(none.body.data!.products.totalCount).toBe(0);
    const all = await server.gql<ProductsData>(PRODUCTS, { filter: { productTypes: [] } });
    expect(all.body.data!.products.totalCount).toBe(30);
  });

  it('combines a category or an age group with product types, and pages through the result', async () => {
    // Kids are i = 2, 5, 8, ...; polo necks are the odd ones among them: 5, 11, 17, 23, 29.
    for (const filter of [{ category: 'KIDS', productTypes: ['POLO_NECK'] }, { age: 'AGE_6_8', productTypes: ['POLO_NECK'] }]) {
      const first = await server.gql<ProductsData>(PRODUCTS, { filter, first: 3 });
      const second = await server.gql<ProductsData>(PRODUCTS, { filter, first: 3, after: first.body.data!.products.pageInfo.endCursor });
      const titles = [...first.body.data!.products.nodes, ...second.body.data!.products.nodes].map((node) => node.title);
      expect(first.body.data!.products.totalCount).toBe(5);
      expect(titles.sort()).toEqual(['Tee 11', 'Tee 17', 'Tee 23', 'Tee 29', 'Tee 5']);
      expect(second.body.data!.products.pageInfo.hasNextPage).toBe(false);
    }
  });

  it('refuses a category together with an age group', async () => {
    const { status, body } = await server.gql<ProductsData>(PRODUCTS, { filter: { category: 'KIDS', age: 'AGE_6_8' } });
    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Choose either a category or an age group, not both',
      extensions: { code: 'BAD_USER_INPUT', field: 'filter' },
    });
  });

  it('refuses page sizes outside 1..100 with a clear error', async () => {
    for (const first of [0, 101, -5]) {
      const { status, body } = await server.gql<ProductsData>(PRODUCTS, { first });
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 100', extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
    }
  });

  it('refuses a made-up cursor, or one from another order, instead of failing in the database', async () => {
    const first = await server.gql<ProductsData>(PRODUCTS, { first: 5 });
    const priceCursor = first.body.data!.products.pageInfo.endCursor;
    const forged = Buffer.from(JSON.stringify(["1; drop table product", 'x'])).toString('base64url');
    const forgedPopular = Buffer.from(JSON.stringify(['5 or 1=1', 1, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
    const notAnArray = Buffer.from(JSON.stringify({ offset: 1 })).toString('base64url');
    for (const [after, sort] of [
      ['not-a-cursor', 'NEWEST'],
      [forged, 'PRICE_LOW_TO_HIGH'],
      [priceCursor, 'NEWEST'],
      [priceCursor, 'POPULAR'],
      [forgedPopular, 'POPULAR'],
      [notAnArray, 'NEWEST'],
    ]) {
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
