import { Entity, Enum, Index, Property } from '@mikro-orm/postgresql';
import { BaseEntity } from '../../shared/base.entity.js';

/** Work that falls due at a time, about one subject (see `DueJobSubject`). */
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
 * What a job is about, named generically: the outbox knows jobs, not orders. No foreign key: a
 * job whose subject is gone by the time it runs finds nothing to do, which its handler decides.
 */
export interface DueJobSubject {
  kind: 'order';
  id: string;
}

/**
 * A row of the outbox like an e-mail, for work rather than mail: written in the transaction that
 * makes it necessary, claimed by the worker on any instance when due, retried with backoff.
 * At most one PENDING job of a kind per subject (a partial unique index).
 */
@Entity({ tableName: 'due_job' })
@Index({ name: 'due_job_due_idx', expression: 'create index "due_job_due_idx" on "due_job" ("due_at") where "status" = \'PENDING\'' })
@Index({
  name: 'due_job_pending_unique',
  expression: 'create unique index "due_job_pending_unique" on "due_job" ("kind", "subject_kind", "subject_id") where "status" = \'PENDING\'',
})
export class DueJob extends BaseEntity {
  @Enum({ items: () => Object.values(DueJobKind), type: 'text' })
  kind: DueJobKind;

  @Property({ type: 'text' })
  subjectKind: DueJobSubject['kind'];

  @Property({ type: 'uuid' })
  subjectId: string;

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

  constructor(kind: DueJobKind, subject: DueJobSubject, dueAt: Date) {
    super();
    this.kind = kind;
    this.subjectKind = subject.kind;
    this.subjectId = subject.id;
    this.dueAt = dueAt;
  }
}
