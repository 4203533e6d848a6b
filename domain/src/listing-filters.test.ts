import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  isFilterActive,
  toggleFilter,
  type ListingFilters,
} from './listing-filters.js';

const state = (partial: Partial<ListingFilters> = {}): ListingFilters => ({ productTypes: [], ...partial });

describe('toggleFilter', () => {
  it.each([
    { name: 'selects a category', from: state(), group: 'category', value: 'male', to: state({ category: 'male' }) },
    { name: 'replaces the category', from: state({ category: 'male' }), group: 'category', value: 'female', to: state({ category: 'female' }) },
    { name: 'clears the same category', from: state({ category: 'male' }), group: 'category', value: 'male', to: state() },
    { name: 'selects an age', from: state(), group: 'age', value: '3-5yr', to: state({ age: '3-5yr' }) },
    { name: 'replaces the age', from: state({ age: '3-5yr' }), group: 'age', value: '9-13yr', to: state({ age: '9-13yr' }) },
    { name: 'clears the same age', from: state({ age: '6-8yr' }), group: 'age', value: '6-8yr', to: state() },
    { name: 'age removes category', from: state({ category: 'kids' }), group: 'age', value: '6-8yr', to: state({ age: '6-8yr' }) },
    { name: 'category removes age', from: state({ age: '6-8yr' }), group: 'category', value: 'female', to: state({ category: 'female' }) },
    {
      name: 'adds a product type',
      from: state({ productTypes: ['crop_top'] }),
      group: 'productType',
      value: 'polo_neck',
      to: state({ productTypes: ['crop_top', 'polo_neck'] }),
    },
    {
      name: 'removes a product type',
      from: state({ productTypes: ['crop_top', 'polo_neck'] }),
      group: 'productType',
      value: 'crop_top',
      to: state({ productTypes: ['polo_neck'] }),
    },
    {
      name: 'product types keep category',
      from: state({ category: 'male' }),
      group: 'productType',
      value: 'polo_neck',
      to: state({ category: 'male', productTypes: ['polo_neck'] }),
    },
    {
      name: 'category keeps product types',
      from: state({ productTypes: ['polo_neck'] }),
      group: 'category',
      value: 'male',
      to: state({ category: 'male', productTypes: ['polo_neck'] }),
    },
    { name: 'ignores an unknown value', from: state({ category: 'male' }), group: 'category', value: 'unisex', to: state({ category: 'male' }) },
  ] as const)('$name', ({ from, group, value, to }) => {
    // The cast lets the table feed an unknown value, as untyped callers could.
    expect(toggleFilter(from, group, value as never)).toEqual(to);
  });

  it('leaves the previous state untouched', () => {
    const before = state({ category: 'male', productTypes: ['crop_top'] });
    toggleFilter(before, 'productType', 'polo_neck');
    toggleFilter(before, 'age', '3-5yr');
    expect(before).toEqual(state({ category: 'male', productTypes: ['crop_top'] }));
  });
});

describe('isFilterActive and hasActiveFilters', () => {
  const current = state({ category: 'female', productTypes: ['crop_top'] });
  it.each([
    ['category', 'female', true],
    ['category', 'male', false],
    ['age', '3-5yr', false],
    ['productType', 'crop_top', true],
    ['productType', 'polo_neck', false],
  ] as const)('%s=%s active: %s', (group, value, active) => {
    expect(isFilterActive(current, group, value as never)).toBe(active);
  });

  it('knows when nothing is selected', () => {
    expect(hasActiveFilters(emptyFilters())).toBe(false);
    expect(hasActiveFilters(current)).toBe(true);
  });
});

describe('URL round trip', () => {
  it.each([
    { filters: state(), params: {} },
    { filters: state({ category: 'kids' }), params: { category: 'kids' } },
    { filters: state({ age: '9-13yr' }), params: { age: '9-13yr' } },
    {
      filters: state({ category: 'male', productTypes: ['polo_neck', 'round_neck_half'] }),
      params: { category: 'male', productType: 'polo_neck,round_neck_half' },
    },
  ] as const)('$params', ({ filters, params }) => {
    expect(filtersToSearchParams(filters)).toEqual(params);
    expect(filtersFromSearchParams(new URLSearchParams(filtersToSearchParams(filters)))).toEqual(filters);
  });
});

describe('filtersFromSearchParams', () => {
  it.each([
    { query: 'category=male&productType=polo_neck,bogus', filters: state({ category: 'male', productTypes: ['polo_neck'] }) },
    { query: 'category=unisex&age=3-5yr', filters: state({ age: '3-5yr' }) },
    { query: 'category=female&age=3-5yr', filters: state({ category: 'female' }) },
    { query: 'category=bogus,kids', filters: state({ category: 'kids' }) },
    { query: 'productType=crop_top,crop_top,%20polo_neck', filters: state({ productTypes: ['crop_top', 'polo_neck'] }) },
    { query: 'productType=&sortBy=newest&keyword=tee', filters: state() },
  ])('?$query', ({ query, filters }) => {
    expect(filtersFromSearchParams(new URLSearchParams(query))).toEqual(filters);
  });

  it('reads a stored record with array values', () => {
    expect(filtersFromSearchParams({ category: ['female'], productType: ['crop_top', 'polo_neck'], age: undefined })).toEqual(
      state({ category: 'female', productTypes: ['crop_top', 'polo_neck'] }),
    );
  });
});
