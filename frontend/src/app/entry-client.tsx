// First: the server's styles become styled-components' sheet before any styled component is defined.
import './start-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { createApolloClient } from '../graphql/client';
import { AppProviders } from './providers';
import { createRoutes } from './routes';
import { readServerState } from './server-state';

/**
 * Loads the lazy route modules of the current URL before hydrating, so the first render in the
 * browser is the page the server sent (a route still loading would render its fallback instead
 * and throw the server's HTML away).
 */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * Ends the current task and lets the browser run what waits (a tap, a paint) before the rest of
 * the start: `scheduler.yield()` where the browser has it (the rest then goes before other
 * tasks), else a new task through a timer.
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
}

/**
 * The presses index.html's inline script held: a button of the server's HTML pressed (clicked, or
 * Enter or Space on it) before React listened to the page, which would otherwise do nothing. A
 * shopper on a slow phone taps the cart as soon as she sees it, and a second tap, once hydrated,
 * should not be what it takes. The script stops holding when this is called; each button is pressed
 * once however often it was tapped (twice on Place Order is still one order).
 */
function takeHeldPresses(): HTMLElement[] {
  const take = (window as { __threadlineHeldPresses?: () => HTMLElement[] }).__threadlineHeldPresses;
  return take ? take() : [];
}

/**
 * Presses the held buttons again, now that React listens: on a button it has not hydrated yet,
 * React hydrates that part at once and then handles the press (react-aria takes such a click as a
 * virtual press, as from a screen reader). A button the render removed is not pressed.
 */
function pressAgain(buttons: HTMLElement[]): void {
  for (const button of buttons) if (button.isConnected) button.click();
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The modules' evaluation (the task this runs in) and the rest of the start are separate tasks,
  // with the browser free between them: together they held a paint or a scroll for a third of a
  // second on a mid-range phone (npm run main-thread-trace). Hydration itself runs in small pieces
  // (below).
  await yieldToBrowser();
  const state = readServerState(document);

  // One client for the pages and for the routes' data prefetches (see routes.tsx). The route
  // modules are asked for first, so their download overlaps the cache's restore.
  const client = createApolloClient({ serverRendered: state !== null });
  const routes = createRoutes(client);
  const routesResolved = state ? resolveLazyRoutes(routes) : Promise.resolve();
  if (state) client.cache.restore(state.apollo);
  // No yield between here and hydrateRoot: the sooner React listens, the sooner a tap is answered
  // (one before it is held, see takeHeldPresses; one after it React hydrates and handles at once).
  await routesResolved;
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : undefined);
  const app = (
    <StrictMode>
      <ErrorBoundary>
        <AppProviders client={client}>
          <RouterProvider router={router} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>
  );

  if (state) {
    // Hydration in a transition: React may yield to the browser between components, so a tap on
    // the server's HTML is not held up behind the whole page's hydration.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // React listens from hydrateRoot on: it takes every press from here itself.
    pressAgain(takeHeldPresses());
  } else {
    // The back office (and any page the server could not render) is rendered here: its buttons are
    // React's from the start, and no held press can be for one of them.
    takeHeldPresses();
    createRoot(container).render(app);
  }
}

void start();
