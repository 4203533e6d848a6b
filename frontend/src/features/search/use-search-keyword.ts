import { SEARCH_DEBOUNCE_MS } from '@threadline/domain';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const KEYWORD_PARAM = 'keyword';

/**
 * The search box's text and the keyword actually searched, which lives in the URL (`?keyword=`),
 * so a reload, a shared link or Back to this page searches it again.
 *
 * Typing updates the URL SEARCH_DEBOUNCE_MS after the last keystroke (spec section 5), and by
 * replacing the history entry, so Back leaves the search instead of stepping through every
 * spelling. Clearing the box (or Enter) applies at once: a blank search clears the results.
 * When the URL changes under the box (Back or Forward, the navigation's Search link) the box
 * follows it.
 */
export function useSearchKeyword(): {
  text: string;
  setText: (text: string) => void;
  keyword: string;
  submit: () => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchKeywordFrom(searchParams);
  const [text, setText] = useState(keyword);
  // What this hook last wrote to the URL, to tell its own writes from navigation.
  const [lastWritten, setLastWritten] = useState<string | null>(null);
  const [seenKeyword, setSeenKeyword] = useState(keyword);

  // Adjusting state while rendering (not in an effect), so the debounce below never sees the box
  // and the URL disagree because of a navigation, and so never writes the old text back.
  if (keyword !== seenKeyword) {
    setSeenKeyword(keyword);
    if (keyword !== lastWritten) setText(keyword);
    setLastWritten(null);
  }

  const write = useCallback(
    (next: string) => {
      setLastWritten(next);
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set(KEYWORD_PARAM, next);
          else params.delete(KEYWORD_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  useEffect(() => {
    const next = text.trim();
    // Blank is applied at once by changeText.
    if (next === keyword || next === '') return undefined;
    const timer = window.setTimeout(() => write(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, keyword, write]);

  const changeText = useCallback(
    (next: string) => {
      setText(next);
      if (next.trim() === '' && keyword !== '') write('');
    },
    [keyword, write],
  );

  const submit = useCallback(() => {
    const next = text.trim();
    if (next !== keyword) write(next);
  }, [text, keyword, write]);

  return { text, setText: changeText, keyword, submit };
}

/** The keyword the URL searches ('' for none). */
export function searchKeywordFrom(params: URLSearchParams): string {
  return (params.get(KEYWORD_PARAM) ?? '').trim();
}
