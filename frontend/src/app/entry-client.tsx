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

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const state = readServerState(document);

  // One client for the pages and for the routes' data prefetches (see routes.tsx).
  const client = createApolloClient(state?.apollo);
  const routes = createRoutes(client);
  if (state) await resolveLazyRoutes(routes);
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
  } else {
    // The back office (and any page the server could not render) is rendered here.
    createRoot(container).render(app);
  }
}

void start();
