import { GraphQLError } from 'graphql';

/**
 * The codes a client may see in `extensions.code` of a GraphQL error, and the HTTP status the
 * REST layer answers for each. Anything else that goes wrong is masked as INTERNAL_SERVER_ERROR.
 */
export const ERROR_HTTP_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** An expected failure whose message is safe to show to any client. */
export class PublicError extends GraphQLError {
  constructor(code: Exclude<ErrorCode, 'INTERNAL_SERVER_ERROR'>, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const notFound = (what: string) => new PublicError('NOT_FOUND', `${what} not found`);
export const badInput = (message: string, field?: string) =>
  new PublicError('BAD_USER_INPUT', message, field ? { field } : {});
