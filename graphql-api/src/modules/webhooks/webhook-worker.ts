import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { OUTBOX_CHANNEL } from '../outbox/outbox-worker.js';
import { WakeableLoop } from '../outbox/wakeable-loop.js';
import { signWebhook } from './webhook-signature.js';
import { postWebhook } from './webhook-target.js';

/**
 * Deliveries in flight at once on an instance. Each is claimed as a slot frees, so a slow
 * receiver holds a slot, not a batch: the others keep flowing.
 */
const MAX_IN_FLIGHT = 20;
/** Retries wait WEBHOOK_RETRY_SECONDS, then twice as long each time, at most this long. */
const MAX_RETRY_SECONDS = 60 * 60;
/** A claim outlasts the longest attempt (WEBHOOK_TIMEOUT_SECONDS) by this much, so only a dead instance's claims lapse. */
const LEASE_MARGIN_SECONDS = 5;

interface ClaimedDelivery {
  id: string;
  attempts: number;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  body: string;
  url: string;
  secret: string;
}

export interface WebhookWorkerOptions {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  instanceId?: string;
}

/**
 * Sends the webhook deliveries of the outbox; every instance runs one, beside the e-mail worker
 * (outbox-worker.ts) and on the same pattern: rows claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease, so no delivery is attempted twice at once and a dead instance's claim lapses; a wake-up
 * on PostgreSQL's notification of a committed row; retries twice as far apart each time.
 * A delivery is retried until the receiver answers 2xx, or until its endpoint is disabled (by an
 * admin, or by this worker once the endpoint failed for WEBHOOK_DISABLE_AFTER_SECONDS); a
 * disabled endpoint's deliveries wait, and go when it is enabled again.
 *
 * Delivery is at least once: an instance that dies after the receiver answered but before
 * marking the row leaves it to be sent again, under the same event id.
 */
