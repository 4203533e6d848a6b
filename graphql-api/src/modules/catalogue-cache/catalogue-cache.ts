import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import { KeysByProduct } from './keys-by-product.js';
import type { RequestContext } from '../../context.js';
import { isCatalogueRead } from '../graphql/catalogue-reads.js';
import type { CatalogueChanges } from './catalogue-changes.js';

/** A safety net, not the invalidation: every change is announced; an answer also ages out. */
const MAX_AGE_MS = 60_000;

interface Remembered {
  epoch: number;
  result: FormattedExecutionResult;
  /** The products the answer shows: a change of any of their sizes' stock forgets it. */
  products: readonly string[];
  /** When (epoch ms) it stops being served though nothing was written: an offer it shows starts or ends. */
  expiresAt: number;
}

export interface CatalogueCacheOptions {
  changes: CatalogueChanges;
  /** How much JSON to keep, in megabytes; 0 turns the cache off. */
  maxMegabytes: number;
  /** Told whether each catalogue read was served from the cache. */
  onLookup?: (outcome: 'hit' | 'miss' | 'bypass') => void;
  /**
   * When an answer computed at `now` (epoch ms) may change with nobody writing, the time having
   * come for a product's offer to start or end; Infinity when it may not. Default: never.
   */
  expiresAfter?: (now: number) => number;
}

/**
 * Answers repeated catalogue reads from memory: whole GraphQL answers of `products`, `product`
 * and `searchProducts`, keyed by document, operation and variables, and valid for one catalogue
 * epoch (see CatalogueChanges). A change of a product or review row forgets everything: such
 * changes are rare next to reads, and a finer scheme would have to know which answers a write can
 * touch (a new price moves products between pages).
 *
 * Stock is different: every order changes it, and it changes no listing's membership or order,
 * only the stock figures of the products shown. So each answer remembers the products it shows
 * (the catalogue service notes them as it reads them), and a change of a product's stock forgets
 * just the answers showing that product, on every instance. A sold-out size is never served as
 * available: the answer that showed it in stock is gone before any read that follows the sale.
 *
 * Time alone changes one thing: a product's offers start and end at given instants. An answer is
 * kept only until the next such instant after it began (`expiresAfter`).
 *
 * Only answers without errors are kept. An answer computed while the epoch moved, or while the
 * stock of a product it shows changed, is not kept, since it may have read what was before.
 */
export class CatalogueCache {
  private readonly cache: LRUCache<string, Remembered>;
  /** The JSON of each remembered answer's `data`, made once when it is kept rather than per hit. */
  private readonly dataJson = new WeakMap<object, string>();
  private readonly enabled: boolean;
  /** The keys of the remembered answers showing each product. */
  private readonly keysByProduct = new KeysByProduct();
  /** When each product's stock last changed (CatalogueChanges' stock sequence), since the epoch began. */
  private readonly stockChangedAt = new Map<string, number>();

  constructor(private readonly options: CatalogueCacheOptions) {
    this.enabled = options.maxMegabytes > 0;
    this.cache = new LRUCache<string, Remembered>({
      maxSize: Math.max(1, options.maxMegabytes) * 1024 * 1024,
      ttl: MAX_AGE_MS,
      dispose: (remembered, key) => this.keysByProduct.remove(key, remembered.products),
    });
    options.changes.onChange(() => {
      this.cache.clear();
      this.keysByProduct.clear();
      // An answer begun before the epoch moved is never kept, so older stock changes no longer matter.
      this.stockChangedAt.clear();
    });
    options.changes.onStockChange((productId, sequence) => {
      this.stockChangedAt.set(productId, sequence);
      for (const key of this.keysByProduct.showing(productId)) this.cache.delete(key);
    });
  }


  /** Whether the stock of any of the products changed after the stock sequence `since`. */
  private stockChangedSince(products: Iterable<string>, since: number): boolean {
    for (const productId of products) if ((this.stockChangedAt.get(productId) ?? 0) > since) return true;
    return false;
  }

  plugin(): ApolloServerPlugin<RequestContext> {
    const { changes, onLookup } = this.options;
    const expiresAfter = this.options.expiresAfter ?? (() => Infinity);
    const cache = this.cache;
    const enabled = this.enabled;
    const dataJson = this.dataJson;
    const stockChangedSince = (products: Iterable<string>, since: number) => this.stockChangedSince(products, since);
    const index = (key: string, products: readonly string[]) => this.keysByProduct.add(key, products);
    return {
      async requestDidStart() {
        let key: string | null = null;
        let epochAtStart: number | null = null;
        let stockAtStart = 0;
        let startedAt = 0;
        return {
          async responseForOperation({ operation, queryHash, request, contextValue }): Promise<GraphQLResponse | null> {
            if (!enabled || !isCatalogueRead(operation)) return null;
            // Every change committed before this request was sent counts, wherever it was made.
            epochAtStart = (await changes.caughtUp()) ? changes.epoch() : null;
            stockAtStart = changes.stockSequence();
            startedAt = Date.now();
            if (epochAtStart === null) {
              onLookup?.('bypass');
              return null;
            }
            key = `${queryHash}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`;
            const remembered = cache.get(key);
            if (remembered?.epoch !== epochAtStart || startedAt >= remembered.expiresAt) {
              onLookup?.('miss');
              return null;
            }
            onLookup?.('hit');
            // The products it shows, as a computed answer notes them: a storefront page made from it
            // is kept for as long as their stock stays (storefront/page-cache.ts).
            for (const productId of remembered.products) contextValue.shownProducts.add(productId);
            // Served, not computed: nothing to keep (and keeping it again would renew its age).
            key = null;
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { ...remembered.result } } };
          },

          async willSendResponse({ response, contextValue }) {
            if (key === null || epochAtStart === null || response.body.kind !== 'single') return;
            const { singleResult } = response.body;
            if (singleResult.errors?.length || !singleResult.data || (response.http.status ?? 200) !== 200) return;
            if (changes.epoch() !== epochAtStart) return;
            const products = [...contextValue.shownProducts];
            if (stockChangedSince(products, stockAtStart)) return;
            const json = JSON.stringify(singleResult.data);
            dataJson.set(singleResult.data, json);
            // Sized by its JSON's length in UTF-16 code units: close enough to the memory it holds.
            const expiresAt = expiresAfter(startedAt);
            cache.set(key, { epoch: epochAtStart, result: { ...singleResult }, products, expiresAt }, { size: key.length + json.length + products.length * 40 });
            index(key, products);
          },
        };
      },
    };
  }

  /**
   * Apollo's `stringifyResult`, byte for byte what its default writes (`JSON.stringify` of errors,
   * data and extensions in that order, then a newline), with a remembered answer's `data` written
   * from the JSON made when it was kept: a listing's 20 kB are not serialised again per hit.
   */
  readonly stringifyResult = (value: FormattedExecutionResult): string => {
    const json = value.errors === undefined && value.data ? this.dataJson.get(value.data) : undefined;
    if (json === undefined) return `${JSON.stringify(value)}\n`;
    const extensions = value.extensions === undefined ? '' : `,"extensions":${JSON.stringify(value.extensions)}`;
    return `{"data":${json}${extensions}}\n`;
  };
}
