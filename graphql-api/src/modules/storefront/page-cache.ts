import { LRUCache } from 'lru-cache';
import { KeysByProduct } from '../catalogue-cache/keys-by-product.js';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes.js';
import type { KeptPage, KeptViewer, PageLookup, ViewerLookup } from './renderer-contract.js';
import type { ViewerVersion } from './viewer-version.js';

/** A safety net, not the invalidation: every change is announced; a page also ages out. */
const MAX_AGE_MS = 60_000;

interface Kept {
  /** The catalogue epoch the page was rendered in (CatalogueChanges). */
  epoch: number;
  page: KeptPage;
  /** The products the page shows: a change of any of their sizes' stock forgets it. */
  products: readonly string[];
  /** When (epoch ms) it stops being served though nothing was written: an offer starts or ends. */
  expiresAt: number;
}

interface KeptViewerEntry {
  /** The version of the shopper's own data it was made from (viewer-version.ts). */
  version: string;
  epoch: number;
  viewer: KeptViewer;
  /** The products its parts show (the cart's lines): a change of their stock forgets it. */
  products: readonly string[];
  expiresAt: number;
}

/** How many shoppers' parts are kept: about the shoppers browsing at one moment. */
const VIEWERS_KEPT = 2_000;

/**
 * Rendered catalogue pages, per instance: one per URL, served to every shopper (the renderer keeps
 * a page without its viewer's parts and puts each response's in; see entry-server.tsx).
 *
 * A page is kept for the catalogue epoch it was rendered in, as the catalogue cache keeps its
 * answers: a change of a product or a review row, made on any instance, forgets every page, and a
 * change of a size's stock forgets the pages that show that product. A lookup first catches up with
 * every change committed before it (one round trip on the change listener, shared by the requests
 * of the moment), so no page is served after a change its request could have seen: a new price, a
 * sold-out size, a new product show at once, wherever they were made. A page rendered while the
 * epoch moved, or while the stock of a product it shows changed, is not kept. While the listener is
 * down nothing is kept or served. Time alone changes one thing, as for the catalogue cache: a
 * product's offers start and end at given instants, so a page is served only until the next such
 * instant after it began (`expiresAfter`), and a sale starting at midnight shows from midnight.
 */
export class PageCache {
  private readonly cache: LRUCache<string, Kept> | null;
  /** The keys of the kept pages showing each product. */
  private readonly keysByProduct = new KeysByProduct();
  /** When each product's stock last changed (CatalogueChanges' stock sequence), since the epoch began. */
  private readonly stockChangedAt = new Map<string, number>();
  /** Each shopper's own parts of a page (her name, her cart, her Apollo state), by user id. */
  private readonly viewers: LRUCache<string, KeptViewerEntry> | null = null;
  private readonly viewersByProduct = new KeysByProduct();

  constructor(
    maxMegabytes: number,
    private readonly changes: CatalogueChanges,
    /** The next instant after `now` (epoch ms) at which an offer starts or ends; Infinity when none. */
    private readonly expiresAfter: (now: number) => number = () => Infinity,
  ) {
    if (maxMegabytes <= 0) {
      this.cache = null;
      return;
    }
    const cache = new LRUCache<string, Kept>({
      maxSize: maxMegabytes * 1024 * 1024,
      ttl: MAX_AGE_MS,
      sizeCalculation: (kept) => kept.page.size + kept.products.length * 40,
      dispose: (kept, key) => this.keysByProduct.remove(key, kept.products),
    });
    this.cache = cache;
    // By count, outside PAGE_CACHE_MB: a shopper's parts are a few kilobytes (her slots, her Apollo state).
    const viewers = new LRUCache<string, KeptViewerEntry>({
      max: VIEWERS_KEPT,
      ttl: MAX_AGE_MS,
      dispose: (kept, userId) => this.viewersByProduct.remove(userId, kept.products),
    });
    this.viewers = viewers;
    changes.onChange(() => {
      cache.clear();
      this.keysByProduct.clear();
      viewers.clear();
      this.viewersByProduct.clear();
      // A page begun before the epoch moved is never kept, so older stock changes no longer matter.
      this.stockChangedAt.clear();
    });
    changes.onStockChange((productId, sequence) => {
      this.stockChangedAt.set(productId, sequence);
      for (const key of this.keysByProduct.showing(productId)) cache.delete(key);
      for (const userId of this.viewersByProduct.showing(productId)) viewers.delete(userId);
    });
  }

  /** Whether pages are kept at all (PAGE_CACHE_MB above 0). */
  get enabled(): boolean {
    return this.cache !== null;
  }

  /**
   * The page kept under `key`, if it shows the catalogue as it is now; else a way to keep the page
   * the caller renders next, from data it reads after this call. `shown` is the request's
   * RequestScope.shownProducts: by the time the page is kept, it holds the products the page shows.
   * Null when pages cannot be kept now. `caughtUp`: the request's one catch-up (see storefrontPage).
   */
  async lookup(key: string, shown: ReadonlySet<string>, caughtUp: () => Promise<boolean> = () => this.changes.caughtUp()): Promise<PageLookup | null> {
    const { cache, changes } = this;
    if (!cache || !(await caughtUp())) return null;
    const epoch = changes.epoch();
    if (epoch === null) return null;
    const stockAtStart = changes.stockSequence();
    const startedAt = Date.now();
    const kept = cache.get(key);
    if (kept?.epoch === epoch && startedAt < kept.expiresAt) return { kept: kept.page };
    return {
      keep: (page) => {
        const products = [...shown];
        if (changes.epoch() !== epoch || products.some((productId) => (this.stockChangedAt.get(productId) ?? 0) > stockAtStart)) return;
        cache.set(key, { epoch, page, products, expiresAt: this.expiresAfter(startedAt) });
        this.keysByProduct.add(key, products);
      },
    };
  }

  /**
   * The request's shopper's parts kept from an earlier page, if nothing they were made from has
   * changed since: her own data (her version, read after this call's catch-up), the catalogue's epoch,
   * the stock of the products they show, the next offer's start or end. Else a way to keep the parts
   * made from data read after this call, with the products they show. Null when signed out, not a
   * shopper, or when nothing can be kept now. `identify` reads the session and the version
   * (readViewerVersion).
   */
  async viewer(identify: () => Promise<ViewerVersion | null>, caughtUp: () => Promise<boolean> = () => this.changes.caughtUp()): Promise<ViewerLookup | null> {
    const { viewers, changes } = this;
    if (!viewers || !(await caughtUp())) return null;
    const epoch = changes.epoch();
    if (epoch === null) return null;
    const stockAtStart = changes.stockSequence();
    const startedAt = Date.now();
    const identity = await identify();
    if (!identity) return null;
    const { userId, version } = identity;
    const kept = viewers.get(userId);
    if (kept?.version === version && kept.epoch === epoch && startedAt < kept.expiresAt) return { kept: kept.viewer };
    return {
      keep: (viewer, shown) => {
        const products = [...shown];
        if (changes.epoch() !== epoch || products.some((productId) => (this.stockChangedAt.get(productId) ?? 0) > stockAtStart)) return;
        viewers.set(userId, { version, epoch, viewer, products, expiresAt: this.expiresAfter(startedAt) });
        this.viewersByProduct.add(userId, products);
      },
    };
  }
}
