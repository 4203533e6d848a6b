import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '../features/errors/ErrorBoundary';
import { HomePageQuery, homePageVariables } from '../features/home/operations';
import { AppSkeleton } from './AppSkeleton';
import { paths } from './paths';
import { RootLayout } from './RootLayout';

// Every page is its own chunk, loaded on first visit (spec section 2 route table).
export function createRoutes(client: ApolloClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorFallback />,
      hydrateFallbackElement: <AppSkeleton />,
      children: [
        // "/" has no page of its own: the guard always sends the viewer on.
        { index: true, element: <AppSkeleton /> },
        {
          path: 'auth',
          lazy: async () => ({ Component: (await import('../features/auth/AuthLayout')).AuthLayout }),
          children: [
            { index: true, element: <Navigate to={paths.auth.login} replace /> },
            { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }) },
            {
              path: 'register',
              lazy: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }),
            },
          ],
        },
        {
          path: 'shop',
          lazy: async () => ({ Component: (await import('../features/storefront/ShopLayout')).ShopLayout }),
          children: [
            { index: true, element: <Navigate to={paths.shop.home} replace /> },
            {
              path: 'home',
              // The home page's (public) data is asked for while its code and the session check are
              // still on their way, instead of after both: the hero image, the page's largest
              // paint, can then start a round trip sooner. Not awaited: the page shows its own
              // loading state, and the query it runs finds the answer in the cache.
              loader: () => {
                void client.query({ query: HomePageQuery, variables: homePageVariables }).catch(() => undefined);
                return null;
              },
              lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
            },
            {
              path: 'listing',
              lazy: async () => ({ Component: (await import('../features/catalog/ListingPage')).ListingPage }),
            },
            {
              path: 'checkout',
              lazy: async () => ({ Component: (await import('../features/checkout/CheckoutPage')).CheckoutPage }),
            },
            {
              path: 'account',
              lazy: async () => ({ Component: (await import('../features/account/AccountPage')).AccountPage }),
            },
            {
              path: 'paypal-return',
              lazy: async () => ({ Component: (await import('../features/checkout/PaypalReturnPage')).PaypalReturnPage }),
            },
            {
              path: 'payment-success',
              lazy: async () => ({
                Component: (await import('../features/checkout/PaymentSuccessPage')).PaymentSuccessPage,
              }),
            },
            { path: 'search', lazy: async () => ({ Component: (await import('../features/search/SearchPage')).SearchPage }) },
            { path: 'about', lazy: async () => ({ Component: (await import('../features/about/AboutPage')).AboutPage }) },
          ],
        },
        {
          path: 'admin',
          lazy: async () => ({ Component: (await import('../features/admin/AdminLayout')).AdminLayout }),
          children: [
            { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
            {
              path: 'dashboard',
              lazy: async () => ({ Component: (await import('../features/admin/DashboardPage')).DashboardPage }),
            },
            {
              path: 'products',
              lazy: async () => ({ Component: (await import('../features/admin/ProductsPage')).ProductsPage }),
            },
            {
              path: 'orders',
              lazy: async () => ({ Component: (await import('../features/admin/OrdersPage')).OrdersPage }),
            },
            {
              path: 'features',
              lazy: async () => ({ Component: (await import('../features/admin/FeaturesPage')).FeaturesPage }),
            },
          ],
        },
        {
          path: 'unauth-page',
          lazy: async () => ({ Component: (await import('../features/errors/UnauthorizedPage')).UnauthorizedPage }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
        },
      ],
    },
  ];
}

export function createRouter(client: ApolloClient) {
  return createBrowserRouter(createRoutes(client));
}
