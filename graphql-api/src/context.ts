import { isIP } from 'node:net';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { MediaStorage } from './modules/media/media-storage.js';
import type { Metrics } from './modules/ops/metrics.js';
import { requestContextOf } from './modules/ops/request-context.js';
import { tokenFromRequest } from './modules/auth/session-cookie.js';
import { SIGNED_OUT, type TokenIssuer, type Viewer } from './modules/auth/tokens.js';
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
  /** Who is calling, from the token only; null when signed out. */
  viewer: Viewer | null;
  /** The caller sent a token of ours that has expired: signed out, but told so where sign-in is needed. */
  sessionExpired: boolean;
  /** The caller's address, for throttling. */
  clientIp: string;
  /** Session cookies are Secure in production, where the store is served over HTTPS. */
  secureCookies: boolean;
  deps: AppDeps;
  /** The app's logger with this request's id bound: every line it writes can be found by that id. */
  logger: Logger;
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

export async function createRequestScope(deps: AppDeps, req: Request): Promise<RequestScope> {
  const em = deps.orm.em.fork();
  const token = tokenFromRequest(req);
  const { viewer, expired } = token ? await deps.tokens.verify(token, em) : SIGNED_OUT;
  const loaders = new Map<LoaderFactory<unknown, unknown>, DataLoader<unknown, unknown>>();
  return {
    em,
    viewer,
    sessionExpired: expired,
    clientIp: clientAddressOf(req),
    secureCookies: deps.config.nodeEnv === 'production',
    deps,
    logger: (req.res ? requestContextOf(req.res)?.logger : undefined) ?? deps.logger,
    requireViewer(access: Access = Access.SIGNED_IN): Viewer {
      assertAccess(viewer, access, expired);
      return viewer;
    },
    loader<K, V>(factory: LoaderFactory<K, V>): DataLoader<K, V> {
      let loader = loaders.get(factory as LoaderFactory<unknown, unknown>);
      if (!loader) {
        loader = factory(em) as DataLoader<unknown, unknown>;
        loaders.set(factory as LoaderFactory<unknown, unknown>, loader);
      }
      return loader as DataLoader<K, V>;
    },
  };
}

export async function createRequestContext(deps: AppDeps, req: Request, res: Response): Promise<RequestContext> {
  const scope = await createRequestScope(deps, req);
  return { ...scope, services: createServices(scope), req, res };
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
