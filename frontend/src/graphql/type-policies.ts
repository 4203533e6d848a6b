import type { TypePolicies } from '@apollo/client';

interface ConnectionLike {
  __typename?: string;
  nodes: readonly { __ref?: string }[];
  [field: string]: unknown;
}

/**
 * "Load more" for a connection: a first page replaces what was cached, a page `after` a cursor is
 * appended, and a product that moved between pages shows once.
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
        // One cache entry per keyword and page size, paged the same way.
        keyArgs: ['keyword', 'first'],
        merge: appendPages,
      },
      product: {
        // A product opened from a listing is already in the cache.
        read(existing, { args, toReference }) {
          return existing ?? (args?.['id'] ? toReference({ __typename: 'Product', id: args['id'] as string }) : undefined);
        },
      },
    },
  },
};
