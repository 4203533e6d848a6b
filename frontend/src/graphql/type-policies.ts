import type { TypePolicies } from '@apollo/client';

interface ConnectionLike {
  __typename?: string;
  nodes: readonly { __ref?: string }[];
  [field: string]: unknown;
}

/**
 * "Load more" for a connection: a first page replaces what was cached, a page `after` a cursor is
 * appended, and an item that moved between pages shows once.
 */
function appendPages(existing: ConnectionLike | undefined, incoming: ConnectionLike, { args }: { args: Record<string, unknown> | null }) {
  if (!existing || !args?.['after']) return incoming;
  const seen = new Set(existing.nodes.map((node) => node.__ref));
  return {
    ...incoming,
    nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !seen.has(node.__ref))],
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: {
        // One cache entry per listing (filter, sort, page size); `after` only pages within it.
        // Page size is part of the key so the home page's first 8 never stand in for a listing page.
        keyArgs: ['filter', 'sort', 'first'],
        merge: appendPages,
      },
      searchProducts: {
        // One cache entry per keyword, filter, order and page size, paged the same way.
        keyArgs: ['keyword', 'filter', 'sort', 'first'],
        merge: appendPages,
      },
      myOrders: {
        // The shopper's own orders: one list per page size, pages appended by "Load more orders".
        keyArgs: ['first'],
        merge: appendPages,
      },
      product: {
        // A product asked for by id (the back office's edit link) may already be in the cache. By
        // slug (the storefront's dialog) the cache cannot tell which product it is; the card that
        // opens the dialog passes its id along for the preview instead (see productDialogLink).
        read(existing, { args, toReference }) {
          return existing ?? (args?.['id'] ? toReference({ __typename: 'Product', id: args['id'] as string }) : undefined);
        },
      },
    },
  },
  // One per store: a saved update (its payload) replaces what the Store details page read.
  StoreDetails: {
    keyFields: [],
  },
  Product: {
    fields: {
      reviews: {
        // One list per page size; "Show more reviews" appends the page after the last one shown.
        keyArgs: ['first'],
        merge: appendPages,
      },
    },
  },
};
