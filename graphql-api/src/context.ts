import { isIP } from 'node:net';
import type DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestContextOf } from './modules/ops/request-context.js';
import { credentialsFromRequest } from './modules/auth/session-cookie.js';
import { SIGNED_OUT, type AccountRead, type SignedOutReason, type TokenCheck, type Viewer } from './modules/auth/tokens.js';
import type { LoaderFactory, RequestScope, ServerDeps } from './request-scope.js';
import { createServices, type Services } from './services.js';
import { Access, assertAccess } from './shared/auth-directive.js';

export type { AppDeps, LoaderFactory, RequestScope, ServerDeps } from './request-scope.js';

export interface RequestContext extends RequestScope {
  services: Services;
  req: Request;
  res: Response;
}

export function createRequestScope(deps: ServerDeps, req: Request): RequestScope {
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
    readonly deps: ServerDeps,
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
    return this.startReadingSession(null).reading;
  }

  async readSessionWith<T>(also: AccountRead<T>): Promise<T | null> {
    const { reading, alsoRead } = this.startReadingSession(also);
    await reading;
    return alsoRead ?? null;
  }

  /** Reads the session, once per request; `alsoRead` is what `also` read, when this call began the reading. */
  private startReadingSession<T>(also: AccountRead<T> | null): { reading: Promise<void>; alsoRead?: Promise<T | null> } {
    const { session, req, deps, em } = this;
    if (session.reading) return { reading: session.reading };
    const alsoRead = (async (): Promise<T | null> => {
      const credentials = credentialsFromRequest(req);
      if (!credentials) return null;
      if ('malformedHeader' in credentials) {
        session.check = { viewer: null, signedOutBecause: 'malformed_header' };
        return null;
      }
      const verified = await deps.tokens.verifyWith(credentials.token, em, also);
      session.check = verified.check;
      return verified.also;
    })();
    session.reading = alsoRead.then(() => undefined);
    return { reading: session.reading, alsoRead };
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

export function createRequestContext(deps: ServerDeps, req: Request, res: Response): RequestContext {
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
