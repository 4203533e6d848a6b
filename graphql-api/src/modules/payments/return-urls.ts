import type { Config } from '../../config.js';
import { storeBaseUrl } from './payment-provider.js';

/** Longer than any page address a storefront needs; the provider keeps it with the payment. */
export const RETURN_URL_MAX_LENGTH = 2000;

export type ReturnUrlCheck = { ok: true; url: string } | { ok: false; problem: 'malformed' | 'foreign' };

/**
 * The origins a client may send the shopper back to from the provider: the store's own (the one its
 * default return page is on) and those the operator lists in PAYMENT_RETURN_ORIGINS. Checkout
 * must not become an open redirect that sends shoppers, fresh from paying, to any site at all.
 */
export function allowedReturnOrigins(config: Config): ReadonlySet<string> {
  return new Set([new URL(storeBaseUrl(config)).origin, ...config.paymentReturnOrigins]);
}

/** A client's return or cancel page, if it is an absolute http(s) URL on an allowed origin. */
export function checkReturnUrl(raw: string, allowedOrigins: ReadonlySet<string>): ReturnUrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  // `javascript:`, `data:` and the like have no origin to check; credentials only disguise a host.
  const malformed = raw.length > RETURN_URL_MAX_LENGTH || !['http:', 'https:'].includes(url.protocol) || url.username !== '' || url.password !== '';
  if (malformed) return { ok: false, problem: 'malformed' };
  if (!allowedOrigins.has(url.origin)) return { ok: false, problem: 'foreign' };
  return { ok: true, url: url.href };
}
