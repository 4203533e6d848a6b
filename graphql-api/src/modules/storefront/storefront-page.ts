import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../../config.js';
import { requestLogger } from '../ops/request-context.js';
import { CSP_NONCE_PLACEHOLDER, storefrontCsp, type NonceLocals } from '../security/security-headers.js';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes.js';
import { PageCache } from './page-cache.js';
import type { ExecuteOperation, PageText, RenderPage, RenderResult } from './renderer-contract.js';
import type { ViewerVersion } from './viewer-version.js';
import type { Logger } from 'pino';

// Where the page's own head tags (modulepreload links, styles) and its HTML go in index.html.
const HEAD_MARKER = '<!--app-head-->';
const BODY_MARKER = '<!--app-body-->';
/** What a page the browser renders itself (the back office) shows without JavaScript. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*/;
const HTML_START = /<html /;
const SHELL_BODY = '<noscript>Threadline needs JavaScript to run. Please enable it in your browser.</noscript>';
const TITLE_TAG = '<title>';

/** Where a template's piece takes the response's nonce. */
const NONCE = Symbol('nonce');
type TemplatePiece = Buffer | typeof NONCE;

/**
 * The template around a page, UTF-8 encoded once per template and kind of page: what comes before
 * the page's head, between its head and its body, and after its body.
 */
interface EncodedTemplate {
  beforeHead: TemplatePiece[];
  beforeBody: TemplatePiece[];
  after: TemplatePiece[];
}

export interface StorefrontPageOptions {
  indexHtmlPath: string;
  /**
   * The page's template, when not the file at indexHtmlPath as it is: Vite's dev server transforms
   * it per page (`npm run dev`), and its scripts then need the page's CSP to allow them.
   */
  template?: (req: Request) => Promise<string>;
  config: Pick<Config, 's3' | 'publicUrl' | 'port' | 'pageCacheMegabytes'>;
  logger: Logger;
  /** The storefront's server renderer; null serves every page as the client-rendered shell. */
  render: RenderPage | null;
  /**
   * Runs GraphQL operations in-process as this request's caller (its cookie, its limits), with the
   * products they have shown so far (RequestScope.shownProducts).
   */
  executorFor(req: Request, res: Response): { execute: ExecuteOperation; shownProducts: ReadonlySet<string>; viewerVersion(): Promise<ViewerVersion | null> };
  /** When the catalogue changes, on any instance: what a kept page is valid for. */
  catalogueChanges: CatalogueChanges;
  /** The next instant after `now` at which a product's offer starts or ends: a kept page holds until then. */
  offersChangeAfter?: (now: number) => number;
}

/**
 * A page of the storefront, rendered per response: the shopper's pages on the server (with data,
 * and the guard's redirects before any HTML), the back office as the shell its JavaScript renders.
 * A fresh nonce replaces the build's placeholder (frontend/vite.config.ts, `html.cspNonce`) and
 * goes into the same response's CSP. The template is read once and again only when the file
 * changes (a rebuild under a running server); the `compression` middleware compresses the answer.
 */
