import { isIP } from 'node:net';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { MediaStorage } from './modules/media/media-storage.js';
import type { Metrics } from './modules/ops/metrics.js';
import { requestContextOf } from './modules/ops/request-context.js';
import { credentialsFromRequest } from './modules/auth/session-cookie.js';
import { SIGNED_OUT, type SignedOutReason, type TokenCheck, type TokenIssuer, type Viewer } from './modules/auth/tokens.js';
import { createServices, type Services } from './services.js';
import { Access, assertAccess } from './shared/auth-directive.js';

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
  /** The caller's address, for throttling. */
  clientIp: string;
  /** Session cookies are Secure in production, where the store is served over HTTPS. */
  secureCookies: boolean;
  deps: AppDeps;
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

export interface RequestContext extends RequestScope {
  services: Services;
  req: Request;
  res: Response;
}

export function createRequestScope(deps: AppDeps, req: Request): RequestScope {
  return new Scope(deps, req);
}

/**
 * A request's scope. Apollo hands each operation a shallow copy of the context (the same
 * prototype, the same own properties), so whatever `readSession` learns is kept in an object the
 * copies share, and read through getters on the prototype.
 */
class Scope implements RequestScope {
  readonly em: EntityManager;
  readonly clientIp: string;
  readonly secureCookies: boolean;
  readonly logger: Logger;
  readonly shownProducts = new Set<string>();
  // Signed out until the token is read: whatever asks before that is refused, never let in.
  private readonly session: { check: TokenCheck; reading?: Promise<void> } = { check: SIGNED_OUT };
  private readonly loaders = new Map<LoaderFactory<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(
    readonly deps: AppDeps,
    private readonly req: Request,
  ) {
    this.em = deps.orm.em.fork();
    this.clientIp = clientAddressOf(req);
    this.secureCookies = deps.config.nodeEnv === 'production';
    this.logger = (req.res ? requestContextOf(req.res)?.logger : undefined) ?? deps.logger;
  }

  get viewer(): Viewer | null {
    return this.session.check.viewer;
  }

  get signedOutBecause(): SignedOutReason | null {
    return this.session.check.signedOutBecause;
  }

  readSession(): Promise<void> {
    const { session, req, deps, em } = this;
    session.reading ??= (async () => {
      const credentials = credentialsFromRequest(req);
      if (credentials && 'malformedHeader' in credentials) session.check = { viewer: null, signedOutBecause: 'malformed_header' };
      else if (credentials) session.check = await deps.tokens.verify(credentials.token, em);
    })();
    return session.reading;
  }

  requireViewer(access: Access = Access.SIGNED_IN): Viewer {
    const { viewer, signedOutBecause } = this.session.check;
    assertAccess(viewer, access, signedOutBecause);
    return viewer;
  }

  loader<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(factory as LoaderFactory<unknown, unknown>);
    if (!loader) {
      loader = factory(this.em) as DataLoader<unknown, unknown>;
      this.loaders.set(factory as LoaderFactory<unknown, unknown>, loader);
    }
    return loader as DataLoader<K, V>;
  }
}

export function createRequestContext(deps: AppDeps, req: Request, res: Response): RequestContext {
  // The scope itself becomes the context, not a copy of it: the services and the resolvers must
  // see the one session `readSession` fills in (see Scope).
  const scope = createRequestScope(deps, req);
  return Object.assign(scope, { services: createServices(scope), req, res });
}

/**
 * The client's address: what a trusted proxy says in X-Forwarded-For (`req.ip`), but only when it
 * is an IP address. Express passes on whatever text the header's last untrusted entry holds, and
 * the address keys the sign-in throttle, so anything else falls back to the connection's peer.
 */
export function clientAddressOf(req: Request): string {
  if (req.ip && isIP(req.ip)) return req.ip;
  return req.socket.remoteAddress ?? 'unknown';
}
