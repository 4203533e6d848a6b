import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { from } from 'rxjs';
import { typePolicies } from './type-policies';

/** One GraphQL operation as the browser would send it to /graphql. */
export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs an operation against the API's own schema in the same process, for the request being
 * rendered: its cookie, its limits, the catalogue cache, the session rules (the server passes it in).
 */
export type ExecuteOperation = (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;

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
