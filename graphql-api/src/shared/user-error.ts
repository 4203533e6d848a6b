import { Field, ObjectType, registerEnumType } from 'type-graphql';

/**
 * Why a mutation refused, as data the client shows next to a field or in a toast (the
 * `userErrors` convention of Shopify and Saleor). Failures a client cannot fix by changing its
 * input (not signed in, lacking the role, malformed requests) are GraphQL errors instead.
 */
export const UserErrorCode = {
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_INPUT: 'INVALID_INPUT',
} as const;
export type UserErrorCode = (typeof UserErrorCode)[keyof typeof UserErrorCode];

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: 'Why a mutation refused.',
  valuesConfig: {
    INVALID_CREDENTIALS: { description: 'The email and password do not match an account.' },
    INVALID_INPUT: { description: 'A field breaks a validation rule; `field` names it.' },
  },
});

@ObjectType({ description: 'A reason a mutation refused, safe to show to the shopper.' })
export class UserError {
  @Field(() => UserErrorCode)
  code!: UserErrorCode;

  @Field(() => String, { nullable: true, description: 'The input field at fault, when one is.' })
  field!: string | null;

  @Field(() => String, { description: 'A message for people, in the store’s words.' })
  message!: string;

  static of(code: UserErrorCode, message: string, field: string | null = null): UserError {
    return Object.assign(new UserError(), { code, message, field });
  }
}
