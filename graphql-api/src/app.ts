import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createRequestContext, type RequestContext } from './context.js';
import type { AppDeps, ServerDeps } from './request-scope.js';
import { EventBus } from './modules/events/event-bus.js';
import { EXPLORER_ASSETS_PATH, explorerRouter } from './modules/graphql/explorer.js';
import { compiledExecution } from './modules/graphql/compiled-execution.js';
import { sessionPlugin } from './modules/auth/session-plugin.js';
import { CatalogueCache } from './modules/catalogue-cache/catalogue-cache.js';
import { CatalogueChanges } from './modules/catalogue-cache/catalogue-changes.js';
import { ProductOffers } from './modules/catalog/product-offers.js';
import { badUserInputStatusPlugin, maskErrors } from './modules/graphql/graphql-errors.js';
import { costOnEveryRefusal, documentNestingGuard, MAX_DOCUMENT_TOKENS, queryLimitsPlugin, variablesNestingGuard } from './modules/graphql/query-limits.js';
import { operationResolutionPlugin } from './modules/graphql/operation-resolution.js';
import { textGuardPlugin } from './modules/graphql/text-guard.js';
import { MEDIA_URL_PREFIX } from './modules/media/media-storage.js';
import { Metrics, METRICS_PATH } from './modules/ops/metrics.js';
import { READINESS_PATH, readinessCheck } from './modules/ops/readiness.js';
import { requestContext, requestLogger } from './modules/ops/request-context.js';
import { mediaHeaders, securityHeaders } from './modules/security/security-headers.js';
import { createDevStorefront, type DevStorefront } from './modules/storefront/dev-storefront.js';
import { storefrontPage, type StorefrontPageOptions } from './modules/storefront/storefront-page.js';
import { loadStorefrontRenderer, type RenderPage } from './modules/storefront/storefront-renderer.js';
import { orderEmailAttachments, taxDocumentAttachment } from './modules/invoices/document-files.js';
import { DOCUMENTS_PATH, documentsRouter } from './modules/invoices/documents.http.js';
import { readViewerVersion } from './modules/storefront/viewer-version.js';
import { EmailSender } from './modules/mail/email-sender.js';
import { subscribeOrderEmails } from './modules/mail/order-email-subscriber.js';
import { expireCheckout } from './modules/orders/checkout-expiry.js';
import { OutboxWorker } from './modules/outbox/outbox-worker.js';
import { paymentProviderFor } from './modules/payments/configured-payment-provider.js';
import { subscribeWebhooks } from './modules/webhooks/webhook-subscriber.js';
import { WebhookWorker } from './modules/webhooks/webhook-worker.js';
import { restRouter } from './rest/router.js';
import { REST_ROUTES } from './rest/routes.js';
import { graphqlSchema } from './schema.js';
import { REPO_ROOT } from './config.js';

export const GRAPHQL_PATH = '/graphql';
/** Paths the storefront's history fallback must leave alone. */
const SERVER_PATHS = [GRAPHQL_PATH, EXPLORER_ASSETS_PATH, '/api', DOCUMENTS_PATH, MEDIA_URL_PREFIX, '/healthz', READINESS_PATH, METRICS_PATH];
const GRAPHQL_BODY_LIMIT = '100kb';

export interface App {
  app: Express;
  /** Sends the outbox's e-mails and runs its due jobs; main stops it first on shutdown, waiting for a send in progress. */
  outbox: OutboxWorker;
  /** Sends the outbox's webhook deliveries; main stops it beside `outbox`. */
  webhooks: WebhookWorker;
  /** Where order, catalogue and stock changes are published, with the app's subscribers on it. */
  events: EventBus;
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
  // Subscribers (e-mail, webhooks) are wired onto the bus here, the one place that knows them all.
  // Catalogue answers are cached per instance and forgotten on every instance when PostgreSQL
  // announces a change to the catalogue; the products' offers are kept in memory the same way.
  const catalogueChanges = new CatalogueChanges(given.orm.config.get('clientUrl')!, given.logger);
  const deps: ServerDeps & { mediaRoot: string } = {
    ...given,
    metrics,
    events: given.events ?? storeEvents(given),
    offers: new ProductOffers(given.orm, catalogueChanges),
  };
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

