import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Category, ProductType } from '@threadline/domain';
import { createProducts } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { Product } from './product.entity.js';
import { setRankWindowForTests } from './ranked-search.js';

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: Array<{ id: string }>;
}

const SEARCH = /* GraphQL */ `
  query Search($keyword: String!, $filter: ProductFilter, $first: Int, $after: String) {
    searchProducts(keyword: $keyword, filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { id }
    }
  }
`;

const RANK = "ts_rank_cd(search_vector, websearch_to_tsquery('english', :keyword) || websearch_to_tsquery('simple', :keyword))";
const MATCH = "search_vector @@ (websearch_to_tsquery('english', :keyword) || websearch_to_tsquery('simple', :keyword))";

describe('searchProducts at scale: windowed ranking and the lexeme tally', () => {
  let server: TestServer;

  beforeAll(async () => {
    // setRankWindowForTests changes how this process ranks without a catalogue write, so cached
    // answers from before it would be wrong here; what is ranked is the point of these tests.
    server = await startTestServer({ CATALOGUE_CACHE_MB: '0' });
    // Linen in the title (best), in the description only, or in both; ratings spread so that the
    // popularity order and the best-match order disagree.
    await createProducts(
      server.em(),
      Array.from({ length: 17 }, (_, i) => ({
        title: i % 3 === 0 ? `Plain Shirt ${i}` : `Linen Shirt ${i}`,
        description: i % 2 === 0 ? 'Washed linen, cool in summer.' : 'Soft cotton for every day.',
        averageReview: [4.5, 3, 0, 5, 2][i % 5]!,
        reviewCount: i % 4,
        productType: i % 2 === 0 ? ProductType.POLO_NECK : ProductType.ROUND_NECK_HALF,
        ...(i % 5 === 4 ? { category: Category.FEMALE } : {}),
      })),
    );
  });
  afterEach(() => setRankWindowForTests(null));
  afterAll(() => server?.stop());

  const search = async (keyword: string, variables: Record<string, unknown> = {}): Promise<Page> => {
    const { body } = await server.gql<{ searchProducts: Page }>(SEARCH, { keyword, ...variables });
    expect(body.errors).toBeUndefined();
    return body.data!.searchProducts;
  };
  /** Rows of SQL in which `:keyword` stands for the keyword. */
  const rows = async <T>(sql: string, keyword: string): Promise<T[]> => {
    const bindings: string[] = [];
    const text = sql.replace(/:keyword\b/g, () => {
      bindings.push(keyword);
      return '?';
    });
    return (await server.em().getConnection().execute(text, bindings)) as T[];
  };
  const ids = async (sql: string, keyword: string) => (await rows<{ id: string }>(sql, keyword)).map((row) => row.id);

  async function pageThrough(keyword: string, first: number): Promise<string[]> {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = await search(keyword, { first, after });
      seen.push(...page.nodes.map((node) => node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return seen;
  }

  it('ranks every match as a whole when they fit in one window', async () => {
    const expected = await ids(`select id from product where ${MATCH} order by ${RANK} desc, id`, 'linen');
    expect(expected.length).toBeGreaterThan(10);
    expect((await search('linen', { first: 100 })).nodes.map((node) => node.id)).toEqual(expected);
  });

  it('beyond a window, ranks each window of the most popular matches and pages through all exactly once', async () => {
    setRankWindowForTests(4);
    const popular = await ids(`select id from product where ${MATCH} order by average_review desc, review_count desc, id`, 'linen');
    const rank = new Map((await rows<{ id: string; rank: number }>(`select id, ${RANK} as rank from product where ${MATCH}`, 'linen')).map((row) => [row.id, Number(row.rank)]));
    const expected: string[] = [];
    for (let start = 0; start < popular.length; start += 4) {
      const window = popular.slice(start, start + 4);
      expected.push(...window.sort((a, b) => rank.get(b)! - rank.get(a)! || (a < b ? -1 : 1)));
    }
    // Pages of 3 straddle windows of 4.
    expect(await pageThrough('linen', 3)).toEqual(expected);
    expect((await search('linen', { first: 100 })).nodes.map((node) => node.id)).toEqual(expected);
  });

  it('counts a one-word search from the lexeme tally, filtered or not, exactly as counting the matches does', async () => {
    const count = async (keyword: string, extra = '') =>
      Number((await rows<{ n: string }>(`select count(*) as n from product where ${MATCH}${extra}`, keyword))[0]!.n);
    for (const keyword of ['linen', 'shirt', 'shirts', 'plain', 'linen shirt', 'polo']) {
      expect((await search(keyword)).totalCount, keyword).toBe(await count(keyword));
      expect((await search(keyword, { filter: { category: 'FEMALE' } })).totalCount, keyword).toBe(await count(keyword, " and category = 'female'"));
      expect((await search(keyword, { filter: { productTypes: ['POLO_NECK'] } })).totalCount, keyword).toBe(await count(keyword, " and product_type = 'polo_neck'"));
    }
  });

  it('keeps the lexeme tally exact through inserts, edits and deletes', async () => {
    const em = server.em();
    const [made] = await createProducts(em, [{ title: 'Linen Kurta', description: 'Handloom linen.' }]);
    await em.nativeUpdate(Product, { id: made!.id }, { title: 'Cotton Kurta', category: Category.FEMALE });
    // A price update leaves the search document alone and must not touch the tally.
    await em.nativeUpdate(Product, { id: made!.id }, { pricePaise: 30_000 });
    const [gone] = await createProducts(em, [{ title: 'Linen Scarf' }]);
    await em.nativeDelete(Product, { id: gone!.id });
    const differences = await em.getConnection().execute(`
      with expected as (
        select lexeme, category, product_type, size, count(*)::int as products
        from product, unnest(tsvector_to_array(search_vector)) as lexeme group by 1, 2, 3, 4),
      kept as (select lexeme, category, product_type, size, products from search_lexeme_tally where products <> 0)
      (select * from expected except select * from kept) union all (select * from kept except select * from expected)`);
    expect(differences).toEqual([]);
    expect((await search('linen')).totalCount).toBe((await search('linen', { first: 100 })).nodes.length);
  });
});
