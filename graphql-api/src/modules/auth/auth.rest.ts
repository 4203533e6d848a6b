import { z } from 'zod';
import { RestRefusal, unwrapPayload } from '../../rest/rest-errors.js';
import { defineRoute, type RestRoute } from '../../rest/route.js';
import { NOT_SIGNED_IN_MESSAGE } from '../../shared/auth-directive.js';
import type { User } from '../users/user.entity.js';
import { PASSWORD_RESET_MESSAGES } from '@threadline/domain';
import { REGISTERED_MESSAGE } from './auth.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

export const LOGGED_IN_MESSAGE = 'Logged in successfully';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const AUTHENTICATED_MESSAGE = 'Authenticated user';

/** The account as the store's auth state holds it (spec section 3, "User (session)"). */
const SessionUser = z.object({
  id: z.uuid(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
});

const sessionUser = (user: User) => ({ id: user.id, userName: user.userName, email: user.email, role: user.role });

const Done = z.object({ success: z.literal(true), message: z.string() });

// Caps keep a huge body from reaching argon2 or the database; the real rules (lengths, the
// password policy) are the auth service's and answer in the spec's words.
const Email = z.string().max(320);
const Password = z.string().max(1000);

export const authRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/auth/register',
    tag: 'Auth',
    summary: 'Creates a shopper account. It does not sign in.',
    access: 'public',
    body: z.object({ userName: z.string().max(1000), email: Email, password: Password }),
    response: Done,
    successStatus: 201,
    async handle({ body, services }) {
      unwrapPayload(await services.auth.register(body));
      return { body: { success: true, message: REGISTERED_MESSAGE } };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Signs in: answers a bearer token and sets it as the httpOnly `token` cookie. Repeated failures answer 429 for a while.',
    access: 'public',
    body: z.object({ email: Email, password: Password }),
    response: z.object({ success: z.literal(true), message: z.string(), user: SessionUser, token: z.string() }),
    async handle({ body, services, scope, res }) {
      // The answer carries a token: no cache may keep a copy of it.
      res.set('Cache-Control', 'no-store');
      const { user, token } = unwrapPayload(await services.auth.login(body.email, body.password));
      setSessionCookie(res, token!, scope.secureCookies);
      return { body: { success: true, message: LOGGED_IN_MESSAGE, user: sessionUser(user!), token: token! } };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/logout',
    tag: 'Auth',
    summary: 'Signs out: revokes the token on the server and clears the session cookie. Signed-out callers succeed too.',
    access: 'public',
    response: Done,
    async handle({ services, scope, res }) {
      await services.auth.logout();
      clearSessionCookie(res, scope.secureCookies);
      return { body: { success: true, message: LOGGED_OUT_MESSAGE } };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/auth/check-auth',
    tag: 'Auth',
    summary: 'The signed-in account, from the bearer token or the cookie; 401 when signed out, expired or revoked.',
    access: 'signedIn',
    response: z.object({ success: z.literal(true), message: z.string(), user: SessionUser }),
    async handle({ services, scope, res }) {
      // Who is signed in changes with every login and logout; no cache may answer for the server.
      res.set('Cache-Control', 'no-store');
      const user = await services.auth.me(scope.viewer);
      // A token can outlive its account; a deleted account counts as signed out.
      if (!user) throw new RestRefusal(401, NOT_SIGNED_IN_MESSAGE);
      return { body: { success: true, message: AUTHENTICATED_MESSAGE, user: sessionUser(user) } };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'Auth',
    summary:
      'E-mails a password reset link (valid 30 minutes, once) when an account has this e-mail; the answer is the same either way. ' +
      "With `resetUrl` (an absolute URL on the store's origin or one RESET_URL_ORIGINS lists) the link is that page with `token` set " +
      'as a query parameter; any other resetUrl is refused (400) before the e-mail is looked at. ' +
      'Throttled per account and per client address (429).',
    access: 'public',
    body: z.object({ email: Email, resetUrl: z.string().max(4000).nullish() }),
    response: Done,
    async handle({ body, services }) {
      const { message } = unwrapPayload(await services.passwordReset.requestPasswordReset(body.email, body.resetUrl));
      return { body: { success: true, message } };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/auth/reset-password',
    tag: 'Auth',
    summary:
      'Sets a new password with the token of a reset link (422 when the link is unknown, used or expired) and signs the account out ' +
      'everywhere. It does not sign in.',
    access: 'public',
    body: z.object({ token: z.string().max(1000), password: Password }),
    response: Done,
    async handle({ body, services }) {
      unwrapPayload(await services.passwordReset.resetPassword(body.token, body.password));
      return { body: { success: true, message: PASSWORD_RESET_MESSAGES.PASSWORD_CHANGED } };
    },
  }),
];
