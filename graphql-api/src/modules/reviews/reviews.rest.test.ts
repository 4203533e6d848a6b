import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OrderStatus, PaymentMethod, type OrderStatus as OrderStatusValue } from '@threadline/domain';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import type { Product } from '../catalog/product.entity.js';
import { AddressSnapshot, Order, OrderLine } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';
import { ALREADY_REVIEWED_MESSAGE } from './reviews.service.js';

interface ReviewDocument {
  _id: string;
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
}

describe('REST reviews', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  /** A shopper and a product, with an order of it in the given status (none when null). */
  async function shopperWithOrder(status: OrderStatusValue | null) {
    const em = server.em();
    const shopper = await createUser(em);
    const [product] = await createProducts(em, [{}]);
    if (status) await createOrder(server, shopper, product!, status);
    return { shopper, product: product!, token: await server.tokenFor(shopper) };
  }

  const reviewCount = (productId: string) => server.em().count(Review, { product: productId });

  it("adds a review under the account's name, whatever userName the client sends, and GraphQL shows it", async () => {
    const { shopper, product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
    const response = await rest<{ data: ReviewDocument }>(server, 'POST', '/shop/review/add', {
      token,
      body: { productId: product.id, userId: shopper.id, userName: 'Someone Famous', reviewMessage: '  Soft and fits well.  ', reviewValue: 4 },
    });
    expect(response.status).toBe(200);
    await expectDocumented(server, 'POST', '/shop/review/add', response);
    expect(response.body.message).toBe(MESSAGES.REVIEW_ADDED);
    expect(response.body.data).toMatchObject({
      productId: product.id,
      userId: shopper.id,
      userName: shopper.userName,
      reviewMessage: 'Soft and fits well.',
      reviewValue: 4,
    });

    const listed = await rest<{ data: ReviewDocument[] }>(server, 'GET', `/shop/review/${product.id}`);
    expect(listed.status).toBe(200);
    await expectDocumented(server, 'GET', '/shop/review/{productId}', listed);
    expect(listed.body.data).toEqual([response.body.data]);

    const { body } = await server.gql<{ product: { averageReview: number; reviews: { nodes: Array<{ id: string; userName: string; rating: number; message: string }> } } }>(
      'query ($id: ID!) { product(id: $id) { averageReview reviews { nodes { id userName rating message } } } }',
      { id: product.id },
    );
    expect(body.data!.product).toEqual({
      averageReview: 4,
      reviews: { nodes: [{ id: response.body.data._id, userName: shopper.userName, rating: 4, message: 'Soft and fits well.' }] },
    });
    const productAnswer = await rest<{ data: { averageReview: number; reviewCount: number } }>(server, 'GET', `/shop/products/get/${product.id}`);
    expect(productAnswer.body.data).toMatchObject({ averageReview: 4, reviewCount: 1 });
  });

  it.each([
    ['no order', null],
    ['an order not yet delivered', OrderStatus.IN_SHIPPING],
  ])('refuses a shopper with %s: 403 with the spec message, nothing saved', async (_case, status) => {
    const { shopper, product, token } = await shopperWithOrder(status);
    const response = await rest(server, 'POST', '/shop/review/add', {
      token,
      body: { productId: product.id, userId: shopper.id, userName: shopper.userName, reviewMessage: 'Nice', reviewValue: 5 },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, message: 'You need to purchase product to review it' });
    await expectDocumented(server, 'POST', '/shop/review/add', response);
    expect(await reviewCount(product.id)).toBe(0);
  });

  it("refuses a review in another shopper's name with 403, even when that shopper could review", async () => {
    const { shopper: buyer, product } = await shopperWithOrder(OrderStatus.DELIVERED);
    const { token: otherToken } = await shopperWithOrder(OrderStatus.DELIVERED);
    const response = await rest(server, 'POST', '/shop/review/add', {
      token: otherToken,
      body: { productId: product.id, userId: buyer.id, userName: buyer.userName, reviewMessage: 'Fake', reviewValue: 1 },
    });
    expect(response.status).toBe(403);
    await expectDocumented(server, 'POST', '/shop/review/add', response);
    expect(await reviewCount(product.id)).toBe(0);
  });

  it('answers 401 when signed out', async () => {
    const { shopper, product } = await shopperWithOrder(OrderStatus.DELIVERED);
    const response = await rest(server, 'POST', '/shop/review/add', {
      body: { productId: product.id, userId: shopper.id, reviewMessage: 'Nice', reviewValue: 5 },
    });
    expect(response.status).toBe(401);
    await expectDocumented(server, 'POST', '/shop/review/add', response);
  });

  it('refuses a second review of the same product with 409', async () => {
    const { shopper, product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
    const body = { productId: product.id, userId: shopper.id, reviewMessage: 'Good', reviewValue: 5 };
    expect((await rest(server, 'POST', '/shop/review/add', { token, body })).status).toBe(200);
    const again = await rest(server, 'POST', '/shop/review/add', { token, body });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_REVIEWED_MESSAGE);
    expect(await reviewCount(product.id)).toBe(1);
  });

  it.each([
    [{ reviewValue: undefined }, 400, MESSAGES.RATING_REQUIRED],
    [{ reviewValue: 6 }, 400, MESSAGES.RATING_REQUIRED],
    [{ reviewValue: 3.5 }, 400, MESSAGES.RATING_REQUIRED],
    [{ reviewMessage: '   ' }, 400, MESSAGES.REVIEW_MESSAGE_REQUIRED],
    [{ reviewMessage: undefined }, 400, MESSAGES.REVIEW_MESSAGE_REQUIRED],
    [{ reviewValue: '5' }, 400, /^Invalid body field reviewValue/],
    [{ reviewMessage: 'x'.repeat(5001) }, 400, /^Invalid body field reviewMessage/],
    [{ productId: 'not-an-id' }, 400, /^Invalid body field productId/],
    [{ productId: '00000000-0000-4000-8000-000000000000' }, 404, 'Product not found'],
  ] as Array<[Record<string, unknown>, number, string | RegExp]>)('refuses %o with a clean %i', async (overrides, status, message) => {
    const { shopper, product, token } = await shopperWithOrder(OrderStatus.DELIVERED);
    const response = await rest(server, 'POST', '/shop/review/add', {
      token,
      body: { productId: product.id, userId: shopper.id, reviewMessage: 'Nice', reviewValue: 5, ...overrides },
    });
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    if (typeof message === 'string') expect(response.body.message).toBe(message);
    else expect(response.body.message).toMatch(message);
    await expectDocumented(server, 'POST', '/shop/review/add', response);
    expect(await reviewCount(product.id)).toBe(0);
  });

  it('lists reviews newest first; an unknown product is 404 and a malformed id 400', async () => {
    const { product } = await shopperWithOrder(null);
    for (const value of [3, 5]) {
      const shopper = await createUser(server.em());
      await createOrder(server, shopper, product, OrderStatus.DELIVERED);
      const body = { productId: product.id, userId: shopper.id, reviewMessage: `Rated ${value}`, reviewValue: value };
      expect((await rest(server, 'POST', '/shop/review/add', { token: await server.tokenFor(shopper), body })).status).toBe(200);
    }
    const listed = await rest<{ data: ReviewDocument[] }>(server, 'GET', `/shop/review/${product.id}`);
    expect(listed.body.data.map((review) => review.reviewValue)).toEqual([5, 3]);

    const unknown = await rest(server, 'GET', '/shop/review/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    await expectDocumented(server, 'GET', '/shop/review/{productId}', unknown);
    const malformed = await rest(server, 'GET', '/shop/review/xyz');
    expect(malformed.status).toBe(400);
    await expectDocumented(server, 'GET', '/shop/review/{productId}', malformed);
  });
});

async function createOrder(server: TestServer, shopper: User, product: Product, status: OrderStatusValue): Promise<void> {
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
}
