import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../context.js';
import { encodeCursor } from '../catalog/cursors.js';
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
  select review.id, review.created_at, review.updated_at, review.product_id, review.user_id, review.user_name,
         review.rating, review.message, (extract(epoch from review.created_at) * 1000000)::bigint as micros, wanted.key
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

type ReviewRow = Record<string, unknown> & { micros: string; key: number };

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
          nodes: page.map(({ micros: _micros, key: _key, ...review }) => em.map(Review, review)),
          hasNextPage: rowsOfPage.length > key.first,
          endCursor: last ? encodeCursor([Number(last.micros), last.id]) : null,
        };
      });
    },
    { cacheKeyFn: (key) => `${key.productId}:${key.first}:${key.after?.micros ?? ''}:${key.after?.id ?? ''}` },
  );
