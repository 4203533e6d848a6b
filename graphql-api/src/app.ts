import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createRequestContext, type AppDeps, type RequestContext } from './context.js';
import { EXPLORER_ASSETS_PATH, explorerRouter } from './modules/graphql/explorer.js';
import { compiledExecution } from './modules/graphql/compiled-execution.js';
import { sessionPlugin } from './modules/auth/session-plugin.js';
import { CatalogueCache } from './modules/catalogue-cache/catalogue-cache.js';
import { CatalogueChanges } from './modules/catalogue-cache/catalogue-changes.js';
import { badUserInputStatusPlugin, maskErrors } from './modules/graphql/graphql-errors.js';
import { documentNestingGuard, MAX_DOCUMENT_TOKENS, queryLimitsPlugin } from './modules/graphql/query-limits.js';
import { textGuardPlugin } from './modules/graphql/text-guard.js';
import { MEDIA_URL_PREFIX } from './modules/media/media-storage.js';
import { Metrics, METRICS_PATH } from './modules/ops/metrics.js';
import { READINESS_PATH, readinessCheck } from './modules/ops/readiness.js';
import { requestContext, requestLogger } from './modules/ops/request-context.js';
import { mediaHeaders, securityHeaders } from './modules/security/security-headers.js';
import { storefrontPage } from './modules/storefront/storefront-page.js';
import { loadStorefrontRenderer, type ExecuteOperation, type RenderPage } from './modules/storefront/storefront-renderer.js';
import { restRouter } from './rest/router.js';
import { REST_ROUTES } from './rest/routes.js';
import { graphqlSchema } from './schema.js';

export const GRAPHQL_PATH = '/graphql';
/** Paths the storefront's history fallback must leave alone. */
const SERVER_PATHS = [GRAPHQL_PATH, EXPLORER_ASSETS_PATH, '/api', MEDIA_URL_PREFIX, '/healthz', READINESS_PATH, METRICS_PATH];
const GRAPHQL_BODY_LIMIT = '100kb';

export interface App {
  app: Express;
  stop(): Promise<void>;
  /** Shutdown began: /readyz answers 503 and answers close their connection, so traffic moves elsewhere. */
  beginDraining(): void;
}

/**
 * One Express app: GraphQL, REST, media, health, metrics and the built frontend, on one origin.
 * `mediaRoot` is the local folder served at /media, where the default media storage writes.
 */
export async function createApp(given: AppDeps & { mediaRoot: string }): Promise<App> {
  const metrics = given.metrics ?? new Metrics({ orm: given.orm });
  const deps = { ...given, metrics };
  let draining = false;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);

  // First, so that every later step (and every log line and error body) has the request id.
  app.use(requestContext(deps.logger));
  // Every answer, errors included, gets the baseline headers; HTML pages set their own CSP.
  app.use(securityHeaders(deps.config));
  app.use(metrics.httpMiddleware());
  app.use((_req, res, next) => {
    if (draining) res.set('Connection', 'close');
    next();
  });

  // GraphQL and REST answers (a listing is tens of kilobytes of JSON) go out gzipped to clients
  // that accept it; the storefront's assets are compressed at build time and skipped here.
  app.use(compression());
  app.get('/healthz', healthCheck(deps));
  app.get(READINESS_PATH, readinessCheck({ ...deps, accepting: () => !draining }));
  app.get(METRICS_PATH, metrics.endpoint(deps.config.metricsToken));
  app.use(MEDIA_URL_PREFIX, mediaHeaders, express.static(deps.mediaRoot, { immutable: true, maxAge: '365d', index: false, fallthrough: false }));

  // Catalogue answers are cached per instance and forgotten on every instance when PostgreSQL
  // announces a change to the catalogue.
  const catalogueChanges = new CatalogueChanges(deps.orm.config.get('clientUrl')!, deps.logger);
  if (deps.config.catalogueCacheMegabytes > 0) await catalogueChanges.start();
  const catalogueCache = new CatalogueCache({
    changes: catalogueChanges,
    maxMegabytes: deps.config.catalogueCacheMegabytes,
    onLookup: (outcome) => metrics.catalogueCacheLookup(outcome),
  });

  const schema = await graphqlSchema();
  const apollo = new ApolloServer<RequestContext>({
    // Main owns shutdown. Outside NODE_ENV=test Apollo would also stop itself on SIGINT/SIGTERM
    // and then send the signal again, racing main's drain (a second "shutting down", then a hang).
    stopOnTerminationSignals: false,
    ...(deps.config.compiledCatalogueQueries ? { gateway: compiledExecution(schema, (outcome) => metrics.compiledExecution(outcome)) } : { schema }),
    // The schema is the public documentation of the API for third-party frontends.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Refused as GRAPHQL_PARSE_FAILED before anything else is done with it.
    parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
    formatError: maskErrors(deps.logger),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Cache hints are unused, and the plugin wraps every field resolver to collect them.
      ApolloServerPluginCacheControlDisabled(),
      sessionPlugin(),
      textGuardPlugin(),
      queryLimitsPlugin(),
      badUserInputStatusPlugin(),
      metrics.apolloPlugin(),
      // Last, so that what it keeps is the answer as the other plugins leave it (extensions.cost).
      catalogueCache.plugin(),
    ],
    stringifyResult: catalogueCache.stringifyResult,
  });
  await apollo.start();
  app.use(explorerRouter(GRAPHQL_PATH));
  app.use(
    GRAPHQL_PATH,
    corsFor(deps.config.corsOrigins),
    cookieParser(),
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    documentNestingGuard(),
    expressMiddleware(apollo, { context: async ({ req, res }) => createRequestContext(deps, req, res) }),
  );

  app.use('/api', restRouter(deps, REST_ROUTES, corsFor(deps.config.corsOrigins)));
  // The storefront's pages ask the same Apollo Server, in-process, as the page's caller: the same
  // plugins (session, limits, catalogue cache, metrics), with no HTTP round trip to itself.
  const executorFor = (req: Request, res: Response): ExecuteOperation => {
    const contextValue = createRequestContext(deps, req, res);
    return async (operation) => {
      const response = await apollo.executeOperation(operation, { contextValue });
      if (response.body.kind !== 'single') throw new Error('The storefront asked for an incrementally delivered result');
      return response.body.singleResult;
    };
  };
  app.use(cookieParser(), frontend(deps, await loadStorefrontRenderer(deps.config.frontendDist), executorFor));
  app.use(notFound);
  app.use(errorHandler(deps));
  return {
    app,
    stop: async () => {
      await apollo.stop();
      await catalogueChanges.stop();
    },
    beginDraining: () => {
      draining = true;
    },
  };
}

