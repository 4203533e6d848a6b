import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { PublicError } from '../../shared/errors.js';

// Codes that graphql-js, Apollo and type-graphql give to problems with the request itself;
// their messages describe the request, never the server.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Lets expected errors through and masks the rest: a client never sees a stack trace, SQL or an
 * internal message. The real error is logged.
 */
export function maskErrors(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const code = formatted.extensions?.code;
    const expected =
      original instanceof PublicError ||
      (original instanceof GraphQLError && typeof code === 'string' && REQUEST_ERROR_CODES.has(code));
    if (expected) {
      const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
      return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions };
    }
    logger.error({ err: original, path: formatted.path }, 'unexpected error in a GraphQL operation');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * One HTTP status for one code: a request the client must change (malformed variables, a page or
 * cost over its limit, an id that cannot be one) is `BAD_USER_INPUT` with HTTP 400, whether
 * graphql-js, a limit check before execution or a resolver found it. Other errors keep HTTP 200,
 * as GraphQL over HTTP answers field errors beside whatever data could be resolved.
 */
export function badUserInputStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const refused = response.body.singleResult.errors?.some((error) => error.extensions?.code === 'BAD_USER_INPUT');
          if (refused) response.http.status = 400;
        },
      };
    },
  };
}
