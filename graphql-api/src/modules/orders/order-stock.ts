import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES, restockedQuantity, validateCartQuantity } from '@threadline/domain';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { Product } from '../catalog/product.entity.js';

// Stock is the one thing checkout, cancel and the admin's status changes all write. They share
// these steps so that they share one locking order: the products of a use case are locked in id
// order before any is read or written, so two use cases never wait on each other crosswise
// (no deadlock) and none decides on a stock figure another is about to change (no oversell).

/** Pieces of one product that a cart line or order line takes from stock or gives back. */
export interface StockLine {
  /** What a refusal names, e.g. `cartLines.<id>`. */
  field: string;
  productId: string;
  quantity: number;
}

/**
 * Locks the products for the rest of the transaction, in id order, and reads their current
 * state. A product that no longer exists is simply absent from the map.
 */
export async function lockProducts(em: EntityManager, productIds: readonly string[]): Promise<Map<string, Product>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const products = await em.find(
    Product,
    { id: { $in: ids } },
    { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  return new Map(products.map((product) => [product.id, product]));
}

/** Pieces wanted per product: one product may be in several lines (one per size). */
function piecesByProduct(lines: readonly StockLine[]): Map<string, number> {
  const pieces = new Map<string, number>();
  for (const line of lines) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.quantity);
  return pieces;
}

/**
 * One error per line whose product has fewer pieces in stock than all its lines together ask
 * for, with the spec's cart messages ('Out of Stock', 'Only {n} items available in stock').
 * Lines of products that no longer exist are the caller's concern.
 */
export function stockErrors(lines: readonly StockLine[], products: ReadonlyMap<string, Product>): UserError[] {
  const wanted = piecesByProduct(lines);
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    const problem = product ? validateCartQuantity(wanted.get(line.productId) ?? 0, product.totalStock) : null;
    if (!problem) return [];
    const code = problem === MESSAGES.OUT_OF_STOCK ? UserErrorCode.OUT_OF_STOCK : UserErrorCode.INSUFFICIENT_STOCK;
    return [UserError.of(code, problem, line.field)];
  });
}

/** Takes the lines' pieces from the locked products; call only once `stockErrors` found none. */
export function takeStock(lines: readonly StockLine[], products: ReadonlyMap<string, Product>): void {
  moveStock(lines, products, -1);
}

/** Gives the lines' pieces back to the locked products that still exist. */
export function releaseStock(lines: readonly StockLine[], products: ReadonlyMap<string, Product>): void {
  moveStock(lines, products, +1);
}

function moveStock(lines: readonly StockLine[], products: ReadonlyMap<string, Product>, direction: 1 | -1): void {
  for (const [productId, pieces] of piecesByProduct(lines)) {
    const product = products.get(productId);
    // A deleted product has no stock left to give back or take.
    if (!product) continue;
    product.totalStock = direction > 0 ? restockedQuantity(product.totalStock, pieces) : product.totalStock - pieces;
  }
}
