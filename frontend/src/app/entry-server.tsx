import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { RenderRequest, RenderResult } from '../../../graphql-api/src/modules/storefront/renderer-contract';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { createServerApolloClient } from '../graphql/server-client';
import { modulePreloadTags, type ViteManifest } from './module-preload';
import { paths, PRODUCT_PARAM } from './paths';
import { AppProviders } from './providers';
import { createRoutes, type RouteHandle } from './routes';
import { serverStateJson, serverStateScriptOf, type ServerState } from './server-state';

export type { ViteManifest } from './module-preload';

/** The product dialog's module, loaded lazily by the shop layout (ProductDialogHost). */
const PRODUCT_DIALOG_MODULE = 'src/features/product/ProductDialog.tsx';

/**
 * The catalogue's pages: the same for every shopper who sees the same data. A kept page is keyed
 * by everything its render read (see render below). The product dialog's page is left out: its
 * reviews show dates that age.
 */
const CATALOGUE_PAGES: readonly string[] = [paths.shop.home, paths.shop.listing, paths.shop.search];

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

function isBackOffice(pathname: string): boolean {
  return isUnder(pathname, paths.admin.root);
}

/**
 * The storefront's server entry (ARCHITECTURE.md "Server rendering"). Per request: a new Apollo
 * client whose operations run in-process as the caller, the route tree's static handler (its
 * loaders fetch each page's data, the root's the viewer and apply the guard), then Apollo's
 * prerenderStatic, with styled-components collecting the styles of the last pass. Nothing here
 * outlives the request but a kept catalogue page.
 */
export function createRenderer(manifest: ViteManifest) {
  // The page is rendered with this mark where its nonce goes and the response's nonce replaces it,
  // so a kept page carries no nonce of the response it was rendered for. Random per process: no
  // page's text can hold it.
  const nonceMark = `nonce-${crypto.randomUUID()}`;

  return async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url);
    // How many operations this render has sent so far (see renderOnce below).
    let operationsSent = 0;
    const client = createServerApolloClient((operation) => {
      operationsSent += 1;
      return request.execute(operation);
    });

    const handler = createStaticHandler(createRoutes(client));
    const context = await handler.query(new Request(url, { headers: request.headers, signal: request.signal }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? paths.root };
    }
    if (isBackOffice(url.pathname)) return { kind: 'shell' };
    const router = createStaticRouter(handler.dataRoutes, context);

    // What the loaders fetched (the viewer, the cart, the page's data) is all a catalogue page's
    // render reads: the page is a function of its URL and this state. So a page rendered before
    // from the same URL and the same state, byte for byte, is that page again, whoever asks: a
    // viewer's name, cart or session is in the state, so no one is served a page made from
    // another's. A price, stock or catalogue change changes the state (the loaders read through
    // the catalogue cache's versioning, or PostgreSQL), and so the key.
    const operationsAfterLoaders = operationsSent;
    let stateJson = serverStateJson(stateOf(client, context));
    const pageCache = request.pageCache;
    const cacheKey =
      pageCache && CATALOGUE_PAGES.includes(url.pathname) && !url.searchParams.has(PRODUCT_PARAM) && context.statusCode === 200 && !context.errors
        ? `${url.pathname}${url.search}\n${stateJson}`
        : undefined;
    const kept = cacheKey ? pageCache?.get(cacheKey) : undefined;
    if (kept?.kind === 'page') return { ...withNonce(kept, stateJson, nonceMark, request.nonce), kept: true };

    // The product dialog is a lazy module: only a render that waits for Suspense can show it.
    // Every other page renders with renderToString, which does the same work for less.
    const waitForLazyModules = url.searchParams.has(PRODUCT_PARAM);
    // prerenderStatic renders again whenever the last pass created a query, even one the cache
    // answered. Here the cache usually holds every answer before the first pass (the loaders):
    // when a pass sent no operation, the next one would render the very same HTML, so it is not
    // rendered again. Each pass that does render gets a new sheet, so the page carries the styles
    // of what it finally shows, not of a loading state before it.
    let sheet: ServerStyleSheet | undefined;
    let lastPass: { html: string; operationsBefore: number } | undefined;
    const renderOnce = async (tree: ReactNode): Promise<string> => {
      if (lastPass && lastPass.operationsBefore === operationsSent) return lastPass.html;
      const operationsBefore = operationsSent;
      sheet?.seal();
      sheet = new ServerStyleSheet({ nonce: nonceMark });
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
    const page: RenderResult = {
      kind: 'page',
      status: context.statusCode,
      head: hoisted + modulePreloadTags(manifest, modules.filter((module) => module !== undefined)) + styles,
      body: markup,
    };
    // A render that had to ask for more than the loaders did read something the key does not hold.
    if (operationsSent === operationsAfterLoaders) {
      if (cacheKey) pageCache?.set(cacheKey, page);
    } else {
      stateJson = serverStateJson(stateOf(client, context));
    }
    return withNonce(page, stateJson, nonceMark, request.nonce);
  };
}

function stateOf(client: ReturnType<typeof createServerApolloClient>, context: StaticHandlerContext): ServerState {
  // Keys in a fixed order: the loaders' answers arrive in any order, and the same data must make
  // the same JSON (it is what a kept page is keyed by).
  return { apollo: sortedKeys(client.cache.extract()) as ServerState['apollo'], router: sortedKeys(hydrationStateOf(context)) as ServerState['router'] };
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = sortedKeys((value as Record<string, unknown>)[key]);
  return sorted;
}

/** The page as this response sends it: its own nonce, and the state its browser hydrates from. */
function withNonce(page: Extract<RenderResult, { kind: 'page' }>, stateJson: string, nonceMark: string, nonce: string): Extract<RenderResult, { kind: 'page' }> {
  return {
    ...page,
    head: page.head.replaceAll(nonceMark, nonce),
    body: page.body.replaceAll(nonceMark, nonce) + serverStateScriptOf(stateJson, nonce),
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