export class WebhookWorker {
  readonly instanceId: string;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly loop: WakeableLoop;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.loop = new WakeableLoop({
      name: 'webhooks',
      logger: options.logger,
      connectionString: options.orm.config.get('clientUrl'),
      // Inserting a delivery notifies the outbox's channel (webhook deliveries are outbox rows).
      channel: OUTBOX_CHANNEL,
      work: () => this.work(),
      nextDueInMs: () => this.nextDueInMs(),
      // A delivery outlives the round that claimed it: stop() waits for it too.
      inFlight: () => this.inFlight,
    });
  }

  async start(): Promise<void> {
    await this.loop.start();
  }

  /** Looks for due deliveries now (or right after the round under way). */
  wake(): void {
    this.loop.wake();
  }

  /** Takes no more deliveries and waits at most `waitMs` for those under way; one cut short is claimed again when its lease lapses. */
  async stop(waitMs: number): Promise<void> {
    await this.loop.stop(waitMs);
  }

  get busy(): boolean {
    return this.loop.busy;
  }

  /** Claims as many due deliveries as there are free slots and starts them; each one done looks again. */
  private async work(): Promise<void> {
    for (;;) {
      if (this.loop.stopped) return;
      const free = MAX_IN_FLIGHT - this.inFlight.size;
      if (free <= 0) return;
      const claimed = await this.claim(free);
      for (const row of claimed) {
        const sending: Promise<void> = this.deliver(row).finally(() => {
          this.inFlight.delete(sending);
          this.wake();
        });
        this.inFlight.add(sending);
      }
      if (claimed.length < free) return;
    }
  }

  /** Claims due deliveries of enabled endpoints: unclaimed, or claimed by an instance whose lease lapsed. */
  private claim(limit: number): Promise<ClaimedDelivery[]> {
    const leaseSeconds = this.options.config.webhookTimeoutSeconds + LEASE_MARGIN_SECONDS;
    return this.connection().execute<ClaimedDelivery[]>(
      `update webhook_delivery claimed
          set claimed_until = now() + make_interval(secs => ?), claimed_by = ?, attempts = claimed.attempts + 1, updated_at = now()
         from (select d.id from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
                where d.status = 'PENDING' and e.enabled and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())
                order by d.next_attempt_at
                limit ? for update of d skip locked) due, webhook_endpoint endpoint
        where claimed.id = due.id and endpoint.id = claimed.endpoint_id
        returning claimed.id, claimed.attempts, claimed.endpoint_id, claimed.event_id, claimed.event_type, claimed.body, endpoint.url, endpoint.secret`,
      [leaseSeconds, this.instanceId, limit],
    );
  }

  private async deliver(row: ClaimedDelivery): Promise<void> {
    const { config, logger } = this.options;
    const timestamp = Math.floor(Date.now() / 1000);
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await postWebhook({
        url: row.url,
        body: row.body,
        timeoutMs: config.webhookTimeoutSeconds * 1000,
        allowPrivate: config.webhookAllowPrivateTargets,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Threadline-Webhooks/1',
          'Threadline-Event-Id': row.event_id,
          'Threadline-Event-Type': row.event_type,
          'Threadline-Timestamp': String(timestamp),
          'Threadline-Signature': signWebhook(row.secret, timestamp, row.body),
        },
      });
      if (statusCode < 200 || statusCode > 299) error = `The receiver answered ${statusCode}`;
    } catch (failure) {
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
    }
    const durationMs = Math.round(performance.now() - started);
    try {
      if (error === null) await this.delivered(row, statusCode!, durationMs);
      else {
        logger.warn({ deliveryId: row.id, endpointId: row.endpoint_id, attempt: row.attempts, statusCode, error }, 'webhooks: a delivery failed');
        await this.failed(row, statusCode, durationMs, error);
      }
    } catch (failure) {
      // The claim lapses and another attempt follows: at least once.
      logger.error({ err: failure, deliveryId: row.id }, 'webhooks: could not record a delivery attempt');
    }
  }

  private async delivered(row: ClaimedDelivery, statusCode: number, durationMs: number): Promise<void> {
    await this.orm().em.fork().transactional(async (em) => {
      const [marked] = await em.execute<Array<{ id: string }>>(
        `update webhook_delivery set status = 'DELIVERED', delivered_at = now(), last_attempt_at = now(), last_status_code = ?, last_duration_ms = ?,
                last_error = null, claimed_until = null, claimed_by = null, updated_at = now()
          where id = ? and claimed_by = ? and status = 'PENDING' returning id`,
        [statusCode, durationMs, row.id, this.instanceId],
      );
      if (!marked) return;
      await this.recordAttempt(em, row, statusCode, durationMs, null);
      await em.execute(`update webhook_endpoint set failing_since = null, updated_at = now() where id = ? and failing_since is not null`, [row.endpoint_id]);
    });
  }

  /** Due again after the backoff; the endpoint is disabled once it has failed without a break for the window. */
  private async failed(row: ClaimedDelivery, statusCode: number | null, durationMs: number, error: string): Promise<void> {
    const { webhookRetrySeconds, webhookDisableAfterSeconds } = this.options.config;
    const waitSeconds = Math.min(webhookRetrySeconds * 2 ** Math.min(row.attempts - 1, 30), MAX_RETRY_SECONDS);
    await this.orm().em.fork().transactional(async (em) => {
      const [marked] = await em.execute<Array<{ id: string }>>(
        `update webhook_delivery set next_attempt_at = now() + make_interval(secs => ?), last_attempt_at = now(), last_status_code = ?, last_duration_ms = ?,
                last_error = ?, claimed_until = null, claimed_by = null, updated_at = now()
          where id = ? and claimed_by = ? and status = 'PENDING' returning id`,
        [waitSeconds, statusCode, durationMs, error, row.id, this.instanceId],
      );
      if (!marked) return;
      await this.recordAttempt(em, row, statusCode, durationMs, error);
      // The failure began when this attempt did, unless an earlier one failed since the last success.
      const disabled = await em.execute<Array<{ id: string }>>(
        `update webhook_endpoint
            set failing_since = coalesce(failing_since, now() - make_interval(secs => ?::double precision / 1000)), updated_at = now(),
                enabled = case when coalesce(failing_since, now()) <= now() - make_interval(secs => ?) then false else enabled end,
                disabled_reason = case when enabled and coalesce(failing_since, now()) <= now() - make_interval(secs => ?) then 'FAILING' else disabled_reason end,
                disabled_at = case when enabled and coalesce(failing_since, now()) <= now() - make_interval(secs => ?) then now() else disabled_at end
          where id = ?
          returning id, enabled`,
        [durationMs, webhookDisableAfterSeconds, webhookDisableAfterSeconds, webhookDisableAfterSeconds, row.endpoint_id],
      );
      const endpoint = disabled[0] as { id: string; enabled: boolean } | undefined;
      if (endpoint && !endpoint.enabled) {
        this.options.logger.warn({ endpointId: row.endpoint_id, failingForSeconds: webhookDisableAfterSeconds }, 'webhooks: an endpoint failing for too long was disabled');
      }
    });
  }

  private async recordAttempt(em: EntityManager, row: ClaimedDelivery, statusCode: number | null, durationMs: number, error: string | null): Promise<void> {
    await em.execute(
      `insert into webhook_attempt (id, created_at, updated_at, delivery_id, attempt, status_code, duration_ms, error)
       values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?)`,
      [row.id, row.attempts, statusCode, durationMs, error],
    );
  }

  /** When the next delivery falls due (a retry, a lapsing lease): the loop sleeps until then. */
  private async nextDueInMs(): Promise<number | null> {
    try {
      const [next] = await this.connection().execute<Array<{ ms: number | null }>>(
        `select ceil(extract(epoch from min(greatest(d.next_attempt_at, coalesce(d.claimed_until, d.next_attempt_at))) - now()) * 1000)::int as ms
           from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
          where d.status = 'PENDING' and e.enabled`,
      );
      return next?.ms ?? null;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'webhooks: could not tell when the next delivery is due');
      return null;
    }
  }

  private orm(): MikroORM {
    return this.options.orm;
  }

  private connection() {
    return this.options.orm.em.getConnection();
  }
}
