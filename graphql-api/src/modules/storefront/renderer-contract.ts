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

/** A page the renderer made, kept by the API to answer the same page again (see PageCache). */
export interface PageCacheAccess {
  /** The page rendered before under this key, if it may still be served. */
  get(key: string): RenderResult | undefined;
  /** Keeps a page under this key, unless the catalogue changed while it was rendered. */
  set(key: string, page: RenderResult): void;
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

export type RenderResult =
  /** The guard (spec section 2) or a route sends the visitor elsewhere, before any HTML. */
  | { kind: 'redirect'; status: number; location: string }
  /** The back office is rendered in the browser: the server sends the page shell. */
  | { kind: 'shell' }
  /**
   * A page rendered here: `head` goes at the end of <head>, `body` inside #root; `kept` when it was
   * rendered before and found in the page cache.
   */
  | { kind: 'page'; status: number; head: string; body: string; kept?: boolean };

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;

/** What frontend/dist-server/entry-server.js exports. */
export interface ServerEntry {
  createRenderer(manifest: unknown): RenderPage;
}
