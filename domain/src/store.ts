// Store-wide constants (spec section 9) and the store's own copy (sections 1 and 2), kept in one
// place so the API, the storefront and the admin screens cannot drift apart.

import { Measurement, Size } from './catalog.js';

export const STORE_NAME = 'Threadline';
export const STORE_HEADING = `${STORE_NAME} Store`;
export const STORE_TAGLINE = 'Your Premium Fashion Destination';

/** The marketing panel of the auth layout (spec section 1). */
export const AUTH_MARKETING = {
  heading: STORE_HEADING,
  tagline: STORE_TAGLINE,
  premiumCollection: {
    title: 'Premium Collection',
    items: ['Round Neck T-Shirts', 'Polo Neck T-Shirts', 'Sweatshirts', 'Crop Tops'],
  },
  sizeRange: {
    title: 'Size Range',
    items: ['XS (36") to XXL', 'Kids 3-13 years', 'Perfect Fit Guarantee'],
  },
  badges: ['Cash on Delivery', 'Bulk Orders Welcome'],
  promise: 'Premium, trendy and comfortable clothing for men, women and kids.',
} as const;

export const ABOUT_INTRO =
  `${STORE_NAME} brings everyday fashion to the whole family: round neck and polo neck T-shirts, ` +
  'sweatshirts and crop tops for men and women, and comfortable outfits for kids aged 3 to 13.';

export const CURRENCY_SYMBOL = '₹';
export const MAX_ADDRESSES = 3;
export const FEATURED_PRODUCT_COUNT = 8;
export const CAROUSEL_INTERVAL_MS = 8000;
export const SEARCH_DEBOUNCE_MS = 500;
export const MOBILE_FILTER_BREAKPOINT_PX = 768;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
/**
 * The low-stock line: a size or product with fewer pieces than this (and some left) is low. The
 * storefront's "Only n items left" badge, the dashboard's low-stock lists and the `stock.low`
 * event all draw it here.
 */
export const LOW_STOCK_THRESHOLD = 10;
// The spec shows no paging; these bound list queries so one request cannot fetch the whole catalogue.
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const DEFAULT_PRODUCT_SIZE = Size.XS;
export const DEFAULT_MEASUREMENT = Measurement.IN_36;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 24;
export const ADDRESS_MIN_LENGTH = 3;
export const ADDRESS_MAX_LENGTH = 100;
export const CITY_MIN_LENGTH = 2;
export const CITY_MAX_LENGTH = 50;
export const NOTES_MAX_LENGTH = 200;
export const PINCODE_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const USER_NAME_MIN_LENGTH = 2;
export const USER_NAME_MAX_LENGTH = 50;
export const MIN_RATING = 1;
export const MAX_RATING = 5;

// Upper bounds of every input, so that nothing a client sends can outgrow where it is stored: a
// 32-bit column, a btree index entry (at most about 2.7 kB), or a sane page of text. They are far
// above what the store sells or anyone types, and are checked before anything is written.

/** Pieces of one product in stock, as an admin may set it. */
export const MAX_STOCK = 1_000_000;
/** Pieces of one product and size in a cart line, and so in an order line. */
export const MAX_CART_QUANTITY = 1_000_000;
/** ₹10,00,000: the dearest price (or sale price) an admin may set, before the XXL increment. */
export const MAX_PRICE_RUPEES = 1_000_000;
/** ₹10,00,00,00,000 (one thousand crore): a whole order, exact in paise as a JS number and in bigint. */
export const MAX_ORDER_TOTAL_RUPEES = 10_000_000_000;
/**
 * A 32-bit integer column's top. Stock given back (a cancel, a rejection) is added to what is
 * there and may pass MAX_STOCK; it stops here rather than overflow the column.
 */
export const MAX_STORED_INTEGER = 2_147_483_647;

/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;
export const PRODUCT_TITLE_MIN_LENGTH = 2;
export const PRODUCT_TITLE_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MIN_LENGTH = 10;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 2000;
export const IMAGE_REFERENCE_MAX_LENGTH = 500;
export const SEARCH_KEYWORD_MAX_LENGTH = 100;
export const REVIEW_MESSAGE_MAX_LENGTH = 1000;
export const CANCEL_REASON_MAX_LENGTH = 500;
/** A staff note on an order: a line or two for the team, or a word to the shopper. */
export const ORDER_NOTE_MAX_LENGTH = 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/** A payment provider's payment and payer ids. */
export const PROVIDER_ID_MAX_LENGTH = 200;
/** A password typed at sign-in; long enough for any generated or passphrase password an admin set. */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;
/**
 * The longest text any field takes. Longer text is refused at the door, before any use case
 * runs, so a field added later is bounded too even before it gets its own limit.
 */
export const MAX_TEXT_LENGTH = 5000;

/** Keys serve as GraphQL enum names, values as the REST `sortBy` parameter. */
export const SortOption = {
  PRICE_LOW_TO_HIGH: 'price-lowtohigh',
  PRICE_HIGH_TO_LOW: 'price-hightolow',
  NEWEST: 'newest',
  POPULAR: 'popular',
} as const;
export type SortOption = (typeof SortOption)[keyof typeof SortOption];
export const SORT_OPTIONS: readonly SortOption[] = Object.values(SortOption);
export const DEFAULT_SORT: SortOption = SortOption.PRICE_LOW_TO_HIGH;
export const SORT_OPTION_LABELS: Readonly<Record<SortOption, string>> = {
  'price-lowtohigh': 'Price: Low to High',
  'price-hightolow': 'Price: High to Low',
  newest: 'Newest',
  popular: 'Popular',
};

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

