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

/** The query parameter that holds the product open in the product dialog: `?product=<id>`. */
export const PRODUCT_PARAM = 'product';
/** The size chosen in the product dialog, so a link can name it: `?product=<id>&size=L`. */
export const PRODUCT_SIZE_PARAM = 'size';

/**
 * The current page with the product dialog open on `productId`, keeping the page's own
 * parameters (filters, sort, keyword), so the link can be shared and Back closes the dialog.
 */
export function productDialogHref(location: { pathname: string; search: string }, productId: string): string {
  const params = new URLSearchParams(location.search);
  params.set(PRODUCT_PARAM, productId);
  return `${location.pathname}?${params}`;
}

/** The current page without the product dialog (and its chosen size). */
export function withoutProductDialog(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(PRODUCT_PARAM);
  params.delete(PRODUCT_SIZE_PARAM);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
