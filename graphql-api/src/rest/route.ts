import type { Request, Response } from 'express';
import { z } from 'zod';
import type { RequestScope } from '../request-scope.js';
import type { Services } from '../services.js';

/**
 * One documented path of the REST compatibility layer (spec section 7). The same definition
 * validates the request, runs the handler and writes the OpenAPI document, so the document
 * cannot drift from what the server does.
 */
export interface RestRoute<Params = unknown, Query = unknown, Body = unknown> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express-style path under /api, e.g. `/shop/cart/get/:userId`. */
  path: string;
  tag: string;
  summary: string;
  /** Who may call it; enforced before the handler runs (401 / 403). */
  access: 'public' | 'signedIn' | 'admin';
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  body?: z.ZodType<Body>;
  /** A multipart upload instead of a JSON body: the file field's name. */
  upload?: { field: string };
  /** The success answer (an envelope). Error answers share one documented shape. */
  response: z.ZodType;
  /** The status of a success: 200 unless the route creates something (201). */
  successStatus?: 200 | 201;
  handle(call: RestCall<Params, Query, Body>): Promise<RestAnswer>;
}

export interface RestCall<Params, Query, Body> {
  params: Params;
  query: Query;
  body: Body;
  scope: RequestScope;
  services: Services;
  req: Request;
  res: Response;
  /** The uploaded file, for `upload` routes. */
  file?: { buffer: Buffer; originalName: string; size: number };
}

export interface RestAnswer {
  body: { success: true; message?: string; [key: string]: unknown };
  /**
   * A list too long to hold at once, sent as the body's `field` page by page as the pages are
   * read: the answer is the same JSON, but only one page is in memory at a time.
   */
  list?: { field: string; pages: AsyncIterable<readonly unknown[]> };
}

/** Keeps the generic types of one route together; the list of routes erases them. */
export function defineRoute<Params, Query, Body>(route: RestRoute<Params, Query, Body>): RestRoute {
  return route as unknown as RestRoute;
}

/** `{ success: true, message?, data }` plus any documented extras (login's `user`, `token`...). */
export function envelope<Data extends z.ZodType>(data: Data, extra: z.ZodRawShape = {}) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data, ...extra });
}

/** What every refusal answers, whatever the status. */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ code: z.string(), field: z.string().nullable(), message: z.string() })).optional(),
  /** The request's id (the X-Request-Id header), to find its log lines. */
  requestId: z.string(),
});

/** Path ids are UUIDs; anything else is refused before it reaches a service. */
export const Id = z.string().uuid({ message: 'must be an id' });