export type StockBadge = { kind: 'out'; label: 'Out Of Stock' } | { kind: 'low'; label: string };

/** The stock badge on a product card, or null when stock is comfortable. */
export function stockBadge(totalStock: number): StockBadge | null {
  // Anything not above 0 (including bad data) cannot be sold, so it reads as out of stock.
  if (!(totalStock > 0)) return { kind: 'out', label: 'Out Of Stock' };
  if (totalStock < LOW_STOCK_THRESHOLD) return { kind: 'low', label: `Only ${totalStock} items left` };
  return null;
}

/**
 * Whether a size's stock going from `before` to `after` pieces crosses the low-stock line
 * downwards: from LOW_STOCK_THRESHOLD or more to fewer. A size already below it, or one refilled
 * and dropping again, crosses once per drop through the line, so `stock.low` is said once a crossing.
 */
export function crossesLowStockLine(before: number, after: number): boolean {
  return before >= LOW_STOCK_THRESHOLD && after < LOW_STOCK_THRESHOLD;
}

/** A product is on sale when it has a sale price; 0 means no sale. */
export function isOnSale(salePrice: number): boolean {
  return salePrice > 0;
}

// India has no daylight saving, so a fixed offset gives the store's calendar date anywhere.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * An order date as en-IN shows it (day/month/year, e.g. "5/3/2025"), on the store's calendar
 * (India Standard Time) so the server and every browser print the same day. Empty for an invalid
 * date, so a bad record shows a blank cell rather than "NaN/NaN/NaN".
 */
export function formatOrderDate(date: Date | string | number): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const ist = new Date(time + IST_OFFSET_MS);
  return `${ist.getUTCDate()}/${ist.getUTCMonth() + 1}/${ist.getUTCFullYear()}`;
}

export const SUPPORT_EMAIL = 'support@threadline.store';
export const SUPPORT_PHONE = '+91 98765 43210';
export const SUPPORT_PHONE_HREF = 'tel:+919876543210';
export const SUPPORT_EMAIL_HREF = `mailto:${SUPPORT_EMAIL}`;
const WHATSAPP_NUMBER = '919876543210';

/** A WhatsApp chat link pre-filled with a greeting from the shopper (or "Guest" when unknown). */
export function whatsAppLink(name?: string): string {
  const who = name?.trim() || 'Guest';
  const greeting = `Hello ${STORE_NAME}, this is ${who}. I need some help with my order.`;
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(greeting)}`;
}

/** Anchors of the About page sections that the footer links to. */
export const ABOUT_ANCHORS = {
  SIZE_CHARTS: 'size-charts',
  FAQ: 'faq',
  SHIPPING: 'shipping',
  RETURNS: 'returns',
  PAYMENT: 'payment',
} as const;

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'processing',
    question: 'How long does it take to process my order?',
    answer:
      'Orders are processed within 24-48 hours. Once your order is approved it moves to the ' +
      'InShipping stage, and you can follow every stage under Orders in your account.',
  },
  {
    id: 'delivery-time',
    question: 'How long does delivery take?',
    answer: 'Delivery takes 3-5 business days along our delivery route.',
  },
  {
    id: 'dispatch',
    question: 'When will my order be shipped?',
    answer: 'Our sellers ship your order 1-2 business days before the delivery date.',
  },
  {
    id: 'tracking',
    question: 'How can I track my order?',
    answer:
      'Courier tracking details appear 24-48 hours after your order has shipped. Until then, ' +
      'the order status in your account shows whether it is placed, approved or InShipping.',
  },
  {
    id: 'payment',
    question: 'What payment methods do you accept?',
    answer: 'You can pay by UPI, net banking, wallets, or cash after delivery.',
  },
  {
    id: 'cancellation',
    question: 'Can I cancel my order?',
    answer:
      'Yes, while your order is still placed you can cancel it from your account by giving a ' +
      'reason. Once it is approved and InShipping it can no longer be cancelled.',
  },
];

/** The "Visit us at" block of the About page. */
export const STORE_LOCATION = {
  note: 'Find us in the village lane right next to the primary school, a short walk from Guma station.',
  mapQuery: 'Guma, North 24 Parganas, West Bengal',
  /** Where the map centres by default (Guma, West Bengal); the storefront's build may set another place. */
  latitude: 22.8076,
  longitude: 88.6279,
} as const;

/**
 * OpenStreetMap's embeddable map around a place, with a marker on it. `span` is the half-width
 * of the shown area in degrees (0.01° is about a kilometre).
 */
export function mapEmbedUrl(latitude: number, longitude: number, span = 0.01): string {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

/** The same place on OpenStreetMap's own site, for a plain link. */
export function mapLinkUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/** Screen copy of spec section 2 that is not a validation or toast message. */
export const COPY = {
  NO_PRODUCTS_FOUND: 'No products found',
  NO_PRODUCTS_HINT: 'Try adjusting your filters',
  NO_SEARCH_RESULTS: 'No products found matching',
  PAYMENT_PROCESSING: 'Processing Payment...Please wait!',
  PAYMENT_SUCCESS: 'Order Placed successfull!',
  RETURN_TO_HOMEPAGE: 'Return to Homepage',
  ACCESS_DENIED: 'Access Denied',
  ERROR_HEADING: 'Oops! Something went wrong',
  ERROR_TEXT: "We've encountered an unexpected error",
  ERROR_HELP:
    "Don't worry! Our team has been notified. You can try refreshing the page or return to the home page.",
} as const;
