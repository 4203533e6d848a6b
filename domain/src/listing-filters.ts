// The listing page's filter rules (spec section 4 "Listing filters"). Kept pure so the storefront's
// filter panel, its URL and its session-stored copy all go through the same rules.

import { isAgeGroup, isCategory, isProductType, type AgeGroup, type Category, type ProductType } from './catalog.js';

export interface ListingFilters {
  category?: Category;
  age?: AgeGroup;
  productTypes: ProductType[];
}

interface FilterValues {
  category: Category;
  age: AgeGroup;
  productType: ProductType;
}
export type FilterGroup = keyof FilterValues;
export type FilterValue<G extends FilterGroup> = FilterValues[G];

export const FILTER_GROUPS: readonly FilterGroup[] = ['category', 'age', 'productType'];

/** A fresh state with nothing selected (a new object each time, so no caller can share its array). */
export function emptyFilters(): ListingFilters {
  return { productTypes: [] };
}

const GUARDS: { readonly [G in FilterGroup]: (value: unknown) => value is FilterValues[G] } = {
  category: isCategory,
  age: isAgeGroup,
  productType: isProductType,
};

/**
 * Applies a click on one filter option and returns the new state (the old one is left untouched).
 * Category and age exclude each other, since an age group already implies kids; each holds one
 * value, and clicking the active one clears it. Product types are a free multi-select.
 * Values the group does not know are ignored.
 */
export function toggleFilter<G extends FilterGroup>(
  state: ListingFilters,
  group: G,
  value: FilterValue<G>,
): ListingFilters {
  const productTypes = [...state.productTypes];
  if (!GUARDS[group](value)) return buildFilters(productTypes, state.category, state.age);

  if (group === 'productType') {
    const type = value as ProductType;
    const next = productTypes.includes(type) ? productTypes.filter((t) => t !== type) : [...productTypes, type];
    return buildFilters(next, state.category, state.age);
  }
  if (group === 'category') {
    const category = value as Category;
    return buildFilters(productTypes, state.category === category ? undefined : category, undefined);
  }
  const age = value as AgeGroup;
  return buildFilters(productTypes, undefined, state.age === age ? undefined : age);
}

/** Whether an option is currently selected, for checking its box in the filter panel. */
export function isFilterActive<G extends FilterGroup>(state: ListingFilters, group: G, value: FilterValue<G>): boolean {
  if (group === 'category') return state.category === value;
  if (group === 'age') return state.age === value;
  return state.productTypes.includes(value as ProductType);
}

export function hasActiveFilters(state: ListingFilters): boolean {
  return state.category !== undefined || state.age !== undefined || state.productTypes.length > 0;
}

/**
 * The URL query parameters for `state`: only the groups in use, multi-values comma-separated.
 * A plain record, so it can feed URLSearchParams, a router, or the REST products call alike.
 */
export function filtersToSearchParams(state: ListingFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.category) params.category = state.category;
  if (state.age) params.age = state.age;
  if (state.productTypes.length > 0) params.productType = state.productTypes.join(',');
  return params;
}

/** Something that answers `get(name)`, such as URLSearchParams. */
export interface SearchParamsReader {
  get(name: string): string | null;
}
type ParamSource = SearchParamsReader | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/**
 * Reads filters from a URL's query (URLSearchParams) or from a stored record, where values may be
 * comma-separated strings or arrays. Unknown values are dropped so a stale or hand-edited URL
 * still opens a working listing; if both category and age arrive, category wins, as the two never
 * combine.
 */
export function filtersFromSearchParams(source: ParamSource): ListingFilters {
  const category = readValues(source, 'category').find(isCategory);
  const age = category ? undefined : readValues(source, 'age').find(isAgeGroup);
  const productTypes = [...new Set(readValues(source, 'productType').filter(isProductType))];
  return buildFilters(productTypes, category, age);
}

function readValues(source: ParamSource, name: FilterGroup): string[] {
  const raw = isReader(source) ? source.get(name) : source[name];
  if (raw == null) return [];
  const parts = typeof raw === 'string' ? [raw] : [...raw];
  return parts.flatMap((part) => part.split(',')).map((part) => part.trim()).filter((part) => part !== '');
}

function isReader(source: ParamSource): source is SearchParamsReader {
  return typeof (source as SearchParamsReader).get === 'function';
}

// Builds the state without undefined keys, so states compare and serialise cleanly.
function buildFilters(productTypes: ProductType[], category: Category | undefined, age: AgeGroup | undefined): ListingFilters {
  const state: ListingFilters = { productTypes };
  if (category !== undefined) state.category = category;
  if (age !== undefined) state.age = age;
  return state;
}
