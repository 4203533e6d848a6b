import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { Review } from '../reviews/review.entity.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

const LISTING = /* GraphQL */ `
  query Listing($first: Int, $filter: ProductFilter) {
    products(first: $first, filter: $filter) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        id title basePrice { amount } baseSalePrice { amount } priceRange { min { amount } max { amount } } averageReview reviewCount defaultSize sizeLabel
        sizeOptions { size price { amount } compareAtPrice { amount } }
        reviews(first: 3) { totalCount pageInfo { hasNextPage endCursor } nodes { id userName rating message } }
      }
      facets {
        categories { value count }
        ageGroups { value count }
        productTypes { value count }
      }
    }
  }
`;

const SEARCH = /* GraphQL */ `
  query Search($first: Int, $filter: ProductFilter, $sort: ProductSort) {
    searchProducts(keyword: "tee", first: $first, filter: $filter, sort: $sort) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id reviewCount sizeOptions { size price { amount } } reviews(first: 3) { nodes { id rating } } }
    }
  }
`;

describe('SQL statements per listing', () => {
  let server: TestServer;

  beforeAll(async () => {
    // What each request asks of the database: the catalogue cache would answer repeats from memory.
    server = await startTestServer({ CATALOGUE_CACHE_MB: '0' });
    const types = Object.values(ProductType);
    const products = await createProducts(
      server.em(),
      Array.from({ length: 120 }, (_, i) => ({
        title: `Everyday Tee ${i}`,
        productType: types[i % types.length],
        ...(i % 4 === 3 ? { category: Category.KIDS, type: SizingType.AGE_GROUP, size: Size.AGE_9_13, measurement: Measurement.KIDS } : {}),
        ...(i % 7 === 5 ? { productType: ProductType.ROUND_NECK_OVERSIZE, size: Size.M } : {}),
      })),
    );
    // Reviews on every fifth product, so the first reviews really load.
    const em = server.em();
    const reviewers = await Promise.all([createUser(em), createUser(em)]);
    for (const [i, product] of products.entries()) {
      if (i % 5 !== 0) continue;
      for (const reviewer of reviewers) {
        em.persist(new Review({ product, user: reviewer, userName: reviewer.userName, rating: 4, message: 'Soft and true to size.' }));
      }
    }
    await em.flush();
  });
  afterAll(() => server?.stop());

  async function statementsFor(query: string, variables: Record<string, unknown>, auth: { token?: string } = {}): Promise<string[]> {
    return server.recordStatements(async () => {
      const { body } = await server.gql(query, variables, auth);
      expect(body.errors).toBeUndefined();
    });
  }

  it('lists 24 or 100 products with size options, review counts and facets in the same few statements', async () => {
    const page24 = await statementsFor(LISTING, { first: 24 });
    const page100 = await statementsFor(LISTING, { first: 100 });
    // The page, the tally that gives its total and every facet count, and one for all reviews.
    expect(page24).toHaveLength(3);
    expect(page24.filter((sql) => /\bfrom "?review"?\b/i.test(sql))).toHaveLength(1);
    expect(page100).toHaveLength(page24.length);
    const filtered = await statementsFor(LISTING, { first: 100, filter: { category: 'KIDS', productTypes: ['POLO_NECK', 'CROP_TOP'] } });
    expect(filtered).toHaveLength(page24.length);
  });

  it("answers a signed-in shopper's catalogue reads without reading the session; anything else reads it once", async () => {
    const token = await server.tokenFor(await createUser(server.em()));
    const readsSession = (sql: string) => /\bfrom "?revoked_token"?/i.test(sql);
    // The catalogue's answer is the same for everyone: a shopper's costs what a visitor's does.
    // The same statements, whatever order the parallel ones were logged in and however long they took.
    // MikroORM colours the timing unless NO_COLOR is set, whatever its `colors` option says: drop the codes, then the timing.
    const sameStatements = (log: string[]) => log.map((line) => stripVTControlCharacters(line).replace(/ \[took [^\]]*\]/, '')).sort();
    const asVisitor = await statementsFor(LISTING, { first: 24 });
    const asShopper = await statementsFor(LISTING, { first: 24 }, { token });
    expect(sameStatements(asShopper)).toEqual(sameStatements(asVisitor));
    expect(asShopper.some(readsSession)).toBe(false);
    // Asking who is signed in, alone or beside the catalogue, reads the session, once.
    const withMe = await statementsFor(`query ($first: Int) { me { email } products(first: $first) { totalCount } }`, { first: 2 }, { token });
    expect(withMe.filter(readsSession)).toHaveLength(1);
    const { body } = await server.gql<{ me: { email: string } | null }>('{ me { email } a: me { email } }', {}, { token });
    expect(body.data?.me?.email).toMatch(/@/);
  });

  it('searches for 24 or 100 products in the same statements, best matches first or sorted, filtered or not', async () => {
    const filter = { category: 'MALE', productTypes: ['POLO_NECK', 'CROP_TOP', 'ROUND_NECK_HALF'] };
    for (const variables of [{}, { filter }, { sort: 'NEWEST' }, { sort: 'POPULAR', filter }]) {
      const page24 = await statementsFor(SEARCH, { first: 24, ...variables });
      const page100 = await statementsFor(SEARCH, { first: 100, ...variables });
      // Best matches: the ranked ids with their total, then their products. Sorted: the page and its
      // count. Either way one more for every product's reviews.
      expect(page24, JSON.stringify(variables)).toHaveLength(3);
      expect(page100, JSON.stringify(variables)).toHaveLength(3);
    }
  });
});
