import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_STORED_INTEGER, type Size, type StockBySize } from '@threadline/domain';

// The product_size_stock rows (size-stock.entity.ts), read and written as SQL: each use is one
// statement whatever the number of sizes, and none loads entities it only needs a number from.

/** One (product, size) row. */
export interface SizeKey {
  productId: string;
  size: Size;
}

/** How a (product, size) is named in the maps below. */
export const sizeKey = ({ productId, size }: SizeKey): string => `${productId}/${size}`;

/**
 * Locks the (product, size) rows for the rest of the transaction, in (product, size) order, and
 * reads their stock. Every use case locks stock rows through this one statement, so two of them
 * holding the same sizes in different orders (two carts, a checkout and a cancel) never wait on
 * each other crosswise. A size the product does not offer has no row, and no entry.
 */
export async function lockSizeStock(em: EntityManager, keys: readonly SizeKey[]): Promise<Map<string, number>> {
  const unique = [...new Map(keys.map((key) => [sizeKey(key), key])).values()];
  if (unique.length === 0) return new Map();
  const rows = await em.execute<Array<{ product_id: string; size: Size; quantity: number }>>(
    `select product_id, size, quantity from product_size_stock
     where (product_id, size) in (${unique.map(() => '(?::uuid, ?)').join(', ')})
     order by product_id, size for update`,
    unique.flatMap((key) => [key.productId, key.size]),
  );
  return new Map(rows.map((row) => [sizeKey({ productId: row.product_id, size: row.size }), row.quantity]));
}

/**
 * Adds `delta` pieces (negative to take) to each (product, size) row that exists, in one
 * statement. Call with rows `lockSizeStock` locked. Pieces given back stop at the column's top.
 */
export async function moveSizeStock(em: EntityManager, changes: ReadonlyArray<SizeKey & { delta: number }>): Promise<void> {
  const nonZero = changes.filter((change) => change.delta !== 0);
  if (nonZero.length === 0) return;
  await em.execute(
    `update product_size_stock s set quantity = least(s.quantity + v.delta, ${MAX_STORED_INTEGER})
     from (values ${nonZero.map(() => '(?::uuid, ?::text, ?::bigint)').join(', ')}) as v(product_id, size, delta)
     where s.product_id = v.product_id and s.size = v.size`,
    nonZero.flatMap((change) => [change.productId, change.size, change.delta]),
  );
}

/**
 * Makes the product's rows exactly `stock`: a row per size in it with that quantity, and none for
 * any other size. Call with the product and its rows locked.
 */
export async function replaceSizeStock(em: EntityManager, productId: string, stock: StockBySize): Promise<void> {
  const entries = Object.entries(stock) as Array<[Size, number]>;
  await em.execute(`delete from product_size_stock where product_id = ? and not (size = any(?::text[]))`, [productId, `{${entries.map(([size]) => `"${size}"`).join(',')}}`]);
  if (entries.length === 0) return;
  await em.execute(
    `insert into product_size_stock (product_id, size, quantity) values ${entries.map(() => '(?, ?, ?)').join(', ')}
     on conflict (product_id, size) do update set quantity = excluded.quantity
     where product_size_stock.quantity is distinct from excluded.quantity`,
    entries.flatMap(([size, quantity]) => [productId, size, quantity]),
  );
}

/** The product's rows, locked for the rest of the transaction, as a stock map. */
export async function lockStockOfProduct(em: EntityManager, productId: string): Promise<StockBySize> {
  const rows = await em.execute<Array<{ size: Size; quantity: number }>>(
    'select size, quantity from product_size_stock where product_id = ? order by size for update',
    [productId],
  );
  return Object.fromEntries(rows.map((row) => [row.size, row.quantity])) as StockBySize;
}
