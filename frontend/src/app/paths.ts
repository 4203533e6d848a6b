// Every URL of the app in one typed map (spec section 2 route table), so links and redirects
// cannot drift from the router.

import { ABOUT_ANCHORS, type Category } from '@threadline/domain';

export const paths = {
  root: '/',
  auth: {
    root: '/auth',
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
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
    webhooks: '/admin/webhooks',
    storeDetails: '/admin/store-details',
    promotions: '/admin/promotions',
    gstReturns: '/admin/gst-returns',
    returns: '/admin/returns',
  },
  /** What the store would have sent, when no mail server is set (issue 19). */
  mailbox: '/mailbox',
  unauthorized: '/unauth-page',
} as const;

/**
 * The query parameter of the reset page that holds the token from the e-mail:
 * `/auth/reset-password?token=…` (the API writes the same link into the e-mail).
 */
export const RESET_TOKEN_PARAM = 'token';

/** The query parameter naming the e-mail open in the mailbox: `/mailbox?message=<id>`. */
export const MAILBOX_MESSAGE_PARAM = 'message';

/** The mailbox open on one e-mail (the mailbox's list and the admin's order dialog link to it). */
export function mailboxMessagePath(id: string): string {
  return `${paths.mailbox}?${new URLSearchParams({ [MAILBOX_MESSAGE_PARAM]: id })}`;
}

/** The listing, optionally narrowed to one category: `/shop/listing?category=male`. */
export function listingPath(category?: Category): string {
  return category ? `${paths.shop.listing}?${new URLSearchParams({ category })}` : paths.shop.listing;
}

export type AboutAnchor = (typeof ABOUT_ANCHORS)[keyof typeof ABOUT_ANCHORS];

/** The About page, optionally at one of its sections: `/shop/about#faq`. */
export function aboutPath(anchor?: AboutAnchor): string {
  return anchor ? `${paths.shop.about}#${anchor}` : paths.shop.about;
}

/** The query parameter that holds the product open in the product dialog, by its slug: `?product=navy-polo-tee`. */
export const PRODUCT_PARAM = 'product';
/**
 * Product links shared before products had slugs carried the product's id (`?product=<uuid>`);
 * the dialog still opens those, by id. No slug has this shape: slugs are lowercase title words.
 */
export function isLegacyProductId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** The size chosen in the product dialog, so a link can name it: `?product=navy-polo-tee&size=L`. */
export const PRODUCT_SIZE_PARAM = 'size';

/**
 * The current page with the product dialog open on the product with `slug`, keeping the page's
 * own parameters (filters, sort, keyword), so the link can be shared and Back closes the dialog.
 */
export function productDialogHref(location: { pathname: string; search: string }, slug: string): string {
  const params = new URLSearchParams(location.search);
  params.set(PRODUCT_PARAM, slug);
  return `${location.pathname}?${params}`;
}

/**
 * Navigation state a product card sends with its dialog link: the id of the product it shows, so
 * the dialog can title itself from the cache while the product loads (the URL has only the slug).
 */
export interface ProductPreviewState {
  productPreviewId: string;
}

export function productPreviewState(productId: string): ProductPreviewState {
  return { productPreviewId: productId };
}

/** The product id a card sent along (see productPreviewState), if the current entry has one. */
export function productPreviewIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('productPreviewId' in state)) return undefined;
  const id = (state as { productPreviewId: unknown }).productPreviewId;
  return typeof id === 'string' ? id : undefined;
}

/** The current page without the product dialog (and its chosen size). */
export function withoutProductDialog(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete(PRODUCT_PARAM);
  params.delete(PRODUCT_SIZE_PARAM);
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}
