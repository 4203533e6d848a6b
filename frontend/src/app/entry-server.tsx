import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { MeDocument } from '../features/auth/operations';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { createServerApolloClient, type ExecuteOperation } from '../graphql/server-client';
import { guardRedirect } from './guards';
import { modulePreloadTags, type ViteManifest } from './module-preload';
import { paths, PRODUCT_PARAM } from './paths';
import { prefetchShopPage } from './prefetch';
import { AppProviders } from './providers';
import { createRoutes, type RouteHandle } from './routes';
import { serverStateScript, type ServerState } from './server-state';

export type { ViteManifest } from './module-preload';
export type { ExecuteOperation, GraphQLOperation } from '../graphql/server-client';

export interface RenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The request's headers (the session cookie among them), for the router's loaders. */
  headers: Headers;
  /** Runs this request's GraphQL operations in the API's process, as this request's caller. */
  execute: ExecuteOperation;
  /** This response's CSP nonce, for its <style> and data blocks. */
  nonce: string;
  signal?: AbortSignal;
}

export type RenderResult =
  /** The guard (spec section 2) or a route sends the visitor elsewhere, before any HTML. */
  | { kind: 'redirect'; status: number; location: string }
  /** The back office is rendered in the browser: the server sends the page shell. */
  | { kind: 'shell' }
  /** A page rendered here: `head` goes at the end of <head>, `body` inside #root. */
  | { kind: 'page'; status: number; head: string; body: string };

/** The product dialog's module, loaded lazily by the shop layout (ProductDialogHost). */
const PRODUCT_DIALOG_MODULE = 'src/features/product/ProductDialog.tsx';

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

function isBackOffice(pathname: string): boolean {
  return isUnder(pathname, paths.admin.root);
}

function isShop(pathname: string): boolean {
  return isUnder(pathname, paths.shop.root);
}

/**
 * The storefront's server entry (ARCHITECTURE.md "Server rendering"). Per request: a new Apollo
 * client whose operations run in-process as the caller, the guard from the session cookie, the
 * route tree's static handler, then Apollo's prerenderStatic until every query the page runs has
 * its answer, with styled-components collecting the styles of the last pass. Nothing here outlives
 * the request.
 */
export function createRenderer(manifest: ViteManifest) {
  return async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url);
    // How many operations this render has sent so far (see renderOnce below).
    let operationsSent = 0;
    const client = createServerApolloClient((operation) => {
      operationsSent += 1;
      return request.execute(operation);
    });

    const { data } = await client.query({ query: MeDocument });
    const viewer = data?.me ?? null;
    const target = guardRedirect(url.pathname, { isAuthenticated: viewer !== null, role: viewer?.role ?? null });
    if (target) return { kind: 'redirect', status: 302, location: target };

    const handler = createStaticHandler(createRoutes(client));
    const [context] = await Promise.all([
      handler.query(new Request(url, { headers: request.headers, signal: request.signal })),
      isShop(url.pathname) ? prefetchShopPage(client, url, viewer !== null) : undefined,
    ]);
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? paths.root };
    }
    if (isBackOffice(url.pathname)) return { kind: 'shell' };
    const router = createStaticRouter(handler.dataRoutes, context);

    // The product dialog is a lazy module: only a render that waits for Suspense can show it.
    // Every other page renders with renderToString, which does the same work for less.
    const waitForLazyModules = url.searchParams.has(PRODUCT_PARAM);
    // prerenderStatic renders again whenever the last pass created a query, even one the cache
    // answered. Here the cache usually holds every answer before the first pass (prefetchShopPage):
    // when a pass sent no operation, the next one would render the very same HTML, so it is not
    // rendered again. Each pass that does render gets a new sheet, so the page carries the styles
    // of what it finally shows, not of a loading state before it.
    let sheet: ServerStyleSheet | undefined;
    let lastPass: { html: string; operationsBefore: number } | undefined;
    const renderOnce = async (tree: ReactNode): Promise<string> => {
      if (lastPass && lastPass.operationsBefore === operationsSent) return lastPass.html;
      const operationsBefore = operationsSent;
      sheet?.seal();
      sheet = new ServerStyleSheet({ nonce: request.nonce });
      const html = waitForLazyModules ? await streamedHtml(sheet.collectStyles(tree), request.signal) : renderToString(sheet.collectStyles(tree));
      lastPass = { html, operationsBefore };
      return html;
    };
    const { result } = await prerenderStatic({
      tree: (
        <StrictMode>
          <ErrorBoundary>
            <AppProviders client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </ErrorBoundary>
        </StrictMode>
      ),
      signal: request.signal,
      renderFunction: renderOnce,
    });
    const styles = sheet?.getStyleTags() ?? '';
    // React writes the page's hoisted tags (its <title>, the preload of the high-priority hero image)
    // ahead of the markup when it renders less than a whole document. In <head>, ahead of the
    // scripts, the title names the page and the image is asked for before any script.
    const [, hoisted = '', markup = ''] = /^((?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*>)*)([\s\S]*)$/.exec(result) ?? [];
    sheet?.seal();

    const modules = context.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.module);
    if (url.searchParams.has(PRODUCT_PARAM)) modules.push(PRODUCT_DIALOG_MODULE);
    const state: ServerState = { apollo: client.cache.extract() as ServerState['apollo'], router: hydrationStateOf(context) };
    return {
      kind: 'page',
      status: context.statusCode,
      head: hoisted + modulePreloadTags(manifest, modules.filter((module) => module !== undefined)) + styles,
      body: markup + serverStateScript(state, request.nonce),
    };
  };
}

/** The HTML of a render that waits for every Suspense boundary (lazy modules included). */
async function streamedHtml(tree: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, { signal });
  // A Node stream, though typed here as the browser's ReadableStream.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<string | Uint8Array>) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/**
 * The router's hydration data. A route's error travels as its message only: every route error
 * shows the same error page, which needs no more.
 */
function hydrationStateOf(context: StaticHandlerContext): ServerState['router'] {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [routeId, { message: error instanceof Error ? error.message : String(error) }]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