  // Started even with the caches off: the products' offers are kept in memory by what it hears,
  // and kept storefront pages are valid for an epoch too (storefront/page-cache.ts).
  await catalogueChanges.start();
  const catalogueCache = new CatalogueCache({
    changes: catalogueChanges,
    maxMegabytes: deps.config.catalogueCacheMegabytes,
    onLookup: (outcome) => metrics.catalogueCacheLookup(outcome),
    // An answer showing offers holds only until the next offer starts or ends.
    expiresAfter: (now) => deps.offers.nextChangeAfter(now),
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
      operationResolutionPlugin(),
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
  // Before the explorer, whose router would answer a preflight itself (204, Allow: GET, HEAD).
  app.use(GRAPHQL_PATH, costOnEveryRefusal(), corsFor(deps.config.corsOrigins, 'graphql'));
  app.use(explorerRouter(GRAPHQL_PATH));
  app.use(
    GRAPHQL_PATH,
    noStore,
    cookieParser(),
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    documentNestingGuard(),
    variablesNestingGuard(),
    expressMiddleware(apollo, { context: async ({ req, res }) => createRequestContext(deps, req, res) }),
  );

  app.use('/api', restRouter(deps, REST_ROUTES, corsFor(deps.config.corsOrigins, 'rest')));
  // Tax documents' PDFs and the GSTR-1 files: downloads, signed in by the session cookie or a token
  // (a third-party frontend on a CORS_ORIGINS origin fetches them with its token, as it calls /api).
  app.use(DOCUMENTS_PATH, corsFor(deps.config.corsOrigins, 'rest'), documentsRouter(deps));
  // The storefront's pages ask the same Apollo Server, in-process, as the page's caller: the same
  // plugins (session, limits, catalogue cache, metrics), with no HTTP round trip to itself.
  const executorFor: StorefrontPageOptions['executorFor'] = (req, res) => {
    const contextValue = createRequestContext(deps, req, res);
    return {
      execute: async (operation) => {
        const response = await apollo.executeOperation(operation, { contextValue });
        if (response.body.kind !== 'single') throw new Error('The storefront asked for an incrementally delivered result');
        return response.body.singleResult;
      },
      shownProducts: contextValue.shownProducts,
      viewerVersion: () => readViewerVersion(contextValue),
    };
  };
  // `npm run dev` (STOREFRONT_DEV=true): the same pages, rendered from the frontend's source.
  const devStorefront = deps.config.storefrontDev ? await createDevStorefront(path.join(REPO_ROOT, 'frontend')) : null;
  app.use(
    cookieParser(),
    devStorefront
      ? devFrontend(deps, devStorefront, executorFor, catalogueChanges)
      : frontend(deps, await loadStorefrontRenderer(deps.config.frontendDist), executorFor, catalogueChanges),
  );
  app.use(notFound);
  app.use(errorHandler(deps));

  const outbox = startOutbox(deps);
  await outbox.start();
  const webhooks = new WebhookWorker({ orm: deps.orm, config: deps.config, logger: deps.logger });
  await webhooks.start();
  return {
    app,
    outbox,
    webhooks,
    events: deps.events,
    stop: async () => {
      await Promise.all([outbox.stop(deps.config.shutdownTimeoutMs), webhooks.stop(deps.config.shutdownTimeoutMs)]);
      await apollo.stop();
      await catalogueChanges.stop();
      await devStorefront?.close();
    },
    beginDraining: () => {
      draining = true;
    },
  };
}

/** The store's event bus with its subscribers: the shopper's e-mails about her orders. */
function storeEvents(deps: AppDeps): EventBus {
  const bus = new EventBus();
  subscribeOrderEmails(bus, deps.config, orderEmailAttachments);
  subscribeWebhooks(bus);
  return bus;
}

/** The outbox worker of this instance: e-mail over SMTP when SMTP_URL is set, due jobs always. */
function startOutbox(deps: ServerDeps): OutboxWorker {
  const { config } = deps;
  return new OutboxWorker({
    orm: deps.orm,
    config,
    logger: deps.logger,
    // The dispatch e-mail's invoice is rendered here, when it is sent, not in the dispatch transaction.
    sender: config.smtpUrl ? new EmailSender({ ...config, smtpUrl: config.smtpUrl }, { TAX_DOCUMENT: taxDocumentAttachment }) : null,
    jobs: {
      EXPIRE_CHECKOUT: (em, orderId) => expireCheckout(em, orderId, { providerFor: (method) => paymentProviderFor(method, config), bus: deps.events }),
    },
  });
}

function healthCheck(deps: ServerDeps): RequestHandler {
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

/**
 * GraphQL answers may carry a shopper's data (a GET signed in by cookie included), and catalogue
 * answers change the moment an admin edits: no cache between client and server may keep them.
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

export const CORS_ALLOWED_HEADERS = 'Content-Type, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name, X-Request-Id, X-Idempotency-Key';
export const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';

/**
 * Same-origin requests need no CORS; other origins only when configured (CORS_ORIGINS). A
 * preflight from any other origin is refused with 403 and a body that says why, so that nobody
 * reads a bare answer without CORS headers as "this method is not allowed".
 */
function corsFor(allowedOrigins: readonly string[], face: 'graphql' | 'rest'): RequestHandler {
  const allowAny = allowedOrigins.includes('*');
  return (req, res, next) => {
    const origin = req.headers.origin;
    const allowed = origin !== undefined && (allowAny || allowedOrigins.includes(origin));
    if (origin !== undefined && !allowAny) res.vary('Origin');
    if (allowed) {
      res.set('Access-Control-Allow-Origin', allowAny ? '*' : origin);
      // Cookies go with a listed origin only: browsers refuse credentials beside `*` anyway.
      if (!allowAny) res.set('Access-Control-Allow-Credentials', 'true');
      res.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
      res.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
      res.set('Access-Control-Expose-Headers', 'X-Request-Id');
      res.set('Access-Control-Max-Age', '600');
    }
    if (req.method !== 'OPTIONS') return next();
    const isPreflight = origin !== undefined && req.headers['access-control-request-method'] !== undefined;
    if (!isPreflight || allowed) {
      res.sendStatus(204);
      return;
    }
    const message = `The origin ${origin.slice(0, 200)} may not call this API from a browser: only the origins in the store's CORS_ORIGINS setting may`;
    res.set('Cache-Control', 'no-store');
    if (face === 'graphql') res.status(403).json({ errors: [{ message, extensions: { code: 'ORIGIN_NOT_ALLOWED' } }] });
    else res.status(403).json({ success: false, message });
  };
}

/**
 * The built storefront: its assets, and every other path as a page of the app (rendered on the
 * server for shoppers, modules/storefront/storefront-page.ts). Vite writes a Brotli and a gzip
 * copy beside every asset at build time; the best one the browser accepts is sent, with no
 * compression work per request. Hashed assets are cached for a year, immutable.
 */
function frontend(
  deps: ServerDeps,
  render: RenderPage | null,
  executorFor: StorefrontPageOptions['executorFor'],
  catalogueChanges: CatalogueChanges,
): RequestHandler {
  const dist = deps.config.frontendDist;
  const indexHtml = path.join(dist, 'index.html');
  const page = storefrontPage({
    indexHtmlPath: indexHtml,
    config: deps.config,
    logger: deps.logger,
    render,
    executorFor,
    catalogueChanges,
    offersChangeAfter: (now) => deps.offers.nextChangeAfter(now),
  });
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
    // Every asset's name has an extension; any other path is a route of the single-page app, and
    // is not looked for on the disk first.
    if (path.extname(req.path)) assets(req, res, next);
    else page(req, res, next);
  };
}

/**
 * The storefront from its source (`npm run dev`): Vite's dev server answers for modules, styles
 * and hot reload, and every other path is a page rendered on the server as in production, from
 * the source as it stands. No page is kept: an edit must show on the next request.
 */
function devFrontend(
  deps: ServerDeps,
  dev: DevStorefront,
  executorFor: StorefrontPageOptions['executorFor'],
  catalogueChanges: CatalogueChanges,
): RequestHandler {
  const page = storefrontPage({
    indexHtmlPath: path.join(REPO_ROOT, 'frontend', 'index.html'),
    template: (req) => dev.template(req.originalUrl),
    // Every page rendered afresh: an edit shows on the next load.
    config: { ...deps.config, pageCacheMegabytes: 0 },
    logger: deps.logger,
    render: dev.render,
    executorFor,
    catalogueChanges,
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (SERVER_PATHS.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) return next();
    dev.middleware(req, res, () => {
      page(req, res, next);
    });
  };
}

const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ success: false, message: `No route for ${req.method} ${req.path}` });
};

/** What a client is told of a request refused before it reached any handler (body-parser's and static files' errors). */
function clientErrorMessage(status: number, type: unknown): string {
  if (status === 413) return 'Request body is too large';
  if (type === 'entity.parse.failed') return 'Malformed JSON body';
  if (type === 'charset.unsupported') return 'Unsupported charset: send the body as UTF-8 JSON';
  if (type === 'encoding.unsupported') return 'Unsupported Content-Encoding: send the body uncompressed, or compressed with gzip, deflate or br';
  if (status === 404) return 'Not found';
  return 'Bad request';
}

/** Body-parser and static-file failures become clean JSON answers; anything else is masked. */
function errorHandler(deps: ServerDeps): ErrorRequestHandler {
  return (error: { status?: unknown; statusCode?: unknown; type?: unknown }, req, res, _next) => {
    const status = Number(error.status ?? error.statusCode);
    if (status >= 400 && status < 500) {
      const message = clientErrorMessage(status, error.type);
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
