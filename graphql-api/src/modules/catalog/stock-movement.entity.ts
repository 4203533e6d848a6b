import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/postgresql';
import { SIZES, type Size } from '@threadline/domain';
// A type import, as in size-stock.entity.ts: product.entity.ts imports this file.
import type { Product } from './product.entity.js';

/** Why a size's stock moved. Public: the admin's product sheet and the API name them. */
export const StockMovementReason = {
  /** The opening balance: a size's stock when it was added, or when the ledger began. */
  INITIAL: 'INITIAL',
  /** An order took the pieces (checkout, or an admin reviving a canceled or rejected order). */
  SALE: 'SALE',
  /** The shopper or an admin canceled the order; its pieces came back. */
  CANCEL: 'CANCEL',
  /** An admin rejected the order; its pieces came back. */
  REJECTION: 'REJECTION',
  /** The shopper never approved the provider payment in time; its pieces came back. */
  EXPIRY: 'EXPIRY',
  /** The provider payment could not be started at checkout; its pieces came back. */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** An admin set the size's stock on the product sheet. */
  ADMIN_ADJUSTMENT: 'ADMIN_ADJUSTMENT',
  /** Pieces a shopper sent back arrived undamaged and went back to their size. */
  RETURN: 'RETURN',
  /** An approved exchange took its new size's pieces, held for the replacement. */
  EXCHANGE: 'EXCHANGE',
  /** An exchange was canceled after approval; the pieces it held came back. */
  EXCHANGE_RELEASE: 'EXCHANGE_RELEASE',
} as const;
export type StockMovementReason = (typeof StockMovementReason)[keyof typeof StockMovementReason];
export const STOCK_MOVEMENT_REASONS = Object.values(StockMovementReason);

/** What caused a movement: an order, or an admin (by user id). Named generically so returns and invoices fit later. */
export const StockCauseKind = { ORDER: 'order', ADMIN: 'admin', RETURN: 'return' } as const;
export type StockCauseKind = (typeof StockCauseKind)[keyof typeof StockCauseKind];

/**
 * One change of one size's stock, written in the transaction of the change (size-stock.ts) and
 * never updated: the size's history. Invariant: for every (product, size), the movements'
 * `quantityMoved` add up to the size's stock (a size the product no longer offers: to 0).
 * A product's movements go with the product when it is deleted, as its stock rows do.
 */
@Entity({ tableName: 'stock_movement' })
@Index({ name: 'stock_movement_size_idx', properties: ['product', 'size', 'id'] })
export class StockMovement {
  // A sequence, not a UUID: movements of one size are told apart and listed newest first by it,
  // even when several are written in one millisecond.
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne('Product', { deleteRule: 'cascade' })
  product!: Product;

  @Enum({ items: () => [...SIZES], type: 'text' })
  size!: Size;

  /** Pieces added (positive) or taken (negative). */
  @Property({ type: 'integer' })
  quantityMoved!: number;

  /** The size's stock right after this movement. */
  @Property({ type: 'integer' })
  quantityAfter!: number;

  @Enum({ items: () => STOCK_MOVEMENT_REASONS, type: 'text' })
  reason!: StockMovementReason;

  @Enum({ items: () => Object.values(StockCauseKind), type: 'text', nullable: true })
  causeKind: StockCauseKind | null = null;

  @Property({ type: 'uuid', nullable: true })
  causeId: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
