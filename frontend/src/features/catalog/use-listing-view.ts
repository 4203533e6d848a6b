import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  hasListingParams,
  isResumeListingState,
  listingSearch,
  readStoredListingView,
  storeListingView,
  viewFromSearchParams,
  type ListingView,
} from './listing-view';

/**
 * The listing's view (filters and sort) and a way to change it.
 *
 * The URL is the view: every change is a history push of its canonical URL, so reload, a shared
 * link, Back and Forward all bring back exactly what was shown. A URL that is not canonical (a
 * hand-edited order, an unknown value, the default sort spelt out) is repaired in place with a
 * replace, so the history holds no broken entries.
 *
 * When session storage restores a view: only at the bare /shop/listing reached through a link that
 * asks to resume (RESUME_LISTING_STATE, e.g. the home page's Shop Now: "back to shopping"). Every
 * other arrival shows what its URL says. Navigation links carry their filter in the URL (Men is
 * `?category=male`), and All Products is the bare URL without the resume request, so it always
 * lists everything, also when opened in a new tab (which copies session storage) or typed in.
 * Back and Forward need no storage: each entry's URL already holds its view. The stored view is
 * simply the last one shown, written on every settled view.
 */
export function useListingView(): { view: ListingView; setView: (next: ListingView) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const resume = !hasListingParams(params) && isResumeListingState(location.state);

  const view = useMemo(
    () => (resume ? readStoredListingView() : null) ?? viewFromSearchParams(params),
    [params, resume],
  );
  const canonicalSearch = listingSearch(view, params);
  const isCanonical = canonicalSearch === location.search;

  useEffect(() => {
    // A resume request is used once and then dropped from the history entry (even when nothing
    // was stored): from here on the URL carries the view, and coming Back to this entry must show
    // what it showed, not whatever was stored since.
    if (!isCanonical || resume) {
      void navigate({ pathname: location.pathname, search: canonicalSearch, hash: location.hash }, { replace: true, preventScrollReset: true });
      return;
    }
    storeListingView(view);
  }, [isCanonical, resume, canonicalSearch, view, navigate, location.pathname, location.hash]);

  const setView = useCallback(
    (next: ListingView) => {
      // A new view starts from its first page at the same scroll position: the filter the
      // shopper just pressed stays under their finger.
      void navigate({ pathname: location.pathname, search: listingSearch(next) }, { preventScrollReset: true });
    },
    [navigate, location.pathname],
  );

  return { view, setView };
}
