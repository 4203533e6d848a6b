import { createContext, useContext, type ReactNode } from 'react';

/**
 * A catalogue page is rendered once for every shopper (entry-server.tsx): its HTML is kept and served
 * to whoever asks, with the parts that show who is looking rendered apart for each request and put
 * in their places. In that shared render each ViewerSlot hands its content to the server and leaves
 * a mark where it goes; everywhere else (the browser, any other page) it is just its content, so the
 * browser hydrates the very HTML the server spliced in.
 */
export interface SharedRender {
  /** Takes a slot's content and gives the text that marks its place in the page. */
  slot(name: string, content: ReactNode): string;
}

const SharedRenderContext = createContext<SharedRender | null>(null);

export const SharedRenderProvider = SharedRenderContext.Provider;

/**
 * Part of a page that shows the viewer (a name, a cart count). Its content is rendered apart, outside
 * the page's tree and for each viewer, so it must read the viewer itself (useAuth, useCart), never
 * take it in props from outside the slot, and must not need the router. Give it elements, not text,
 * at its edges: the mark is text, and React separates adjacent texts with comments.
 */
export function ViewerSlot({ name, children }: { name: string; children: ReactNode }) {
  const shared = useContext(SharedRenderContext);
  return shared ? shared.slot(name, children) : children;
}
