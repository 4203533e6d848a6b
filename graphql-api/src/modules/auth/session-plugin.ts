import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../../context.js';
import { isCatalogueRead } from '../graphql/catalogue-reads.js';

/**
 * Reads the caller's session before any operation is executed, except a catalogue read: its
 * answer is the same for every caller, so checking the token against revocations (a database
 * read) would only slow down every signed-in shopper's browsing, cached answers included. Runs
 * once Apollo knows the operation and before anything answers it.
 */
export function sessionPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (!isCatalogueRead(operation)) await contextValue.readSession();
        },
      };
    },
  };
}
