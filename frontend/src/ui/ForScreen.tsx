import { Suspense, type ReactNode } from 'react';
import { useHydrated } from './hooks/useHydrated';
import { useMediaQuery } from './hooks/useMediaQuery';

export interface ForScreenProps {
  /** A CSS media query, such as `(min-width: 48rem)`. */
  query: string;
  /** Whether the content is for screens that match the query (true) or for those that do not. */
  matches: boolean;
  children: ReactNode;
}

/**
 * Content for one kind of screen only: a wide screen's filter panel, a phone's Filters button.
 *
 * The server cannot know the screen: its page has the content for every screen, and CSS shows the
 * right one at first paint (the content's own styles must hide it elsewhere). Once the page has
 * hydrated, only the content for this screen stays, and it follows the screen as it changes (a
 * phone turned sideways).
 *
 * Content this screen does not show is never hydrated: it sits in a Suspense boundary, whose
 * content React hydrates in a pass of its own at the lowest priority, after the rest of the page;
 * before that pass, the render that follows hydration removes it. A phone thus runs none of the
 * hidden filter panel's components (its checkboxes and their effects), and a wide screen hydrates
 * its panel after the page's other controls. Nothing in the boundary suspends on the server, so
 * the server's HTML has no fallback and no script in it.
 *
 * Its own component, not a hook of the page's: hydration ends with a render of each component
 * whose `useSyncExternalStore` reads differently in the browser than on the server (hydrated, the
 * screen's width). That is this one alone, and the children it was given are the same elements,
 * which React does not render again; as hooks of the listing page they rendered the whole page a
 * second time, its listing read from the cache again.
 */
export function ForScreen({ query, matches, children }: ForScreenProps) {
  const queryMatches = useMediaQuery(query);
  const isHydrated = useHydrated();
  if (isHydrated && queryMatches !== matches) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
