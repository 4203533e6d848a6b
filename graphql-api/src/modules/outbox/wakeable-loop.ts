import pg from 'pg';
import type { Logger } from 'pino';

/** The longest a loop sleeps between looks, whatever it expects: a missed notification costs at most this. */
const POLL_MS = 30_000;
const RECONNECT_MS = 5_000;

export interface WakeableLoopOptions {
  /** Names the loop in its log messages and its listener's application_name, e.g. `outbox`. */
  name: string;
  logger: Logger;
  /** The database whose notifications wake the loop. */
  connectionString: string;
  /** The PostgreSQL NOTIFY channel that announces committed work. */
  channel: string;
  /** One round: does what is due now. Rounds never overlap; a wake during one runs another right after it. */
  work: () => Promise<void>;
  /**
   * Milliseconds until the next piece of work falls due, or null when nothing is pending (or it
   * cannot tell, having logged why). The loop sleeps that long, POLL_MS at most.
   */
  nextDueInMs: () => Promise<number | null>;
  /** Work started by a round that outlives it; stop() waits for it too. */
  inFlight?: () => Iterable<Promise<unknown>>;
}

/**
 * The wake-up machinery the outbox's workers share: it runs `work()` rounds one at a time,
 * coalesces the wakes that arrive during a round into one more round, hears PostgreSQL's
 * notification of committed rows (reconnecting when the listener is lost, polling meanwhile),
 * and between rounds sleeps until the next row falls due, or POLL_MS at most.
 */
export class WakeableLoop {
  private listener: pg.Client | null = null;
  private isStopped = false;
  private round: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: WakeableLoopOptions) {}

  async start(): Promise<void> {
    await this.listen();
    this.wake();
  }

  /** Whether stop() was called: a round checks it between pieces of work and ends early. */
  get stopped(): boolean {
    return this.isStopped;
  }

  /** Whether a round is under way, or work it started is still in flight. */
  get busy(): boolean {
    return this.round !== null || this.inFlight().length > 0;
  }

  /** Runs a round now, or right after the round under way. */
  wake(): void {
    if (this.isStopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.options
      .work()
      .catch((error: unknown) => this.options.logger.error({ err: error }, `${this.options.name}: a round failed; trying again at the next wake`))
      .finally(() => {
        this.round = null;
        if (this.again && !this.isStopped) {
          this.again = false;
          this.wake();
        } else {
          void this.scheduleNextLook();
        }
      });
  }

  /** Starts no more rounds, and waits at most `waitMs` for the round under way and the work in flight. */
  async stop(waitMs: number): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    const inFlight = this.inFlight();
    if (this.round || inFlight.length > 0) {
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all([this.round, ...inFlight]), new Promise((resolve) => (deadline = setTimeout(resolve, waitMs)))]);
      clearTimeout(deadline);
    }
  }

  private inFlight(): Array<Promise<unknown>> {
    return this.options.inFlight ? [...this.options.inFlight()] : [];
  }

  private async scheduleNextLook(): Promise<void> {
    if (this.isStopped) return;
    const dueInMs = await this.options.nextDueInMs();
    const waitMs = dueInMs == null ? POLL_MS : Math.min(POLL_MS, Math.max(dueInMs, 0) + 50);
    if (this.isStopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), waitMs);
    this.timer.unref();
  }

  /** A connection that hears committed rows at once; while it is down the loop still polls. */
  private async listen(): Promise<void> {
    const { name, logger, connectionString, channel } = this.options;
    const client = new pg.Client({ connectionString, application_name: `threadline ${name} listener`, keepAlive: true });
    const lost = (error: unknown) => {
      if (this.isStopped || this.listener !== client) return;
      this.listener = null;
      logger.warn({ err: error ?? undefined, retryInMs: RECONNECT_MS }, `${name}: lost the listener; polling until it is back`);
      this.reconnectTimer = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.reconnectTimer.unref();
    };
    client.on('notification', () => this.wake());
    client.on('error', lost);
    client.on('end', () => lost(null));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!this.isStopped) {
        logger.warn({ err: error, retryInMs: RECONNECT_MS }, `${name}: could not listen; polling until it can`);
        this.reconnectTimer = setTimeout(() => void this.listen(), RECONNECT_MS);
        this.reconnectTimer.unref();
      }
      return;
    }
    if (this.isStopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    // Rows committed while nobody listened are found by this look.
    this.wake();
  }
}
