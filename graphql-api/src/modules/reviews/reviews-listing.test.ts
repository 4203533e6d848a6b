import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { Product } from '../catalog/product.entity.js';
import type { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';

interface ReviewNode {
  userName: string;
  rating: number;
  message: string;
  createdAt: string;
}
interface ReviewPage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: ReviewNode[];
}
interface ListingData {
  products: { nodes: Array<{ id: string; reviews: ReviewPage }> };
}

const PAGE = 'totalCount pageInfo { hasNextPage endCursor } nodes { userName rating message createdAt }';

const LISTING_WITH_REVIEWS = /* GraphQL */ `
  query Listing($first: Int) {
    products(first: $first, sort: NEWEST) {
      nodes { id title reviews(first: 3) { ${PAGE} } }
    }
  }
`;

const PRODUCT_REVIEWS = /* GraphQL */ `
  query ProductReviews($id: ID!, $first: Int, $after: String) {
    product(id: $id) { reviews(first: $first, after: $after) { ${PAGE} } }
  }
`;

describe('Product.reviews', () => {
  let server: TestServer;
  let products: Product[];
  let reviewers: User[];
  /** The product with the most reviews: one by each reviewer, a day apart. */
  let reviewed: Product;

  beforeAll(async () => {
    server = await startTestServer();
    const em = server.em();
    products = await createProducts(em, Array.from({ length: 110 }, () => ({})));
    reviewers = [];
    for (let i = 0; i < 8; i += 1) reviewers.push(await createUser(em, { userName: `Reviewer ${i}` }));
    reviewed = products[0]!;
    const start = Date.UTC(2026, 0, 1);
    for (const [i, reviewer] of reviewers.entries()) {
      addReview(em, reviewed, reviewer, 1 + (i % 5), `Review ${i}`, new Date(start + i * 86_400_000));
    }
    // Every other product gets two reviews, so each product of a page has its own list.
    for (const product of products.slice(1)) {
      addReview(em, product, reviewers[0]!, 5, `Older of ${product.title}`, new Date(start));
      addReview(em, product, reviewers[1]!, 3, `Newer of ${product.title}`, new Date(start + 1000));
    }
    // The counts addReview keeps, for reviews written straight to the database.
    reviewed.reviewCount = reviewers.length;
    for (const product of products.slice(1)) product.reviewCount = 2;
    await em.flush();
  });
  afterAll(() => server?.stop());

  function addReview(em: ReturnType<TestServer['em']>, product: Product, user: User, rating: number, message: string, createdAt: Date): Review {
    const review = new Review({ product, user, userName: user.userName, rating, message });
    review.createdAt = createdAt;
    em.persist(review);
    return review;
  }

  async function reviewsOf(product: Product, first: number | undefined, after?: string | null) {
    const { body } = await server.gql<{ product: { reviews: ReviewPage } }>(PRODUCT_REVIEWS, { id: product.id, first, after });
    return body;
  }

  /** Every review of the product, following `endCursor` page by page. */
  async function pageThrough(product: Product, first: number): Promise<{ messages: string[]; pages: ReviewPage[] }> {
    const pages: ReviewPage[] = [];
    let after: string | null = null;
    do {
      const body = await reviewsOf(product, first, after);
      expect(body.errors).toBeUndefined();
      const page: ReviewPage = body.data!.product.reviews;
      pages.push(page);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return { messages: pages.flatMap((page) => page.nodes.map((review) => review.message)), pages };
  }

  it('gives the 5 newest reviews by default, newest first, with the total', async () => {
    const body = await reviewsOf(reviewed, undefined);
    expect(body.errors).toBeUndefined();
    const page = body.data!.product.reviews;
    expect(page.nodes.map((review) => review.message)).toEqual(['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3']);
    expect(page.nodes[0]).toEqual({ userName: 'Reviewer 7', rating: 3, message: 'Review 7', createdAt: '2026-01-08T00:00:00.000Z' });
    expect(page.totalCount).toBe(8);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });

  it('gives as many as `first` asks, up to all of them', async () => {
    expect((await reviewsOf(reviewed, 2)).data!.product.reviews.nodes.map((review) => review.message)).toEqual(['Review 7', 'Review 6']);
    const all = (await reviewsOf(reviewed, 50)).data!.product.reviews;
    expect(all.nodes).toHaveLength(8);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it('pages through every review exactly once, newest first', async () => {
    const { messages, pages } = await pageThrough(reviewed, 3);
    expect(messages).toEqual(['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2', 'Review 1', 'Review 0']);
    expect(pages.map((page) => page.nodes.length)).toEqual([3, 3, 2]);
    expect(pages.every((page) => page.totalCount === 8)).toBe(true);
    // A page that ends exactly at the last review says so.
    expect((await pageThrough(reviewed, 4)).pages.map((page) => page.pageInfo.hasNextPage)).toEqual([true, false]);
  });

  it('keeps reviews written within one millisecond apart when paging', async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const em = server.em();
    const instant = new Date(Date.UTC(2026, 1, 1));
    const written = reviewers.slice(0, 4).map((reviewer, i) => addReview(em, product!, reviewer, 4, `Same millisecond ${i}`, instant));
    await em.flush();
    // PostgreSQL keeps microseconds: 0, 100, 200 and 300 µs past the same millisecond.
    for (const [i, review] of written.entries()) {
      await em.execute(`update review set created_at = created_at + ? * interval '1 microsecond' where id = ?`, [i * 100, review.id]);
    }
    const { messages } = await pageThrough(product!, 1);
    expect(messages).toEqual(['Same millisecond 3', 'Same millisecond 2', 'Same millisecond 1', 'Same millisecond 0']);
  });

  it('refuses `first` outside 1..50 and a cursor that is not one, with clear errors', async () => {
    for (const first of [0, 51, -1]) {
      const body = await reviewsOf(reviewed, first);
      expect(body.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 50', extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
    }
    const forged = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
    for (const after of ['garbage', forged([1.5, reviewed.id]), forged([1, 'not-an-id']), forged(["1' or 1=1", reviewed.id]), forged([1])]) {
      const body = await reviewsOf(reviewed, 2, after);
      expect(body.errors?.[0], after).toMatchObject({ message: 'after is not a cursor of this listing', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('gives each product of a listing its own reviews, and an empty page to one without', async () => {
    const [bare] = await createProducts(server.em(), [{}]);
    const { body } = await server.gql<ListingData>(LISTING_WITH_REVIEWS, { first: 100 });
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.products.nodes;
    expect(nodes.find((node) => node.id === bare!.id)!.reviews).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
    for (const product of products.slice(1)) {
      const node = nodes.find((candidate) => candidate.id === product.id);
      if (node) {
        expect(node.reviews.nodes.map((review) => review.message)).toEqual([`Newer of ${product.title}`, `Older of ${product.title}`]);
        expect(node.reviews.totalCount).toBe(2);
        expect(node.reviews.pageInfo.hasNextPage).toBe(false);
      }
    }
    await server.em().nativeDelete(Product, { id: bare!.id });
  });

  it('serves different pages for one product in one request (aliases)', async () => {
    const first = (await reviewsOf(reviewed, 2)).data!.product.reviews.pageInfo.endCursor;
    const { body } = await server.gql<{ product: Record<'short' | 'long' | 'next', { nodes: Array<{ message: string }> }> }>(
      'query ($id: ID!, $after: String) { product(id: $id) { short: reviews(first: 1) { nodes { message } } long: reviews(first: 6) { nodes { message } } next: reviews(first: 2, after: $after) { nodes { message } } } }',
      { id: reviewed.id, after: first },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.product.short.nodes.map((review) => review.message)).toEqual(['Review 7']);
    expect(body.data!.product.long.nodes).toHaveLength(6);
    expect(body.data!.product.next.nodes.map((review) => review.message)).toEqual(['Review 5', 'Review 4']);
  });

  it('loads the reviews of a whole page in one statement, the same for 24 and 100 products', async () => {
    const count = async (first: number) => {
      let body: ListingData | undefined;
      const statements = await server.recordStatements(async () => {
        const response = await server.gql<ListingData>(LISTING_WITH_REVIEWS, { first });
        expect(response.body.errors).toBeUndefined();
        body = response.body.data!;
      });
      expect(body!.products.nodes).toHaveLength(first);
      expect(body!.products.nodes.every((node) => node.reviews.nodes.length >= 2)).toBe(true);
      return { total: statements.length, reviewStatements: statements.filter((sql) => /from review/i.test(sql)).length };
    };
    const page24 = await count(24);
    const page100 = await count(100);
    expect(page24.reviewStatements).toBe(1);
    expect(page100).toEqual(page24);
  });
});
