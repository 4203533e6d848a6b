import pg from 'pg';
import type { Logger } from 'pino';

/** The channel the catalogue's triggers notify (migration Migration20261125060000). */
export const CATALOGUE_CHANNEL = 'threadline_catalogue';
/** The channel a size's stock changing notifies, with its product's id (migration Migration20261126064648). */
export const STOCK_CHANNEL = 'threadline_catalogue_stock';
/** The channel a promotion's change notifies: products' offers change (migration Migration20261128030000). */
export const PROMOTION_CHANNEL = 'threadline_promotions';

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * This instance's view of when the catalogue last changed, from PostgreSQL's LISTEN/NOTIFY.
 *
 * Every statement that writes a product, a review or a hero image (which the kept home page
 * shows) notifies CATALOGUE_CHANNEL when its transaction commits, whichever instance (or script,
 * or psql session) made it. Each notification moves `epoch` on, and anything remembered under an
 * earlier epoch is never served again.
 *
 * A notification travels on its own, so a request could overtake it: a shopper's next request,
 * sent the moment an admin's edit on another instance was answered, might reach this instance
 * first. `caughtUp()` closes that gap. PostgreSQL signals the listening sessions as the writing
 * transaction commits, before the writer hears that it committed, and a session sends what it was
 * signalled before it answers its next query. So once a round trip on the listening connection
 * that began after the request arrived has come back, every change committed before the request
 * was sent has moved the epoch.
 *
 * A size's stock changing (a sale, a cancel, an admin's count) is announced apart, on STOCK_CHANNEL
 * with the product's id: it changes only the answers that show that product, and moves
 * `stockSequence` on instead of the epoch. The round trip of `caughtUp()` covers both channels.
 *
 * A promotion changing (an admin's edit, on any instance) is announced on PROMOTION_CHANNEL: it
 * moves the epoch, since catalogue answers show products' offers, and `promotionsVersion`, which
 * tells the in-memory offers (catalog/product-offers.ts) to reload.
 *
 * Only while the listening connection is up is the epoch trusted: a notification sent while it is
 * down is lost, so `epoch()` answers null then (nothing may be cached or served), and reconnecting
 * moves the epoch on before anything is cached again.
 */
export class CatalogueChanges {
  private current = 0;
  private client: pg.Client | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = RECONNECT_FIRST_MS;
  private readonly listeners = new Set<() => void>();
  private readonly stockListeners = new Set<(productId: string, sequence: number) => void>();
  private stockChanges = 0;
  private promotionChanges = 0;
  /** The round trip on the listening connection now on its way, if any. */
  private trip: Promise<boolean> | null = null;
  /** The round trip queued behind it, shared by everyone who asked since it left. */
  private nextTrip: Promise<boolean> | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly logger: Logger,
  ) {}

  /** Connects and listens; resolves once listening, or once the first attempt has failed (it retries). */
  async start(): Promise<void> {
    await this.connect();
  }

  /** The catalogue's epoch on this instance, or null while changes might go unseen. */
  epoch(): number | null {
    return this.client ? this.current : null;
  }

  /**
   * Resolves true once every change committed before this call has moved the epoch, or false when
   * that cannot be known (no listening connection). Callers at the same moment share one round trip.
   */
  caughtUp(): Promise<boolean> {
    // A trip already under way may have been answered before a notification this caller must see.
    if (!this.trip) return this.startTrip();
    this.nextTrip ??= this.trip.then(() => {
      this.nextTrip = null;
      return this.startTrip();
    });
    return this.nextTrip;
  }

  private startTrip(): Promise<boolean> {
    const trip = this.roundTrip().finally(() => {
      if (this.trip === trip) this.trip = null;
    });
    this.trip = trip;
    return trip;
  }

  private async roundTrip(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    try {
      await client.query('select 1');
    } catch {
      return false;
    }
    return this.client === client;
  }

  /** Moves the epoch on: nothing remembered before it is served again. */
  private changed(): void {
    this.current += 1;
    for (const listener of this.listeners) listener();
  }

  /**
   * Moves on with every promotion change this instance hears of, and whenever changes might have
   * gone unheard; null while they might go unheard (what is in memory may not be trusted then).
   */
  promotionsVersion(): number | null {
    return this.client ? this.promotionChanges : null;
  }

  private promotionsChanged(): void {
    this.promotionChanges += 1;
    this.changed();
  }

  /** Called on every change, e.g. to drop what is remembered. */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** How many stock changes this instance has heard of: a stock change heard later has a higher number. */
  stockSequence(): number {
    return this.stockChanges;
  }

  /** Called on every change of a size's stock, with the product and the change's sequence number. */
  onStockChange(listener: (productId: string, sequence: number) => void): void {
    this.stockListeners.add(listener);
  }

  private stockChanged(productId: string): void {
    this.stockChanges += 1;
    for (const listener of this.stockListeners) listener(productId, this.stockChanges);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // Keep-alive probes find a connection that died without a word (a dropped network path), which
    // would otherwise leave this instance trusting an epoch nobody moves; answers also age out.
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'threadline catalogue listener', keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) this.changed();
      else if (message.channel === STOCK_CHANNEL && message.payload) this.stockChanged(message.payload);
      else if (message.channel === PROMOTION_CHANNEL) this.promotionsChanged();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANNEL}; listen ${STOCK_CHANNEL}; listen ${PROMOTION_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      await client.end().catch(() => undefined);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    // Whatever changed while nobody listened is unknown: start a new epoch.
    this.promotionsChanged();
    this.client = client;
    this.retryMs = RECONNECT_FIRST_MS;
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.stopped) return;
    if (this.client === client) this.client = null;
    else if (this.retryTimer) return;
    this.promotionsChanged();
    this.logger.warn({ err: error ?? undefined, retryInMs: this.retryMs }, 'catalogue cache: lost the change listener; serving uncached until it is back');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }
}
