import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from '../../config.js';
import { storeBaseUrl } from '../payments/payment-provider.js';

// Browser security headers (issue 11, part 4). Three policies, each as narrow as its page allows:
// - every answer (GraphQL and REST JSON, media, assets, errors) gets the baseline: a CSP that
//   allows nothing (`default-src 'none'`), nosniff, no framing, a strict referrer policy, HSTS in
//   production;
// - the storefront's HTML replaces that CSP with `storefrontCsp`: everything from the store's own
//   origin, inline styles only with the response's nonce (styled-components), no inline script;
// - the GraphQL explorer (Altair) gets `explorerCsp` on its own paths only.

/**
 * What Vite's `html.cspNonce` writes into the built index.html (on the `<meta property="csp-nonce">`
 * styled-components reads, and on Vite's own tags); the server swaps in a fresh nonce per response.
 * frontend/vite.config.ts holds the same string.
 */
export const CSP_NONCE_PLACEHOLDER = 'THREADLINE_CSP_NONCE';

/** The About page's "Visit us at" map: an OpenStreetMap embed (domain's `mapEmbedUrl`). */
export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

/** `res.locals.cspNonce`, set by the storefront page before its CSP is written. */
export interface NonceLocals {
  cspNonce?: string;
}

/**
 * Cross-origin sends only the origin, never the path or query (search words, order ids), and
 * nothing over plain HTTP; same-origin requests keep the full URL. `no-referrer` would also do for
 * the store's own pages (the map iframe and the OpenStreetMap link already send none), but would
 * hide the store's origin from a media CDN or bucket that allows hotlinking by Referer.
 */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** HSTS for this host only: whether every subdomain is HTTPS-only is the operator's decision. */
const HSTS = { maxAge: 31_536_000, includeSubDomains: false, preload: false };

/** The baseline on every answer; pages that render HTML overwrite the CSP with their own. */
export function securityHeaders(config: Pick<Config, 'nodeEnv'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // JSON, images and assets run nothing: if a browser ever renders one as a document (an SVG
        // opened directly, a JSON answer in a tab), it may load nothing and be framed by no one.
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // no-cors reads (<img>, <script>) of the API from other sites are refused; CORS fetches are
    // governed by CORS_ORIGINS instead. Media opts out below.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: REFERRER_POLICY },
    // Only meaningful over HTTPS, which production is expected to be behind; a developer's
    // http://localhost must never be pinned to HTTPS.
    strictTransportSecurity: config.nodeEnv === 'production' ? HSTS : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
  }) as RequestHandler;
}

/**
 * Product images may be shown by other sites: third-party frontends (CORS_ORIGINS) and legacy
 * clients get absolute media URLs, and an `<img>` from another origin is a no-cors request that
 * `Cross-Origin-Resource-Policy: same-origin` would block.
 */
export const mediaHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};

/** Where images may come from besides the store itself: the object store's public origin. */
/**
 * Where the pages' images may come from besides the page's own origin: the object store, and the
 * store's public address, which e-mails (shown in the development mailbox) name their images by.
 * Opened at another address (127.0.0.1 beside a `localhost` default), those would be refused.
 */
function imageOrigins(config: Pick<Config, 's3' | 'publicUrl' | 'port'>): string[] {
  const origins = new Set([new URL(storeBaseUrl(config)).origin]);
  if (config.s3) origins.add(new URL(config.s3.publicUrl).origin);
  return [...origins];
}

const nonceSource = (_req: IncomingMessage, res: ServerResponse): string => {
  const nonce = (res as ServerResponse & { locals?: NonceLocals }).locals?.cspNonce;
  if (!nonce) throw new Error('storefrontCsp needs res.locals.cspNonce');
  return `'nonce-${nonce}'`;
};

/**
 * The storefront's HTML. Scripts: the built bundle, and the one inline script of index.html (it
 * holds presses on the server's buttons until React listens), which carries this response's nonce.
 * Styles: the built CSS and the one `<style>` element styled-components fills through CSSOM, which
 * carries this response's nonce.
 * React's `style={{...}}` props are set through CSSOM too and are not affected by style-src.
 * Images: the store's own (at this address and its public one), the object store's, and `blob:`
 * for the admin's upload preview.
 *
 * `devServer` (`npm run dev`, Vite's dev server): Vite's client and React's refresh preamble are
 * inline module scripts carrying the response's nonce, and hot reload talks over a WebSocket of its own.
 */
export function storefrontCsp(config: Pick<Config, 's3' | 'publicUrl' | 'port'>, { devServer = false } = {}): RequestHandler {
  return pagePolicy({
    scriptSrc: ["'self'", nonceSource],
    ...(devServer ? { connectSrc: ["'self'", 'ws:'] } : {}),
    styleSrc: ["'self'", nonceSource],
    // Pages rendered on the server carry React's `style` props as attributes (react-aria's visually
    // hidden inputs and live regions among them), which the parser checks against this and not
    // against style-src's nonce. Refused, they would leave hidden text on screen. Elements stay
    // nonce-only; a style attribute can only come from markup React escaped.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'blob:', ...imageOrigins(config)],
    frameSrc: [MAP_EMBED_ORIGIN],
  });
}

/**
 * The Altair explorer at GET /graphql and its files under /graphql-explorer, and nowhere else.
 * Its start-up options are served as a file, so scripts stay `'self'`. Found in Chromium with a
 * strict policy: Angular, CodeMirror and Altair's components insert `<style>` elements and style
 * attributes with no nonce (styles need `'unsafe-inline'` here), and its icons and editor marks are
 * `data:` images. Its bundled zod probes `new Function('')` once and falls back when refused, so
 * no `'unsafe-eval'` (the refusal shows as one violation report). It talks to this API only.
 */
export function explorerCsp(): RequestHandler {
  return pagePolicy({ styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'] });
}

type DirectiveSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * A CSP for an HTML page of the store: scripts, fonts and connections from its own origin only, no
 * plugins, no framing by others, forms and `<base>` to itself; each page names its styles, images
 * and frames.
 */
function pagePolicy(page: {
  scriptSrc?: DirectiveSource[];
  connectSrc?: DirectiveSource[];
  styleSrc: DirectiveSource[];
  styleSrcAttr?: DirectiveSource[];
  imgSrc: DirectiveSource[];
  frameSrc?: DirectiveSource[];
}): RequestHandler {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: page.scriptSrc ?? ["'self'"],
      styleSrc: page.styleSrc,
      ...(page.styleSrcAttr ? { styleSrcAttr: page.styleSrcAttr } : {}),
      imgSrc: page.imgSrc,
      fontSrc: ["'self'"],
      connectSrc: page.connectSrc ?? ["'self'"],
      ...(page.frameSrc ? { frameSrc: page.frameSrc } : {}),
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  }) as RequestHandler;
}
