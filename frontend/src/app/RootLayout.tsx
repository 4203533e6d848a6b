import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { ApolloClient } from '@apollo/client';
import { Outlet, redirect, ScrollRestoration, useHref, useNavigate, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { MeDocument } from '../features/auth/operations';
import { AuthGuard } from './AuthGuard';
import { guardRedirect } from './guards';
import { warm } from './route-data';

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.85); }
`;

// A thin bar while the next page's code loads (routes are lazy).
const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.skipLink};
  height: 3px;
  background: ${({ theme }) => theme.color.accent};
  transform-origin: left;
  animation: ${grow} 2s cubic-bezier(0.1, 0.7, 0.2, 1) forwards;
`;

/** The root route: react-aria links use the router, the guard decides who sees what. */
export function RootLayout() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  // The page's buttons work from here on (see GlobalStyle's html[data-hydrating]).
  useEffect(() => {
    delete document.documentElement.dataset['hydrating'];
  }, []);
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      {navigation.state === 'loading' ? <Progress aria-hidden="true" /> : null}
      <ScrollRestoration />
      <AuthGuard>
        <Outlet />
      </AuthGuard>
    </AriaRouterProvider>
  );
}

/**
 * The viewer, whom every page shows (the header's menu, the guard). On the server the guard's rules
 * (spec section 2) answer with a redirect before any HTML; in the browser AuthGuard applies them,
 * since signing in or out changes the viewer without a navigation.
 */
export async function rootLoader(client: ApolloClient, { request }: LoaderFunctionArgs): Promise<null> {
  const viewer = client.query({ query: MeDocument });
  if (!import.meta.env.SSR) return warm(viewer);
  // A failed answer is the error page's to show: the guard cannot decide without it.
  const me = (await viewer).data?.me ?? null;
  const target = guardRedirect(new URL(request.url).pathname, { isAuthenticated: me !== null, role: me?.role ?? null });
  if (target) throw redirect(target);
  return null;
}
