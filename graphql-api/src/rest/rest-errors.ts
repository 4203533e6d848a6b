import { ERROR_HTTP_STATUS, PublicError, type ErrorCode } from '../shared/errors.js';
import type { UserError, UserErrorCode } from '../shared/user-error.js';

/** The HTTP status for each way a use case can refuse; one table for the whole REST layer. */
export const USER_ERROR_HTTP_STATUS: Record<UserErrorCode, number> = {
  INVALID_CREDENTIALS: 400,
  INVALID_INPUT: 400,
  EMAIL_TAKEN: 409,
  NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  INSUFFICIENT_STOCK: 409,
  LIMIT_REACHED: 409,
  CART_EMPTY: 400,
  NOT_ELIGIBLE: 403,
  ALREADY_EXISTS: 409,
  INVALID_STATE: 409,
  PAYMENT_FAILED: 402,
  // The IETF Idempotency-Key draft's answer to a key sent again with another request.
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  // The link cannot work, as the form's input stands: the shopper must ask for a new one.
  RESET_TOKEN_INVALID: 422,
  RESET_TOKEN_EXPIRED: 422,
  // The client's copy of the stock is stale: a conflict with the stock as it is now.
  STOCK_CHANGED: 409,
};

/** A refusal on its way to the client as `{ success: false, message, errors? }`. */
export class RestRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: UserError[],
  ) {
    super(message);
  }
}

/** The payload's result when it has no userErrors; otherwise a refusal with the first one's message. */
export function unwrapPayload<T extends { userErrors: UserError[] }>(payload: T): T {
  const [first] = payload.userErrors;
  if (!first) return payload;
  throw new RestRefusal(USER_ERROR_HTTP_STATUS[first.code], first.message, payload.userErrors);
}

export function restStatusOf(error: PublicError): number {
  const code = error.extensions.code as ErrorCode;
  return ERROR_HTTP_STATUS[code] ?? 500;
}

export const forbidden = (message = 'You can only access your own account') => new PublicError('FORBIDDEN', message);
