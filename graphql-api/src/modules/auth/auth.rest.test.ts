import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import { NOT_SIGNED_IN_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../shared/auth-directive.js';
import { Role, User } from '../users/user.entity.js';
import { AUTHENTICATED_MESSAGE, LOGGED_OUT_MESSAGE } from './auth.rest.js';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE, REGISTERED_MESSAGE } from './auth.service.js';
import { TokenIssuer } from './tokens.js';

interface LoginAnswer {
  user: { id: string; userName: string; email: string; role: string };
  token: string;
}

let clients = 0;
/** Each test signs in from its own address, so the per-address throttle of one does not reach another. */
const fromNewClient = () => ({ 'x-forwarded-for': `10.9.0.${(clients += 1)}` });

describe('REST auth', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('registers, signs in with the cookie set, checks auth, signs out and revokes the token', async () => {
    const headers = fromNewClient();
    const registered = await rest(server, 'POST', '/auth/register', {
      body: { userName: 'Asha Rao', email: 'Asha@Example.com', password: 'Str0ng@pass' },
      headers,
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ success: true, message: REGISTERED_MESSAGE });
    await expectDocumented(server, 'POST', '/auth/register', registered);
    // Register does not sign in (spec section 4).
    expect(registered.headers.get('set-cookie')).toBeNull();

    const login = await rest<LoginAnswer>(server, 'POST', '/auth/login', { body: { email: 'asha@example.com', password: 'Str0ng@pass' }, headers });
    expect(login.status).toBe(200);
    await expectDocumented(server, 'POST', '/auth/login', login);
    expect(login.body.user).toEqual({ id: expect.any(String), userName: 'Asha Rao', email: 'asha@example.com', role: 'user' });
    // The REST answer keeps its documented fields: GraphQL's expiresAt is not added here.
    expect(Object.keys(login.body).sort()).toEqual(['message', 'success', 'token', 'user']);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^token=${login.body.token};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/;\s*Secure/i);

    const byBearer = await rest(server, 'GET', '/auth/check-auth', { token: login.body.token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body).toEqual({ success: true, message: AUTHENTICATED_MESSAGE, user: login.body.user });
    expect(byBearer.headers.get('cache-control')).toBe('no-store');
    await expectDocumented(server, 'GET', '/auth/check-auth', byBearer);

    const sessionCookie = cookie.split(';')[0]!;
    const byCookie = await rest(server, 'GET', '/auth/check-auth', { headers: { cookie: sessionCookie } });
    expect(byCookie.body.user).toEqual(login.body.user);

    const logout = await rest(server, 'POST', '/auth/logout', { headers: { cookie: sessionCookie } });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ success: true, message: LOGGED_OUT_MESSAGE });
    await expectDocumented(server, 'POST', '/auth/logout', logout);
    expect(logout.headers.get('set-cookie')).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/i);

    // The token is revoked on the server: a copy of it no longer works, by header or cookie.
    for (const auth of [{ token: login.body.token }, { headers: { cookie: sessionCookie } }]) {
      const revoked = await rest(server, 'GET', '/auth/check-auth', auth);
      expect(revoked.status).toBe(401);
      expect(revoked.body).toEqual({ success: false, message: NOT_SIGNED_IN_MESSAGE, requestId: expect.any(String) });
      await expectDocumented(server, 'GET', '/auth/check-auth', revoked);
    }
  });

  it('answers 401 to check-auth without a token or with a bad one', async () => {
    for (const auth of [{}, { token: 'garbage' }, { headers: { cookie: 'token=nonsense' } }]) {
      const response = await rest(server, 'GET', '/auth/check-auth', auth);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: NOT_SIGNED_IN_MESSAGE, requestId: expect.any(String) });
    }
  });

  it('answers 401 to check-auth with an expired token, saying the session expired', async () => {
    const user = await createUser(server.em());
    const issuer = await TokenIssuer.create({ secret: server.config.jwtSecret, dataDir: server.dataDir });
    const token = await issuer.issue(user, new Date(Date.now() - 60_000));
    const response = await rest(server, 'GET', '/auth/check-auth', { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: SESSION_EXPIRED_MESSAGE, requestId: expect.any(String) });
    await expectDocumented(server, 'GET', '/auth/check-auth', response);
  });

  it("answers 401 to check-auth once the token's account is gone", async () => {
    const em = server.em();
    const user = await createUser(em);
    const token = await server.tokenFor(user);
    await em.nativeDelete(User, { id: user.id });
    const response = await rest(server, 'GET', '/auth/check-auth', { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: NOT_SIGNED_IN_MESSAGE, requestId: expect.any(String) });
  });

  it('signs an admin in with role admin', async () => {
    const admin = await createUser(server.em(), { role: Role.ADMIN });
    const login = await rest<LoginAnswer>(server, 'POST', '/auth/login', { body: { email: admin.email, password: TEST_PASSWORD }, headers: fromNewClient() });
    expect(login.body.user).toEqual({ id: admin.id, userName: admin.userName, email: admin.email, role: 'admin' });
    const check = await rest(server, 'GET', '/auth/check-auth', { token: login.body.token });
    expect(check.body.user).toMatchObject({ role: 'admin' });
  });

  it('refuses a wrong password and an unknown email alike, with no cookie', async () => {
    const user = await createUser(server.em());
    const headers = fromNewClient();
    for (const body of [{ email: user.email, password: 'Wrong@pass1' }, { email: 'nobody@example.com', password: TEST_PASSWORD }]) {
      const response = await rest(server, 'POST', '/auth/login', { body, headers });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: INVALID_CREDENTIALS_MESSAGE });
      expect(response.headers.get('set-cookie')).toBeNull();
      await expectDocumented(server, 'POST', '/auth/login', response);
    }
  });

  it('answers 429 once an account is locked from an address after repeated failures', async () => {
    const user = await createUser(server.em());
    const guesser = fromNewClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await rest(server, 'POST', '/auth/login', { body: { email: user.email, password: `Wrong@${attempt}xyz` }, headers: guesser });
      expect(response.status).toBe(400);
    }
    const locked = await rest(server, 'POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD }, headers: guesser });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed sign-in attempts/);
    expect(locked.body).not.toHaveProperty('token');
    await expectDocumented(server, 'POST', '/auth/login', locked);
    // The owner, elsewhere, is not locked out by someone else's guesses.
    const owner = await rest(server, 'POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD }, headers: fromNewClient() });
    expect(owner.status).toBe(200);
  });

  it('refuses a duplicate email with 409 and a weak password with the spec message', async () => {
    const user = await createUser(server.em());
    const taken = await rest(server, 'POST', '/auth/register', { body: { userName: 'Someone Else', email: user.email.toUpperCase(), password: 'Str0ng@pass' } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ success: false, message: EMAIL_TAKEN_MESSAGE });
    await expectDocumented(server, 'POST', '/auth/register', taken);

    const weak = await rest(server, 'POST', '/auth/register', { body: { userName: 'Weak Pass', email: 'weak@example.com', password: 'password' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ success: false, message: MESSAGES.PASSWORD });
    await expectDocumented(server, 'POST', '/auth/register', weak);
    expect(await server.em().count(User, { email: 'weak@example.com' })).toBe(0);
  });

  it.each([
    ['a missing password', { userName: 'No Pass', email: 'nopass@example.com' }],
    ['a number for an email', { userName: 'Num Mail', email: 42, password: 'Str0ng@pass' }],
    ['a huge user name', { userName: 'x'.repeat(5000), email: 'huge@example.com', password: 'Str0ng@pass' }],
  ])('refuses a registration with %s with a clean 400', async (_case, body) => {
    const response = await rest(server, 'POST', '/auth/register', { body });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    await expectDocumented(server, 'POST', '/auth/register', response);
  });

  it('refuses a login with wrong types or a huge password with a clean 400', async () => {
    for (const body of [{ email: ['a'], password: 'x' }, { email: 'a@example.com', password: 'x'.repeat(5000) }, {}]) {
      const response = await rest(server, 'POST', '/auth/login', { body, headers: fromNewClient() });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^Invalid body field (email|password)/);
    }
  });

  it('signs out a signed-out caller too, clearing the cookie', async () => {
    const response = await rest(server, 'POST', '/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.headers.get('set-cookie')).toMatch(/^token=;/);
  });
});
