import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import { isCatalogueRead } from '../graphql/catalogue-reads.js';
import type { CatalogueChanges } from './catalogue-changes.js';

/** A safety net, not the invalidation: every change is announced; an answer also ages out. */
const MAX_AGE_MS = 60_000;

interface Remembered {
  epoch: number;
  result: FormattedExecutionResult;
}

export interface CatalogueCacheOptions {
  changes: CatalogueChanges;
  /** How much JSON to keep, in megabytes; 0 turns the cache off. */
  maxMegabytes: number;
  /** Told whether each catalogue read was served from the cache. */
  onLookup?: (outcome: 'hit' | 'miss' | 'bypass') => void;
}

/**
 * Answers repeated catalogue reads from memory: whole GraphQL answers of `products`, `product`
 * and `searchProducts`, keyed by document, operation and variables, and valid for one catalogue
 * epoch (see CatalogueChanges). A change anywhere in the catalogue forgets everything: changes are
 * rare next to reads, and a finer scheme would have to know which answers a write can touch.
 *
 * Only answers without errors are kept. An answer computed while the epoch moved is not kept, since
 * it may have read the catalogue from before the change.
 */
export class CatalogueCache {
  private readonly cache: LRUCache<string, Remembered>;
  /** The JSON of each remembered answer's `data`, made once when it is kept rather than per hit. */
  private readonly dataJson = new WeakMap<object, string>();
  private readonly enabled: boolean;

  constructor(private readonly options: CatalogueCacheOptions) {
    this.enabled = options.maxMegabytes > 0;
    this.cache = new LRUCache<string, Remembered>({ maxSize: Math.max(1, options.maxMegabytes) * 1024 * 1024, ttl: MAX_AGE_MS });
    options.changes.onChange(() => this.cache.clear());
  }

  plugin(): ApolloServerPlugin {
    const { changes, onLookup } = this.options;
    const cache = this.cache;
    const enabled = this.enabled;
    const dataJson = this.dataJson;
    return {
      async requestDidStart() {
        let key: string | null = null;
        let epochAtStart: number | null = null;
        return {
          async responseForOperation({ operation, queryHash, request }): Promise<GraphQLResponse | null> {
            if (!enabled || !isCatalogueRead(operation)) return null;
            // Every change committed before this request was sent counts, wherever it was made.
            epochAtStart = (await changes.caughtUp()) ? changes.epoch() : null;
            if (epochAtStart === null) {
              onLookup?.('bypass');
              return null;
            }
            key = `${queryHash}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`;
            const remembered = cache.get(key);
            if (remembered?.epoch !== epochAtStart) {
              onLookup?.('miss');
              return null;
            }
            onLookup?.('hit');
            // Served, not computed: nothing to keep (and keeping it again would renew its age).
            key = null;
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { ...remembered.result } } };
          },

          async willSendResponse({ response }) {
            if (key === null || epochAtStart === null || response.body.kind !== 'single') return;
            const { singleResult } = response.body;
            if (singleResult.errors?.length || !singleResult.data || (response.http.status ?? 200) !== 200) return;
            if (changes.epoch() !== epochAtStart) return;
            const json = JSON.stringify(singleResult.data);
            dataJson.set(singleResult.data, json);
            // Sized by its JSON's length in UTF-16 code units: close enough to the memory it holds.
            cache.set(key, { epoch: epochAtStart, result: { ...singleResult } }, { size: key.length + json.length });
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
