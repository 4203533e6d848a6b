// Password reset (issue 19): how long a link works and what the shopper is told at each step, the
// same words from the API, the REST layer and the storefront.

/** A reset link works once, for this long after it was asked for. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  /** The same whether or not an account has the e-mail, so the answer reveals no accounts. */
  REQUESTED: 'If an account exists for that e-mail, we have sent a link',
  RESET_URL_MALFORMED: 'The reset URL must be an absolute http or https URL of at most 2000 characters',
  RESET_URL_FOREIGN: 'The reset URL must be on this store or an origin the store allows',
  TOKEN_INVALID: 'This reset link is not valid or has already been used. Ask for a new one.',
  TOKEN_EXPIRED: 'This reset link has expired. Ask for a new one.',
  PASSWORD_CHANGED: 'Password changed',
} as const;

/** The message of a throttled reset request. */
export function tooManyResetRequests(minutes: number): string {
  return `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
