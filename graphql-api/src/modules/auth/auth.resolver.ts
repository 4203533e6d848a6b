import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { REGISTERED_MESSAGE } from './auth.service.js';
import {
  LoginInput,
  LoginPayload,
  LogoutPayload,
  RegisterInput,
  RegisterPayload,
  RequestPasswordResetInput,
  RequestPasswordResetPayload,
  ResetPasswordInput,
  ResetPasswordPayload,
} from './auth.types.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account, or null when signed out (an expired token counts as signed out).' })
  me(@Ctx() ctx: RequestContext): Promise<User | null> {
    return ctx.services.auth.me(ctx.viewer);
  }

  @Mutation(() => RegisterPayload, { description: 'Creates a shopper account. Sign in afterwards with `login`.' })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: RequestContext): Promise<RegisterPayload> {
    const result = await ctx.services.auth.register(input);
    return { ...result, message: result.user ? REGISTERED_MESSAGE : null };
  }

  @Mutation(() => LoginPayload, {
    description:
      'Signs in with email and password. Repeated failures lock the account from that client address, the address, and after ' +
      'guesses from many addresses the account from addresses it has not signed in from, each for a while (RATE_LIMITED; see README).',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<LoginPayload> {
    const result = await ctx.services.auth.login(input.email, input.password);
    if (result.token) setSessionCookie(ctx.res, result.token, ctx.secureCookies);
    return result;
  }

  @Mutation(() => LogoutPayload, { description: 'Signs out: revokes the token on the server and clears the session cookie.' })
  async logout(@Ctx() ctx: RequestContext): Promise<LogoutPayload> {
    await ctx.services.auth.logout();
    clearSessionCookie(ctx.res, ctx.secureCookies);
    return { success: true };
  }

  @Mutation(() => RequestPasswordResetPayload, {
    description:
      'E-mails a password reset link, valid 30 minutes and once, when an account has this e-mail; the answer is the same either way. ' +
      "The link opens `resetUrl` when given (on the store's origin or one RESET_URL_ORIGINS allows), the store's own page otherwise. " +
      'Throttled per account and per client address (RATE_LIMITED).',
  })
  requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput) input: RequestPasswordResetInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RequestPasswordResetPayload> {
    return ctx.services.passwordReset.requestPasswordReset(input.email, input.resetUrl);
  }

  @Mutation(() => ResetPasswordPayload, {
    description:
      'Sets a new password with the token of a reset link (RESET_TOKEN_INVALID when unknown or used, RESET_TOKEN_EXPIRED after 30 minutes). ' +
      'Signs the account out everywhere: every token issued before is refused. It does not sign in.',
  })
  resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: RequestContext): Promise<ResetPasswordPayload> {
    return ctx.services.passwordReset.resetPassword(input.token, input.password);
  }
}
