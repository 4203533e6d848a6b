import { timingSafeEqual } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CompiledExecutionOutcome } from '../graphql/compiled-execution.js';
import type { CancelCause, OrderEvents } from '../orders/order-status.js';

// Prometheus metrics. They reveal business figures (orders, sign-in failures), so /metrics is off
// unless METRICS_TOKEN is set, and then answers only a scraper that sends it as a Bearer token.
// Every label takes values from a small known set: routes are Express's patterns, never raw URLs,
// and GraphQL operation names are capped, so a client cannot grow the series without bound.

export const METRICS_PATH = '/metrics';

/** Distinct GraphQL operation names kept as labels; later new names count as `other`. */
const MAX_OPERATION_NAMES = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Error codes kept as labels; anything else (there should be nothing else) counts as `OTHER`. */
const KNOWN_ERROR_CODES = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL_SERVER_ERROR',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type SignInRefusal = 'invalid_credentials' | 'throttled';

export class Metrics implements OrderEvents {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'threadline_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly graphqlDuration = new Histogram({
    name: 'threadline_graphql_operation_duration_seconds',
    help: 'GraphQL operations by operation name (anonymous, invalid and past the cap bucketed) and type.',
    labelNames: ['operation', 'type'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'threadline_errors_total',
    help: 'Error answers: GraphQL errors by extensions.code, REST refusals by HTTP status.',
    labelNames: ['face', 'code'] as const,
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({
    name: 'threadline_orders_placed_total',
    help: 'Orders placed whose payment started, by payment method.',
    labelNames: ['payment_method'] as const,
    registers: [this.registry],
  });
  private readonly ordersCanceled = new Counter({
    name: 'threadline_orders_canceled_total',
    help: 'Orders canceled, by who or what canceled them.',
    labelNames: ['cause'] as const,
    registers: [this.registry],
  });
  private readonly catalogueCacheLookups = new Counter({
    name: 'threadline_catalogue_cache_lookups_total',
    help: 'Catalogue queries by how the cache answered: hit, miss, or bypass (the change listener was down).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly compiledExecutions = new Counter({
    name: 'threadline_graphql_compiled_executions_total',
    help: 'Catalogue queries by how they ran: first (the document came for the first time; graphql-js ran it), compiled (graphql-jit compiled it on this request), reused (compiled before), or fallback (the compiler refused it; graphql-js ran it).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly signInRefusals = new Counter({
    name: 'threadline_sign_in_refusals_total',
    help: 'Sign-ins refused, by reason.',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly operationNames = new Set<string>();

  constructor(options: { orm?: MikroORM; defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
    const orm = options.orm;
    if (orm) {
      const pool = () => poolOf(orm);
      const gauge = (name: string, help: string, read: (p: TarnPool) => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            const current = pool();
            if (current) this.set(read(current));
          },
        });
      gauge('threadline_db_pool_connections_used', 'Database connections checked out of the pool.', (p) => p.numUsed());
      gauge('threadline_db_pool_connections_free', 'Idle database connections in the pool.', (p) => p.numFree());
      gauge('threadline_db_pool_acquires_pending', 'Requests waiting for a database connection.', (p) => p.numPendingAcquires());
      gauge('threadline_db_pool_connections_max', 'The pool size limit.', (p) => p.max);
    }
  }

  orderPlaced(paymentMethod: string): void {
    this.ordersPlaced.inc({ payment_method: paymentMethod });
  }

  orderCanceled(cause: CancelCause): void {
    this.ordersCanceled.inc({ cause });
  }

  catalogueCacheLookup(outcome: 'hit' | 'miss' | 'bypass'): void {
    this.catalogueCacheLookups.inc({ outcome });
  }

  compiledExecution(outcome: CompiledExecutionOutcome): void {
    this.compiledExecutions.inc({ outcome });
  }

  signInRefused(reason: SignInRefusal): void {
    this.signInRefusals.inc({ reason });
  }

  restError(status: number): void {
    this.errors.inc({ face: 'rest', code: String(status) });
  }

  graphqlError(code: unknown): void {
    this.errors.inc({ face: 'graphql', code: typeof code === 'string' && KNOWN_ERROR_CODES.has(code) ? code : 'OTHER' });
  }

  /** Times every HTTP request, labelled by the route pattern that served it. */
  httpMiddleware(): RequestHandler {
    return (req, res, next) => {
      const stop = this.httpDuration.startTimer();
      res.once('finish', () => {
        stop({ method: req.method, route: routeLabel(req), status: String(res.statusCode) });
        if (res.statusCode >= 400 && !isGraphql(req)) this.restError(res.statusCode);
      });
      next();
    };
  }

  /** Times GraphQL operations by name and counts their errors by code. */
  apolloPlugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => {
        const stop = this.graphqlDuration.startTimer();
        return {
          willSendResponse: async ({ operationName, operation, response }) => {
            const name = operation ? this.operationLabel(operationName ?? operation.name?.value) : 'invalid';
            stop({ operation: name, type: operation?.operation ?? 'unknown' });
            if (response.body.kind === 'single') {
              for (const error of response.body.singleResult.errors ?? []) this.graphqlError(error.extensions?.code);
            }
          },
        };
      },
    };
  }

  private operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** `/metrics`: 404 unless a token is configured, 401 without the right Bearer token. */
  endpoint(token: string | undefined): RequestHandler {
    const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`);
    return async (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (!expected) {
        res.status(404).json({ success: false, message: `No route for ${req.method} ${req.path}` });
        return;
      }
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.set('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).json({ success: false, message: 'A valid metrics token is required' });
        return;
      }
      res.type(this.registry.contentType).send(await this.registry.metrics());
    };
  }
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** The knex (tarn) pool behind MikroORM's connection; undefined while it is closed. */
function poolOf(orm: MikroORM): TarnPool | undefined {
  try {
    return (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool ?? undefined;
  } catch {
    return undefined;
  }
}

const isGraphql = (req: Request) => req.originalUrl.split('?')[0] === '/graphql';

/** The route pattern (`/api/shop/orders/:orderId`), never the raw URL. */
function routeLabel(req: Request): string {
  if (req.route?.path && typeof req.route.path === 'string') return `${req.baseUrl}${req.route.path}`;
  const path = req.originalUrl.split('?')[0] ?? '';
  for (const prefix of ['/graphql', '/media', '/api', '/documents', METRICS_PATH, '/healthz', '/readyz']) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return prefix === '/api' ? '/api (unmatched)' : prefix;
  }
  return req.method === 'GET' || req.method === 'HEAD' ? 'storefront' : 'unmatched';
}
