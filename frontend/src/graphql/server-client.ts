import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { from } from 'rxjs';
import type { ExecuteOperation } from '../../../graphql-api/src/modules/storefront/renderer-contract';
import { typePolicies } from './type-policies';

/**
 * A fresh client for one server render: its cache starts empty and ends up in that response only.
 * The document is printed the way the browser's HttpLink prints it, so the server answers (and
 * caches) the same text the browser would have sent.
 */
export function createServerApolloClient(execute: ExecuteOperation): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    link: new ApolloLink((operation) =>
      from(execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })),
    ),
    // One render reads each answer about once: the cache's memoized reads and their dependency
    // tracking, which keep a long-lived browser cache fast, are only work here.
    cache: new InMemoryCache({ typePolicies, resultCaching: false }),
  });
}
