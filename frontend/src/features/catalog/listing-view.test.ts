import { describe, expect, it } from 'vitest';
import {
  LISTING_VIEW_STORAGE_KEY,
  listingQueryVariables,
  listingSearch,
  readStoredListingView,
  storeListingView,
  viewFromSearchParams,
} from './listing-view';

const canonical = (search: string) => listingSearch(viewFromSearchParams(new URLSearchParams(search)), search);

describe('listingSearch (the canonical URL of a view)', () => {
  it.each([
    ['', ''],
    ['?category=male', '?category=male'],
    ['?sort=price-lowtohigh', ''],
    ['?sort=newest&category=kids', '?category=kids&sort=newest'],
    ['?productType=polo_neck,crop_top', '?productType=crop_top,polo_neck'],
    ['?productType=polo_neck%2Ccrop_top%2Cpolo_neck', '?productType=crop_top,polo_neck'],
    ['?category=kids&age=3-5yr', '?category=kids'],
    ['?age=9-13yr&productType=nope', '?age=9-13yr'],
    ['?category=aliens&sort=cheapest', ''],
    ['?product=p9&category=female', '?category=female&product=p9'],
  ])('%s → %s', (search, expected) => {
    expect(canonical(search)).toBe(expected);
    // Canonical is a fixed point: repairing it again changes nothing.
    expect(canonical(expected)).toBe(expected);
  });
});

describe('listingQueryVariables', () => {
  it('speaks the API enums and leaves the defaults out', () => {
    const view = viewFromSearchParams(new URLSearchParams('age=6-8yr&productType=sweat_shirts_full,crop_top&sort=popular'));
    expect(listingQueryVariables(view, 24)).toEqual({
      filter: { age: 'AGE_6_8', productTypes: ['CROP_TOP', 'SWEAT_SHIRTS_FULL'] },
      sort: 'POPULAR',
      first: 24,
    });
    expect(listingQueryVariables(viewFromSearchParams(new URLSearchParams('')), 24)).toEqual({ first: 24 });
  });
});

describe('the stored view', () => {
  it('round-trips, and a tampered one is repaired like a URL', () => {
    expect(readStoredListingView()).toBeNull();
    storeListingView(viewFromSearchParams(new URLSearchParams('productType=polo_neck,crop_top&sort=newest')));
    expect(sessionStorage.getItem(LISTING_VIEW_STORAGE_KEY)).toBe('productType=crop_top%2Cpolo_neck&sort=newest');
    expect(readStoredListingView()).toEqual({ filters: { productTypes: ['crop_top', 'polo_neck'] }, sort: 'newest' });

    sessionStorage.setItem(LISTING_VIEW_STORAGE_KEY, 'category=robots&sort=random');
    expect(readStoredListingView()).toEqual({ filters: { productTypes: [] }, sort: 'price-lowtohigh' });
  });
});
