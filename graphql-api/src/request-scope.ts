import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { AccountRead, SignedOutReason, TokenIssuer, Viewer } from './modules/auth/tokens.js';
import type { ProductOffers } from './modules/catalog/product-offers.js';
import type { EventBus } from './modules/events/event-bus.js';
import type { MediaStorage } from './modules/media/media-storage.js';
import type { Metrics } from './modules/ops/metrics.js';
import type { Access } from './shared/auth-directive.js';

// The request scope's types, apart from the code that builds them (context.ts) and from the
// services: services import this file, and it imports no service and no resolver, so the scope is
// no longer the knot every module's types were tied through.

/** What lives for the whole process. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  tokens: TokenIssuer;
  logger: Logger;
  /** Where uploaded images go: the local folder by default, an object store when one is wired in. */
  media: MediaStorage;
  /** Counters and histograms for /metrics; `createApp` makes one when not given. */
  metrics?: Metrics;
  /** Where order, catalogue and stock changes are published; `createApp` makes one, with its subscribers, when not given. */
  events?: EventBus;
}

/** The process's parts as the app runs with them: every optional part made. */
export interface ServerDeps extends AppDeps {
  metrics: Metrics;
  events: EventBus;
  /** The automatic promotions this instance keeps in memory for the products' offers. */
  offers: ProductOffers;
}

/** Makes one kind of DataLoader for one request. Each module keeps its own in `<area>.loaders.ts`. */
export type LoaderFactory<K, V> = (em: EntityManager) => DataLoader<K, V>;

/** Everything a service needs about the request it serves. Both faces (GraphQL, REST) build it. */
export interface RequestScope {
  /** This request's own identity map and unit of work. */
  em: EntityManager;
  /**
   * Who is calling, from the token only; null when signed out. Read from the token (and checked
   * against revocations, a database read) by `readSession`: null until then.
   */
  readonly viewer: Viewer | null;
  /** The caller sent credentials that did not sign them in for a reason they are told where sign-in is needed. */
  readonly signedOutBecause: SignedOutReason | null;
  /**
   * Reads the caller's token into `viewer` and `signedOutBecause`, once per request; later calls
   * wait for the first. Everything that acts for a caller runs after it: REST before any handler,
   * GraphQL before executing any operation but a catalogue read (session-plugin.ts), whose answer
   * is the same for everyone and so needs no session.
   */
  readSession(): Promise<void>;
  /**
   * `readSession`, with `also` read in the session check's own statement when this call is the one
   * that reads the session; null when signed out, or when the session was read before (ask apart).
   */
  readSessionWith<T>(also: AccountRead<T>): Promise<T | null>;
  /** The caller's address, for throttling. */
  clientIp: string;
  /** Session cookies are Secure in production, where the store is served over HTTPS. */
  secureCookies: boolean;
  deps: ServerDeps;
  /** The app's logger with this request's id bound: every line it writes can be found by that id. */
  logger: Logger;
  /**
   * The products the request's catalogue reads showed, by id: the catalogue cache forgets an
   * answer when the stock of one of them changes.
   */
  readonly shownProducts: Set<string>;
  /** The request's instance of a DataLoader, made on first use, so batches span the request. */
  loader<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V>;
  /**
   * The viewer, or UNAUTHENTICATED / FORBIDDEN. Services check again what the @auth directive
   * checks for GraphQL, because the REST face calls them too.
   */
  requireViewer(access?: Access): Viewer;
}
