import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** The attribute a region is found by in the server's HTML (GlobalStyle gives it `display: contents`). */
const REGION_ATTRIBUTE = 'data-server-html';

export interface ServerHtmlProps {
  /**
   * What the region's HTML depends on beyond what it was hydrated with, as one string: when it
   * changes, React renders the region itself from then on (new products in a grid, another viewer's
   * name in the footer).
   */
  version?: string;
  /** Navigation state for a link followed inside the region (react-router's `<Link state>`). */
  linkState?: (link: HTMLAnchorElement) => unknown;
  children: ReactNode;
}

/**
 * Content a shopper reads but does not touch (a grid's cards, the footer, the About page's text):
 * hydration keeps the HTML the server sent as it is and runs none of the components inside, so the
 * phone's main thread spends nothing on it. React skips a hydrated element's children when it has
 * `dangerouslySetInnerHTML` (it never compares or rewrites them in a production build), which is
 * how the region keeps the server's nodes.
 *
 * The region becomes React's own when it must show something else: a new `version` (or a region
 * mounted after hydration, by a navigation in the browser) renders `children`. Until then a link
 * inside it still navigates in the browser, as react-router's `<Link>` would: one click handler on
 * the region follows it.
 *
 * A hydrated region is told apart from a new one by its `useId`: the server's HTML has an element
 * with that id only for a region hydrating over it, while an id made in the browser is never one
 * the server rendered.
 */
export function ServerHtml({ version = '', linkState, children }: ServerHtmlProps) {
  return (
    <Region key={version} linkState={linkState}>
      {children}
    </Region>
  );
}

function Region({ linkState, children }: Omit<ServerHtmlProps, 'version'>) {
  const id = useId();
  const [isKept] = useState(() => !import.meta.env.SSR && document.querySelector(`[${REGION_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null);
  if (isKept) return <KeptRegion id={id} linkState={linkState} />;
  // No Suspense boundary here: in a page the server streams (a product dialog's), a boundary would
  // be completed by an inline script, which the page's CSP refuses.
  return <div {...{ [REGION_ATTRIBUTE]: id }}>{children}</div>;
}

/** The server's HTML, left as it is, its links followed in the page. */
function KeptRegion({ id, linkState }: { id: string; linkState: ServerHtmlProps['linkState'] }) {
  const navigate = useNavigate();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event) || !isInAppLink(link)) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`, { state: linkState?.(link) });
  };
  // The links inside are real links, keyboard reachable; the handler only keeps their navigation
  // in the page. A region React renders has react-router's own links instead.
  return <div {...{ [REGION_ATTRIBUTE]: id }} onClick={followLink} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** A click the browser would follow in this tab: the main button, no modifier asking for a new tab or a download. */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** A link to a page of this app, opened in this tab (react-router's `<Link>` decides the same way). */
function isInAppLink(link: HTMLAnchorElement): boolean {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  if (link.origin !== window.location.origin) return false;
  // A jump within this page (`#faq`) is the browser's own.
  return !(link.hash && link.pathname === window.location.pathname && link.search === window.location.search);
}
