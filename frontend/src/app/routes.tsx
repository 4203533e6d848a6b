import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { data, redirect, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '../features/errors/ErrorBoundary';
import { mailboxLoader } from '../features/mailbox/mailbox-access';
import { AppSkeleton } from './AppSkeleton';
import { paths } from './paths';
import type { RouteLoader } from './route-data';
import { RootLayout, rootLoader } from './RootLayout';

// Every layout and page is its own chunk, loaded on first visit (spec section 2 route table). The
// glob's keys are the modules' paths, so each route can also name its module in `handle`: the
// server turns that into the page's <link rel="modulepreload"> tags (see entry-server.tsx).
// A module may also export `loader` (a RouteLoader): the data its page reads, asked for before it
// renders, on the server and on each navigation in the browser (route-data.ts).
const routeModules = import.meta.glob<Record<string, unknown>>('../features/*/*{Page,Layout}.tsx');

/** What a route tells the server about itself. */
export interface RouteHandle {
  /** The route's module as Vite's manifest names it (`src/features/home/HomePage.tsx`). */
  module: string;
}

function lazyRouteOf(client: ApolloClient) {
  return function lazyRoute(file: string, exportName: string): Pick<RouteObject, 'lazy' | 'handle'> {
    const load = routeModules[file];
    if (!load) throw new Error(`No route module ${file}`);
    const handle: RouteHandle = { module: file.replace(/^\.\.\//, 'src/') };
    return {
      handle,
      lazy: async () => {
        const module = await load();
        const Component = module[exportName] as ComponentType | undefined;
        if (!Component) throw new Error(`${file} exports no ${exportName}`);
        const loader = module['loader'] as RouteLoader | undefined;
        return loader ? { Component, loader: (args) => loader(client, args) } : { Component };
      },
    };
  };
}

/**
 * The one route tree of the storefront and the back office, for the browser's router and the
 * server's static handler alike.
 */
export function createRoutes(client: ApolloClient): RouteObject[] {
  const lazyRoute = lazyRouteOf(client);
  return [
    {
      // The viewer, for every page; on the server also the guard's redirect (guards.ts).
      loader: (args) => rootLoader(client, args),
      element: <RootLayout />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <AppSkeleton />,
      children: [
        // "/" has no page of its own: the guard always sends the viewer on.
        { index: true, element: <AppSkeleton /> },
        {
          path: 'auth',
          ...lazyRoute('../features/auth/AuthLayout.tsx', 'AuthLayout'),
          children: [
            // Loaders, not <Navigate>: the server answers these with a redirect before rendering.
            { index: true, loader: () => redirect(paths.auth.login) },
            { path: 'login', ...lazyRoute('../features/auth/LoginPage.tsx', 'LoginPage') },
            { path: 'register', ...lazyRoute('../features/auth/RegisterPage.tsx', 'RegisterPage') },
            { path: 'forgot-password', ...lazyRoute('../features/auth/ForgotPasswordPage.tsx', 'ForgotPasswordPage') },
            { path: 'reset-password', ...lazyRoute('../features/auth/ResetPasswordPage.tsx', 'ResetPasswordPage') },
          ],
        },
        {
          path: 'shop',
          ...lazyRoute('../features/storefront/ShopLayout.tsx', 'ShopLayout'),
          children: [
            { index: true, loader: () => redirect(paths.shop.home) },
            { path: 'home', ...lazyRoute('../features/home/HomePage.tsx', 'HomePage') },
            { path: 'listing', ...lazyRoute('../features/catalog/ListingPage.tsx', 'ListingPage') },
            { path: 'checkout', ...lazyRoute('../features/checkout/CheckoutPage.tsx', 'CheckoutPage') },
            { path: 'account', ...lazyRoute('../features/account/AccountPage.tsx', 'AccountPage') },
            { path: 'paypal-return', ...lazyRoute('../features/checkout/PaypalReturnPage.tsx', 'PaypalReturnPage') },
            { path: 'payment-success', ...lazyRoute('../features/checkout/PaymentSuccessPage.tsx', 'PaymentSuccessPage') },
            { path: 'search', ...lazyRoute('../features/search/SearchPage.tsx', 'SearchPage') },
            { path: 'about', ...lazyRoute('../features/about/AboutPage.tsx', 'AboutPage') },
          ],
        },
        {
          path: 'admin',
          ...lazyRoute('../features/admin/AdminLayout.tsx', 'AdminLayout'),
          children: [
            { index: true, loader: () => redirect(paths.admin.dashboard) },
            { path: 'dashboard', ...lazyRoute('../features/admin/DashboardPage.tsx', 'DashboardPage') },
            { path: 'products', ...lazyRoute('../features/admin/ProductsPage.tsx', 'ProductsPage') },
            { path: 'orders', ...lazyRoute('../features/admin/OrdersPage.tsx', 'OrdersPage') },
            { path: 'features', ...lazyRoute('../features/admin/FeaturesPage.tsx', 'FeaturesPage') },
            { path: 'webhooks', ...lazyRoute('../features/admin/WebhooksPage.tsx', 'WebhooksPage') },
            { path: 'store-details', ...lazyRoute('../features/admin/StoreDetailsPage.tsx', 'StoreDetailsPage') },
            { path: 'promotions', ...lazyRoute('../features/admin/PromotionsPage.tsx', 'PromotionsPage') },
            { path: 'gst-returns', ...lazyRoute('../features/admin/GstReturnsPage.tsx', 'GstReturnsPage') },
            { path: 'returns', ...lazyRoute('../features/admin/ReturnsPage.tsx', 'ReturnsPage') },
          ],
        },
        // Admins only (guards.ts). The loader still asks the API, which has the last word: a session
        // ended elsewhere, or a role taken away, is redirected as the server's answer and in the browser.
        { path: 'mailbox', loader: mailboxLoader(client), ...lazyRoute('../features/mailbox/MailboxPage.tsx', 'MailboxPage') },
        { path: 'unauth-page', ...lazyRoute('../features/errors/UnauthorizedPage.tsx', 'UnauthorizedPage') },
        // A 404 for the server's answer too, so no crawler or cache takes it for a page.
        { path: '*', loader: () => data(null, { status: 404 }), ...lazyRoute('../features/errors/NotFoundPage.tsx', 'NotFoundPage') },
      ],
    },
  ];
}
