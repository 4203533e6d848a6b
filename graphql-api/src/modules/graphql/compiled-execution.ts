import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, getVariableValues, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { isCatalogueRead } from './catalogue-reads.js';

/**
 * How many compiled documents each process keeps. Storefronts send a handful; a client sending
 * many distinct ones only makes the least used compile again.
 */
const COMPILED_DOCUMENTS = 1_000;

/**
 * How many documents seen once are remembered. A document is compiled when it comes a second
 * time: compiling the bench's listing document takes about 1.2 ms, more than graphql-js takes to
 * run it once, so a client sending a new document every time (by design, or to burn the server's
 * CPU) is served by graphql-js and never makes the server compile.
 */
const SEEN_ONCE_DOCUMENTS = 10_000;

/** Kept in place of a compilation for a document the compiler refused: graphql-js runs it. */
const REFUSED = 'refused';

/**
 * How a catalogue query ran: on graphql-js the first time its document came (`first`), compiled on
 * this request (`compiled`), on a compilation kept from before (`reused`), or on graphql-js because
 * the compiler refused the document (`fallback`).
 */
export type CompiledExecutionOutcome = 'first' | 'compiled' | 'reused' | 'fallback';

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
  const compiled = new LRUCache<string, CompiledQuery | typeof REFUSED>({ max: COMPILED_DOCUMENTS });
  const seenOnce = new LRUCache<string, true>({ max: SEEN_ONCE_DOCUMENTS });

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context, queryHash }) => {
    const variableValues = request.variables ?? {};
    const interpreted = () => execute({ schema, document, operationName, variableValues, contextValue: context });
    if (!isCatalogueRead(operation)) return interpreted();

    const key = `${queryHash}\n${operationName ?? ''}`;
    let query = compiled.get(key);
    if (query === undefined) {
      if (!seenOnce.has(key)) {
        seenOnce.set(key, true);
        onExecute?.('first');
        return interpreted();
      }
      seenOnce.delete(key);
      const result = compileQuery(schema, document, operationName ?? undefined);
      query = isCompiledQuery(result) ? result : REFUSED;
      compiled.set(key, query);
      onExecute?.(query === REFUSED ? 'fallback' : 'compiled');
    } else {
      onExecute?.(query === REFUSED ? 'fallback' : 'reused');
    }
    if (query === REFUSED) return interpreted();
    // graphql-js's own check, so that a bad variable gets graphql-js's answer.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variableValues);
    if (coerced.errors) return { errors: coerced.errors };
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
      seenOnce.clear();
    },
  };
}
