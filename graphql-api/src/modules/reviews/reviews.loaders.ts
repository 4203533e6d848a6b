import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../request-scope.js';
import { encodeCursor } from '../catalog/cursors.js';
import { Product } from '../catalog/product.entity.js';
import { User } from '../users/user.entity.js';
import { Review } from './review.entity.js';

/** Where a page of reviews starts: after the review written at `micros` (since 1970) with `id`. */
export interface ReviewsPosition {
  micros: number;
  id: string;
}

/** One page of one product's reviews, newest first. */
export interface ProductReviewsKey {
  productId: string;
  first: number;
  after: ReviewsPosition | null;
}

export interface ReviewsPage {
  nodes: Review[];
  hasNextPage: boolean;
  endCursor: string | null;
}

// One lateral subquery per key: each product's newest reviews after its own cursor, cut at its own
// length plus one (the extra row says whether a page follows), walked from review_product_idx.
// Cursors hold microseconds, PostgreSQL's own precision, so two reviews in one millisecond never
// share a cursor. The id breaks ties between reviews written in the same instant.
const REVIEW_PAGES = `
  select review.id, review.created_at, review.product_id, review.user_id, review.user_name, review.rating, review.message,
         (extract(epoch from review.created_at) * 1000000)::bigint as micros, wanted.key
  from jsonb_to_recordset(?::jsonb) as wanted(key int, product_id uuid, take int, after_micros bigint, after_id uuid)
  cross join lateral (
    select * from review
    where review.product_id = wanted.product_id
      and (wanted.after_id is null
           or (review.created_at, review.id) < (timestamptz 'epoch' + wanted.after_micros * interval '1 microsecond', wanted.after_id))
    order by review.created_at desc, review.id desc
    limit wanted.take + 1
  ) as review
  order by wanted.key, review.created_at desc, review.id desc`;

interface ReviewRow {
  id: string;
  /** As MikroORM's connection gives timestamps: text. */
  created_at: string;
  product_id: string;
  user_id: string;
  user_name: string;
  rating: number;
  message: string;
  micros: string;
  key: number;
}

/**
 * A review as the answers show it, made from its row without MikroORM's entity hydration (see
 * catalog/product-rows.ts for why, and why the fields are an object literal's own properties).
 * Like the entity `em.map` made, its product and author are references holding only their ids.
 * It is never written back: adding a review loads entities of its own.
 */
function reviewOfRow(row: ReviewRow): Review {
  const data: Omit<Review, 'updatedAt'> = {
    id: row.id,
    createdAt: new Date(row.created_at),
    product: Object.setPrototypeOf({ id: row.product_id }, Product.prototype) as Product,
    user: Object.setPrototypeOf({ id: row.user_id }, User.prototype) as User,
    userName: row.user_name,
    rating: row.rating,
    message: row.message,
  };
  return Object.setPrototypeOf(data, Review.prototype) as Review;
}

/**
 * Pages of reviews of many products in one SQL statement, however many products a listing page
 * holds and whatever lengths and cursors its aliases of `reviews(first:, after:)` ask for.
 */
export const productReviewsLoader: LoaderFactory<ProductReviewsKey, ReviewsPage> = (em) =>
  new DataLoader<ProductReviewsKey, ReviewsPage, string>(
    async (keys) => {
      // The keys travel as one JSON parameter: MikroORM would spread an array parameter into a list.
      const wanted = keys.map((key, index) => ({
        key: index,
        product_id: key.productId,
        take: key.first,
        after_micros: key.after?.micros ?? null,
        after_id: key.after?.id ?? null,
      }));
      const rows = await em.execute<ReviewRow[]>(REVIEW_PAGES, [JSON.stringify(wanted)]);
      const rowsOfKey = keys.map((): ReviewRow[] => []);
      for (const row of rows) rowsOfKey[row.key]!.push(row);
      return keys.map((key, index) => {
        const rowsOfPage = rowsOfKey[index]!;
        const page = rowsOfPage.slice(0, key.first);
        const last = page.at(-1);
        return {
          nodes: page.map(reviewOfRow),
          hasNextPage: rowsOfPage.length > key.first,
          endCursor: last ? encodeCursor([Number(last.micros), last.id]) : null,
        };
      });
    },
    { cacheKeyFn: (key) => `${key.productId}:${key.first}:${key.after?.micros ?? ''}:${key.after?.id ?? ''}` },
  );
