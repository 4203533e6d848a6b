import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PageCacheAccess, RenderResult } from './renderer-contract.js';

/**
 * A safety net, not the invalidation (a key holds everything the page was made from): a page that
 * shows something time bound, added later, cannot stay on for longer than this.
 */
const MAX_AGE_MS = 60_000;

/**
 * Rendered catalogue pages, per instance. The renderer keys a page by its URL and the whole state
 * its render read (the viewer, the cart, the page's data), so a page found here is the page the
 * renderer would make again now: the key changes with any price, stock or catalogue change the
 * page's data shows, and with the viewer. Kept are pages of the catalogue only (entry-server.tsx).
 * Keys are long (a page's state is tens of kilobytes), so they are kept as their SHA-256.
 */
export class PageCache implements PageCacheAccess {
  private readonly cache: LRUCache<string, RenderResult> | null;

  constructor(maxMegabytes: number) {
    this.cache =
      maxMegabytes > 0 ? new LRUCache<string, RenderResult>({ maxSize: maxMegabytes * 1024 * 1024, ttl: MAX_AGE_MS, sizeCalculation: sizeOf }) : null;
  }

  /** Whether pages are kept at all (PAGE_CACHE_MB above 0). */
  get enabled(): boolean {
    return this.cache !== null;
  }

  get(key: string): RenderResult | undefined {
    return this.cache?.get(digest(key));
  }

  set(key: string, page: RenderResult): void {
    this.cache?.set(digest(key), page);
  }
}

function digest(key: string): string {
  return createHash('sha256').update(key).digest('base64');
}

/** In UTF-16 code units, close enough to the memory a page holds. */
function sizeOf(page: RenderResult): number {
  return page.kind === 'page' ? page.head.length + page.body.length + 64 : 64;
}
