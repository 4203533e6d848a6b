import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { EmailSender } from '../mail/email-sender.js';
import { DueJobKind } from './due-job.entity.js';
import { WakeableLoop } from './wakeable-loop.js';

/** The channel inserting an e-mail or a due job notifies at commit (migration Migration20261126100000). */
export const OUTBOX_CHANNEL = 'threadline_outbox';

/** Wakes every instance's worker once the caller's transaction commits (at once outside one): a row was made due sooner. */
export async function wakeOutboxWorkers(em: EntityManager): Promise<void> {
  await em.getConnection().execute(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
}

/** How long a claim lasts: longer than a send can take (the SMTP timeouts in email-sender.ts), so only a dead instance's claims lapse. */
export const CLAIM_LEASE_SECONDS = 120;
/** Rows claimed per round. */
const BATCH_SIZE = 10;
/** Retries wait the first delay, then twice as long each time, at most this long. */
const MAX_RETRY_SECONDS = 60 * 60;
/** How often a worker deletes e-mails past MAIL_RETENTION_DAYS (see pruneOldEmails). */
const PRUNE_EVERY_MS = 60 * 60_000;

/** Does one due job about its subject (`subjectId`, e.g. an order's id); throwing leaves it to be tried again later. */
export type DueJobHandler = (em: EntityManager, subjectId: string) => Promise<void>;

export interface OutboxWorkerOptions {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  /** Sends e-mail; none when SMTP_URL is unset (e-mails are then KEPT and nothing is sent). */
  sender: EmailSender | null;
  jobs: Record<DueJobKind, DueJobHandler>;
  /** Names this instance in the rows it claims; a random one by default. */
  instanceId?: string;
}

interface ClaimedRow {
  id: string;
  attempts: number;
}

/**
 * The outbox's worker; every instance runs one. It claims due rows (e-mails to send, jobs to do)
 * with `FOR UPDATE SKIP LOCKED`, so instances never take the same row at once, and marks each
 * claim with a lease: a row claimed by an instance that died is claimed again once its lease
 * lapses. A failed row waits, twice as long after each failure, and is FAILED after
 * MAIL_MAX_ATTEMPTS. The worker wakes on PostgreSQL's notification of a committed row, at the
 * time the next row falls due, and every POLL_MS (wakeable-loop.ts) whatever happens.
 *
 * Delivery is at least once: an instance that dies after the SMTP server accepted an e-mail but
 * before marking it sent leaves it to be sent again, with the same Message-ID.
 */
export class OutboxWorker {
  readonly instanceId: string;
  private readonly loop: WakeableLoop;
  private lastPrunedAt = 0;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.loop = new WakeableLoop({
      name: 'outbox',
      logger: options.logger,
      connectionString: options.orm.config.get('clientUrl'),
      channel: OUTBOX_CHANNEL,
      work: () => this.work(),
      nextDueInMs: () => this.nextDueInMs(),
    });
  }

  async start(): Promise<void> {
    await this.loop.start();
  }

  /** Looks for due rows now (or right after the round under way). */
  wake(): void {
    this.loop.wake();
  }

  /**
   * Takes no more rows, and waits at most `waitMs` for the send or job in progress: one that
   * finishes is marked; one cut short stays claimed, and another instance takes it when the lease lapses.
   */
  async stop(waitMs: number): Promise<void> {
    await this.loop.stop(waitMs);
    this.options.sender?.close();
  }

  /** Whether a round is under way (a send in progress, for shutdown's log). */
  get busy(): boolean {
    return this.loop.busy;
  }

  private async work(): Promise<void> {
    if (Date.now() - this.lastPrunedAt >= PRUNE_EVERY_MS) {
      this.lastPrunedAt = Date.now();
      // Housekeeping: a delete that fails must not hold back the e-mails and jobs due this round.
      await this.pruneOldEmails().catch((error: unknown) => this.options.logger.warn({ err: error }, 'outbox: could not delete e-mails past their retention'));
    }
    for (;;) {
      if (this.loop.stopped) return;
      const emails = this.options.sender ? await this.claim('email_message', 'next_attempt_at') : [];
      for (const row of emails) await this.sendEmail(row);
      if (this.loop.stopped) return;
      const jobs = await this.claim('due_job', 'due_at');
      for (const row of jobs) await this.runJob(row);
      if (emails.length < BATCH_SIZE && jobs.length < BATCH_SIZE) return;
    }
  }

  /**
   * Deletes the e-mails about no order (welcome, password reset) that are done with (sent, failed
   * or kept) and older than MAIL_RETENTION_DAYS; returns how many. E-mails about an order stay as
   * long as the order, whose details list them. Any instance may run it: a row two delete at once
   * is deleted once.
   */
  async pruneOldEmails(): Promise<number> {
    const days = this.options.config.mailRetentionDays;
    if (days === 0) return 0;
    const deleted = await this.connection().execute<Array<{ id: string }>>(
      `delete from email_message
        where order_id is null and status <> 'PENDING' and created_at < now() - make_interval(days => ?)
        returning id`,
      [days],
    );
    if (deleted.length > 0) this.options.logger.info({ count: deleted.length, days }, 'outbox: deleted e-mails past their retention');
    return deleted.length;
  }

  /**
   * Claims up to BATCH_SIZE due rows of a table for this instance: unclaimed, or claimed by an
   * instance whose lease lapsed. Rows another instance is claiming at this moment are skipped.
   */
  async claim(table: 'email_message' | 'due_job', dueColumn: string, leaseSeconds: number = CLAIM_LEASE_SECONDS): Promise<ClaimedRow[]> {
    return this.connection().execute<ClaimedRow[]>(
      `update ${table} claimed
          set claimed_until = now() + make_interval(secs => ?), claimed_by = ?, attempts = claimed.attempts + 1, updated_at = now()
         from (select id from ${table}
                where status = 'PENDING' and ${dueColumn} <= now() and (claimed_until is null or claimed_until < now())
                order by ${dueColumn}
                limit ? for update skip locked) due
        where claimed.id = due.id
        returning claimed.id, claimed.attempts`,
      [leaseSeconds, this.instanceId, BATCH_SIZE],
    );
  }

  private async sendEmail(row: ClaimedRow): Promise<void> {
    const sender = this.options.sender!;
    try {
      const kept = await sender.send(this.options.orm.em.fork(), row.id);
      // A reset link's token leaves the row with the e-mail: the database keeps only its hash.
      await this.connection().execute(
        `update email_message set status = 'SENT', sent_at = now(), claimed_until = null, claimed_by = null, last_error = null, updated_at = now(),
                subject = ?, html = ?, text = ?, payload = case when kind = 'PASSWORD_RESET' then payload || '{"token": null}' else payload end
          where id = ? and status = 'PENDING'`,
        [kept.subject, kept.html, kept.text, row.id],
      );
    } catch (error) {
      const permanent = sender.isPermanentFailure(error);
      this.options.logger.warn({ err: error, emailId: row.id, attempt: row.attempts, permanent }, 'outbox: an e-mail could not be sent');
      await this.failed('email_message', 'next_attempt_at', row, error, permanent);
    }
  }

  private async runJob(row: ClaimedRow): Promise<void> {
    const [job] = await this.connection().execute<Array<{ kind: DueJobKind; subject_kind: string; subject_id: string }>>(
      'select kind, subject_kind, subject_id from due_job where id = ?',
      [row.id],
    );
    if (!job) return;
    try {
      await this.options.jobs[job.kind](this.options.orm.em.fork(), job.subject_id);
      await this.connection().execute(
        `update due_job set status = 'DONE', claimed_until = null, claimed_by = null, last_error = null, updated_at = now() where id = ? and status = 'PENDING'`,
        [row.id],
      );
    } catch (error) {
      this.options.logger.warn({ err: error, jobId: row.id, kind: job.kind, subjectKind: job.subject_kind, subjectId: job.subject_id, attempt: row.attempts }, 'outbox: a due job failed');
      await this.failed('due_job', 'due_at', row, error, false);
    }
  }

  /** Releases the claim: due again after the backoff, or FAILED after the last attempt (or a permanent refusal). */
  private async failed(table: 'email_message' | 'due_job', dueColumn: string, row: ClaimedRow, error: unknown, permanent: boolean): Promise<void> {
    const { mailMaxAttempts, mailRetrySeconds } = this.options.config;
    const giveUp = permanent || row.attempts >= mailMaxAttempts;
    const waitSeconds = Math.min(mailRetrySeconds * 2 ** (row.attempts - 1), MAX_RETRY_SECONDS);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await this.connection().execute(
      `update ${table} set claimed_until = null, claimed_by = null, last_error = ?, updated_at = now(),
              status = ?, ${dueColumn} = now() + make_interval(secs => ?)
        where id = ? and status = 'PENDING'`,
      [message, giveUp ? 'FAILED' : 'PENDING', waitSeconds, row.id],
    );
  }

  /** When the next row falls due (a retry, a job, a lapsing lease): the loop sleeps until then. */
  private async nextDueInMs(): Promise<number | null> {
    try {
      const [next] = await this.connection().execute<Array<{ ms: number | null }>>(
        `select ceil(extract(epoch from min(at) - now()) * 1000)::int as ms from (
           select greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at)) as at from email_message where status = 'PENDING' and ?
           union all
           select greatest(due_at, coalesce(claimed_until, due_at)) from due_job where status = 'PENDING') upcoming`,
        [this.options.sender !== null],
      );
      return next?.ms ?? null;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox: could not tell when the next row is due');
      return null;
    }
  }

  private connection() {
    return this.options.orm.em.getConnection();
  }
}
