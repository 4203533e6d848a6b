import type { TypePolicies } from '@apollo/client';

interface ConnectionLike {
  __typename?: string;
  nodes: readonly { __ref?: string }[];
  [field: string]: unknown;
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: {
        // One cache entry per listing (filter, sort, page size); `after` only pages within it.
        // Page size is part of the key so the home page's first 8 never stand in for a listing page.
        keyArgs: ['filter', 'sort', 'first'],
        merge(existing: ConnectionLike | undefined, incoming: ConnectionLike, { args }) {
          if (!existing || !args?.['after']) return incoming;
          // "Load more": append the next page; a product that moved between pages shows once.
          const seen = new Set(existing.nodes.map((node) => node.__ref));
          return {
            ...incoming,
            nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !seen.has(node.__ref))],
          };
        },
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
