// Preconditions of the storefront and admin actions (spec section 5): what must hold before an
// item goes into the cart, an order is placed, a feature image is uploaded or a product is saved.
// Like the field validators, each returns the spec's message or null.

import { MESSAGES } from './messages.js';
import type { ValidationResult } from './validation.js';

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

export interface AddToCartCheck {
  isLoggedIn: boolean;
  totalStock: number;
  title?: string | null;
  category?: string | null;
  productType?: string | null;
}

/** The add-to-cart preconditions in the spec's order: login, stock, then product details. */
export function validateAddToCart(check: AddToCartCheck): ValidationResult {
  if (!check.isLoggedIn) return MESSAGES.PLEASE_LOGIN;
  if (!(check.totalStock > 0)) return MESSAGES.OUT_OF_STOCK;
  if (isBlank(check.title) || isBlank(check.category) || isBlank(check.productType)) {
    return MESSAGES.PRODUCT_DETAILS_MISSING;
  }
  return null;
}

export interface CheckoutCheck {
  cartItemCount: number;
  selectedAddressId?: string | null;
  userId?: string | null;
}

/** The checkout preconditions in the spec's order: cart, address, then user. */
export function validateCheckout(check: CheckoutCheck): ValidationResult {
  if (!(check.cartItemCount > 0)) return MESSAGES.CART_EMPTY;
  if (isBlank(check.selectedAddressId)) return MESSAGES.SELECT_ADDRESS;
  if (isBlank(check.userId)) return MESSAGES.LOGIN_TO_PLACE_ORDER;
  return null;
}

/** Feature-image upload needs a chosen image (a file or its uploaded URL). */
export function validateImageChosen(image: unknown): ValidationResult {
  const chosen = typeof image === 'string' ? image.trim() !== '' : image != null;
  return chosen ? null : MESSAGES.SELECT_IMAGE_FIRST;
}

/** The product form's fields; averageReview is left out because it comes from reviews. */
export const PRODUCT_FORM_FIELDS = [
  'image',
  'title',
  'description',
  'category',
  'productType',
  'type',
  'size',
  'measurement',
  'percentageIncrement',
  'price',
  'salePrice',
  'totalStock',
] as const;

/**
 * The product form may be submitted only when every field except averageReview is filled in.
 * Numbers count as filled even when 0, because a sale price of 0 means "no sale".
 */
export function isProductFormComplete(form: Readonly<Record<string, unknown>>): boolean {
  return PRODUCT_FORM_FIELDS.every((field) => isFilled(form[field]));
}

function isFilled(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.trim() !== '';
  return value != null;
}
