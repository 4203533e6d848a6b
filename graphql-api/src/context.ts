import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { AuthService } from './modules/auth/auth.service.js';
import { tokenFromRequest } from './modules/auth/session-cookie.js';
import type { TokenIssuer, Viewer } from './modules/auth/tokens.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { FeatureImagesService } from './modules/feature-images/feature-images.service.js';

/** What lives for the whole process. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  tokens: TokenIssuer;
  logger: Logger;
}

/** The services of one request, all sharing the request's EntityManager fork. */
export interface Services {
  auth: AuthService;
  catalog: CatalogService;
  featureImages: FeatureImagesService;
}

export interface RequestContext {
  /** This request's own identity map and unit of work. */
  em: EntityManager;
  viewer: Viewer | null;
  services: Services;
  req: Request;
  res: Response;
  secureCookies: boolean;
}

export async function createRequestContext(deps: AppDeps, req: Request, res: Response): Promise<RequestContext> {
  const em = deps.orm.em.fork();
  const token = tokenFromRequest(req);
  const viewer = token ? await deps.tokens.verify(token) : null;
  return {
    em,
    viewer,
    services: {
      auth: new AuthService(em, deps.tokens),
      catalog: new CatalogService(em),
      featureImages: new FeatureImagesService(em),
    },
    req,
    res,
    secureCookies: deps.config.nodeEnv === 'production',
  };
}