function healthCheck(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await deps.orm.em.getConnection().execute('select 1');
      res.json({ status: 'ok', database: 'up' });
    } catch (error) {
      requestLogger(deps.logger).warn({ err: error }, 'health check: database unreachable');
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  };
}

/** Same-origin requests need no CORS; other origins only when configured (CORS_ORIGINS). */
function corsFor(allowedOrigins: readonly string[]): RequestHandler {
  const allowAny = allowedOrigins.includes('*');
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && (allowAny || allowedOrigins.includes(origin))) {
      res.set('Access-Control-Allow-Origin', allowAny ? '*' : origin);
      res.vary('Origin');
      if (!allowAny) res.set('Access-Control-Allow-Credentials', 'true');
      res.set('Access-Control-Allow-Headers', 'Content-Type, Authorization, Apollo-Require-Preflight, X-Idempotency-Key');
      res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      res.set('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.sendStatus(204);
      return;
    }
    next();
  };
}

/**
 * The built storefront: its assets, and every other path as a page of the app (rendered on the
 * server for shoppers, modules/storefront/storefront-page.ts). Vite writes a Brotli and a gzip
 * copy beside every asset at build time; the best one the browser accepts is sent, with no
 * compression work per request. Hashed assets are cached for a year, immutable.
 */
function frontend(
  deps: AppDeps,
  render: RenderPage | null,
  executorFor: (req: Request, res: Response) => ExecuteOperation,
): RequestHandler {
  const dist = deps.config.frontendDist;
  const indexHtml = path.join(dist, 'index.html');
  const page = storefrontPage({ indexHtmlPath: indexHtml, config: deps.config, logger: deps.logger, render, executorFor });
  const assets = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      setHeaders: (res, file) => {
        // Vite puts a content hash in every asset name under assets/.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    },
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (SERVER_PATHS.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text').send('The storefront is not built. Run `npm run build` (or `npm start`, which builds it).');
      return;
    }
    // The template itself (or a precompressed copy of an older build) is never sent as a file:
    // its nonce placeholder would be a nonce anyone knows.
    if (req.path.startsWith('/index.html')) return page(req, res, next);
    assets(req, res, () => {
      if (path.extname(req.path)) return next();
      // Any other path is a route of the single-page app.
      page(req, res, next);
    });
  };
}

const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, message: `No route for ${req.method} ${req.path}` });
};

/** Body-parser and static-file failures become clean JSON answers; anything else is masked. */
function errorHandler(deps: AppDeps): ErrorRequestHandler {
  return (error: { status?: unknown; statusCode?: unknown; type?: unknown }, req, res, _next) => {
    const status = Number(error.status ?? error.statusCode);
    if (status >= 400 && status < 500) {
      const message =
        status === 413 ? 'Request body is too large' : error.type === 'entity.parse.failed' ? 'Malformed JSON body' : status === 404 ? 'Not found' : 'Bad request';
      // A GraphQL client reads `errors`, whatever went wrong before GraphQL saw the request.
      if (req.originalUrl.split('?')[0] === GRAPHQL_PATH) {
        const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
        res.status(status).json({ errors: [{ message, extensions: { code } }] });
        return;
      }
      res.status(status).json({ success: false, message });
      return;
    }
    requestLogger(deps.logger).error({ err: error }, 'unexpected error in an HTTP request');
    res.status(500).json({ success: false, message: 'Internal server error' });
  };
}
