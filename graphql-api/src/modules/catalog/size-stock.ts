import type { EntityManager } from '@mikro-orm/postgresql';
import { crossesLowStockLine, LOW_STOCK_THRESHOLD, MAX_STORED_INTEGER, SIZES, type Size, type StockBySize } from '@threadline/domain';
import { StoreEventType, type EventBus } from '../events/event-bus.js';
import type { StockCauseKind, StockMovementReason } from './stock-movement.entity.js';

// The product_size_stock rows (size-stock.entity.ts), written as SQL: each use is one statement
// whatever the number of sizes, and none loads entities it only needs a number from. Every write
// appends its movements to the stock ledger (stock_movement) in the same statement or transaction,
// and says `stock.low` for each size it takes across the low-stock line. The rows are locked
// first, through the lock gate (locks/lock-gate.ts), never here.

/** One (product, size) row. */
export interface SizeKey {
  productId: string;
  size: Size;
}

/** How a (product, size) is named in the maps below. */
export const sizeKey = ({ productId, size }: SizeKey): string => `${productId}/${size}`;

/** Why stock moves, and who or what made it move: written on each movement. */
export interface StockCause {
  reason: StockMovementReason;
  kind: StockCauseKind | null;
  id: string | null;
}

/** What the ledger writer needs besides the transaction: the bus that hears `stock.low`. */
export interface StockLedgerDeps {
  events: EventBus;
}

/** A size that a movement took across the low-stock line, with what `stock.low` says of its product. */
interface LowStockCrossing {
  product_id: string;
  slug: string;
  title: string;
  size: Size;
  quantity: number;
}

/**
 * Adds `delta` pieces (negative to take) to each (product, size) row that exists, and writes each
 * actual change to the ledger, in one statement. Call with the rows locked (LockGate.sizes).
 * Pieces given back stop at the column's top; the movement records what was actually added.
 */
export async function moveSizeStock(
  em: EntityManager,
  changes: ReadonlyArray<SizeKey & { delta: number }>,
  cause: StockCause,
  deps: StockLedgerDeps,
): Promise<void> {
  const nonZero = changes.filter((change) => change.delta !== 0);
  if (nonZero.length === 0) return;
  // The CTEs share one snapshot: `before` reads each row as the update finds it (the caller holds
  // its lock), so a movement is the exact difference the update made.
  const crossings = await em.execute<LowStockCrossing[]>(
    `with v(product_id, size, delta) as (values ${nonZero.map(() => '(?::uuid, ?::text, ?::bigint)').join(', ')}),
     before as (
       select s.product_id, s.size, s.quantity from product_size_stock s join v on s.product_id = v.product_id and s.size = v.size),
     moved as (
       update product_size_stock s set quantity = least(s.quantity + v.delta, ${MAX_STORED_INTEGER})
       from v where s.product_id = v.product_id and s.size = v.size
       returning s.product_id, s.size, s.quantity),
     written as (
       insert into stock_movement (product_id, size, quantity_moved, quantity_after, reason, cause_kind, cause_id)
       select m.product_id, m.size, m.quantity - b.quantity, m.quantity, ?, ?, ?::uuid
       from moved m join before b on b.product_id = m.product_id and b.size = m.size
       where m.quantity <> b.quantity
       order by m.product_id, m.size
       returning product_id, size, quantity_moved, quantity_after)
     select w.product_id, p.slug, p.title, w.size, w.quantity_after as quantity
     from written w join product p on p.id = w.product_id
     where w.quantity_after < ${LOW_STOCK_THRESHOLD} and w.quantity_after - w.quantity_moved >= ${LOW_STOCK_THRESHOLD}
     order by w.product_id, w.size`,
    [...nonZero.flatMap((change) => [change.productId, change.size, change.delta]), cause.reason, cause.kind, cause.id],
  );
  for (const crossing of crossings) await publishStockLow(em, deps, crossing);
}

/**
 * Makes the product's rows exactly `stock`: a row per size in it with that quantity, and none for
 * any other size, and writes each size's difference from `current` (the rows as locked) to the
 * ledger. Call with the product and its rows locked (LockGate.products, LockGate.sizesOfProduct).
 */
export async function replaceSizeStock(
  em: EntityManager,
  product: { id: string; slug: string; title: string },
  stock: StockBySize,
  current: StockBySize,
  cause: StockCause,
  deps: StockLedgerDeps,
): Promise<void> {
  const productId = product.id;
  const entries = Object.entries(stock) as Array<[Size, number]>;
  // A size dropped moves to 0 in the ledger; its row goes.
  const movements = SIZES.flatMap((size) => {
    const before = current[size] ?? 0;
    const after = stock[size] ?? 0;
    return after === before ? [] : [{ size, before, after }];
  });
  await em.execute(`delete from product_size_stock where product_id = ? and not (size = any(?::text[]))`, [productId, `{${entries.map(([size]) => `"${size}"`).join(',')}}`]);
  if (entries.length > 0) {
    await em.execute(
      `insert into product_size_stock (product_id, size, quantity) values ${entries.map(() => '(?, ?, ?)').join(', ')}
       on conflict (product_id, size) do update set quantity = excluded.quantity
       where product_size_stock.quantity is distinct from excluded.quantity`,
      entries.flatMap(([size, quantity]) => [productId, size, quantity]),
    );
  }
  if (movements.length === 0) return;
  await em.execute(
    `insert into stock_movement (product_id, size, quantity_moved, quantity_after, reason, cause_kind, cause_id)
     values ${movements.map(() => '(?, ?, ?, ?, ?, ?, ?::uuid)').join(', ')}`,
    movements.flatMap(({ size, before, after }) => [productId, size, after - before, after, cause.reason, cause.kind, cause.id]),
  );
  for (const { size, before, after } of movements) {
    if (crossesLowStockLine(before, after)) await publishStockLow(em, deps, { product_id: productId, slug: product.slug, title: product.title, size, quantity: after });
  }
}

/** `stock.low`: a size has just dropped below the low-stock line (domain LOW_STOCK_THRESHOLD). */
function publishStockLow(em: EntityManager, deps: StockLedgerDeps, crossing: LowStockCrossing): Promise<unknown> {
  return deps.events.publish(em, {
    type: StoreEventType.STOCK_LOW,
    subject: { kind: 'product', id: crossing.product_id },
    data: {
      product: { id: crossing.product_id, slug: crossing.slug, title: crossing.title },
      size: crossing.size,
      stock: Number(crossing.quantity),
      threshold: LOW_STOCK_THRESHOLD,
    },
  });
}