export function storefrontPage(options: StorefrontPageOptions): RequestHandler {
  const { indexHtmlPath, render, executorFor } = options;
  const csp = storefrontCsp(options.config, { devServer: options.template !== undefined });
  const pageCache = new PageCache(options.config.pageCacheMegabytes, options.catalogueChanges, options.offersChangeAfter);
  let cached: { mtimeMs: number; size: number; html: string; encoded: Map<string, EncodedTemplate | null> } | undefined;
  const template = async (): Promise<{ html: string; encoded: Map<string, EncodedTemplate | null> }> => {
    // A synchronous stat, a few microseconds: the promise's round through the thread pool cost a
    // kept page 2-3 % of its time (CPU profile), and a rebuild must show on the very next page.
    const stat = statSync(indexHtmlPath);
    if (cached?.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, html: await fs.readFile(indexHtmlPath, 'utf8'), encoded: new Map() };
    }
    return cached;
  };

  const renderPage = async (req: Request, res: Response, nonce: string): Promise<RenderResult> => {
    if (!render) return { kind: 'shell' };
    // A visitor who leaves stops the render: its queries and passes are no use to anyone.
    const abandoned = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) abandoned.abort();
    });
    const { execute, shownProducts, viewerVersion } = executorFor(req, res);
    // One catch-up with the catalogue's changes for the page and its viewer: asked twice at once,
    // the second would wait for a round trip of its own behind the first.
    let trip: Promise<boolean> | undefined;
    const caughtUp = () => (trip ??= options.catalogueChanges.caughtUp());
    try {
      return await render({
        // Only the path and query matter to the routes; the Host header is not trusted for anything.
        url: new URL(req.originalUrl, 'http://storefront.invalid').href,
        headers: headersOf(req),
        execute,
        nonce,
        signal: abandoned.signal,
        ...(pageCache.enabled
          ? {
              pageCache: {
                lookup: (key: string) => pageCache.lookup(key, shownProducts, caughtUp),
                viewer: () => pageCache.viewer(viewerVersion, caughtUp),
              },
            }
          : {}),
      });
    } catch (error) {
      if (abandoned.signal.aborted) throw error;
      // The page still works: the browser renders it, as it did before server rendering.
      requestLogger(options.logger).error({ err: error }, 'storefront: server rendering failed, sending the client-rendered page');
      return { kind: 'shell' };
    }
  };

  return async (req, res, next) => {
    try {
      // Dev's template is Vite's, made per page: encoded for that page alone.
      const { html, encoded } = options.template ? { html: await options.template(req), encoded: new Map<string, EncodedTemplate | null>() } : await template();
      // 128 random bits, as CSP3 asks; base64 is what a nonce-source may contain.
      const nonce = randomBytes(16).toString('base64');
      const page = await renderPage(req, res, nonce);
      // Always revalidated, never stored by a shared cache: each answer has its own nonce and is
      // rendered for the session that asked.
      res.set('Cache-Control', 'private, no-cache');
      // Whether this instance's page cache answered a catalogue page (operators and tests can tell;
      // it says nothing of the viewer).
      if (page.kind === 'page' && page.kept !== undefined) res.set('X-Page-Cache', page.kept ? 'hit' : 'miss');
      // And whether the shopper's own parts were kept (none of her queries ran): whose they are, it does not say.
      if (page.kind === 'page' && page.viewerKept !== undefined) res.set('X-Viewer-Cache', page.viewerKept ? 'hit' : 'miss');
      if (page.kind === 'redirect') {
        res.redirect(page.status, page.location);
        return;
      }
      (res.locals as NonceLocals).cspNonce = nonce;
      csp(req, res, (error?: unknown) => {
        if (error) return next(error);
        const head = page.kind === 'page' ? page.head : '';
        const body = page.kind === 'page' ? page.body : SHELL_BODY;
        const document = pageDocument(html, encoded, { titled: includesTitle(head), hydrating: page.kind === 'page' }, nonce, head, body);
        // Not res.send: the ETag it would hash the whole page for can never match, since every
        // answer has its own nonce.
        res
          .status(page.kind === 'page' ? page.status : 200)
          .type('html')
          .set('Content-Length', String(document.length))
          .end(document);
      });
    } catch (error) {
      if (res.headersSent || req.socket.destroyed) return;
      next(error);
    }
  };
}

/**
 * The response's bytes: the template with the response's nonce, the page's head and body at their
 * markers. The template's text is encoded once per kind of page and a kept page's shared parts once
 * for every response (PageText): encoding the whole 86 KB page per response was an eighth of a kept
 * page's CPU. Only this response's own strings (the nonce, the viewer's parts) are encoded here.
 */
