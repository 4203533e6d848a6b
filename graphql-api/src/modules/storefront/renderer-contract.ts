import type { FormattedExecutionResult } from 'graphql';

// The one contract between the API and the storefront's server renderer
// (frontend/src/app/entry-server.tsx, which Vite builds to frontend/dist-server/entry-server.js).
// The two are built by different compilers; both read these types from this file, which holds
// types only, so the API imports nothing of the frontend's and the frontend nothing of the API's.

/** One GraphQL operation as the browser would send it to /graphql. */
export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs an operation against the API's own schema in the same process, for the request being
 * rendered: its cookie, its limits, the catalogue cache, the session rules.
 */
export type ExecuteOperation = (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;

/**
 * A catalogue page the renderer made to be served to every shopper, as the API keeps it: what is
 * inside is the renderer's (the page without its viewer's parts; see entry-server.tsx).
 */
export interface KeptPage {
  /** Roughly the memory it holds, in UTF-16 code units. */
  readonly size: number;
}

/** A page kept and still current, or the way to keep the page about to be rendered. */
export type PageLookup = { kept: KeptPage } | { keep(page: KeptPage): void };

/**
 * One shopper's own parts of a catalogue page, as the API keeps them for her alone: what is inside
 * is the renderer's (her slots' HTML and her Apollo state; see entry-server.tsx).
 */
export interface KeptViewer {
  readonly size: number;
}

/**
 * The request's shopper's parts, kept and still current, or the way to keep the parts about to be
 * made, with the products they show (a change of their stock forgets them).
 */
export type ViewerLookup = { kept: KeptViewer } | { keep(viewer: KeptViewer, products: Iterable<string>): void };

/** Where catalogue pages are kept, per instance, for every shopper (see PageCache). */
export interface PageCacheAccess {
  /**
   * The page kept under this key if it shows the catalogue as it is now (on every instance's
   * changes); else `keep`, for a page rendered from data read after this call. Null when no page can
   * be kept or served now.
   */
  lookup(key: string): Promise<PageLookup | null>;
  /**
   * This request's shopper's parts if nothing they were made from has changed (her account, cart,
   * orders and promotion uses, on any instance; the catalogue's changes as for pages); else `keep`,
   * for parts made from data read after this call. Null when signed out or not a shopper, or when
   * nothing can be kept now. Checks the session: a shopper signed out elsewhere gets null.
   */
  viewer(): Promise<ViewerLookup | null>;
}

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The request's headers (the session cookie among them), for the router's loaders. */
  headers: Headers;
  /** Runs this request's GraphQL operations in the API's process, as this request's caller. */
  execute: ExecuteOperation;
  /** This response's CSP nonce, for its <style> and data blocks (the API may pass a placeholder it replaces). */
  nonce: string;
  signal?: AbortSignal;
  /** Where a catalogue page may be kept and found again; absent, every page is rendered. */
  pageCache?: PageCacheAccess;
}

/**
 * Text of a page: one string, or pieces sent one after another, where bytes are UTF-8 encoded once
 * for every response that sends them (a kept page's shared parts) and strings are this response's.
 */
export type PageText = string | readonly (string | Uint8Array)[];

export type RenderResult =
  /** The guard (spec section 2) or a route sends the visitor elsewhere, before any HTML. */
  | { kind: 'redirect'; status: number; location: string }
  /** The back office is rendered in the browser: the server sends the page shell. */
  | { kind: 'shell' }
  /**
   * A page rendered here: `head` goes at the end of <head>, `body` inside #root. `kept`, for a
   * catalogue page when pages are kept: whether it was found in the page cache; `viewerKept`,
   * whether the shopper's own parts were too (no query of hers was run).
   */
  | { kind: 'page'; status: number; head: PageText; body: PageText; kept?: boolean; viewerKept?: boolean };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** What frontend/dist-server/entry-server.js exports. */
export interface ServerEntry {
  createRenderer(manifest: unknown): RenderPage;
}
