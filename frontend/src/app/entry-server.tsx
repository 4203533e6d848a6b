import { InMemoryCache, type ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import type { KeptPage, KeptViewer, RenderRequest, RenderResult } from '../../../graphql-api/src/modules/storefront/renderer-contract';
import { AuthProvider } from '../features/auth/AuthProvider';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { createServerApolloClient, type AnsweredOperation } from '../graphql/server-client';
import { typePolicies } from '../graphql/type-policies';
import { theme } from '../ui/theme';
import { modulePreloadTags, type ViteManifest } from './module-preload';
import { paths, PRODUCT_PARAM } from './paths';
import { AppProviders } from './providers';
import { createRoutes, type RouteHandle } from './routes';
import { serverStyleTags } from './server-styles';
import { scriptSafeJson, serverStateJson, serverStateScriptOf, serverStateScriptTags, type ServerState } from './server-state';
import { SharedRenderProvider } from './viewer-slot';

export type { ViteManifest } from './module-preload';

/** The product dialog's module, loaded lazily by the shop layout (ProductDialogHost). */
const PRODUCT_DIALOG_MODULE = 'src/features/product/ProductDialog.tsx';

/**
 * The catalogue's pages: the same for every shopper but for the viewer's parts (see renderShared).
 * The product dialog's page is left out: its reviews show dates that age.
 */
const CATALOGUE_PAGES: readonly string[] = [paths.shop.home, paths.shop.listing, paths.shop.search];

type Page = Extract<RenderResult, { kind: 'page' }>;
type StaticHandler = ReturnType<typeof createStaticHandler>;

/**
 * An id React's useId made (`_R_…_`). Rendered apart, a slot's useId ids would differ from the ones
 * the browser makes in the page's tree as it hydrates: a slot's elements are named explicitly.
 */
const USE_ID = /\b_R_[\w-]*_/;

/** A hole in a shared page's text: this response's nonce, or a viewer slot's HTML. */
type Hole = { nonce: true } | { slot: string };

/** A page's text as a response sends it: bytes encoded once for every response, strings its own. */
type Pieces = (string | Uint8Array)[];

const encoder = new TextEncoder();

/** A viewer's slots: each one's HTML, and the styles they need, with holes for the nonce. */
interface ViewerParts {
  html: Map<string, string>;
  styles: (string | Hole)[];
}

/** How many viewers' parts are remembered: about the shoppers browsing at one moment. */
const VIEWERS_REMEMBERED = 500;

/** Apollo's entry for the root query: the one a page's state and a viewer's both have. */
const ROOT_QUERY = 'ROOT_QUERY';

/** A viewer as a response puts her into a shared page: her Apollo state and her slots. */
interface Viewer {
  state: NormalizedCacheObject;
  /** Each entry of her state as script-safe JSON (`"key":{...}`). */
  entries: Map<string, string>;
  parts: ViewerParts;
}

/**
 * A shopper's own parts of a catalogue page, as the API keeps them for her alone between her pages
 * (request.pageCache.viewer): served again, with a kept page, no query of hers runs and nothing is
 * rendered. Her slots' HTML is kept per set of slots a page has (every catalogue page has the same).
 */
interface KeptViewerParts extends KeptViewer {
  state: NormalizedCacheObject;
  entries: Map<string, string>;
  parts: Map<string, ViewerParts>;
}

/**
 * A catalogue page as every shopper sees it, with holes for what differs per response: the nonce
 * and the viewer's parts (ViewerSlot) in its HTML, the viewer's part of the Apollo state.
 */
interface SharedPage extends KeptPage {
  status: number;
  /** Its text between the holes UTF-8 encoded once, for every response that sends it. */
  head: (Uint8Array | Hole)[];
  body: (Uint8Array | Hole)[];
  /** Each viewer slot's content, as the page's render handed it over: rendered per viewer. */
  slots: Map<string, ReactNode>;
  /** The page's data in Apollo's cache: each entry as JSON (`"key":{...}`, script-safe) and as it is. */
  apollo: Map<string, { json: string; value: unknown }>;
  /** The router's hydration data, script-safe JSON, encoded: the same for every viewer. */
  routerJson: Uint8Array;
  /** Its slots' names, in order: which of a viewer's kept slots it takes. */
  slotNames: string;
  /** The entries of `apollo` but the root query's, joined and encoded, made on first use (stateJsonOf). */
  apolloJsonButRoot?: Uint8Array;
}

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

function isBackOffice(pathname: string): boolean {
  return isUnder(pathname, paths.admin.root);
}

function isCataloguePage(url: URL): boolean {
  return CATALOGUE_PAGES.includes(url.pathname) && !url.searchParams.has(PRODUCT_PARAM);
}

/**
 * The storefront's server entry (ARCHITECTURE.md "Server rendering"). Per request: a new Apollo
 * client whose operations run in-process as the caller, the route tree's static handler (its
 * loaders fetch each page's data, the root's the viewer and apply the guard), then Apollo's
 * prerenderStatic, with styled-components collecting the styles of the last pass. Nothing of a
 * request outlives it: a kept catalogue page holds no viewer's part, and the viewer parts
 * remembered are keyed by every answer they were rendered from.
 */
export function createRenderer(manifest: ViteManifest) {
  // A page is rendered with this mark where its nonce goes and the response's nonce replaces it,
  // so a kept page carries no nonce of the response it was rendered for; a viewer slot leaves the
  // other mark and its name. Random per process: no page's text can hold them.
  const nonceMark = `nonce-${crypto.randomUUID()}`;
  const slotMark = `viewer-slot-${crypto.randomUUID()}-`;
  const holes = new RegExp(`(${nonceMark}|${slotMark}[a-z-]+)`);
  const holed = (text: string): (string | Hole)[] =>
    text
      .split(holes)
      .map((part, index) => (index % 2 === 0 ? part : part === nonceMark ? { nonce: true as const } : { slot: part.slice(slotMark.length) }))
      .filter((part) => part !== '');
  /** A shared page's text with its holes, the text between them encoded. */
  const encodedHoled = (text: string): (Uint8Array | Hole)[] => holed(text).map((part) => (typeof part === 'string' ? encoder.encode(part) : part));

  /** Renders the tree as prerenderStatic asks, rendering again only when a pass sent an operation. */
  async function renderTree(tree: ReactNode, sent: () => number, request: RenderRequest, waitForLazyModules: boolean) {
    // prerenderStatic renders again whenever the last pass created a query, even one the cache
    // answered. Here the cache usually holds every answer before the first pass (the loaders):
    // when a pass sent no operation, the next one would render the very same HTML, so it is not
    // rendered again. Each pass that does render gets a new sheet, so the page carries the styles
    // of what it finally shows, not of a loading state before it.
    let sheet: ServerStyleSheet | undefined;
    let lastPass: { html: string; operationsBefore: number } | undefined;
    const renderOnce = async (pass: ReactNode): Promise<string> => {
      if (lastPass && lastPass.operationsBefore === sent()) return lastPass.html;
      const operationsBefore = sent();
      sheet?.seal();
      sheet = new ServerStyleSheet({ nonce: nonceMark });
      const html = waitForLazyModules ? await streamedHtml(sheet.collectStyles(pass), request.signal) : renderToString(sheet.collectStyles(pass));
      lastPass = { html, operationsBefore };
      return html;
    };
    const { result } = await prerenderStatic({ tree, signal: request.signal, renderFunction: renderOnce });
    const styles = serverStyleTags(sheet?.getStyleTags() ?? '');
    sheet?.seal();
    // React writes the page's hoisted tags (its <title>, the preload of the high-priority hero image)
    // ahead of the markup when it renders less than a whole document. In <head>, ahead of the
    // scripts, the title names the page and the image is asked for before any script.
    const [, hoisted = '', markup = ''] = /^((?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*>)*)([\s\S]*)$/.exec(result) ?? [];
    return { hoisted, markup, styles };
  }

  function appTree(client: ApolloClient, handler: StaticHandler, context: StaticHandlerContext, shared?: Map<string, ReactNode>): ReactNode {
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    );
    return (
      <StrictMode>
        <ErrorBoundary>
          {shared ? (
            <SharedRenderProvider
              value={{
                slot(name, content) {
                  shared.set(name, content);
                  return `${slotMark}${name}`;
                },
              }}
            >
              {app}
            </SharedRenderProvider>
          ) : (
            app
          )}
        </ErrorBoundary>
      </StrictMode>
    );
  }

  function preloadsOf(context: StaticHandlerContext, url: URL): string {
    const modules = context.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.module);
    if (url.searchParams.has(PRODUCT_PARAM)) modules.push(PRODUCT_DIALOG_MODULE);
    return modulePreloadTags(manifest, modules.filter((module) => module !== undefined));
  }

  /** Any page, rendered whole for this request. */
  async function renderWhole(request: RenderRequest, url: URL): Promise<RenderResult> {
    let operationsSent = 0;
    const client = createServerApolloClient((operation) => {
      operationsSent += 1;
      return request.execute(operation);
    });
    const handler = createStaticHandler(createRoutes(client));
    const context = await handler.query(new Request(url, { headers: request.headers, signal: request.signal }));
    if (context instanceof Response) return redirectOf(context);
    if (isBackOffice(url.pathname)) return { kind: 'shell' };
    // The product dialog is a lazy module: only a render that waits for Suspense can show it.
    // Every other page renders with renderToString, which does the same work for less.
    const { hoisted, markup, styles } = await renderTree(appTree(client, handler, context), () => operationsSent, request, url.searchParams.has(PRODUCT_PARAM));
    return {
      kind: 'page',
      status: context.statusCode,
      head: (hoisted + preloadsOf(context, url) + styles).replaceAll(nonceMark, request.nonce),
      body: markup.replaceAll(nonceMark, request.nonce) + serverStateScriptOf(serverStateJson(stateOf(client, context)), request.nonce),
    };
  }

  /**
   * A catalogue page: its HTML is the same for every shopper but for the viewer's parts (the
   * header's cart count and account button, the footer's greeting), which are ViewerSlots. So the
   * page is rendered without them, with marks where they go, and kept (request.pageCache) for
   * every shopper; each response renders its viewer's slots apart (a few components, against this
   * viewer's answers) and puts them, its nonce and its viewer's Apollo state into the kept page.
   * A page is served from the cache or freshly rendered through the same splice, so the two are
   * the same HTML. Answers null when the page is not one to share after all (a route error, a
   * 404): the caller renders it whole.
   */
  async function renderShared(request: RenderRequest, url: URL): Promise<RenderResult | null> {
    // Both look-ups (one round trip to catch up with the catalogue's changes, shared by the requests
    // of the moment; the session and the shopper's version) come before any of the page's or her
    // data is read: each keeps only what is read after it.
    const [lookup, viewerLookup] = request.pageCache
      ? await Promise.all([request.pageCache.lookup(`${url.pathname}${url.search}`), request.pageCache.viewer()])
      : [null, null];
    if (lookup && 'kept' in lookup && viewerLookup && 'kept' in viewerLookup) {
      // The page and her parts as they were: no query, no router, no React, only the splice.
      const page = lookup.kept as SharedPage;
      const kept = viewerLookup.kept as KeptViewerParts;
      const parts = kept.parts.get(page.slotNames);
      if (parts) return { ...splice(page, { state: kept.state, entries: kept.entries, parts }, request), kept: true, viewerKept: true };
    }

    // The layouts' loaders (the viewer, the cart) run first and alone; what the page's own loader
    // and its render then ask for is the page's data, the same for every viewer. A layout is a
    // route with children; the page is the one without.
    let forPage = false;
    const pageAnswers: AnsweredOperation[] = [];
    const viewerAnswers: AnsweredOperation[] = [];
    let operationsSent = 0;
    const client = createServerApolloClient(
      (operation) => {
        operationsSent += 1;
        return request.execute(operation);
      },
      (answered) => (forPage ? pageAnswers : viewerAnswers).push(answered),
    );
    const handler = createStaticHandler(createRoutes(client));
    const fetchRequest = new Request(url, { headers: request.headers, signal: request.signal });
    const layouts = await handler.query(fetchRequest, { filterMatchesToLoad: (match) => Boolean(match.route.children?.length) });
    if (layouts instanceof Response) return redirectOf(layouts);
    if (layouts.errors || layouts.statusCode !== 200) return null;
    const viewerState = client.cache.extract() as NormalizedCacheObject;
    /** This viewer for the page, her parts kept for her next page when they may be. */
    const viewerFor = (page: SharedPage): Viewer => {
      const viewer = viewerOf(page, client, viewerState);
      // Only a signed-in shopper's answers that came without errors; her cart's products are what
      // a change of stock must forget them for.
      const signedIn = isPlainObject(viewerState[ROOT_QUERY]) && isPlainObject(viewerState[ROOT_QUERY]['me']);
      if (viewerLookup && 'keep' in viewerLookup && signedIn && viewerAnswers.every((answered) => !answered.result.errors?.length)) {
        viewerLookup.keep(keptViewerOf(viewer, page.slotNames), productsIn(viewerState));
      }
      return viewer;
    };
    if (lookup && 'kept' in lookup) {
      const page = lookup.kept as SharedPage;
      return { ...splice(page, viewerFor(page), request), kept: true, ...(viewerLookup ? { viewerKept: false } : {}) };
    }

    forPage = true;
    const context = await handler.query(fetchRequest);
    if (context instanceof Response) return redirectOf(context);
    if (context.errors || context.statusCode !== 200) return null;
    const sentByLoaders = operationsSent;
    const slots = new Map<string, ReactNode>();
    const { hoisted, markup, styles } = await renderTree(appTree(client, handler, context, slots), () => operationsSent, request, false);
    const page = sharedPageOf({
      status: context.statusCode,
      head: encodedHoled(hoisted + preloadsOf(context, url) + styles),
      body: encodedHoled(markup),
      slots,
      slotNames: [...slots.keys()].join(','),
      apollo: pageStateOf(pageAnswers),
      routerJson: encoder.encode(scriptSafeJson(hydrationStateOf(context))),
    });
    // A render that asked for more than the loaders did may have asked about its viewer: such a
    // page is served to this request alone. So is one whose data came with errors.
    if (lookup && operationsSent === sentByLoaders && pageAnswers.every((answered) => !answered.result.errors?.length)) lookup.keep(page);
    return {
      ...splice(page, viewerFor(page), request),
      ...(lookup ? { kept: false } : {}),
      ...(viewerLookup ? { viewerKept: false } : {}),
    };
  }

  /** The viewer of this request for the page: her state, and her slots rendered (or remembered). */
  function viewerOf(page: SharedPage, client: ApolloClient, viewerState: NormalizedCacheObject): Viewer {
    const entries = new Map(Object.entries(viewerState).map(([key, value]) => [key, `${scriptSafeJson(key)}:${scriptSafeJson(value)}`]));
    return { state: viewerState, entries, parts: viewerPartsOf(page, client, [...entries.values()].join(',')) };
  }

  // The viewer parts rendered lately, by the viewer's answers they were rendered from (see splice).
  const viewerParts = new Map<string, ViewerParts>();

  /** The slots' HTML and styles for a viewer, rendered apart or remembered from a request before. */
  function viewerPartsOf(page: SharedPage, client: ApolloClient, viewerKey: string): ViewerParts {
    // A slot shows the viewer's answers and nothing else (ViewerSlot): the same answers, the same HTML.
    const key = `${[...page.slots.keys()].join(',')}\n${viewerKey}`;
    const remembered = viewerParts.get(key);
    if (remembered) {
      viewerParts.delete(key);
      viewerParts.set(key, remembered);
      return remembered;
    }
    // The slots' content under the providers it reads (Apollo's cache, the theme, the session); the
    // page's global styles are in the page already.
    const sheet = new ServerStyleSheet({ nonce: nonceMark });
    const html = new Map<string, string>();
    let styles: string;
    try {
      for (const [name, content] of page.slots) {
        const slotHtml = renderToString(
          sheet.collectStyles(
            <ApolloProvider client={client}>
              <ThemeProvider theme={theme}>
                <AuthProvider>{content}</AuthProvider>
              </ThemeProvider>
            </ApolloProvider>,
          ),
        );
        if (USE_ID.test(slotHtml)) throw new Error(`The viewer slot ${name} renders an id made by useId; give its element an id of its own`);
        html.set(name, slotHtml);
      }
      styles = serverStyleTags(sheet.getStyleTags());
    } finally {
      sheet.seal();
    }
    const parts = { html, styles: holed(styles) };
    viewerParts.set(key, parts);
    if (viewerParts.size > VIEWERS_REMEMBERED) viewerParts.delete(viewerParts.keys().next().value!);
    return parts;
  }

  /**
   * A shared page as this response sends it: its nonce, its viewer's slots, and the page's Apollo
   * state with the viewer's merged in.
   */
  function splice(page: SharedPage, viewer: Viewer, request: RenderRequest): Page {
    const { html, styles } = viewer.parts;
    const fill = (parts: readonly (string | Uint8Array | Hole)[]): Pieces =>
      parts.map((part) => (typeof part === 'string' || part instanceof Uint8Array ? part : 'nonce' in part ? request.nonce : (html.get(part.slot) ?? '')));
    const { open, close } = serverStateScriptTags(request.nonce);
    return {
      kind: 'page',
      status: page.status,
      head: [...fill(page.head), ...fill(styles)],
      body: [...fill(page.body), open, ...stateJsonOf(page, viewer.state, viewer.entries), close],
    };
  }

  return async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url);
    if (isCataloguePage(url)) {
      const page = await renderShared(request, url);
      if (page) return page;
    }
    return renderWhole(request, url);
  };
}

