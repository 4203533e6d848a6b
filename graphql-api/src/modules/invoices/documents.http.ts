import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from 'express';
import { createRequestScope } from '../../context.js';
import type { ServerDeps } from '../../request-scope.js';
import { PublicError } from '../../shared/errors.js';
import { restStatusOf } from '../../rest/rest-errors.js';
import { requestLogger } from '../ops/request-context.js';
import { DocumentsService } from './documents.service.js';

/** Where issued documents are downloaded: `/documents/<id>.pdf`, and the GSTR-1 files at `/documents/gstr1/<YYYY-MM>/<name>.csv`. */
export const DOCUMENTS_PATH = '/documents';

const NOT_FOUND = 'Document not found';

/**
 * Files, not JSON, so outside the /api envelope: a browser follows these links straight from the
 * order details (`<a href download>`, working before the page hydrates), signed in by its session
 * cookie; an API client sends its bearer token instead. Errors are still `{ success: false, message }`.
 */
export function documentsRouter(deps: ServerDeps): Router {
  const router = express.Router();
  router.use(cookieParser());

  router.get('/gstr1/:month/:name', async (req, res, next) => {
    try {
      const documents = await serviceFor(deps, req);
      const file = await documents.gstr1File(String(req.params.month), String(req.params.name));
      if (!file) return void notFound(res, `No GSTR-1 file named ${String(req.params.name).slice(0, 40)}`);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(file.name),
        // The return of a month still under way changes with every invoice: never reuse a copy.
        'Cache-Control': 'private, no-store',
      });
      res.send(file.csv);
    } catch (error) {
      next(error);
    }
  });

  router.get('/:file', async (req, res, next) => {
    try {
      const match = /^(.+)\.pdf$/.exec(String(req.params.file));
      if (!match) return void notFound(res, NOT_FOUND);
      const pdf = await (await serviceFor(deps, req)).pdf(match[1]!);
      if (!pdf) return void notFound(res, NOT_FOUND);
      res.set({
        'Content-Type': pdf.contentType,
        'Content-Disposition': attachment(pdf.filename),
        // A shopper's own document: no shared cache may keep it.
        'Cache-Control': 'private, no-store',
      });
      res.send(pdf.content);
    } catch (error) {
      next(error);
    }
  });

  router.use((req, res) => notFound(res, `No route for ${req.method} ${req.baseUrl}${req.path}`));
  router.use(documentErrors(deps));
  return router;
}

async function serviceFor(deps: ServerDeps, req: Request): Promise<DocumentsService> {
  const scope = createRequestScope(deps, req);
  await scope.readSession();
  return new DocumentsService(scope);
}

/** `attachment; filename="…"`: the names here are ASCII letters, digits and `-().`, so nothing needs quoting. */
function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}

function notFound(res: Response, message: string): void {
  res.status(404).set('Cache-Control', 'no-store').json({ success: false, message });
}

/** Refusals (401, 403, 400) with their message; anything else logged and masked as a 500. */
function documentErrors(deps: ServerDeps): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    res.set('Cache-Control', 'no-store');
    if (error instanceof PublicError) {
      res.status(restStatusOf(error)).json({ success: false, message: error.message });
      return;
    }
    if (error instanceof URIError) {
      res.status(400).json({ success: false, message: 'Invalid path: a percent-encoded part is not valid UTF-8 text' });
      return;
    }
    const status = Number((error as { status?: unknown }).status);
    if (status >= 400 && status < 500) {
      res.status(status).json({ success: false, message: 'Bad request' });
      return;
    }
    requestLogger(deps.logger).error({ err: error, path: req.path }, 'unexpected error serving a document');
    res.status(500).json({ success: false, message: 'Internal server error' });
  };
}

