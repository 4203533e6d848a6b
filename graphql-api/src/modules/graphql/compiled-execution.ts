import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, getVariableValues, Kind, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * How many compiled documents each process keeps. Storefronts send a handful; a client sending
 * many distinct ones only makes the least used compile again.
 */
const COMPILED_DOCUMENTS = 1_000;

/** The root fields whose queries are compiled: the public catalogue reads. */
const COMPILED_ROOT_FIELDS: ReadonlySet<string> = new Set(['products', 'product', 'searchProducts']);

/** How a catalogue query ran: compiled on this request, on a compilation kept from before, or on graphql-js. */
export type CompiledExecutionOutcome = 'compiled' | 'reused' | 'fallback';

/**
 * Runs the public catalogue's queries with graphql-jit, which compiles each document once into
 * plain JavaScript for this schema, where graphql-js walks the document anew for every field of
 * every answer (a 24-product listing resolves about 800 fields). Everything else (mutations,
 * per-shopper reads, introspection) runs on graphql-js as before, so only the few, heavily tested
 * catalogue reads depend on the compiler. The answers are the same, byte for byte
 * (compiled-execution.test.ts).
 *
 * Apollo Server takes no other executor except from a gateway, and runs a gateway's after its own
 * parsing, validation and plugins, formatting and masking its errors as usual: this is a gateway
 * that serves the local schema and no remote services.
 *
 * Variables are checked by graphql-js first, so an invalid one is refused exactly as before
 * (BAD_USER_INPUT, graphql-js's message); the compiled query then coerces them itself.
 */
export function compiledExecution(schema: GraphQLSchema, onExecute?: (outcome: CompiledExecutionOutcome) => void): GatewayInterface {
  const compiled = new LRUCache<string, CompiledQuery>({ max: COMPILED_DOCUMENTS });

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context, queryHash }) => {
    const variableValues = request.variables ?? {};
    const interpreted = () => execute({ schema, document, operationName, variableValues, contextValue: context });
    if (!isCatalogueRead(operation)) return interpreted();

    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues);
    if (coerced.errors) return { errors: coerced.errors };

    const key = `${queryHash}\n${operationName ?? ''}`;
    let query = compiled.get(key);
    if (query) {
      onExecute?.('reused');
    } else {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) {
        onExecute?.('fallback');
        return interpreted();
      }
      query = result;
      compiled.set(key, query);
      onExecute?.('compiled');
    }
    return query.query(undefined, context, variableValues);
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      // The schema is local and never changes: Apollo asks for it once, while starting.
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {
      compiled.clear();
    },
  };
}

function isCatalogueRead(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && COMPILED_ROOT_FIELDS.has(selection.name.value))
  );
}
