// What the listing shows (filters and sort) and the three places it lives: the URL (the source of
// truth: shareable, restored by reload, Back and Forward), session storage (the last view seen,
// for links that mean "back to shopping") and the GraphQL variables of the listing query.

import {
  DEFAULT_SORT,
  FILTER_GROUPS,
  filtersFromSearchParams,
  filtersToSearchParams,
  isSortOption,
  type ListingFilters,
  type SortOption,
} from '@threadline/domain';
import type { ProductFilter, ProductListingQueryVariables } from '../../graphql/generated/graphql';
import { ageGroupEnum, categoryEnum, productTypeEnum, sortEnum } from './catalog-labels';

export interface ListingView {
  filters: ListingFilters;
  sort: SortOption;
}

export const SORT_PARAM = 'sort';
/** Every query parameter the listing owns; any other (e.g. the open product) is left alone. */
export const LISTING_PARAMS: readonly string[] = [...FILTER_GROUPS, SORT_PARAM];

/** Where the last listing view is kept for the browser tab (spec section 4: filters persist in session storage). */
export const LISTING_VIEW_STORAGE_KEY = 'threadline.listing-view';

/**
 * Router state for a link to the bare listing that means "back to shopping": the listing then
 * reopens the view last seen in this tab. Links without it (the navigation's All Products) show
 * exactly what their URL says.
 */
export const RESUME_LISTING_STATE = { resumeListing: true } as const;

export function isResumeListingState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { resumeListing?: unknown }).resumeListing === true;
}

/** The view a URL asks for. Unknown values are dropped and a bad sort falls back to the default, never an error. */
export function viewFromSearchParams(params: URLSearchParams): ListingView {
  const sort = params.get(SORT_PARAM)?.trim();
  return {
    filters: filtersFromSearchParams(params),
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * The view's canonical query parameters, so one view has one URL (and one cache entry): groups in a
 * fixed order, product types sorted, the default sort left out.
 */
export function viewToSearchParams(view: ListingView): URLSearchParams {
  const canonical: ListingView['filters'] = { ...view.filters, productTypes: [...view.filters.productTypes].sort() };
  const params = new URLSearchParams(filtersToSearchParams(canonical));
  if (view.sort !== DEFAULT_SORT) params.set(SORT_PARAM, view.sort);
  return params;
}

/** Whether a URL says anything about the listing view (a bare /shop/listing does not). */
export function hasListingParams(params: URLSearchParams): boolean {
  return LISTING_PARAMS.some((name) => params.has(name));
}

/**
 * `search` rewritten with `view` in canonical form, keeping every parameter the listing does not
 * own (such as `?product=`) after it.
 */
export function listingSearch(view: ListingView, search: URLSearchParams | string = ''): string {
  const params = viewToSearchParams(view);
  for (const [name, value] of new URLSearchParams(search)) {
    if (!LISTING_PARAMS.includes(name)) params.append(name, value);
  }
  // Commas stay literal (`productType=crop_top,polo_neck`): readable, and valid in a query.
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

export function isDefaultView(view: ListingView): boolean {
  return viewToSearchParams(view).toString() === '';
}

/** How many filter options are selected, for the mobile "Filters (n)" button. */
export function activeFilterCount(filters: ListingFilters): number {
  return (filters.category ? 1 : 0) + (filters.age ? 1 : 0) + filters.productTypes.length;
}

/** The listing query's variables. Empty groups and the default sort are left out, as the API defaults them. */
export function listingQueryVariables(view: ListingView, first: number): ProductListingQueryVariables {
  const filter: ProductFilter = {};
  if (view.filters.category) filter.category = categoryEnum(view.filters.category);
  if (view.filters.age) filter.age = ageGroupEnum(view.filters.age);
  if (view.filters.productTypes.length > 0) {
    filter.productTypes = [...view.filters.productTypes].sort().map(productTypeEnum);
  }
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(view.sort !== DEFAULT_SORT ? { sort: sortEnum(view.sort) } : {}),
    first,
  };
}

/** Remembers the view for this tab. Storage may be unavailable (private modes, quotas): then the URL alone carries it. */
export function storeListingView(view: ListingView): void {
  try {
    sessionStorage.setItem(LISTING_VIEW_STORAGE_KEY, viewToSearchParams(view).toString());
  } catch {
    // Nothing to do: the view is still in the URL.
  }
}

/** The view last stored in this tab, repaired like a URL would be; null when none. */
export function readStoredListingView(): ListingView | null {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(LISTING_VIEW_STORAGE_KEY);
  } catch {
    return null;
  }
  return stored === null ? null : viewFromSearchParams(new URLSearchParams(stored));
}
