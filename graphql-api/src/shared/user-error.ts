import { Field, ObjectType, registerEnumType } from 'type-graphql';

/**
 * Why a mutation refused, as data the client shows next to a field or in a toast (the
 * `userErrors` convention of Shopify and Saleor). Failures a client cannot fix by changing its
 * input (not signed in, lacking the role, malformed or over-limit requests) are GraphQL errors.
 */
export const UserErrorCode = {
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_INPUT: 'INVALID_INPUT',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  NOT_FOUND: 'NOT_FOUND',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  LIMIT_REACHED: 'LIMIT_REACHED',
  CART_EMPTY: 'CART_EMPTY',
  NOT_ELIGIBLE: 'NOT_ELIGIBLE',
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  INVALID_STATE: 'INVALID_STATE',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  RATE_LIMITED: 'RATE_LIMITED',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  RESET_TOKEN_EXPIRED: 'RESET_TOKEN_EXPIRED',
  STOCK_CHANGED: 'STOCK_CHANGED',
} as const;
export type UserErrorCode = (typeof UserErrorCode)[keyof typeof UserErrorCode];

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why a mutation refused.',
  valuesConfig: {
    INVALID_CREDENTIALS: { description: 'The email and password do not match an account.' },
    INVALID_INPUT: { description: 'A field breaks a validation rule; `field` names it.' },
    EMAIL_TAKEN: { description: 'An account with this email already exists.' },
    NOT_FOUND: { description: 'The product, address, order, line or discount code named does not exist, or is not yours.' },
    OUT_OF_STOCK: { description: 'The product has no stock left.' },
    INSUFFICIENT_STOCK: { description: 'Fewer pieces are in stock than asked for.' },
    LIMIT_REACHED: { description: "A limit is reached (e.g. three addresses per account, or a discount code's uses)." },
    CART_EMPTY: { description: 'Checkout needs at least one cart line.' },
    NOT_ELIGIBLE: { description: 'The account or cart may not do this (e.g. review a product it has not received, or use a discount code whose conditions it does not meet).' },
    ALREADY_EXISTS: { description: 'It was done before and may be done once only (e.g. one review per product).' },
    INVALID_STATE: { description: 'Not possible in the current state (e.g. canceling a shipped order).' },
    PAYMENT_FAILED: { description: 'The payment provider did not confirm the payment.' },
    IDEMPOTENCY_KEY_REUSED: {
      description: 'The idempotency key belongs to an earlier checkout with another cart, address or payment method; a new checkout needs a new key.',
    },
    RATE_LIMITED: { description: 'Asked too often from this account or client address; try again later (the message says when).' },
    RESET_TOKEN_INVALID: { description: 'The password reset link is unknown or was used already.' },
    RESET_TOKEN_EXPIRED: { description: 'The password reset link is older than 30 minutes.' },
    STOCK_CHANGED: {
      description: 'A size\'s stock is no longer the `expectedStock` sent (a sale or another admin changed it); read it again and resend.',
    },
  },
});

@ObjectType({ description: 'A reason a mutation refused, safe to show to the shopper.' })
export class UserError {
  @Field(() => UserErrorCode, { description: 'What kind of refusal this is, for clients that branch on it.' })
  code!: UserErrorCode;

  @Field(() => String, { nullable: true, description: 'The input field at fault, when one is.' })
  field!: string | null;

  @Field(() => String, { description: 'A message for people, in the store’s words.' })
  message!: string;

  static of(code: UserErrorCode, message: string, field: string | null = null): UserError {
    return Object.assign(new UserError(), { code, message, field });
  }
}
