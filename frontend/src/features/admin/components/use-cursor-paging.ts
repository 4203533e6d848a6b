import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The page's own URL parameter that holds the cursor of the page shown. */
export const AFTER_PARAM = 'after';

interface PagingState {
  /** The `after` of every page before this one, first page first ('' for the first page). */
  cursorTrail?: string[];
}

function trailOf(state: unknown): string[] {
  const trail = (state as PagingState | null)?.cursorTrail;
  return Array.isArray(trail) && trail.every((cursor) => typeof cursor === 'string') ? trail : [];
}

export interface CursorPaging {
  /** The cursor of the page shown; undefined on the first page. */
  after: string | undefined;
  /** 1-based; null when the way here is unknown (a shared link to a later page). */
  pageNumber: number | null;
  hasPrevious: boolean;
  goNext: (endCursor: string) => void;
  goPrevious: () => void;
  /** Changes other URL parameters (filters), back to the first page. */
  setParams: (change: (params: URLSearchParams) => void) => void;
}

/**
 * Cursor paging with the cursor in the URL (`?after=`), so a reload or Back shows the same page.
 * A cursor only leads forwards, so the cursors of the pages before ride in the history entry's
 * state: Previous retraces them, and a link opened cold still offers the first page.
 */
export function useCursorPaging(): CursorPaging {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const after = params.get(AFTER_PARAM) || undefined;
  const trail = trailOf(location.state);
  const search = location.search;

  const goTo = useCallback(
    (cursor: string | undefined, cursorTrail: string[]) => {
      const next = new URLSearchParams(search);
      if (cursor) next.set(AFTER_PARAM, cursor);
      else next.delete(AFTER_PARAM);
      void navigate({ search: next.toString() }, { state: { cursorTrail } satisfies PagingState });
    },
    [navigate, search],
  );

  const setParams = useCallback(
    (change: (params: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      change(next);
      next.delete(AFTER_PARAM);
      // A filter change replaces the entry: Back should leave the page, not replay each keystroke.
      void navigate({ search: next.toString() }, { replace: true });
    },
    [navigate, search],
  );

  return {
    after,
    pageNumber: after === undefined ? 1 : trail.length > 0 ? trail.length + 1 : null,
    hasPrevious: after !== undefined,
    goNext: (endCursor) => goTo(endCursor, [...trail, after ?? '']),
    goPrevious: () => goTo(trail.at(-1) || undefined, trail.slice(0, -1)),
    setParams,
  };
}
