import type { ProductSort } from './catalog.types.js';
import type { CursorShape } from './cursors.js';
import { isUuid } from './ids.js';
import type { Product } from './product.entity.js';

/** One key of an order: the product's field (what a cursor holds) and its column. */
interface SortKey {
  field: 'effectivePricePaise' | 'createdAt' | 'averageReview' | 'reviewCount' | 'id';
  column: string;
  descending: boolean;
}

const key = (field: SortKey['field'], column: string, direction: 'asc' | 'desc'): SortKey => ({ field, column, descending: direction === 'desc' });

// The orders of the listing and of a sorted search, one definition for both. Every order ends
// with the id so that the order, and with it keyset paging, is total. Each has an index
// (product.entity.ts) whose columns run in the same order.
export const PRODUCT_ORDER: Record<ProductSort, readonly SortKey[]> = {
  PRICE_LOW_TO_HIGH: [key('effectivePricePaise', 'effective_price_paise', 'asc'), key('id', 'id', 'asc')],
  PRICE_HIGH_TO_LOW: [key('effectivePricePaise', 'effective_price_paise', 'desc'), key('id', 'id', 'desc')],
  NEWEST: [key('createdAt', 'created_at', 'desc'), key('id', 'id', 'desc')],
  POPULAR: [key('averageReview', 'average_review', 'desc'), key('reviewCount', 'review_count', 'desc'), key('id', 'id', 'asc')],
};

const isPaise = (value: unknown) => Number.isSafeInteger(value);
const isInstant = (value: unknown) => value instanceof Date && !Number.isNaN(value.getTime());
const isId = (value: unknown) => typeof value === 'string' && isUuid(value);
const isRating = (value: unknown) => typeof value === 'number' && value >= 0 && value <= 5;
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** What each value of a keyset cursor must be, per sort, in PRODUCT_ORDER's order. */
export const CURSOR_SHAPE: Record<ProductSort, CursorShape> = {
  PRICE_LOW_TO_HIGH: [isPaise, isId],
  PRICE_HIGH_TO_LOW: [isPaise, isId],
  NEWEST: [isInstant, isId],
  POPULAR: [isRating, isCount, isId],
};

/**
 * A product's values of the order's keys: what its keyset cursor holds. They are the values
 * MikroORM's `findByCursor` put in the cursors clients already hold (an instant as its ISO text
 * once encoded), so those cursors keep working.
 */
export function keysetOf(product: Product, sort: ProductSort): unknown[] {
  return PRODUCT_ORDER[sort].map(({ field }) => product[field]);
}

/** `order by` for the sort, on a table with the product's columns. */
export function orderBySql(sort: ProductSort, alias: string): string {
  return PRODUCT_ORDER[sort].map(({ column, descending }) => `${alias}.${column} ${descending ? 'desc' : 'asc'}`).join(', ');
}

/**
 * The condition "comes after the product with these key values in this order", with its `?`
 * placeholders' values pushed onto `bindings`. When every key runs the same way it is one row
 * comparison, which an index on the keys answers directly. POPULAR mixes directions, where a row
 * comparison would be wrong, so it is spelt out key by key, the first key also bounded on its own
 * (`average_review <= ?`) so that the index range starts at the cursor.
 */
export function afterKeysetSql(sort: ProductSort, alias: string, keyset: readonly unknown[], bindings: unknown[]): string {
  const keys = PRODUCT_ORDER[sort];
  const column = (k: SortKey) => `${alias}.${k.column}`;
  const later = (k: SortKey) => (k.descending ? '<' : '>');
  if (keys.every((k) => k.descending === keys[0]!.descending)) {
    bindings.push(...keyset);
    return `(${keys.map(column).join(', ')}) ${later(keys[0]!)} (${keys.map(() => '?').join(', ')})`;
  }
  // (a >= x and (a > x or (b >= y and (b > y or c > z)))), each operator per its key's direction.
  const after = (index: number): string => {
    const k = keys[index]!;
    if (index === keys.length - 1) {
      bindings.push(keyset[index]);
      return `${column(k)} ${later(k)} ?`;
    }
    bindings.push(keyset[index], keyset[index]);
    return `(${column(k)} ${later(k)}= ? and (${column(k)} ${later(k)} ? or ${after(index + 1)}))`;
  };
  return after(0);
}
