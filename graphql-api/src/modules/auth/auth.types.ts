import { Field, InputType, ObjectType } from 'type-graphql';
import { SESSION_EXPIRED_MESSAGE } from '../../shared/auth-directive.js';
import { UserError } from '../../shared/user-error.js';
import { User } from '../users/user.entity.js';

@InputType({ description: 'Credentials to sign in with.' })
export class LoginInput {
  @Field(() => String, { description: 'The account email, in any capitalisation.' })
  email!: string;

  @Field(() => String, { description: 'The account password.' })
  password!: string;
}

@ObjectType({ description: 'The result of signing in.' })
export class LoginPayload {
  @Field(() => User, { nullable: true, description: 'The signed-in account; null when refused.' })
  user!: User | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A bearer token for the `Authorization` header; the same token is also set as the httpOnly `token` cookie. Null when refused.',
  })
  token!: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When `token` stops working; after that, fields that need a signed-in caller answer UNAUTHENTICATED with ' +
      `"${SESSION_EXPIRED_MESSAGE}" and public fields answer as to a signed-out caller. Null when refused.`,
  })
  expiresAt!: Date | null;

  @Field(() => [UserError], { description: 'Why signing in was refused; empty on success.' })
  userErrors!: UserError[];
}

@InputType({ description: 'A new shopper account.' })
export class RegisterInput {
  @Field(() => String, { description: 'Name shown in the store and on reviews, 2-50 characters.' })
  userName!: string;

  @Field(() => String, { description: 'Sign-in email; one account per email.' })
  email!: string;

  @Field(() => String, {
    description: '8-24 characters with an uppercase and a lowercase letter, a digit and a special character (not < > $ ? | / \\).',
  })
  password!: string;
}

@ObjectType({ description: 'The result of registering. Registering does not sign in.' })
export class RegisterPayload {
  @Field(() => User, { nullable: true, description: 'The new account; null when refused.' })
  user!: User | null;

  @Field(() => String, { nullable: true, description: 'A message for the shopper on success.' })
  message!: string | null;

  @Field(() => [UserError], { description: 'Why registering was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The result of signing out.' })
export class LogoutPayload {
  @Field(() => Boolean, { description: 'True once the session cookie is cleared.' })
  success!: boolean;
}

@InputType({ description: 'Asks for a password reset link by e-mail.' })
export class RequestPasswordResetInput {
  @Field(() => String, { description: 'The account e-mail, in any capitalisation.' })
  email!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The page the e-mail's link opens, for a storefront of its own (like Saleor's `redirectUrl`): an absolute http(s) URL on the " +
      "store's origin or one listed in RESET_URL_ORIGINS, at most 2000 characters. The link is this URL with the query parameter " +
      '`token` set to the reset token (any `token` already there is replaced; other parameters and a fragment are kept). ' +
      "Omitted: the store's own /auth/reset-password. Any other URL is refused (INVALID_INPUT, field resetUrl) before the e-mail " +
      'is looked at, so the refusal says nothing about accounts.',
  })
  resetUrl?: string | null;
}

@ObjectType({ description: 'The result of asking for a password reset link.' })
export class RequestPasswordResetPayload {
  @Field(() => String, {
    description:
      'Accepted: the same message whether or not an account has this e-mail, so the answer does not reveal accounts. ' +
      'Refused: the first error\'s message (never that a link was sent).',
  })
  message!: string;

  @Field(() => [UserError], {
    description: 'A malformed e-mail or reset URL (INVALID_INPUT) or too many requests (RATE_LIMITED); empty otherwise, and then a link was sent if an account has the e-mail.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'Sets a new password with the token from a password reset e-mail.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The `token` parameter of the link in the e-mail.' })
  token!: string;

  @Field(() => String, {
    description: '8-24 characters with an uppercase and a lowercase letter, a digit and a special character (not < > $ ? | / \\).',
  })
  password!: string;
}

@ObjectType({ description: 'The result of resetting a password.' })
export class ResetPasswordPayload {
  @Field(() => Boolean, { description: 'True when the password was changed; every earlier session of the account is then signed out.' })
  ok!: boolean;

  @Field(() => [UserError], { description: 'Why the password was not changed; empty on success.' })
  userErrors!: UserError[];
}