function redirectOf(response: Response): RenderResult {
  return { kind: 'redirect', status: response.status, location: response.headers.get('Location') ?? paths.root };
}

/** A viewer's parts as the API keeps them for her, with her slots for pages with these slots. */
function keptViewerOf(viewer: Viewer, slotNames: string): KeptViewerParts {
  let size = 0;
  for (const json of viewer.entries.values()) size += json.length;
  for (const html of viewer.parts.html.values()) size += html.length;
  return { state: viewer.state, entries: viewer.entries, parts: new Map([[slotNames, viewer.parts]]), size };
}

/** The products a viewer's state holds (her cart's lines'): her kept parts show their stock. */
function productsIn(state: NormalizedCacheObject): string[] {
  return Object.values(state).flatMap((entry) => (isPlainObject(entry) && entry['__typename'] === 'Product' && typeof entry['id'] === 'string' ? [entry['id']] : []));
}

/** The kept page's size in UTF-16 code units, close enough to the memory it holds. */
function sharedPageOf(page: Omit<SharedPage, 'size'>): SharedPage {
  const textLength = (parts: (Uint8Array | Hole)[]) => parts.reduce((sum, part) => sum + (part instanceof Uint8Array ? part.byteLength : 16), 0);
  let size = textLength(page.head) + textLength(page.body) + page.routerJson.byteLength + 256 * page.slots.size;
  // Twice: each entry's own text, and the entries joined once for every viewer (stateJsonOf).
  for (const entry of page.apollo.values()) size += 2 * entry.json.length;
  return { ...page, size };
}

