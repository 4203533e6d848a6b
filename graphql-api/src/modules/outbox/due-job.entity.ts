import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/postgresql';
import { BaseEntity } from '../../shared/base.entity.js';
import { Order } from '../orders/order.entity.js';

/** Work that falls due at a time, about one order. */
export const DueJobKind = {
  /**
   * An order placed with the payment provider and not paid by then is canceled and its stock
   * given back; one whose checkout could not be undone when its payment failed to start is undone.
   */
  EXPIRE_CHECKOUT: 'EXPIRE_CHECKOUT',
} as const;
export type DueJobKind = (typeof DueJobKind)[keyof typeof DueJobKind];

export const DueJobStatus = { PENDING: 'PENDING', DONE: 'DONE', FAILED: 'FAILED' } as const;
export type DueJobStatus = (typeof DueJobStatus)[keyof typeof DueJobStatus];

/**
 * A row of the outbox like an e-mail, for work rather than mail: written in the transaction that
 * makes it necessary, claimed by the worker on any instance when due, retried with backoff.
 * At most one PENDING job of a kind per order (a partial unique index).
 */
@Entity({ tableName: 'due_job' })
@Index({ name: 'due_job_due_idx', expression: 'create index "due_job_due_idx" on "due_job" ("due_at") where "status" = \'PENDING\'' })
@Index({
  name: 'due_job_pending_unique',
  expression: 'create unique index "due_job_pending_unique" on "due_job" ("kind", "order_id") where "status" = \'PENDING\'',
})
export class DueJob extends BaseEntity {
  @Enum({ items: () => Object.values(DueJobKind), type: 'text' })
  kind: DueJobKind;

  @ManyToOne(() => Order, { deleteRule: 'cascade' })
  order: Order;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  dueAt: Date;

  @Enum({ items: () => Object.values(DueJobStatus), type: 'text' })
  status: DueJobStatus = DueJobStatus.PENDING;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  claimedUntil: Date | null = null;

  @Property({ type: 'text', nullable: true })
  claimedBy: string | null = null;

  constructor(kind: DueJobKind, order: Order, dueAt: Date) {
    super();
    this.kind = kind;
    this.order = order;
    this.dueAt = dueAt;
  }
}
