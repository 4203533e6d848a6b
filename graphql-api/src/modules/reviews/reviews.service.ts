import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES, OrderStatus, validateRating, validateReviewMessage } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { NOT_SIGNED_IN_MESSAGE } from '../../shared/auth-directive.js';
import { badInput, PublicError } from '../../shared/errors.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/catalog.service.js';
import { decodeCursor } from '../catalog/cursors.js';
import type { Product } from '../catalog/product.entity.js';
import { openLocks } from '../locks/lock-gate.js';
import { OrderLine } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';
import { productReviewsLoader, type ReviewsPosition } from './reviews.loaders.js';
import {
  DEFAULT_REVIEWS_PER_PRODUCT,
  MAX_REVIEWS_PER_PRODUCT,
  ReviewConnection,
  type AddReviewInput,
  type AddReviewPayload,
} from './reviews.types.js';

export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

/** The constraint that makes "one review per shopper per product" hold under concurrency too. */
const ONE_REVIEW_PER_SHOPPER = 'review_product_user_unique';

export class ReviewsService {
  constructor(private readonly scope: RequestScope) {}

  /**
   * A page of a product's reviews, newest first, fetched in one statement with those of every
   * other product the request asks about. The total is the product's own count, kept with its
   * average as reviews are added.
   */
  async reviewsOf(product: Product, page: { first?: number | null; after?: string | null }): Promise<ReviewConnection> {
    const first = reviewsPageSize(page.first);
    const after = page.after ? reviewsPosition(page.after) : null;
    const { nodes, hasNextPage, endCursor } = await this.scope.loader(productReviewsLoader).load({ productId: product.id, first, after });
    return Object.assign(new ReviewConnection(), { nodes, pageInfo: { hasNextPage, endCursor }, totalCount: product.reviewCount });
  }

  /**
   * Adds the signed-in shopper's review of a product they received, and updates the product's
   * average and count in the same transaction.
   */
  async addReview(input: AddReviewInput): Promise<AddReviewPayload> {
    const { userId } = this.scope.requireViewer();
    const invalid = inputErrors(input);
    if (invalid.length > 0) return refused(...invalid);
    try {
      return await this.scope.em.transactional((em) => this.recordReview(em, userId, input));
    } catch (error) {
      // The product lock serialises reviews of one product, so the check in recordReview sees an
      // earlier review; the constraint is the last word should anything write around that path.
      if (error instanceof UniqueConstraintViolationException && (error as { constraint?: string }).constraint === ONE_REVIEW_PER_SHOPPER) {
        return refused(alreadyReviewed());
      }
      throw error;
    }
  }

  private async recordReview(em: EntityManager, userId: string, input: AddReviewInput): Promise<AddReviewPayload> {
    // Locking the product row first makes concurrent reviews of one product take turns, so each
    // recomputes the average over every review committed before it.
    const product = isUuid(input.productId) ? (await openLocks(em).products([input.productId], 'exclusive')).get(input.productId) : undefined;
    if (!product) return refused(UserError.of(UserErrorCode.NOT_FOUND, PRODUCT_NOT_FOUND_MESSAGE, 'productId'));
    if (!(await hasReceived(em, userId, product.id))) {
      return refused(UserError.of(UserErrorCode.NOT_ELIGIBLE, MESSAGES.PURCHASE_REQUIRED_TO_REVIEW, 'productId'));
    }
    if ((await em.count(Review, { product, user: userId })) > 0) return refused(alreadyReviewed());

    // A token can outlive its account; a deleted account counts as signed out.
    const user = await em.findOne(User, { id: userId });
    if (!user) throw new PublicError('UNAUTHENTICATED', NOT_SIGNED_IN_MESSAGE);
    const review = new Review({ product, user, userName: user.userName, rating: input.rating, message: input.message.trim() });
    em.persist(review);
    await em.flush();
    Object.assign(product, await ratingSummary(em, product.id));
    return { review, product, userErrors: [] };
  }
}

function inputErrors(input: AddReviewInput): UserError[] {
  const errors: UserError[] = [];
  const rating = validateRating(input.rating);
  if (rating) errors.push(UserError.of(UserErrorCode.INVALID_INPUT, rating, 'rating'));
  const message = validateReviewMessage(input.message);
  if (message) errors.push(UserError.of(UserErrorCode.INVALID_INPUT, message, 'message'));
  return errors;
}

/** Only a delivered order counts: a shopper reviews what they have received (spec section 5). */
async function hasReceived(em: EntityManager, userId: string, productId: string): Promise<boolean> {
  const lines = await em.count(OrderLine, { productId, order: { user: userId, status: OrderStatus.DELIVERED } });
  return lines > 0;
}

/** Recomputed from the reviews themselves rather than adjusted, so the figures cannot drift. */
async function ratingSummary(em: EntityManager, productId: string): Promise<Pick<Product, 'averageReview' | 'reviewCount'>> {
  const [summary] = await em.execute<Array<{ review_count: number; average_review: string }>>(
    'select count(*)::int as review_count, coalesce(round(avg(rating), 2), 0) as average_review from review where product_id = ?',
    [productId],
  );
  return { reviewCount: summary!.review_count, averageReview: Number(summary!.average_review) };
}

function alreadyReviewed(): UserError {
  return UserError.of(UserErrorCode.ALREADY_EXISTS, ALREADY_REVIEWED_MESSAGE, 'productId');
}

function refused(...userErrors: UserError[]): AddReviewPayload {
  return { review: null, product: null, userErrors };
}

const isMicros = (value: unknown) => Number.isSafeInteger(value);
const isId = (value: unknown) => typeof value === 'string' && isUuid(value);

/** A cursor the loader made; anything else is refused before it reaches the database. */
function reviewsPosition(after: string): ReviewsPosition {
  const [micros, id] = decodeCursor(after, [isMicros, isId]) as [number, string];
  return { micros, id };
}

function reviewsPageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_REVIEWS_PER_PRODUCT;
  if (!Number.isInteger(first) || first < 1 || first > MAX_REVIEWS_PER_PRODUCT) {
    throw badInput(`first must be between 1 and ${MAX_REVIEWS_PER_PRODUCT}`, 'first');
  }
  return first;
}
