import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { from } from 'rxjs';
import type { ExecuteOperation } from '../../../graphql-api/src/modules/storefront/renderer-contract';
import { typePolicies } from './type-policies';

/** An operation the client sent and the answer it got, as a cache writes it. */
export interface AnsweredOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  result: FormattedExecutionResult;
}

/**
 * A fresh client for one server render: its cache starts empty and ends up in that response only
 * (`onAnswer` hears each answer, for the part of it a kept page shares; see entry-server.tsx).
 * The document is printed the way the browser's HttpLink prints it, so the server answers (and
 * caches) the same text the browser would have sent.
 */
export function createServerApolloClient(execute: ExecuteOperation, onAnswer?: (answered: AnsweredOperation) => void): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    link: new ApolloLink((operation) =>
      from(
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then((result) => {
          onAnswer?.({ query: operation.query, variables: operation.variables, result });
          return result;
        }),
      ),
    ),
    // One render reads each answer about once: the cache's memoized reads and their dependency
    // tracking, which keep a long-lived browser cache fast, are only work here.
    cache: new InMemoryCache({ typePolicies, resultCaching: false }),
  });
}
