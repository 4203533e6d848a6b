import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response, type Router } from 'express';
import multer from 'multer';
import { MESSAGES } from '@threadline/domain';
import { z } from 'zod';
import { createRequestScope } from '../context.js';
import type { RequestScope, ServerDeps } from '../request-scope.js';
import { createServices } from '../services.js';
import { Access } from '../shared/auth-directive.js';
import { PublicError } from '../shared/errors.js';
import { NUL_CHARACTER_MESSAGE, textProblemIn } from '../shared/request-text.js';
import { requestLogger } from '../modules/ops/request-context.js';
import { buildOpenApiDocument } from './openapi.js';
import { forbidden, RestRefusal, restStatusOf } from './rest-errors.js';
import type { RestAnswer, RestRoute } from './route.js';

export const REST_JSON_LIMIT = '100kb';
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * The /api compatibility layer: each documented path parses its input, calls the same service
 * method GraphQL uses, and answers the documented envelope. No rule lives here.
 */
export function restRouter(deps: ServerDeps, routes: readonly RestRoute[], corsFor: RequestHandler): Router {
  const router = express.Router();
  const openApi = buildOpenApiDocument(routes);
  router.get('/openapi.json', (_req, res) => void res.json(openApi));

  router.use(corsFor, cookieParser(), express.json({ limit: REST_JSON_LIMIT }));
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });

  for (const route of routes) {
    // Who may call is settled before anything else, an upload body included: a refused caller
    // gets 401/403 at once instead of having the server buffer up to 5 MB first.
    const admit: RequestHandler = async (req, res, next) => {
      try {
        const scope = createRequestScope(deps, req);
        await scope.readSession();
        if (route.access !== 'public') scope.requireViewer(route.access === 'admin' ? Access.ADMIN : Access.SIGNED_IN);
        res.locals.scope = scope;
        next();
      } catch (error) {
        next(error);
      }
    };
    const receiveUpload: RequestHandler[] = route.upload ? [clientFaultsAsRefusals(upload.single(route.upload.field))] : [];
    router[route.method](route.path, admit, ...receiveUpload, async (req, res, next) => {
      try {
        const scope = res.locals.scope as RequestScope;
        const textProblems = ([['path', req.params], ['query', req.query], ['body', req.body]] as const).map(
          ([where, value]) => [where, textProblemIn(value)] as const,
        );
        if (textProblems.some(([, problem]) => problem?.kind === 'nul')) throw new RestRefusal(400, NUL_CHARACTER_MESSAGE);
        for (const kind of ['not-well-formed', 'too-long'] as const) {
          for (const [where, problem] of textProblems) {
            if (problem?.kind !== kind) continue;
            throw new RestRefusal(400, `Invalid ${where} field ${problem.path}: ${problem.kind === 'too-long' ? MESSAGES.TEXT_TOO_LONG : problem.message}`);
          }
        }
        const answer = await route.handle({
          params: parse(route.params, req.params, 'path'),
          query: parse(route.query, req.query, 'query'),
          body: route.upload ? req.body : parse(route.body, req.body ?? {}, 'body'),
          scope,
          services: createServices(scope),
          req,
          res,
          file: req.file ? { buffer: req.file.buffer, originalName: req.file.originalname, size: req.file.size } : undefined,
        });
        if (answer.list) await sendList(res, route.successStatus ?? 200, answer.body, answer.list);
        else res.status(route.successStatus ?? 200).json(answer.body);
      } catch (error) {
        // A list cut short cannot turn into an error answer any more: the client sees it end early.
        if (res.headersSent) {
          requestLogger(deps.logger).error({ err: error, path: req.path }, 'a REST list failed while it was being sent');
          res.destroy();
          return;
        }
        next(error);
      }
    });
  }

  router.use((req, res) => void res.status(404).json({ success: false, message: `No route for ${req.method} ${req.path}` }));
  router.use(restErrors(deps));
  return router;
}

/** Writes `body` with `list.field` filled from the pages as they come, waiting whenever the client reads slower. */
async function sendList(res: Response, status: number, body: RestAnswer['body'], list: NonNullable<RestAnswer['list']>): Promise<void> {
  const { [list.field]: _placeholder, ...others } = body;
  const head = JSON.stringify({ ...others, [list.field]: [] });
  // The list is the last member of the object, so its items go just before the closing `]}`.
  const opening = head.slice(0, -2);
  res.status(status).type('application/json');
  res.write(opening);
  let first = true;
  for await (const page of list.pages) {
    if (res.destroyed) return;
    if (page.length === 0) continue;
    const chunk = (first ? '' : ',') + page.map((item) => JSON.stringify(item)).join(',');
    first = false;
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
  }
  res.end(']}');
}

/**
 * Whatever goes wrong while reading a multipart body is the client's doing (no boundary, a body
 * cut short, a malformed part header, an odd file name): busboy says so with a plain Error, which
 * would otherwise end as a 500. Limits stay MulterErrors, answered 400 or 413 below.
 */
function clientFaultsAsRefusals(receive: RequestHandler): RequestHandler {
  return (req, res, next) => {
    receive(req, res, (error?: unknown) => {
      if (!error || error instanceof multer.MulterError) return next(error);
      const reason = error instanceof Error ? error.message.replace(/^Multipart:\s*/i, '') : 'unreadable';
      next(new RestRefusal(400, `Malformed multipart upload: ${reason.slice(0, 100)}`));
    });
  };
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw new RestRefusal(400, field ? `Invalid ${where} field ${field}: ${issue.message}` : `Invalid ${where}: ${issue.message}`);
}

/**
 * A `userId` in a path or body must be the caller's own; admins may read anyone's. Refused with
 * 403, never silently replaced by the caller's id.
 */
export function assertOwnUserId(scope: RequestScope, userId: string, options: { adminMayRead?: boolean } = {}): void {
  const viewer = scope.requireViewer();
  if (viewer.userId === userId) return;
  if (options.adminMayRead && viewer.role === 'admin') return;
  throw forbidden();
}

/** Every failure leaves as `{ success: false, message }` with its status; nothing unexpected leaks. */
function restErrors(deps: ServerDeps): ErrorRequestHandler {
  return (error: unknown, req: Request, res, _next) => {
    if (error instanceof RestRefusal) {
      res.status(error.status).json({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
      return;
    }
    if (error instanceof PublicError) {
      res.status(restStatusOf(error)).json({ success: false, message: error.message });
      return;
    }
    if (error instanceof multer.MulterError) {
      const tooLarge = error.code === 'LIMIT_FILE_SIZE';
      res.status(tooLarge ? 413 : 400).json({ success: false, message: tooLarge ? 'The image is larger than 5 MB' : `Bad upload: ${error.message}` });
      return;
    }
    const status = Number((error as { status?: unknown }).status);
    if (status >= 400 && status < 500) {
      const type = (error as { type?: unknown }).type;
      const message =
        status === 413
          ? 'Request body is too large'
          : type === 'entity.parse.failed'
            ? 'Malformed JSON body'
            : // The router could not percent-decode a path segment: bytes that are not UTF-8 text (%ED%A0%80, %FF).
              error instanceof URIError
              ? 'Invalid path: a percent-encoded part is not valid UTF-8 text'
              : 'Bad request';
      res.status(status).json({ success: false, message });
      return;
    }
    requestLogger(deps.logger).error({ err: error, path: req.path }, 'unexpected error in a REST request');
    res.status(500).json({ success: false, message: 'Internal server error' });
  };
}
