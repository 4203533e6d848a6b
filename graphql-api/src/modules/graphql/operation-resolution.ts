import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode } from 'graphql';

/**
 * Refuses a request whose document has no operation to run (an `operationName` that names none
 * of its operations, or several operations and no name), as OPERATION_RESOLUTION_FAILURE with
 * HTTP 400 and graphql-js's own words, before anything executes. Apollo would otherwise leave it
 * to the executor, and an executor that runs by the resolved operation rather than the name asked
 * for (the compiled catalogue's gateway) would run the document's only operation and answer with
 * a fault of ours instead.
 */
export function operationResolutionPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (operation) return;
          throw new GraphQLError(unresolvedOperationMessage(document, request.operationName), {
            extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
          });
        },
      };
    },
  };
}

function unresolvedOperationMessage(document: DocumentNode, operationName: string | null | undefined): string {
  if (operationName) return `Unknown operation named "${operationName.length > 100 ? `${operationName.slice(0, 100)}…` : operationName}".`;
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION).length;
  return operations === 0 ? 'Must provide an operation.' : 'Must provide operation name if query contains multiple operations.';
}
