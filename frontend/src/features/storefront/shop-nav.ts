// The storefront navigation (spec section 2 "Storefront"), built from the category list so a new
// category shows up in the menu by itself.

import { CATEGORIES, CATEGORY_LABELS, type Category } from '@threadline/domain';
import { listingPath, paths } from '../../app/paths';

export interface ShopNavItem {
  label: string;
  to: string;
  /** Whether the item is the current page, for aria-current and the active style. */
  isCurrent(location: { pathname: string; search: string }): boolean;
}

function listingCategory(search: string): string | null {
  return new URLSearchParams(search).get('category');
}

function isKnownCategory(value: string | null): value is Category {
  return value !== null && (CATEGORIES as readonly string[]).includes(value);
}

export const SHOP_NAV: readonly ShopNavItem[] = [
  { label: 'Home', to: paths.shop.home, isCurrent: ({ pathname }) => pathname === paths.shop.home },
  {
    label: 'All Products',
    to: listingPath(),
    isCurrent: ({ pathname, search }) => pathname === paths.shop.listing && !isKnownCategory(listingCategory(search)),
  },
  ...CATEGORIES.map<ShopNavItem>((category) => ({
    label: CATEGORY_LABELS[category],
    to: listingPath(category),
    isCurrent: ({ pathname, search }) => pathname === paths.shop.listing && listingCategory(search) === category,
  })),
  { label: 'Search', to: paths.shop.search, isCurrent: ({ pathname }) => pathname === paths.shop.search },
  { label: 'About', to: paths.shop.about, isCurrent: ({ pathname }) => pathname === paths.shop.about },
];
