// Every URL of the app in one typed map (spec section 2 route table), so links and redirects
// cannot drift from the router.

import { ABOUT_ANCHORS, type Category } from '@threadline/domain';

export const paths = {
  root: '/',
  auth: {
    root: '/auth',
    login: '/auth/login',
    register: '/auth/register',
  },
  shop: {
    root: '/shop',
    home: '/shop/home',
    listing: '/shop/listing',
    checkout: '/shop/checkout',
    account: '/shop/account',
    paypalReturn: '/shop/paypal-return',
    paymentSuccess: '/shop/payment-success',
    search: '/shop/search',
    about: '/shop/about',
  },
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    products: '/admin/products',
    orders: '/admin/orders',
    features: '/admin/features',
  },
  unauthorized: '/unauth-page',
} as const;

/** The listing, optionally narrowed to one category: `/shop/listing?category=male`. */
export function listingPath(category?: Category): string {
  return category ? `${paths.shop.listing}?${new URLSearchParams({ category })}` : paths.shop.listing;
}

export type AboutAnchor = (typeof ABOUT_ANCHORS)[keyof typeof ABOUT_ANCHORS];

/** The About page, optionally at one of its sections: `/shop/about#faq`. */
export function aboutPath(anchor?: AboutAnchor): string {
  return anchor ? `${paths.shop.about}#${anchor}` : paths.shop.about;
}