function pageDocument(
  html: string,
  encoded: Map<string, EncodedTemplate | null>,
  kind: { titled: boolean; hydrating: boolean },
  nonce: string,
  head: PageText,
  body: PageText,
): Buffer {
  const key = `${kind.titled}/${kind.hydrating}`;
  let template = encoded.get(key);
  if (template === undefined) {
    template = encodedTemplate(templateFor(html, kind));
    encoded.set(key, template);
  }
  if (template === null) return Buffer.from(spliceInto(templateFor(html, kind).replaceAll(CSP_NONCE_PLACEHOLDER, nonce), textOf(head), textOf(body)));
  const nonceBytes = Buffer.from(nonce);
  const pieces: Uint8Array[] = [];
  const fromTemplate = (template: TemplatePiece[]) => {
    for (const piece of template) pieces.push(piece === NONCE ? nonceBytes : piece);
  };
  const fromPage = (text: PageText) => {
    if (typeof text === 'string') pieces.push(Buffer.from(text));
    else for (const piece of text) pieces.push(typeof piece === 'string' ? Buffer.from(piece) : piece);
  };
  fromTemplate(template.beforeHead);
  fromPage(head);
  fromTemplate(template.beforeBody);
  fromPage(body);
  fromTemplate(template.after);
  return Buffer.concat(pieces);
}

/** The template as this kind of page has it, its nonce placeholders still in. */
function templateFor(html: string, kind: { titled: boolean; hydrating: boolean }): string {
  let text = html;
  // The page names itself; the template's title is for the pages the browser renders.
  if (kind.titled) text = text.replace(TEMPLATE_TITLE, '');
  // Until the browser has hydrated a rendered page its buttons do nothing: the page says so
  // (the storefront's GlobalStyle; its RootLayout removes the mark).
  if (kind.hydrating) text = text.replace(HTML_START, '<html data-hydrating ');
  return text;
}

/** The template cut at its markers and its nonce placeholders, encoded; null when it lacks a marker. */
function encodedTemplate(template: string): EncodedTemplate | null {
  const headAt = template.indexOf(HEAD_MARKER);
  const bodyAt = template.indexOf(BODY_MARKER, Math.max(headAt, 0));
  if (headAt < 0 || bodyAt < 0) return null;
  const pieces = (text: string): TemplatePiece[] => {
    const result: TemplatePiece[] = [];
    text.split(CSP_NONCE_PLACEHOLDER).forEach((part, index) => {
      if (index > 0) result.push(NONCE);
      if (part) result.push(Buffer.from(part));
    });
    return result;
  };
  return {
    beforeHead: pieces(template.slice(0, headAt)),
    beforeBody: pieces(template.slice(headAt + HEAD_MARKER.length, bodyAt)),
    after: pieces(template.slice(bodyAt + BODY_MARKER.length)),
  };
}

function includesTitle(text: PageText): boolean {
  if (typeof text === 'string') return text.includes(TITLE_TAG);
  return text.some((piece) => (typeof piece === 'string' ? piece.includes(TITLE_TAG) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).includes(TITLE_TAG)));
}

function textOf(text: PageText): string {
  if (typeof text === 'string') return text;
  const decoder = new TextDecoder();
  return text.map((piece) => (typeof piece === 'string' ? piece : decoder.decode(piece))).join('');
}

/** The template with the page's head and body at their markers (a template without one gets none of it). */
function spliceInto(template: string, head: string, body: string): string {
  const headAt = template.indexOf(HEAD_MARKER);
  const bodyAt = template.indexOf(BODY_MARKER, Math.max(headAt, 0));
  if (headAt < 0 || bodyAt < 0) {
    // Function replacements: a `$` in the page's text is text, not a replacement pattern.
    return template.replace(HEAD_MARKER, () => head).replace(BODY_MARKER, () => body);
  }
  return template.slice(0, headAt) + head + template.slice(headAt + HEAD_MARKER.length, bodyAt) + body + template.slice(bodyAt + BODY_MARKER.length);
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}
