import { stockRefusal, validateCartQuantity, type Size } from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import type { Product } from '../catalog/product.entity.js';
import { moveSizeStock, sizeKey, type StockCause } from '../catalog/size-stock.js';
import { defineStep, type LockGate } from '../locks/lock-gate.js';

// Stock is the one thing checkout, cancel and the admin's status changes all write. They lock it
// through the lock gate (locks/lock-gate.ts): first the products of a use case, in id order and
// shared (several checkouts of one product go ahead together; an admin's edit of it waits), then
// the (product, size) stock rows, in (product, size) order and exclusive. No two use cases wait on
// each other crosswise (no deadlock), and none decides on a size's stock another is about to
// change (no oversell). `takeStock` and its undo sit side by side, as one step.

/** Pieces of one product in one size that a cart line or order line takes from stock or gives back. */
export interface StockLine {
  /** What a refusal names, e.g. `cartLines.<id>`. */
  field: string;
  productId: string;
  size: Size;
  quantity: number;
}

/** The products and the stock of the sizes a use case moves, locked for the rest of its transaction. */
export interface LockedStock {
  /** The products that still exist; a deleted one is simply absent. */
  products: Map<string, Product>;
  /** Pieces in stock per (product, size) (`sizeKey`); a size the product does not offer is absent. */
  sizes: Map<string, number>;
}

/**
 * Locks the lines' products (shared) and then their (product, size) stock rows (exclusive), each
 * in a stable order, and reads both as they are now.
 */
export async function lockStock(gate: LockGate, lines: readonly Pick<StockLine, 'productId' | 'size'>[]): Promise<LockedStock> {
  if (lines.length === 0) return { products: new Map(), sizes: new Map() };
  const products = await gate.products(
    lines.map((line) => line.productId),
    'shared',
  );
  const sizes = await gate.sizes(lines.filter((line) => products.has(line.productId)));
  return { products, sizes };
}

/** Pieces wanted per (product, size): order lines of one size may repeat after a revival. */
function piecesBySize(lines: readonly StockLine[]): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(sizeKey(line), (pieces.get(sizeKey(line)) ?? 0) + line.quantity);
  return pieces;
}

/**
 * One error per line whose size has fewer pieces in stock than all the lines of that size ask
 * for, with the spec's cart messages naming the size ('Out of Stock in size XL', 'Only 2 items
 * available in stock in size XL'). Each size is its own bound: M selling out never refuses an L.
 * Lines of products that no longer exist are the caller's concern.
 */
export function stockErrors(lines: readonly StockLine[], locked: LockedStock): UserError[] {
  const wanted = piecesBySize(lines);
  return lines.flatMap((line) => {
    if (!locked.products.has(line.productId)) return [];
    const pieces = wanted.get(sizeKey(line)) ?? 0;
    const inStock = locked.sizes.get(sizeKey(line)) ?? 0;
    // The same wording as the cart's refusals (domain's stockRefusal).
    const refusal = stockRefusal(line.size, inStock, pieces);
    if (refusal) return [UserError.of(UserErrorCode[refusal.code], refusal.message, line.field)];
    const problem = validateCartQuantity(pieces, inStock);
    return problem ? [UserError.of(UserErrorCode.INVALID_INPUT, problem, line.field)] : [];
  });
}

/** An order's lines moving stock, and why: the reason and the order go on each ledger movement. */
export interface StockMove {
  lines: readonly StockLine[];
  cause: StockCause;
}

/**
 * Takes the lines' pieces from their locked sizes (call only once `stockErrors` found none), and,
 * as its undo, gives them back. A deleted product, or a size its product has stopped offering
 * since (only allowed once that size held none), has no row to take them back.
 */
export const takeStock = defineStep<StockMove>(
  'take stock',
  (gate, { lines, cause }) =>
    moveSizeStock(gate.em, lines.map((line) => ({ productId: line.productId, size: line.size, delta: -line.quantity })), cause, gate.stockLedger()),
  (gate, { lines, cause }) =>
    moveSizeStock(gate.em, lines.map((line) => ({ productId: line.productId, size: line.size, delta: line.quantity })), cause, gate.stockLedger()),
);
