import { LockMode, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import type { Size, StockBySize } from '@threadline/domain';
import { Cart } from '../cart/cart.entity.js';
import { isUuid } from '../catalog/ids.js';
import { Product } from '../catalog/product.entity.js';
import { sizeKey, type SizeKey, type StockLedgerDeps } from '../catalog/size-stock.js';
import { Order } from '../orders/order.entity.js';

// The one place that takes row locks on orders, carts, products and size stock. Every use case
// that changes an order or a size's stock (checkout, the shopper's cancel, the admin's status
// changes, payment capture, checkout expiry, cart changes, the admin's stock edits, reviews, which
// lock their product) opens a gate on its transaction and takes its locks through it, in this
// order and never back up it:
//
//   order → cart → products (by id) → size-stock rows (by product id, then size)
//     → promotion counters (by id) → document counters (invoice and credit-note series)
//
// Two transactions that lock in one order wait on each other at most in a line, never in a
// circle, so no use case can deadlock another; a gate asked for an earlier stage after a later one
// throws, so a new use case that would break the order fails its first test rather than, rarely,
// production. The counters come last, and are held as briefly as a transaction allows: a promotion
// in force is a row every checkout counts, and an invoice series one every dispatch numbers. The
// document counters may be taken more than once, in (series, financial year) order, so an exchange
// can number its credit note and its replacement's invoice in one transaction. A document asks for
// its serial while it is built (`deferDocumentSerial`) and gets it from `takeDocumentSerials`, the
// transaction's last statements: a series is then locked for one statement, the documents' insert
// and the commit, not for everything the use case still does after building it. A test
// (lock-gate.test.ts) fails when code outside this file locks rows.

/** The stages, in the one order a transaction may lock them. */
export const LOCK_STAGES = ['order', 'cart', 'products', 'sizes', 'promotions', 'documents'] as const;
export type LockStage = (typeof LOCK_STAGES)[number];

/** A use case asked for a lock out of the fixed order: a programming error, never the user's. */
export class LockOrderError extends Error {
  constructor(asked: LockStage, after: LockStage, detail = '') {
    super(`lock order broken: ${asked}${detail} asked for after ${after} (order: ${LOCK_STAGES.join(' → ')}; document series by series, then financial year)`);
  }
}

/** A change of one promotion's `uses` counter; `readAt` is the `updatedAt` the caller priced with. */
export interface PromotionUseChange {
  id: string;
  delta: number;
  readAt?: Date | null;
}

/** Whose use a count up is: the shopper's, by the order that took it. */
export interface PromotionUser {
  userId: string;
  orderId: string;
}

/** A document waiting for its serial in a series and financial year (e.g. 'TL', '2627'); `assign` receives it. */
export interface DeferredSerial {
  series: string;
  financialYear: string;
  assign(serial: number): void;
}

/** How the products of a use case are locked: shared (checkouts of one product go ahead together) or exclusive (an edit of it). */
export type ProductLockMode = 'shared' | 'exclusive';

/** The locks of one transaction, taken in the fixed order. Open one per transaction with `openLocks`. */
export class LockGate {
  private reached = -1;
  /** The last document series locked, as `series\u0000financialYear` (see `enterDocumentCounter`). */
  private lastDocumentCounter: string | null = null;
  /** Documents built in this transaction that wait for their serials (see `takeDocumentSerials`). */
  private readonly deferredSerials: DeferredSerial[] = [];
  private refusesCommitWhileSerialsWait = false;

  constructor(
    readonly em: EntityManager,
    private readonly ledger: StockLedgerDeps | null,
  ) {}

  /** The bus stock moves report `stock.low` to; a gate opened without it cannot move stock. */
  stockLedger(): StockLedgerDeps {
    if (!this.ledger) throw new Error('this lock gate was opened without the stock ledger; pass it to openLocks to move stock');
    return this.ledger;
  }

  /** Locks the order (within `scope`, e.g. the shopper's own) and reads it fresh; null when there is none. */
  async order(orderId: string, scope: FilterQuery<Order> & object = {}): Promise<Order | null> {
    this.enter('order');
    if (!isUuid(orderId)) return null;
    return this.em.findOne(Order, { ...scope, id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Locks a cart, by its shopper or by its id; null when there is none. */
  async cart(where: { userId: string } | { cartId: string }): Promise<Cart | null> {
    this.enter('cart');
    const filter = 'userId' in where ? { user: where.userId } : { id: where.cartId };
    return this.em.findOne(Cart, filter, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Locks the products that exist among `ids`, in id order, and reads them fresh. */
  async products(ids: Iterable<string>, mode: ProductLockMode): Promise<Map<string, Product>> {
    this.enter('products');
    const sorted = [...new Set(ids)].filter(isUuid).sort();
    if (sorted.length === 0) return new Map();
    const lockMode = mode === 'shared' ? LockMode.PESSIMISTIC_READ : LockMode.PESSIMISTIC_WRITE;
    const found = await this.em.find(Product, { id: { $in: sorted } }, { orderBy: { id: 'asc' }, lockMode, refresh: true });
    return new Map(found.map((product) => [product.id, product]));
  }

  /**
   * Locks the (product, size) stock rows, in (product, size) order, in one statement, and reads
   * their stock. A size the product does not offer has no row, and no entry.
   */
  async sizes(keys: readonly SizeKey[]): Promise<Map<string, number>> {
    this.enter('sizes');
    const unique = [...new Map(keys.map((key) => [sizeKey(key), key])).values()];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ product_id: string; size: Size; quantity: number }>>(
      `select product_id, size, quantity from product_size_stock
       where (product_id, size) in (${unique.map(() => '(?::uuid, ?)').join(', ')})
       order by product_id, size for update`,
      unique.flatMap((key) => [key.productId, key.size]),
    );
    return new Map(rows.map((row) => [sizeKey({ productId: row.product_id, size: row.size }), row.quantity]));
  }

  /** Locks every stock row of one product, in size order, as a stock map. */
  async sizesOfProduct(productId: string): Promise<StockBySize> {
    this.enter('sizes');
    const rows = await this.em.execute<Array<{ size: Size; quantity: number }>>(
      'select size, quantity from product_size_stock where product_id = ? order by size for update',
      [productId],
    );
    return Object.fromEntries(rows.map((row) => [row.size, row.quantity])) as StockBySize;
  }

  /**
   * Changes promotions' `uses` counters, in one statement, and returns the ids it changed. Each row
   * is locked in id order (FOR NO KEY UPDATE, which the use rows' foreign keys, taking KEY SHARE,
   * never wait on), so two checkouts counting the same promotions wait in a line, not a circle.
   * A count up (`delta` > 0) changes nothing for a promotion whose limit it would pass, or, when
   * `readAt` is given, that an admin has edited since the caller read it at `readAt` (its
   * `updated_at`, which the counters themselves never touch): the caller priced with what it read,
   * and learns from the missing id that it must price again. A count down always applies.
   *
   * With `usedBy`, each promotion counted also gets its use row (the shopper's, by the order), in
   * the same statement: a checkout's uses cost it one statement in all.
   *
   * Callers count last, just before their commit: the lock is then held for the commit alone,
   * which is what lets many checkouts count one promotion in force at once.
   */
  async countPromotionUses(changes: ReadonlyArray<PromotionUseChange>, usedBy: PromotionUser | null = null): Promise<Set<string>> {
    this.enter('promotions');
    const wanted = [...changes].filter((change) => isUuid(change.id) && change.delta !== 0).sort((a, b) => a.id.localeCompare(b.id));
    if (wanted.length === 0) return new Set();
    const rows = await this.em.execute<Array<{ id: string }>>(
      `with wanted(id, delta, read_at) as (values ${wanted.map(() => '(?::uuid, ?::integer, ?::timestamptz)').join(', ')}),
       locked as (select p.id from promotion p join wanted w on w.id = p.id order by p.id for no key update of p),
       counted as (
         update promotion p set uses = p.uses + w.delta
         from wanted w join locked l on l.id = w.id
         where p.id = w.id
           and (w.delta < 0 or p.usage_limit is null or p.uses + w.delta <= p.usage_limit)
           and (w.delta < 0 or w.read_at is null or date_trunc('milliseconds', p.updated_at) = w.read_at)
         returning p.id),
       used as (
         insert into promotion_use (id, created_at, updated_at, promotion_id, user_id, order_id)
         select gen_random_uuid(), now(), now(), counted.id, ?::uuid, ?::uuid from counted where ?::boolean
         returning promotion_id)
       select id from counted`,
      [...wanted.flatMap((change) => [change.id, change.delta, change.readAt ?? null]), usedBy?.userId ?? null, usedBy?.orderId ?? null, usedBy !== null],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Takes the next `count` serials of a tax document series in a financial year (e.g. 'TL', '2627')
   * and returns the first: one statement that makes the series' row on its first use, or else locks
   * it and counts it up. The row stays locked until the transaction ends, so concurrent issues of
   * one series queue here and get consecutive serials, and a rolled-back issue gives its serials
   * back: no gap, no duplicate (CGST Rule 46(b)), which a sequence cannot promise.
   */
  async documentCounter(series: string, financialYear: string, count = 1): Promise<number> {
    if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`a document counter counts up by a whole number from 1, got ${count}`);
    this.enterDocumentCounter(counterKey(series, financialYear));
    const [row] = await this.em.execute<Array<{ serial: number }>>(
      `insert into document_counter (series, financial_year, next_serial) values (?, ?, 1 + ?::integer)
       on conflict (series, financial_year) do update set next_serial = document_counter.next_serial + ?::integer
       returning next_serial - ?::integer as serial`,
      [series, financialYear, count, count, count],
    );
    if (!row) throw new Error(`the counter of series ${series} ${financialYear} returned no row`);
    return Number(row.serial);
  }

  /**
   * Queues a document for a serial of its series, which `takeDocumentSerials` takes at the end of
   * the transaction. The document is built in full first, so one that cannot be issued never asks.
   */
  deferDocumentSerial(request: DeferredSerial): void {
    if (this.reached >= LOCK_STAGES.indexOf('documents')) {
      throw new LockOrderError('documents', LOCK_STAGES[this.reached]!, ' (a serial queued after the serials were taken)');
    }
    if (!this.refusesCommitWhileSerialsWait) {
      this.refusesCommitWhileSerialsWait = true;
      // A document still waiting at the commit would be lost without a word (it is written only
      // once numbered): the commit is refused instead, so the use case that forgot
      // takeDocumentSerials rolls back and fails its first test. A transaction's entity manager has
      // an event manager of its own, so this subscriber ends with it.
      this.em.getEventManager().registerSubscriber({
        beforeTransactionCommit: async () => {
          if (this.deferredSerials.length > 0) throw new Error(`${this.deferredSerials.length} tax document(s) issued in this transaction were never numbered: end it with the lock gate's takeDocumentSerials`);
        },
      });
    }
    this.deferredSerials.push(request);
  }

  /**
   * The last statements of a use case that may issue documents (every order change does): writes
   * the transaction's other changes, then takes the serials its documents queued, one statement per
   * series and financial year in their order, and hands each document its serial in the order they
   * were queued. The series' rows are locked from here to the commit, which then writes little but
   * the documents themselves. With nothing queued it does nothing.
   */
  async takeDocumentSerials(): Promise<void> {
    if (this.deferredSerials.length === 0) return;
    await this.em.flush();
    const bySeries = new Map<string, DeferredSerial[]>();
    for (const request of this.deferredSerials) {
      const key = counterKey(request.series, request.financialYear);
      const queued = bySeries.get(key) ?? [];
      bySeries.set(key, queued);
      queued.push(request);
    }
    this.deferredSerials.length = 0;
    for (const key of [...bySeries.keys()].sort()) {
      const requests = bySeries.get(key)!;
      const first = await this.documentCounter(requests[0]!.series, requests[0]!.financialYear, requests.length);
      requests.forEach((request, index) => request.assign(first + index));
    }
  }

  /**
   * The documents stage, entered once per series in (series, financial year) order. Asking for a
   * series at or before the last one taken breaks that order.
   */
  private enterDocumentCounter(key: string): void {
    if (this.reached === LOCK_STAGES.indexOf('documents')) {
      if (this.lastDocumentCounter !== null && key <= this.lastDocumentCounter) {
        throw new LockOrderError('documents', 'documents', ` (${JSON.stringify(key)} after ${JSON.stringify(this.lastDocumentCounter)})`);
      }
    } else {
      this.enter('documents');
    }
    this.lastDocumentCounter = key;
  }

  private enter(stage: LockStage): void {
    const index = LOCK_STAGES.indexOf(stage);
    // Strictly later: a stage taken twice could lock its own rows out of their order.
    if (index <= this.reached) throw new LockOrderError(stage, LOCK_STAGES[this.reached]!);
    this.reached = index;
  }
}

/** A document counter's key: sorting keys sorts the counters into the order they are locked in. */
const counterKey = (series: string, financialYear: string): string => `${series}\u0000${financialYear}`;

/**
 * Opens the lock gate of a transaction (`em` is the transaction's). Use cases that move stock pass
 * the ledger's deps, so that each movement can say `stock.low`.
 */
export function openLocks(em: EntityManager, ledger: StockLedgerDeps | null = null): LockGate {
  return new LockGate(em, ledger);
}

/**
 * One step of a use case whose effect another use case may have to undo, declared beside its undo,
 * as Medusa's `createStep(name, invoke, compensate)` declares a workflow step: a step that has
 * committed (checkout's stock taken) is undone by running its `compensate` in a later transaction
 * (the payment could not start, the order was canceled), through that transaction's gate. A step
 * inside one transaction needs no undo: the rollback is its undo.
 */
export interface Step<Input> {
  name: string;
  invoke(gate: LockGate, input: Input): Promise<void>;
  compensate(gate: LockGate, input: Input): Promise<void>;
}

export function defineStep<Input>(
  name: string,
  invoke: (gate: LockGate, input: Input) => Promise<void>,
  compensate: (gate: LockGate, input: Input) => Promise<void>,
): Step<Input> {
  return { name, invoke, compensate };
}
