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
interface ListingData {
  products: { nodes: Array<{ id: string; reviews: ReviewNode[] }> };
}

const LISTING_WITH_REVIEWS = /* GraphQL */ `
  query Listing($first: Int) {
    products(first: $first, sort: NEWEST) {
      nodes { id title reviews { userName rating message createdAt } }
    }
  }
`;

const PRODUCT_REVIEWS = /* GraphQL */ `
  query ProductReviews($id: ID!, $first: Int) {
    product(id: $id) { reviews(first: $first) { userName rating message createdAt } }
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
    await em.flush();
  });
  afterAll(() => server?.stop());

  function addReview(em: ReturnType<TestServer['em']>, product: Product, user: User, rating: number, message: string, createdAt: Date): void {
    const review = new Review({ product, user, userName: user.userName, rating, message });
    review.createdAt = createdAt;
    em.persist(review);
  }

  async function reviewsOf(first: number | undefined) {
    const { body } = await server.gql<{ product: { reviews: ReviewNode[] } }>(PRODUCT_REVIEWS, { id: reviewed.id, first });
    return body;
  }

  it('gives the 5 newest reviews by default, newest first', async () => {
    const body = await reviewsOf(undefined);
    expect(body.errors).toBeUndefined();
    expect(body.data!.product.reviews.map((review) => review.message)).toEqual(['Review 7', 'Review 6', 'Review 5', 'Review 4', 'Review 3']);
    expect(body.data!.product.reviews[0]).toEqual({ userName: 'Reviewer 7', rating: 3, message: 'Review 7', createdAt: '2026-01-08T00:00:00.000Z' });
  });

  it('gives as many as `first` asks, up to all of them', async () => {
    expect((await reviewsOf(2)).data!.product.reviews.map((review) => review.message)).toEqual(['Review 7', 'Review 6']);
    expect((await reviewsOf(50)).data!.product.reviews).toHaveLength(8);
  });

  it('refuses `first` outside 1..50 with a clear error', async () => {
    for (const first of [0, 51, -1]) {
      const body = await reviewsOf(first);
      expect(body.errors?.[0]).toMatchObject({ message: 'first must be between 1 and 50', extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
    }
  });

  it("gives each product of a listing its own reviews, and an empty list to one without", async () => {
    const [bare] = await createProducts(server.em(), [{}]);
    const { body } = await server.gql<ListingData>(LISTING_WITH_REVIEWS, { first: 100 });
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.products.nodes;
    expect(nodes.find((node) => node.id === bare!.id)!.reviews).toEqual([]);
    for (const product of products.slice(1)) {
      const node = nodes.find((candidate) => candidate.id === product.id);
      if (node) expect(node.reviews.map((review) => review.message)).toEqual([`Newer of ${product.title}`, `Older of ${product.title}`]);
    }
    await server.em().nativeDelete(Product, { id: bare!.id });
  });

  it('serves different lengths for one product in one request (aliases)', async () => {
    const { body } = await server.gql<{ product: { short: ReviewNode[]; long: ReviewNode[] } }>(
      'query ($id: ID!) { product(id: $id) { short: reviews(first: 1) { message } long: reviews(first: 6) { message } } }',
      { id: reviewed.id },
    );
    expect(body.data!.product.short.map((review) => review.message)).toEqual(['Review 7']);
    expect(body.data!.product.long).toHaveLength(6);
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
      expect(body!.products.nodes.every((node) => node.reviews.length >= 2)).toBe(true);
      return { total: statements.length, reviewStatements: statements.filter((sql) => /from review/i.test(sql)).length };
    };
    const page24 = await count(24);
    const page100 = await count(100);
    expect(page24.reviewStatements).toBe(1);
    expect(page100).toEqual(page24);
  });
});
