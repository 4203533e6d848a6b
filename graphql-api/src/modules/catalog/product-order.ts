import type { QueryOrderMap } from '@mikro-orm/postgresql';
import type { ProductSort } from './catalog.types.js';
import type { CursorShape } from './cursors.js';
import { isUuid } from './ids.js';
import type { Product } from './product.entity.js';

// The orders of the listing and of a sorted search, one definition for both. Every order ends
// with the id so that the order, and with it keyset paging, is total. Each has an index
// (product.entity.ts) whose columns run in the same order.
export const ORDER_BY: Record<ProductSort, QueryOrderMap<Product>> = {
  PRICE_LOW_TO_HIGH: { effectivePricePaise: 'asc', id: 'asc' },
  PRICE_HIGH_TO_LOW: { effectivePricePaise: 'desc', id: 'desc' },
  NEWEST: { createdAt: 'desc', id: 'desc' },
  POPULAR: { averageReview: 'desc', reviewCount: 'desc', id: 'asc' },
};

const isPaise = (value: unknown) => Number.isSafeInteger(value);
const isInstant = (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime());
const isId = (value: unknown) => typeof value === 'string' && isUuid(value);
const isRating = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 5;
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** What each value of a keyset cursor must be, per sort, in ORDER_BY's order. */
export const CURSOR_SHAPE: Record<ProductSort, CursorShape> = {
  PRICE_LOW_TO_HIGH: [isPaise, isId],
  PRICE_HIGH_TO_LOW: [isPaise, isId],
  NEWEST: [isInstant, isId],
  POPULAR: [isRating, isCount, isId],
};
