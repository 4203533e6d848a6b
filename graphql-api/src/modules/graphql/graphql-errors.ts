import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Logger } from 'pino';
import { PublicError } from '../../shared/errors.js';
import { currentRequest, requestLogger } from '../ops/request-context.js';

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

export const UNPARSABLE_MESSAGE = 'The document cannot be parsed: it is too long or nested too deeply';

/** An error Apollo raised about the request itself: no code of its own, and an HTTP 4xx status. */
function isApolloRequestError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.originalError || error.extensions.code) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

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
      // graphql-js reports whatever its parser threw as the parse failure, a stack overflow's
      // message included: the client is told what is wrong with the document instead.
      const engineFault = original instanceof GraphQLError && original.originalError != null && !(original.originalError instanceof GraphQLError);
      const message = engineFault ? UNPARSABLE_MESSAGE : formatted.message;
      return { message, locations: engineFault ? undefined : formatted.locations, path: formatted.path, extensions };
    }
    if (isApolloRequestError(original)) {
      // Apollo's own refusals of the request (an unsupported persisted-query version, a hash that
      // does not match the query) carry HTTP 400 but no code; they are the client's to fix.
      return { message: (original as GraphQLError).message, extensions: { code: 'BAD_REQUEST' } };
    }
    requestLogger(logger).error({ err: original, path: formatted.path }, 'unexpected error in a GraphQL operation');
    // The id goes on the masked error itself, where a client showing its message finds it; the
    // answer's own `extensions.requestId` is added at the edge, with every other error body's.
    const requestId = currentRequest()?.requestId;
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR', ...(requestId ? { requestId } : {}) } };
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
