import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

// A request id ties a shopper's "something went wrong" to the server's log lines: it is taken
// from X-Request-Id when a proxy or client sent a sane one, made otherwise, echoed in the response
// header, carried by every log line of the request and written into every error body.

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and `._:-`, up to 128: what proxies generate (UUIDs, trace ids), and safe to log. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestContextStore {
  requestId: string;
  /** The app's logger with `requestId` bound. */
  logger: Logger;
}

const storage = new AsyncLocalStorage<RequestContextStore>();

/** The id a client sent, when it is one we may repeat in logs and headers; otherwise a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * First middleware of the app: settles the id, sets the response header, binds a child logger,
 * and runs the rest of the request inside the context, so code far from `req` (error masking,
 * services) finds both. Also adds the id to every JSON error envelope the app answers, REST's
 * `{ success: false, ... }` and GraphQL-shaped `{ errors }` alike, in one place, so an error
 * answer added later cannot forget it.
 */
export function requestContext(baseLogger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const store: RequestContextStore = { requestId, logger: baseLogger.child({ requestId }) };
    res.locals.requestContext = store;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    tagErrorBodies(res, requestId);
    const started = process.hrtime.bigint();
    // An access log line at debug level (LOG_LEVEL=debug shows every request with its id).
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      store.logger.debug({ method: req.method, url: req.originalUrl.split('?')[0], status: res.statusCode, ms: Math.round(ms) }, 'request finished');
    });
    storage.run(store, next);
  };
}

function tagErrorBodies(res: Response, requestId: string): void {
  const json = res.json.bind(res);
  res.json = (body?: unknown) => json(withRequestId(body, requestId));
  // Apollo sends its own refusals of a malformed HTTP request (no query, batching, CSRF) as a
  // ready-made string, past every plugin.
  const send = res.send.bind(res);
  res.send = (body?: unknown) => {
    if (typeof body !== 'string' || !body.startsWith('{"errors":')) return send(body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return send(body);
    }
    const tagged = withRequestId(parsed, requestId);
    return send(tagged === parsed ? body : JSON.stringify(tagged));
  };
}

/** The body with the request id added (never replacing a field) when it is an error envelope. */
export function withRequestId(body: unknown, requestId: string): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (record.success === false && !('requestId' in record)) return { ...record, requestId };
  if (Array.isArray(record.errors) && record.errors.length > 0) {
    const extensions = typeof record.extensions === 'object' && record.extensions !== null ? (record.extensions as Record<string, unknown>) : {};
    if (!('requestId' in extensions)) return { ...record, extensions: { ...extensions, requestId } };
  }
  return body;
}

/** The context of the request being served, if any; reliable for code running inside the app's handlers. */
export function currentRequest(): RequestContextStore | undefined {
  return storage.getStore();
}

/** The current request's logger (with its id), or `fallback` outside a request. */
export function requestLogger(fallback: Logger): Logger {
  return storage.getStore()?.logger ?? fallback;
}

/** The request's context from Express's `res`, which survives where async context may not (stream callbacks). */
export function requestContextOf(res: Response): RequestContextStore | undefined {
  return res.locals.requestContext as RequestContextStore | undefined;
}
