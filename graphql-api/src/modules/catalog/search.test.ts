import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category, Measurement, ProductType, Size, SizingType } from '@threadline/domain';
import { createProducts, createUser, productInput } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { Role } from '../users/user.entity.js';
import { Product } from './product.entity.js';

interface SearchData {
  searchProducts: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{ id: string; title: string }>;
    correctedKeyword: string | null;
  };
}

const SEARCH = /* GraphQL */ `
  query Search($keyword: String!, $filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String) {
    searchProducts(keyword: $keyword, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id title }
      correctedKeyword
    }
  }
`;

const SORTS = ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'NEWEST', 'POPULAR'] as const;

const cursor = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('searchProducts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await createProducts(server.em(), [
      { title: 'Classic Polo Neck T-Shirt', description: 'Breathable cotton pique with a ribbed collar.', productType: ProductType.POLO_NECK },
      { title: 'Grey Sweatshirt', description: 'Brushed fleece inside, for winter evenings.', productType: ProductType.SWEAT_SHIRTS_FULL },
      { title: 'Hooded Sweatshirt', description: 'A roomy hood and a kangaroo pocket.', productType: ProductType.SWEAT_SHIRTS_UPPER },
      { title: 'Plain Round Neck Tee', description: 'Layer it under a sweatshirt on cold days.' },
      { title: 'Striped Crop Top', description: 'Light summer top with thin stripes.', category: Category.FEMALE, productType: ProductType.CROP_TOP },
      {
        title: 'Little Dino Tee',
        description: 'Soft tee with a dinosaur print for little ones.',
        category: Category.KIDS,
        type: SizingType.AGE_GROUP,
        size: Size.AGE_3_5,
        measurement: Measurement.KIDS,
      },
      // Prices with a tie (Everyday Tee 2 and the Plain Round Neck Tee) and ratings with ties, so
      // the sorts' later keys and the id decide part of each order.
      ...[1, 2, 3, 4, 5].map((n) => ({
        title: `Everyday Tee ${n}`,
        description: 'A basic cotton tee for every day.',
        pricePaise: (549 - n * 25) * 100,
        averageReview: [4.5, 0, 4.5, 3, 4.5][n - 1]!,
        reviewCount: [2, 0, 2, 1, 5][n - 1]!,
      })),
    ]);
  });
  afterAll(() => server?.stop());

  async function search(keyword: string, extra: Record<string, unknown> = {}): Promise<SearchData['searchProducts']> {
    const { status, body } = await server.gql<SearchData>(SEARCH, { keyword, ...extra });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return body.data!.searchProducts;
  }

  it('ranks a title match before a description match', async () => {
    const result = await search('sweatshirt');
    expect(result.totalCount).toBe(3);
    expect(result.nodes.map((node) => node.title).slice(0, 2).sort()).toEqual(['Grey Sweatshirt', 'Hooded Sweatshirt']);
    expect(result.nodes[2]!.title).toBe('Plain Round Neck Tee');
  });

  it('forgives typos: a misspelt word finds what the right spelling finds, and pages on', async () => {
    const misspelt = await search('sweatshrt');
    const spelt = await search('sweatshirt');
    expect(misspelt.totalCount).toBe(3);
    expect(misspelt.nodes.map((node) => node.id)).toEqual(spelt.nodes.map((node) => node.id));
    const firstPage = await search('swetshirt', { first: 2 });
    const nextPage = await search('swetshirt', { first: 2, after: firstPage.pageInfo.endCursor });
    expect([...firstPage.nodes, ...nextPage.nodes].map((node) => node.id)).toEqual(spelt.nodes.map((node) => node.id));
    const loose = await search('polo neck tshirt');
    expect(loose.nodes[0]!.title).toBe('Classic Polo Neck T-Shirt');
  });

  // Shoppers' own spellings, Indian English's included: what each finds first and the words it
  // searched (null when found as typed). docs/api.md, "Typos", states the rule this follows.
  const POLO = 'Classic Polo Neck T-Shirt';
  const CROP = 'Striped Crop Top';
  it.each([
    ['plo', POLO, 'polo'],
    ['pol', POLO, 'polo'],
    ['plol', POLO, 'polo'],
    ['pollo', POLO, 'polo'],
    ['polp', POLO, 'polo'],
    ['ploo', POLO, 'polo'],
    ['crop tpo', CROP, 'crop top'],
    ['crop-top', CROP, 'crop top'],
    ['croptop', CROP, 'crop top'],
    ['crop top', CROP, null],
    ['tshirt', POLO, 't-shirt'],
    ['t shirt', POLO, null],
    ['t-shirt', POLO, null],
    ['tee shirt', POLO, 't-shirt'],
    ['tshirts', POLO, 't-shirt'],
    ['poloneck', POLO, 'polo neck'],
    ['polo neck', POLO, null],
    // Grey and Hooded rank alike; either may come first.
    ['sweat shirt', / Sweatshirt$/, 'sweatshirt'],
    ['swetshirt', / Sweatshirt$/, 'sweatshirt'],
    ['hoodie', 'Hooded Sweatshirt', 'hooded'],
  ] as const)('forgives the typo %j: finds %s, searching %j', async (keyword, first, corrected) => {
    const result = await search(keyword);
    if (typeof first === 'string') expect(result.nodes[0]?.title, keyword).toBe(first);
    else expect(result.nodes[0]?.title, keyword).toMatch(first);
    expect(result.correctedKeyword, keyword).toBe(corrected);
  });

  it('pages on after a correction longer than the longest keyword', async () => {
    const keyword = Array.from({ length: 12 }, () => 'croptop').join(' ');
    const firstPage = await search(keyword, { first: 1 });
    expect(firstPage.correctedKeyword!.length).toBeGreaterThan(100);
    expect(firstPage.nodes.map((node) => node.title)).toEqual(['Striped Crop Top']);
    const nextPage = await search(keyword, { first: 1, after: firstPage.pageInfo.endCursor });
    expect([nextPage.nodes, nextPage.correctedKeyword]).toEqual([[], firstPage.correctedKeyword]);
  });

  it.each(['sock', 'jeans', 'saree', 'kurta', 'cap', 'pink', 'qxzvv', 'xl'])('finds nothing for %j: no title word is close enough', async (keyword) => {
    const result = await search(keyword);
    expect(result.totalCount, keyword).toBe(0);
    expect(result.correctedKeyword, keyword).toBeNull();
  });

  it('says which corrected words it searched, on every page, and only when it corrected', async () => {
    const firstPage = await search('swetshirt', { first: 2 });
    expect(firstPage.correctedKeyword).toBe('sweatshirt');
    const nextPage = await search('swetshirt', { first: 2, after: firstPage.pageInfo.endCursor });
    expect(nextPage.nodes).toHaveLength(1);
    expect(nextPage.correctedKeyword).toBe('sweatshirt');

    // Found as typed (whatever the case): nothing was corrected, on the first page or the next.
    const exact = await search('Sweatshirt', { first: 2 });
    expect(exact.totalCount).toBe(3);
    expect(exact.correctedKeyword).toBeNull();
    expect((await search('Sweatshirt', { first: 2, after: exact.pageInfo.endCursor })).correctedKeyword).toBeNull();

    // Nothing close enough to correct to: no correction is claimed.
    const gibberish = await search('qxzvv');
    expect(gibberish.totalCount).toBe(0);
    expect(gibberish.correctedKeyword).toBeNull();

    const { body } = await server.gql<{ products: { totalCount: number; correctedKeyword: string | null } }>(
      '{ products(first: 1) { totalCount correctedKeyword } }',
    );
    expect(body.data!.products.totalCount).toBeGreaterThan(0);
    expect(body.data!.products.correctedKeyword).toBeNull();
  });

  it('finds products by category and cut words', async () => {
    expect((await search('kids')).nodes.map((node) => node.title)).toEqual(['Little Dino Tee']);
    expect((await search('female')).nodes.map((node) => node.title)).toEqual(['Striped Crop Top']);
    expect((await search('crop top')).nodes[0]!.title).toBe('Striped Crop Top');
  });

  it('treats regex and SQL metacharacters as plain text', async () => {
    const keywords = ['(', "'); drop table product; --", '\\', '%_', 'a:*', '!!', '*', '&', '|', ':', '"unbalanced', '<%', '$$', '?', ':keyword', '[a-z]+'];
    for (const keyword of keywords) {
      const result = await search(keyword);
      // A LIKE wildcard or a regex would have matched everything.
      expect(result.totalCount, keyword).toBe(0);
    }
    expect(await server.em().count(Product)).toBe(11);
    // Metacharacters around a real word do not stop it from matching.
    expect((await search('(sweatshirt*)')).totalCount).toBe(3);
  });

  it('answers a blank keyword with an empty result, without querying', async () => {
    for (const keyword of ['', '   ', '\t\n']) {
      let result: SearchData['searchProducts'] | undefined;
      const statements = await server.recordStatements(async () => {
        result = await search(keyword);
      });
      expect(result).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [], correctedKeyword: null });
      expect(statements.filter((sql) => sql.includes('product'))).toEqual([]);
    }
  });

  it('refuses a keyword over 100 characters, trimmed', async () => {
    const { body } = await server.gql<SearchData>(SEARCH, { keyword: 'a'.repeat(101) });
    expect(body.errors?.[0]).toMatchObject({
      message: 'keyword must be at most 100 characters',
      extensions: { code: 'BAD_USER_INPUT', field: 'keyword' },
    });
    expect((await search(`  ${'a'.repeat(100)}  `)).totalCount).toBe(0);
  });

  it('pages through the ranked result exactly once, with the total on every page', async () => {
    const all = await search('tee', { first: 100 });
    expect(all.totalCount).toBe(7);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: SearchData['searchProducts'] = await search('tee', { first: 3, after });
      expect(page.totalCount).toBe(7);
      seen.push(...page.nodes.map((node) => node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(all.nodes.map((node) => node.id));
  });

  it('keeps the total on a page past the end', async () => {
    const result = await search('tee', { after: cursor(['search', 50, 'tee']) });
    expect(result).toEqual({ totalCount: 7, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [], correctedKeyword: null });
  });

  it('refuses a cursor of another listing, or a made-up one', async () => {
    const listing = await server.gql<{ products: { pageInfo: { endCursor: string } } }>('{ products(first: 1) { pageInfo { endCursor } } }');
    const listingCursor = listing.body.data!.products.pageInfo.endCursor;
    for (const after of [listingCursor, cursor(['search', -1]), cursor(['search', 1.5]), cursor(['search', '1']), cursor(['listing', 3]), 'garbage']) {
      const { body } = await server.gql<SearchData>(SEARCH, { keyword: 'tee', after });
      expect(body.errors?.[0]).toMatchObject({ message: 'after is not a cursor of this listing', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('counts facets over the matches', async () => {
    const { body } = await server.gql<{ searchProducts: { facets: { categories: Array<{ value: string; count: number }> } } }>(
      '{ searchProducts(keyword: "tee") { facets { categories { value count } } } }',
    );
    expect(body.data!.searchProducts.facets.categories).toEqual([
      { value: 'MALE', count: 6 },
      { value: 'FEMALE', count: 0 },
      { value: 'KIDS', count: 1 },
    ]);
  });

  it('finds a new product, and an edited one by its new title, at once', async () => {
    const admin = await createUser(server.em(), { role: Role.ADMIN });
    const token = await server.tokenFor(admin);
    const input = productInput({ image: '/media/products/zebra.webp', title: 'Zebra Print Tee', description: 'Bold stripes on soft cotton.', totalStock: 5 });
    const created = await server.gql<{ createProduct: { product: { id: string } } }>(
      'mutation ($input: ProductInput!) { createProduct(input: $input) { product { id } } }',
      { input },
      { token },
    );
    const id = created.body.data!.createProduct.product.id;
    expect((await search('zebra')).nodes.map((node) => node.id)).toEqual([id]);

    await server.gql('mutation ($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { product { id } } }', { id, input: { ...input, title: 'Quokka Print Tee' } }, { token });
    expect((await search('quokka')).nodes.map((node) => node.id)).toEqual([id]);
    expect((await search('zebra')).totalCount).toBe(0);
  });
  describe('with the listing filter and sort', () => {
    interface FacetData {
      searchProducts: SearchData['searchProducts'] & {
        facets: Record<'categories' | 'ageGroups' | 'productTypes', Array<{ value: string; count: number }>>;
      };
    }
    const FACETED = /* GraphQL */ `
      query ($keyword: String!, $filter: ProductFilter) {
        searchProducts(keyword: $keyword, filter: $filter) {
          totalCount nodes { title }
          facets { categories { value count } ageGroups { value count } productTypes { value count } }
        }
      }
    `;
    const counts = (facet: Array<{ value: string; count: number }>) => Object.fromEntries(facet.filter((option) => option.count > 0).map((option) => [option.value, option.count]));

    /** The listing's order of the given products, for comparing a sorted search with it. */
    async function listingOrder(sort: string, ids: string[]): Promise<string[]> {
      const { body } = await server.gql<{ products: { nodes: Array<{ id: string }> } }>(
        'query ($sort: ProductSort) { products(sort: $sort, first: 100) { nodes { id } } }',
        { sort },
      );
      return body.data!.products.nodes.map((node) => node.id).filter((id) => ids.includes(id));
    }

    async function pageThrough(keyword: string, variables: Record<string, unknown>, first: number) {
      const pages: Array<SearchData['searchProducts']> = [];
      let after: string | null = null;
      do {
        const page: SearchData['searchProducts'] = await search(keyword, { ...variables, first, after });
        pages.push(page);
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      return pages;
    }

    it('narrows the matches; totalCount and facets count the narrowed matches, each group without its own choice', async () => {
      const faceted = async (filter: Record<string, unknown> | null) => {
        const { body } = await server.gql<FacetData>(FACETED, { keyword: 'tee', filter });
        expect(body.errors).toBeUndefined();
        return body.data!.searchProducts;
      };
      const everything = await faceted(null);
      const kids = await faceted({ category: 'KIDS' });
      expect(kids.nodes.map((node) => node.title)).toEqual(['Little Dino Tee']);
      expect(kids.totalCount).toBe(1);
      // The category group ignores the category chosen; the cuts are counted among kids' matches only.
      expect(kids.facets.categories).toEqual(everything.facets.categories);
      expect(counts(kids.facets.categories)).toMatchObject({ KIDS: 1 });
      expect(counts(kids.facets.ageGroups)).toEqual({ AGE_3_5: 1 });
      expect(counts(kids.facets.productTypes)).toEqual({ ROUND_NECK_HALF: 1 });

      // No tee is a polo: an empty result, whose facets still offer the cuts that would match.
      const polos = await faceted({ productTypes: ['POLO_NECK'] });
      expect(polos.totalCount).toBe(0);
      expect(polos.facets.productTypes).toEqual(everything.facets.productTypes);
      expect(counts(polos.facets.productTypes)).toEqual({ ROUND_NECK_HALF: everything.totalCount });
      expect(counts(polos.facets.categories)).toEqual({});
    });

    it('orders the matches exactly as the listing does, for every sort', async () => {
      const ranked = await search('tee', { first: 100 });
      for (const sort of SORTS) {
        const result = await search('tee', { sort, first: 100 });
        expect(result.totalCount, sort).toBe(ranked.totalCount);
        const ids = result.nodes.map((node) => node.id);
        expect(ids.length, sort).toBe(ranked.totalCount);
        expect(ids, sort).toEqual(await listingOrder(sort, ids));
        expect(result.correctedKeyword).toBeNull();
      }
      const cheapest = await search('tee', { sort: 'PRICE_LOW_TO_HIGH', filter: { category: 'MALE' }, first: 2 });
      expect(cheapest.nodes.map((node) => node.title)).toEqual(['Everyday Tee 5', 'Everyday Tee 4']);
      expect(cheapest.totalCount).toBe(ranked.nodes.filter((node) => node.title !== 'Little Dino Tee').length);
    });

    it('pages through every sort and filter exactly once, with the total on every page', async () => {
      for (const sort of [...SORTS, null]) {
        for (const filter of [null, { category: 'MALE' }, { productTypes: ['ROUND_NECK_HALF', 'CROP_TOP'] }]) {
          const all = await search('tee', { sort, filter, first: 100 });
          const pages = await pageThrough('tee', { sort, filter }, 2);
          const label = JSON.stringify({ sort, filter });
          expect(pages.flatMap((page) => page.nodes.map((node) => node.id)), label).toEqual(all.nodes.map((node) => node.id));
          expect(pages.every((page) => page.totalCount === all.totalCount), label).toBe(true);
          expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);
        }
      }
    });

    it('corrects typos under a filter and a sort, and keeps the correction on later pages', async () => {
      const pages = await pageThrough('swetshirt', { sort: 'PRICE_HIGH_TO_LOW', filter: { productTypes: ['SWEAT_SHIRTS_FULL', 'SWEAT_SHIRTS_UPPER'] } }, 1);
      expect(pages.flatMap((page) => page.nodes.map((node) => node.title)).sort()).toEqual(['Grey Sweatshirt', 'Hooded Sweatshirt']);
      const ids = pages.flatMap((page) => page.nodes.map((node) => node.id));
      expect(ids).toEqual(await listingOrder('PRICE_HIGH_TO_LOW', ids));
      expect(pages.map((page) => [page.totalCount, page.correctedKeyword])).toEqual([
        [2, 'sweatshirt'],
        [2, 'sweatshirt'],
      ]);
      // Best matches first, under a filter that leaves only the description match.
      const ranked = await search('swetshirt', { filter: { productTypes: ['ROUND_NECK_HALF'] } });
      expect(ranked.nodes.map((node) => node.title)).toEqual(['Plain Round Neck Tee']);
      expect(ranked.correctedKeyword).toBe('sweatshirt');
    });

    it('refuses a cursor of another sort, of a best-match search or of the listing', async () => {
      const ranked = (await search('tee', { first: 2 })).pageInfo.endCursor;
      const byPrice = (await search('tee', { first: 2, sort: 'PRICE_LOW_TO_HIGH' })).pageInfo.endCursor;
      const listing = (await server.gql<{ products: { pageInfo: { endCursor: string } } }>('{ products(first: 1, sort: NEWEST) { pageInfo { endCursor } } }')).body.data!
        .products.pageInfo.endCursor;
      for (const [after, sort] of [
        [ranked, 'NEWEST'],
        [byPrice, 'NEWEST'],
        [byPrice, 'POPULAR'],
        [byPrice, null],
        [listing, 'NEWEST'],
        [cursor(['search', 'NEWEST', 'tee', 'yesterday', '00000000-0000-4000-8000-000000000000']), 'NEWEST'],
        [cursor(['search', 'PRICE_LOW_TO_HIGH', '', 100, '00000000-0000-4000-8000-000000000000']), 'PRICE_LOW_TO_HIGH'],
      ]) {
        const { status, body } = await server.gql<SearchData>(SEARCH, { keyword: 'tee', sort, after });
        expect(status).toBe(400);
        expect(body.errors?.[0], JSON.stringify([after, sort])).toMatchObject({ message: 'after is not a cursor of this listing', extensions: { code: 'BAD_USER_INPUT' } });
      }
    });

    it('refuses a category together with an age group, as the listing does', async () => {
      const { body } = await server.gql<SearchData>(SEARCH, { keyword: 'tee', filter: { category: 'KIDS', age: 'AGE_3_5' } });
      expect(body.errors?.[0]).toMatchObject({
        message: 'Choose either a category or an age group, not both',
        extensions: { code: 'BAD_USER_INPUT', field: 'filter' },
      });
    });
  });
});