/**
 * The page's data as Apollo's cache holds it, from the page's answers only: written into a cache
 * of their own, so that nothing of the viewer's (the `me` and `cart` answers, the products of the
 * cart's lines) is part of what every shopper is sent.
 */
function pageStateOf(answers: AnsweredOperation[]): SharedPage['apollo'] {
  const cache = new InMemoryCache({ typePolicies, resultCaching: false });
  for (const { query, variables, result } of answers) if (result.data) cache.writeQuery({ query, variables, data: result.data });
  const state = cache.extract();
  return new Map(Object.entries(state).map(([key, value]) => [key, { json: `${scriptSafeJson(key)}:${scriptSafeJson(value)}`, value }]));
}

/**
 * The page's Apollo state with the viewer's merged in, as script-safe JSON in pieces. Entries only
 * the page has go as they were made when it was kept; an entry both have (the root query; a product
 * shown on the page and in the cart) is merged field by field, the viewer's answer last.
 */
function stateJsonOf(page: SharedPage, viewerState: NormalizedCacheObject, viewerEntries: Map<string, string>): Pieces {
  // Usually the root query is the only entry both have (a product in her cart is seldom on the
  // page): then the page's other entries go as one text, encoded once for every viewer.
  if ([...viewerEntries.keys()].every((key) => key === ROOT_QUERY || !page.apollo.has(key))) {
    page.apolloJsonButRoot ??= encoder.encode([...page.apollo].flatMap(([key, entry]) => (key === ROOT_QUERY ? [] : [entry.json])).join(','));
    const root = page.apollo.get(ROOT_QUERY);
    const mine = viewerState[ROOT_QUERY];
    const rootJson = root === undefined ? viewerEntries.get(ROOT_QUERY) : mine === undefined ? root.json : `${scriptSafeJson(ROOT_QUERY)}:${scriptSafeJson(merged(root.value, mine))}`;
    const entries: Pieces = [rootJson ?? '', page.apolloJsonButRoot];
    for (const [key, json] of viewerEntries) if (key !== ROOT_QUERY) entries.push(json);
    const pieces: Pieces = ['{"apollo":{'];
    for (const entry of entries) {
      if (entry.length === 0) continue;
      if (pieces.length > 1) pieces.push(',');
      pieces.push(entry);
    }
    pieces.push('},"router":', page.routerJson, '}');
    return pieces;
  }
  const entries: string[] = [];
  for (const [key, entry] of page.apollo) {
    const mine = viewerState[key];
    entries.push(mine === undefined ? entry.json : `${scriptSafeJson(key)}:${scriptSafeJson(merged(entry.value, mine))}`);
  }
  for (const [key, json] of viewerEntries) if (!page.apollo.has(key)) entries.push(json);
  return [`{"apollo":{${entries.join(',')}},"router":`, page.routerJson, '}'];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Two answers' fields together: objects (not references, not lists) field by field, else the later one. */
function merged(earlier: unknown, later: unknown): unknown {
  if (!isPlainObject(earlier) || !isPlainObject(later) || '__ref' in later) return later;
  const result: Record<string, unknown> = { ...earlier };
  for (const [field, value] of Object.entries(later)) result[field] = field in earlier ? merged(earlier[field], value) : value;
  return result;
}

function stateOf(client: ApolloClient, context: StaticHandlerContext): ServerState {
  return { apollo: client.cache.extract() as NormalizedCacheObject, router: hydrationStateOf(context) };
}

/** The HTML of a render that waits for every Suspense boundary (lazy modules included). */
async function streamedHtml(tree: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  // A page in one piece: React outlines a Suspense boundary's content that comes after more than
  // progressiveChunkSize bytes (12,800 by default) and completes it with an inline script, which
  // the page's CSP refuses (ui/ForScreen.tsx's boundaries hold a filter panel and more).
  const { prelude } = await prerenderToNodeStream(tree, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
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
