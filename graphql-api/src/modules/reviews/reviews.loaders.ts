import DataLoader from 'dataloader';
import type { LoaderFactory } from '../../context.js';
import { Review } from './review.entity.js';

/** The newest `first` reviews of one product. */
export interface ProductReviewsKey {
  productId: string;
  first: number;
}

// Numbering each product's reviews newest first lets one statement cut every product's list at
// its own length, however many products a listing page holds. The id breaks ties between
// reviews written in the same instant, so a page never shuffles between requests.
const NEWEST_REVIEWS_OF_PRODUCTS = `
  select id, created_at, updated_at, product_id, user_id, user_name, rating, message
  from (
    select review.*, row_number() over (partition by product_id order by created_at desc, id desc) as position
    from review
    where product_id in (?)
  ) as ranked
  where position <= ?
  order by product_id, position`;

/**
 * The newest reviews of many products in one SQL statement. Keys asking for different lengths
 * (aliases of `reviews(first:)`) share the statement: it fetches the longest list asked for, and
 * each key keeps its own prefix.
 */
export const productReviewsLoader: LoaderFactory<ProductReviewsKey, Review[]> = (em) =>
  new DataLoader<ProductReviewsKey, Review[], string>(
    async (keys) => {
      const productIds = [...new Set(keys.map((key) => key.productId))];
      const longest = Math.max(...keys.map((key) => key.first));
      const rows = await em.execute<Array<Record<string, unknown> & { product_id: string }>>(NEWEST_REVIEWS_OF_PRODUCTS, [productIds, longest]);
      const reviewsByProduct = new Map<string, Review[]>();
      for (const row of rows) {
        const reviews = reviewsByProduct.get(row.product_id) ?? [];
        reviews.push(em.map(Review, row));
        reviewsByProduct.set(row.product_id, reviews);
      }
      return keys.map((key) => (reviewsByProduct.get(key.productId) ?? []).slice(0, key.first));
    },
    { cacheKeyFn: (key) => `${key.productId}:${key.first}` },
  );
