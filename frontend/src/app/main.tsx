import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../features/errors/ErrorBoundary';
import { createApolloClient } from '../graphql/client';
import { AppProviders } from './providers';
import { createRouter } from './router';

// One client for the pages and for the routes' data prefetches (see router.tsx).
const client = createApolloClient();
const router = createRouter(client);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
