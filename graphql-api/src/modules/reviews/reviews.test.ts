import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, PaymentMethod, type OrderStatus as OrderStatusValue } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import type { Product } from '../catalog/product.entity.js';
import { AddressSnapshot, Order, OrderLine } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';

const ADD_REVIEW = /* GraphQL */ `
  mutation AddReview($input: AddReviewInput!) {
    addReview(input: $input) {
      review { id userName rating message createdAt }
      product { id averageReview reviewCount }
      userErrors { code field message }
    }
  }
`;

interface AddReviewData {
  addReview: {
    review: { id: string; userName: string; rating: number; message: string; createdAt: string } | null;
    product: { id: string; averageReview: number; reviewCount: number } | null;
    userErrors: Array<{ code: string; field: string | null; message: string }>;
  };
}

describe('addReview', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  /** A shopper and a product, with an order of it in the given status (none when null). */
  async function shopperWithOrder(status: OrderStatusValue | null, orderedProduct?: Product) {
    const em = server.em();
    const shopper = await createUser(em);
    const [product] = await createProducts(em, [{}]);
    if (status) await createOrder(server, shopper, orderedProduct ?? product!, status);
    return { shopper, product: product!, token: await server.tokenFor(shopper) };
  }

  async function addReview(token: string | undefined, input: { productId: string; rating: number; message: string }) {
    const { body } = await server.gql<AddReviewData>(ADD_REVIEW, { input }, { token });
    return body;
  }

  async function reviewsOf(productId: string) {
    return server.em().find(Review, { product: productId });
  }

  async function productFigures(productId: string) {
    const [row] = await server.em().execute<Array<{ average_review: string; review_count: number }>>(
      'select average_review, review_count from product where id = ?',
      [productId],
    );
    return { averageReview: Number(row!.average_review), reviewCount: row!.review_count };
  }

  it('adds a review of a delivered product, named after the account, and updates the product', async () => {
    const { shopper, product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
    const body = await addReview(token, { productId: product.id, rating: 4, message: '  Soft and fits well.  ' });
    expect(body.errors).toBeUndefined();
    const { review, product: reviewed, userErrors } = body.data!.addReview;
    expect(userErrors).toEqual([]);
    expect(review).toMatchObject({ userName: shopper.userName, rating: 4, message: 'Soft and fits well.' });
    expect(reviewed).toEqual({ id: product.id, averageReview: 4, reviewCount: 1 });
    expect(await productFigures(product.id)).toEqual({ averageReview: 4, reviewCount: 1 });
  });

  it('refuses a missing or out-of-range rating with the spec message, changing nothing', async () => {
    const { product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
    for (const rating of [0, 6, -1]) {
      const body = await addReview(token, { productId: product.id, rating, message: 'Nice' });
      expect(body.data!.addReview).toEqual({
        review: null,
        product: null,
        userErrors: [{ code: 'INVALID_INPUT', field: 'rating', message: 'Please add a rating' }],
      });
    }
    expect(await reviewsOf(product.id)).toHaveLength(0);
    expect(await productFigures(product.id)).toEqual({ averageReview: 0, reviewCount: 0 });
  });

  it('refuses a blank message with the spec message, and reports both faults at once', async () => {
    const { product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
    for (const message of ['', '   \n\t']) {
      const body = await addReview(token, { productId: product.id, rating: 5, message });
      expect(body.data!.addReview.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'message', message: 'Please add a review message' }]);
    }
    const both = await addReview(token, { productId: product.id, rating: 0, message: ' ' });
    expect(both.data!.addReview.userErrors.map((error) => error.field)).toEqual(['rating', 'message']);
    expect(await reviewsOf(product.id)).toHaveLength(0);
  });

  it('refuses a fractional rating as a GraphQL input error', async () => {
    const { product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
    const body = await addReview(token, { productId: product.id, rating: 4.5, message: 'Nice' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await reviewsOf(product.id)).toHaveLength(0);
  });

  it('answers NOT_FOUND for an unknown or malformed product id', async () => {
    const { token } = await shopperWithOrder(null);
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "'; drop table review; --"]) {
      const body = await addReview(token, { productId, rating: 5, message: 'Nice' });
      expect(body.errors).toBeUndefined();
      expect(body.data!.addReview.userErrors).toEqual([{ code: 'NOT_FOUND', field: 'productId', message: 'Product not found' }]);
    }
  });

  describe('eligibility: only a shopper with a delivered order of the product', () => {
    const notEligible = [{ code: 'NOT_ELIGIBLE', field: 'productId', message: 'You need to purchase product to review it' }];

    it('refuses a shopper without any order', async () => {
      const { product, token } = await shopperWithOrder(null);
      const body = await addReview(token, { productId: product.id, rating: 5, message: 'Nice' });
      expect(body.data!.addReview.userErrors).toEqual(notEligible);
      expect(await reviewsOf(product.id)).toHaveLength(0);
    });

    it('refuses while the order is not yet delivered, or was rejected or canceled', async () => {
      for (const status of [OrderStatus.ORDER_PLACED, OrderStatus.IN_SHIPPING, OrderStatus.REJECTED, OrderStatus.CANCELED]) {
        const { product, token } = await shopperWithOrder(status);
        const body = await addReview(token, { productId: product.id, rating: 5, message: 'Nice' });
        expect(body.data!.addReview.userErrors, status).toEqual(notEligible);
        expect(await reviewsOf(product.id)).toHaveLength(0);
      }
    });

    it('refuses a product the shopper did not buy, even with a delivered order of another product', async () => {
      const [other] = await createProducts(server.em(), [{}]);
      const { product, token } = await shopperWithOrder(OrderStatus.DELIVERED, other);
      const body = await addReview(token, { productId: product.id, rating: 5, message: 'Nice' });
      expect(body.data!.addReview.userErrors).toEqual(notEligible);
    });

    it("does not count another shopper's delivered order", async () => {
      const { product } = await shopperWithOrder(OrderStatus.DELIVERED);
      const stranger = await createUser(server.em());
      const body = await addReview(await server.tokenFor(stranger), { productId: product.id, rating: 5, message: 'Nice' });
      expect(body.data!.addReview.userErrors).toEqual(notEligible);
      expect(await reviewsOf(product.id)).toHaveLength(0);
    });

    it('accepts once an order of the product is delivered', async () => {
      const { shopper, product, token } = await shopperWithOrder(OrderStatus.IN_SHIPPING);
      const order = await server.em().findOneOrFail(Order, { user: shopper.id });
      const em = server.em();
      em.getReference(Order, order.id).status = OrderStatus.DELIVERED;
      await em.flush();
      const body = await addReview(token, { productId: product.id, rating: 5, message: 'Arrived, love it' });
      expect(body.data!.addReview.userErrors).toEqual([]);
      expect(body.data!.addReview.review?.rating).toBe(5);
    });
  });

  describe('one review per shopper per product', () => {
    it('refuses a second review, keeping the first and the figures', async () => {
      const { product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
      await addReview(token, { productId: product.id, rating: 2, message: 'Shrank' });
      const again = await addReview(token, { productId: product.id, rating: 5, message: 'Actually great' });
      expect(again.data!.addReview).toEqual({
        review: null,
        product: null,
        userErrors: [{ code: 'ALREADY_EXISTS', field: 'productId', message: 'You have already reviewed this product' }],
      });
      const reviews = await reviewsOf(product.id);
      expect(reviews.map((review) => review.message)).toEqual(['Shrank']);
      expect(await productFigures(product.id)).toEqual({ averageReview: 2, reviewCount: 1 });
    });

    it('keeps exactly one of 5 concurrent attempts', async () => {
      const { product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map((rating) => addReview(token, { productId: product.id, rating, message: `Attempt ${rating}` })),
      );
      expect(results.every((body) => body.errors === undefined)).toBe(true);
      const accepted = results.filter((body) => body.data!.addReview.review !== null);
      const refusals = results.flatMap((body) => body.data!.addReview.userErrors.map((error) => error.code));
      expect(accepted).toHaveLength(1);
      expect(refusals).toEqual(['ALREADY_EXISTS', 'ALREADY_EXISTS', 'ALREADY_EXISTS', 'ALREADY_EXISTS']);
      const reviews = await reviewsOf(product.id);
      expect(reviews).toHaveLength(1);
      expect(await productFigures(product.id)).toEqual({ averageReview: reviews[0]!.rating, reviewCount: 1 });
    });
  });

  describe('average and count', () => {
    async function reviewers(product: Product, count: number): Promise<string[]> {
      const tokens: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const shopper = await createUser(server.em());
        await createOrder(server, shopper, product, OrderStatus.DELIVERED);
        tokens.push(await server.tokenFor(shopper));
      }
      return tokens;
    }

    it('averages every review, rounded to 2 decimals (5, 4, 4 → 4.33)', async () => {
      const [product] = await createProducts(server.em(), [{}]);
      const tokens = await reviewers(product!, 3);
      const averages: Array<[number, number]> = [];
      for (const [i, rating] of [5, 4, 4].entries()) {
        const body = await addReview(tokens[i], { productId: product!.id, rating, message: 'Good' });
        const reviewed = body.data!.addReview.product!;
        averages.push([reviewed.averageReview, reviewed.reviewCount]);
      }
      expect(averages).toEqual([[5, 1], [4.5, 2], [4.33, 3]]);
      expect(await productFigures(product!.id)).toEqual({ averageReview: 4.33, reviewCount: 3 });
      const { body } = await server.gql<{ product: { averageReview: number; reviewCount: number } }>(
        'query ($id: ID!) { product(id: $id) { averageReview reviewCount } }',
        { id: product!.id },
      );
      expect(body.data!.product).toEqual({ averageReview: 4.33, reviewCount: 3 });
    });

    it('gives the exact average when shoppers review one product at the same time', async () => {
      const [product] = await createProducts(server.em(), [{}]);
      const ratings = [5, 1, 2, 5, 4, 4, 3];
      const tokens = await reviewers(product!, ratings.length);
      const results = await Promise.all(ratings.map((rating, i) => addReview(tokens[i], { productId: product!.id, rating, message: 'Fine' })));
      expect(results.every((body) => body.data?.addReview.userErrors.length === 0)).toBe(true);
      // 24 / 7 = 3.428…
      expect(await productFigures(product!.id)).toEqual({ averageReview: 3.43, reviewCount: 7 });
    });
  });

  describe('permissions', () => {
    it('refuses an anonymous caller with UNAUTHENTICATED, writing nothing', async () => {
      const { product } = await shopperWithOrder(OrderStatus.DELIVERED);
      const body = await addReview(undefined, { productId: product.id, rating: 5, message: 'Nice' });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await reviewsOf(product.id)).toHaveLength(0);
    });

    it('takes no reviewer name or id from the client', async () => {
      const { product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
      const { status, body } = await server.gql(ADD_REVIEW, { input: { productId: product.id, rating: 5, message: 'Hi', userName: 'Someone Else' } }, { token });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await reviewsOf(product.id)).toHaveLength(0);
    });

    it("shows no reviewer's email or account id on a review", async () => {
      const { body } = await server.gql<{ __type: { fields: Array<{ name: string }> } }>('{ __type(name: "Review") { fields { name } } }');
      expect(body.data!.__type.fields.map((field) => field.name).sort()).toEqual(['createdAt', 'id', 'message', 'rating', 'userName']);
    });
  });
});

/** An order as checkout would leave it, written directly so these tests do not depend on checkout. */
async function createOrder(server: TestServer, shopper: User, product: Product, status: OrderStatusValue): Promise<Order> {
  const em = server.em();
  const order = new Order({
    user: em.getReference(User, shopper.id),
    cartId: null,
    paymentMethod: PaymentMethod.COD,
    subtotalPaise: product.pricePaise,
    discountPaise: 0,
    discountCode: null,
    addressInfo: new AddressSnapshot({ addressId: null, address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210', notes: '' }),
    idempotencyKey: null,
  });
  order.status = status;
  em.persist(order);
  em.persist(
    new OrderLine({
      order,
      productId: product.id,
      title: product.title,
      image: product.image,
      category: product.category,
      productType: product.productType,
      type: product.type,
      size: product.size,
      measurement: product.measurement,
      percentageIncrement: product.percentageIncrement,
      unitPricePaise: product.pricePaise,
      quantity: 1,
      discountPaise: 0,
    }),
  );
  await em.flush();
  return order;
}
