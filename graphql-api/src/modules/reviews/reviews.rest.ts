import { z } from 'zod';
import { MESSAGES } from '@threadline/domain';
import { unwrapPayload } from '../../rest/rest-errors.js';
import { defineRoute, envelope, Id, type RestRoute } from '../../rest/route.js';
import { assertOwnUserId } from '../../rest/router.js';
import type { Review } from './review.entity.js';
import { MAX_REVIEWS_PER_PRODUCT } from './reviews.types.js';

/** A review as the store's clients read it (spec section 3): the rating is `reviewValue`. */
const ReviewDocument = z.object({
  _id: z.uuid(),
  productId: z.uuid(),
  userId: z.uuid(),
  userName: z.string().describe("The reviewer's account name at the time of the review."),
  reviewMessage: z.string(),
  reviewValue: z.int().min(1).max(5),
  createdAt: z.iso.datetime(),
});

function reviewDocument(review: Review) {
  return {
    _id: review.id,
    productId: review.product.id,
    userId: review.user.id,
    userName: review.userName,
    reviewMessage: review.message,
    reviewValue: review.rating,
    createdAt: review.createdAt.toISOString(),
  };
}

// Rating and message may be missing or blank: the reviews service then answers with the spec's
// own messages ('Please add a rating', 'Please add a review message').
const AddReviewBody = z.object({
  productId: Id,
  userId: Id.describe("The caller's own id; any other answers 403."),
  userName: z.unknown().optional().describe("Ignored: a review carries the account's name."),
  reviewMessage: z.string().max(5000).optional(),
  reviewValue: z.number().optional().describe('Stars from 1 to 5.'),
});

export const reviewRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/shop/review/add',
    tag: 'Reviews',
    summary: 'Reviews a product the caller received in a delivered order, once per product; 403 otherwise.',
    access: 'signedIn',
    body: AddReviewBody,
    response: envelope(ReviewDocument),
    async handle({ body, scope, services }) {
      assertOwnUserId(scope, body.userId);
      const { review } = unwrapPayload(
        await services.reviews.addReview({ productId: body.productId, rating: body.reviewValue ?? 0, message: body.reviewMessage ?? '' }),
      );
      return { body: { success: true, message: MESSAGES.REVIEW_ADDED, data: reviewDocument(review!) } };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/shop/review/:productId',
    tag: 'Reviews',
    summary: `A product's newest reviews, newest first (at most ${MAX_REVIEWS_PER_PRODUCT}).`,
    access: 'public',
    params: z.object({ productId: Id }),
    response: envelope(z.array(ReviewDocument)),
    async handle({ params, services }) {
      // An unknown product is a 404, as GraphQL's `product(id) { reviews }` answers NOT_FOUND.
      const product = await services.catalog.product(params.productId);
      const { nodes } = await services.reviews.reviewsOf(product, { first: MAX_REVIEWS_PER_PRODUCT });
      return { body: { success: true, data: nodes.map(reviewDocument) } };
    },
  }),
];
