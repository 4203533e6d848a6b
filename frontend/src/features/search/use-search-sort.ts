import { isSortOption, type SortOption } from '@threadline/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SORT_PARAM } from '../catalog/listing-view';

/**
 * The search results' order, kept in the URL as the listing keeps its own (`?sort=price-hightolow`):
 * null when the URL names none (or one the store does not know), which is Relevance, the API's
 * best-match order. Choosing an order is a history entry of its own, as on the listing, so Back
 * returns to the previous order; the keyword stays.
 */
export function useSearchSort(): [SortOption | null, (sort: SortOption | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = searchSortFrom(searchParams);

  const setSort = useCallback(
    (next: SortOption | null) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(SORT_PARAM, next);
          else params.delete(SORT_PARAM);
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );

  return [sort, setSort];
}

/** The order the URL asks for, or null (Relevance) when it names none the store knows. */
export function searchSortFrom(params: URLSearchParams): SortOption | null {
  const asked = params.get(SORT_PARAM)?.trim();
  return isSortOption(asked) ? asked : null;
}
