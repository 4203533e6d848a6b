import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { createTestDatabase, outcomeCounts, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.js';
import { Review } from '../reviews/review.entity.js';

// The catalogue's queries run compiled by graphql-jit; with COMPILED_CATALOGUE_QUERIES=false the
// same queries run on graphql-js. Two instances on one database, one each way, must answer every
// request alike: the same HTTP status and the same body, byte for byte, errors included.

const METRICS_TOKEN = 'compiled-execution-metrics-token';

const LISTING = /* GraphQL */ `
  query Listing($filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $withReviews: Boolean!, $withoutFacets: Boolean = false) {
    products(filter: $filter, sort: $sort, first: $first, after: $after) {
      __typename
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes {
        ...Card
        cheapest: priceRange { min { amount currencyCode } }
        reviews(first: 2) @include(if: $withReviews) { totalCount nodes { userName rating message createdAt } }
      }
      facets @skip(if: $withoutFacets) { categories { value count } ageGroups { value count } productTypes { __typename value count } }
    }
  }
  fragment Card on Product {
    id slug title image category productType type size measurement percentageIncrement totalStock averageReview reviewCount createdAt
    basePrice { amount } baseSalePrice { amount } onSale compareAtPriceRange { min { amount } max { amount } }
    sizeOptions { size price { amount } compareAtPrice { amount } } defaultSize sizeLabel
  }
`;

const SEARCH = /* GraphQL */ `
  query Search($keyword: String!, $filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    searchProducts(keyword: $keyword, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount correctedKeyword
      pageInfo { hasNextPage endCursor }
      nodes { id title basePrice { amount } sizeOptions { size price { amount } } }
      facets { categories { value count } productTypes { value count } }
    }
  }
`;

const PRODUCT = /* GraphQL */ `
  query Product($id: ID, $slug: String, $reviewsAfter: String) {
    product(id: $id, slug: $slug) {
      id slug title description basePrice { amount currencyCode } onSale sizeOptions { size price { amount } }
      reviews(first: 2, after: $reviewsAfter) { totalCount pageInfo { hasNextPage endCursor } nodes { id userName rating message } }
    }
  }
`;

/** Two catalogue reads in one document, the second by alias. */
const TWO_READS = /* GraphQL */ `
  query TwoReads($slug: String!) {
    women: products(filter: { category: FEMALE }, first: 3) { totalCount nodes { id } }
    one: product(slug: $slug) { id title }
  }
`;

describe('catalogue queries compiled by graphql-jit answer as graphql-js does', () => {
  let database: TestDatabase;
  let compiled: TestServer;
  let interpreted: TestServer;
  let slugs: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Without the cache, so that every request below is executed, not remembered.
    compiled = await startTestServer({ CATALOGUE_CACHE_MB: '0', METRICS_TOKEN }, { database });
    interpreted = await startTestServer({ CATALOGUE_CACHE_MB: '0', METRICS_TOKEN, COMPILED_CATALOGUE_QUERIES: 'false' }, { database });
    const em = compiled.em();
    const types = Object.values(ProductType);
    const products = await createProducts(
      em,
      Array.from({ length: 30 }, (_, i) => ({
        title: `${['Navy', 'Olive', 'White'][i % 3]} Everyday ${i % 2 ? 'Polo' : 'Tee'} ${i}`,
        productType: types[i % types.length],
        pricePaise: 39_900 + i * 1_000,
        salePricePaise: i % 4 === 0 ? 29_900 + i * 1_000 : 0,
        totalStock: i % 9 === 0 ? 0 : 5 + i,
        ...(i % 5 === 1 || i % 5 === 2 ? { category: Category.FEMALE } : {}),
        ...(i % 5 === 4 ? { category: Category.KIDS, type: SizingType.AGE_GROUP, size: Size.AGE_6_8, measurement: Measurement.KIDS } : {}),
      })),
    );
    slugs = products.map((product) => product.slug);
    const reviewers = await Promise.all([createUser(em, { userName: 'Asha' }), createUser(em, { userName: 'Ravi' }), createUser(em, { userName: 'Mina' })]);
    for (const [i, product] of products.entries()) {
      if (i % 3 !== 0) continue;
      for (const [j, reviewer] of reviewers.entries()) {
        em.persist(new Review({ product, user: reviewer, userName: reviewer.userName, rating: 1 + ((i + j) % 5), message: `Review ${j} of ${product.title}` }));
      }
    }
    await em.flush();
  });

  afterAll(async () => {
    await compiled?.stop();
    await interpreted?.stop();
    await database?.drop();
  });

  /** The raw answer of each instance to the same request: status and body text. */
  async function both(query: string, variables?: Record<string, unknown>): Promise<[string, string]> {
    const ask = async (server: TestServer) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      // Request ids differ by design; nothing else may.
      return `${response.status} ${(await response.text()).replace(/"requestId":"[^"]+"/g, '"requestId":"…"')}`;
    };
    return Promise.all([ask(compiled), ask(interpreted)]);
  }

  const executions = (server: TestServer) => outcomeCounts(server, 'threadline_graphql_compiled_executions_total', METRICS_TOKEN);

  it('answers listings page by page, with fragments, aliases, directives and facets, as graphql-js does', async () => {
    const before = await executions(compiled);
    for (const variables of [
      { withReviews: true },
      { withReviews: false, withoutFacets: true, filter: { category: 'FEMALE' }, sort: 'PRICE_HIGH_TO_LOW', first: 4 },
      { withReviews: true, filter: { age: 'AGE_6_8' }, sort: 'POPULAR', first: 3 },
      { withReviews: true, filter: { productTypes: ['POLO_NECK', 'SWEAT_SHIRTS_FULL'] }, sort: 'NEWEST', first: 5 },
    ]) {
      let after: string | null = null;
      for (let page = 0; page < 3; page += 1) {
        const [fromCompiled, fromInterpreted] = await both(LISTING, { ...variables, after });
        expect(fromCompiled).toBe(fromInterpreted);
        expect(fromCompiled).toMatch(/^200 \{"data":\{"products":\{"__typename":"ProductConnection"/);
        after = (JSON.parse(fromCompiled.slice(4)) as { data: { products: { pageInfo: { endCursor: string | null } } } }).data.products.pageInfo.endCursor;
        if (!after) break;
      }
    }
    // A document runs on graphql-js when it first comes, is compiled when it comes again, and its
    // compilation serves it from then on, whatever the variables.
    const after = await executions(compiled);
    const delta = (outcome: string) => (after[outcome] ?? 0) - (before[outcome] ?? 0);
    expect([delta('first'), delta('compiled'), delta('fallback')]).toEqual([1, 1, 0]);
    expect(delta('reused')).toBeGreaterThanOrEqual(7);
    expect(await executions(interpreted)).toEqual({});
  });

  it('answers searches, typo corrections and empty results as graphql-js does', async () => {
    for (const variables of [
      { keyword: 'polo' },
      { keyword: 'navy tee', first: 2 },
      { keyword: 'polp' },
      { keyword: 'olive', sort: 'PRICE_LOW_TO_HIGH', first: 3, filter: { category: 'MALE' } },
      { keyword: 'cashmere' },
      { keyword: '   ' },
    ]) {
      const [fromCompiled, fromInterpreted] = await both(SEARCH, variables);
      expect(fromCompiled).toBe(fromInterpreted);
      expect(fromCompiled).toMatch(/^200 \{"data":\{"searchProducts":/);
    }
  });

  it('answers products, their reviews and several reads in one document as graphql-js does', async () => {
    const [first, second] = await both(PRODUCT, { slug: slugs[0] });
    expect(first).toBe(second);
    expect(first).toContain('"userName":"');
    const cursor = (JSON.parse(first.slice(4)) as { data: { product: { reviews: { pageInfo: { endCursor: string } } } } }).data.product.reviews.pageInfo.endCursor;
    const [next, nextInterpreted] = await both(PRODUCT, { slug: slugs[0], reviewsAfter: cursor });
    expect(next).toBe(nextInterpreted);
    const [two, twoInterpreted] = await both(TWO_READS, { slug: slugs[7] });
    expect(two).toBe(twoInterpreted);
    expect(two).toMatch(/^200 \{"data":\{"women":\{"totalCount":12,"nodes":\[\{"id":/);
  });

  it('refuses bad requests with the same status, code and message as graphql-js', async () => {
    const refusals: Array<[string, Record<string, unknown>, RegExp]> = [
      // A variable graphql-js cannot coerce.
      [LISTING, { withReviews: true, first: 'ten' }, /^400 .*"code":"BAD_USER_INPUT"/],
      [LISTING, { withReviews: true, filter: { category: 'ALIENS' } }, /^400 .*"code":"BAD_USER_INPUT"/],
      [LISTING, {}, /^400 .*Variable \\"\$withReviews\\" of required type/],
      // Refused by the resolvers.
      [LISTING, { withReviews: true, after: 'not-a-cursor' }, /^400 .*"code":"BAD_USER_INPUT"/],
      [LISTING, { withReviews: true, first: 0 }, /^400 .*"code":"BAD_USER_INPUT"/],
      [SEARCH, { keyword: 'polo', after: 'bm90IGEgY3Vyc29y' }, /^400 .*"code":"BAD_USER_INPUT"/],
      [PRODUCT, { id: '00000000-0000-4000-8000-000000000000' }, /^200 \{"errors":\[\{"message":"[^"]+","locations":.*"path":\["product"\],"extensions":\{"code":"NOT_FOUND"/],
      [PRODUCT, { slug: 'no-such-product' }, /"code":"NOT_FOUND"/],
      [PRODUCT, { id: 'x', slug: 'y' }, /^400 .*"code":"BAD_USER_INPUT"/],
      [PRODUCT, { slug: slugs[2], reviewsAfter: '!!' }, /^400 .*"code":"BAD_USER_INPUT"/],
    ];
    for (const [query, variables, expected] of refusals) {
      const [fromCompiled, fromInterpreted] = await both(query, variables);
      expect(fromCompiled).toBe(fromInterpreted);
      expect(fromCompiled).toMatch(expected);
    }
  });
});
