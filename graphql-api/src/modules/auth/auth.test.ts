import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { MALFORMED_AUTHORIZATION_MESSAGE, NOT_SIGNED_IN_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../shared/auth-directive.js';
import { Role, type User } from '../users/user.entity.js';
import { TokenIssuer, TOKEN_TTL_SECONDS } from './tokens.js';

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) { token expiresAt user { id userName email role } userErrors { code field message } }
  }
`;
const ME = '{ me { id userName email role } }';

interface LoginData {
  login: { token: string | null; expiresAt: string | null; user: { id: string; email: string; role: string } | null; userErrors: Array<{ code: string; message: string }> };
}
interface MeData {
  me: { id: string; userName: string; email: string; role: string } | null;
}

describe('login, me and logout', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await createUser(server.em(), { email: 'Asha@Example.com', userName: 'Asha' });
    await createUser(server.em(), { email: 'boss@example.com', role: Role.ADMIN });
  });
  afterAll(() => server?.stop());

  it('signs in with any capitalisation of the email and returns a bearer token and the account', async () => {
    const { body, headers } = await server.gql<LoginData>(LOGIN, { input: { email: ' ASHA@example.com ', password: TEST_PASSWORD } });
    const login = body.data!.login;
    expect(login.userErrors).toEqual([]);
    expect(login.user).toMatchObject({ email: 'asha@example.com', role: 'USER' });
    expect(login.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Not Secure outside production, or browsers on plain http://localhost would drop it.
    expect(cookie).not.toMatch(/;\s*Secure/i);

    const me = await server.gql<MeData>(ME, {}, { token: login.token! });
    expect(me.body.data?.me).toMatchObject({ userName: 'Asha', email: 'asha@example.com', role: 'USER' });
  });

  it('accepts the session cookie instead of the header', async () => {
    const { headers } = await server.gql<LoginData>(LOGIN, { input: { email: 'boss@example.com', password: TEST_PASSWORD } });
    const cookie = (headers.get('set-cookie') ?? '').split(';')[0]!;
    const me = await server.gql<MeData>(ME, {}, { cookie });
    expect(me.body.data?.me?.role).toBe('ADMIN');
  });

  it('gives the same answer for a wrong password and an unknown email, and no token', async () => {
    const wrongPassword = await server.gql<LoginData>(LOGIN, { input: { email: 'asha@example.com', password: 'Wrong@1234' } });
    const unknownEmail = await server.gql<LoginData>(LOGIN, { input: { email: 'nobody@example.com', password: TEST_PASSWORD } });
    for (const { body, headers } of [wrongPassword, unknownEmail]) {
      expect(body.data!.login).toEqual({
        token: null,
        expiresAt: null,
        user: null,
        userErrors: [{ code: 'INVALID_CREDENTIALS', field: null, message: 'Invalid email or password' }],
      });
      expect(headers.get('set-cookie')).toBeNull();
    }
  });

  it('treats a missing, forged or garbled token as signed out', async () => {
    const { body: valid } = await server.gql<LoginData>(LOGIN, { input: { email: 'asha@example.com', password: TEST_PASSWORD } });
    const [header, payload] = valid.data!.login.token!.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' })).toString('base64url');
    for (const auth of [{}, { token: `${header}.${forgedPayload}.AAAA` }, { token: 'garbage' }, { cookie: 'token=nonsense' }]) {
      const { status, body } = await server.gql<MeData>(ME, {}, auth);
      expect(status).toBe(200);
      expect(body.data?.me).toBeNull();
    }
  });

  it('logout clears the session cookie', async () => {
    const { body, headers } = await server.gql<{ logout: { success: boolean } }>('mutation { logout { success } }');
    expect(body.data?.logout.success).toBe(true);
    expect(headers.get('set-cookie')).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/i);
  });

  it('logout revokes the token on the server: a copy of it stops working, other sessions do not', async () => {
    const login = () => server.gql<LoginData>(LOGIN, { input: { email: 'asha@example.com', password: TEST_PASSWORD } });
    const kept = (await login()).body.data!.login.token!;
    const leaked = (await login()).body.data!.login.token!;
    const out = await server.gql<{ logout: { success: boolean } }>('mutation { logout { success } }', {}, { token: leaked });
    expect(out.body.data?.logout.success).toBe(true);

    expect((await server.gql<MeData>(ME, {}, { token: leaked })).body.data?.me).toBeNull();
    expect((await server.gql<MeData>(ME, {}, { cookie: `token=${leaked}` })).body.data?.me).toBeNull();
    expect((await server.gql<MeData>(ME, {}, { token: kept })).body.data?.me?.email).toBe('asha@example.com');
  });

  it('stores passwords as argon2id hashes, never in the clear', async () => {
    const rows = await server.em().getConnection().execute<Array<{ password_hash: string }>>('select password_hash from app_user');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(TEST_PASSWORD);
    }
  });

  it('never exposes the password hash through the API', async () => {
    const { status, body } = await server.gql('{ me { passwordHash } }');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  describe('expiry', () => {
    /** A token signed with the store's own key, as login makes them, that ran out a minute ago. */
    async function expiredTokenFor(user: { id: string; role: Role }): Promise<string> {
      const issuer = await TokenIssuer.create({ secret: server.config.jwtSecret, dataDir: server.dataDir });
      return issuer.issue(user, new Date(Date.now() - 60_000));
    }
    const CART = '{ cart { id } }';
    const ADMIN_ONLY = '{ adminOrders { totalCount } }';
    let shopper: User;
    let admin: User;

    beforeAll(async () => {
      shopper = await createUser(server.em(), { email: 'expiring@example.com' });
      admin = await createUser(server.em(), { email: 'expiring-boss@example.com', role: Role.ADMIN });
    });

    it('says when the token stops working: the token’s own expiry, a week after sign-in', async () => {
      const before = Date.now();
      const { body } = await server.gql<LoginData>(LOGIN, { input: { email: 'expiring@example.com', password: TEST_PASSWORD } });
      const { token, expiresAt } = body.data!.login;
      const exp = (JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
      expect(new Date(expiresAt!).getTime()).toBe(exp * 1000);
      expect(exp * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + TOKEN_TTL_SECONDS * 1000);
      expect(exp * 1000).toBeLessThanOrEqual(Date.now() + TOKEN_TTL_SECONDS * 1000);
    });

    it('tells an expired token apart on fields that need sign-in, shopper and admin alike', async () => {
      for (const [user, query] of [[shopper, CART], [admin, ADMIN_ONLY], [shopper, ADMIN_ONLY]] as const) {
        const token = await expiredTokenFor(user);
        for (const auth of [{ token }, { cookie: `token=${token}` }]) {
          const { body } = await server.gql(query, {}, auth);
          expect(body.data).toBeNull();
          expect(body.errors?.[0]).toMatchObject({ message: SESSION_EXPIRED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
        }
      }
    });

    it('answers public fields to an expired token as to a signed-out caller, without an error', async () => {
      const { body } = await server.gql<MeData>(ME, {}, { token: await expiredTokenFor(shopper) });
      expect(body.errors).toBeUndefined();
      expect(body.data!.me).toBeNull();
    });

    it('keeps the signed-out message for a missing, garbled, forged or revoked token, even an expired forgery', async () => {
      const valid = await server.tokenFor(shopper);
      const [header, payload] = valid.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      const forge = (changes: Record<string, unknown>) => `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.AAAA`;
      const revoked = (await server.gql<LoginData>(LOGIN, { input: { email: 'expiring@example.com', password: TEST_PASSWORD } })).body.data!.login.token!;
      await server.gql('mutation { logout { success } }', {}, { token: revoked });

      const expiredForgery = forge({ exp: Math.floor(Date.now() / 1000) - 60 });
      for (const auth of [{}, { token: 'garbage' }, { token: forge({ role: 'admin' }) }, { token: expiredForgery }, { token: revoked }]) {
        const { body } = await server.gql(CART, {}, auth);
        expect(body.errors?.[0]).toMatchObject({ message: NOT_SIGNED_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
      }
    });

    it('tells a malformed Authorization header apart from a refused token', async () => {
      const token = await server.tokenFor(shopper);
      const ask = async (authorization: string) => {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ query: CART }),
        });
        return ((await response.json()) as { errors?: Array<{ message: string; extensions: { code: string } }> }).errors?.[0];
      };
      for (const header of [token, `Token ${token}`, 'Bearer', `Bearer ${token} extra`, 'Basic dXNlcjpwYXNz']) {
        expect(await ask(header), header).toMatchObject({ message: MALFORMED_AUTHORIZATION_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
      }
      expect(await ask('Bearer not-a-token')).toMatchObject({ message: NOT_SIGNED_IN_MESSAGE });
      expect(await ask(`bearer ${token}`)).toBeUndefined();
    });

    it('lets the Authorization header win over the cookie, even a bad header: the caller is then signed out', async () => {
      const cookie = `token=${await server.tokenFor(shopper)}`;
      expect((await server.gql(CART, {}, { cookie })).body.errors).toBeUndefined();
      const withBadToken = await server.gql(CART, {}, { cookie, token: 'garbage' });
      expect(withBadToken.body.errors?.[0]).toMatchObject({ message: NOT_SIGNED_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, authorization: 'Token abc' },
        body: JSON.stringify({ query: CART }),
      });
      const { errors } = (await response.json()) as { errors?: Array<{ message: string }> };
      expect(errors?.[0]?.message).toBe(MALFORMED_AUTHORIZATION_MESSAGE);
    });

    it('refuses a token it has verified before once the token expires', async () => {
      const issuer = await TokenIssuer.create({ secret: server.config.jwtSecret, dataDir: server.dataDir });
      const token = await issuer.issue(shopper, new Date(Date.now() + 2_000));
      // Verified and remembered by the server: its signature is not checked again.
      expect((await server.gql(CART, {}, { token })).body.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      for (const auth of [{ token }, { cookie: `token=${token}` }]) {
        const { body } = await server.gql(CART, {}, auth);
        expect(body.errors?.[0]).toMatchObject({ message: SESSION_EXPIRED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
      }
    });

    it('refuses a token it has verified before once its session is signed out, by logout or by a new session generation in SQL', async () => {
      const user = await createUser(server.em(), { email: 'signing-out@example.com' });
      const login = async () => (await server.gql<LoginData>(LOGIN, { input: { email: 'signing-out@example.com', password: TEST_PASSWORD } })).body.data!.login.token!;
      const signedOut = await login();
      expect((await server.gql<MeData>(ME, {}, { cookie: `token=${signedOut}` })).body.data?.me?.email).toBe('signing-out@example.com');
      await server.gql('mutation { logout { success } }', {}, { token: signedOut });
      expect((await server.gql<MeData>(ME, {}, { cookie: `token=${signedOut}` })).body.data?.me).toBeNull();

      const everywhere = await login();
      expect((await server.gql(CART, {}, { token: everywhere })).body.errors).toBeUndefined();
      await server.em().getConnection().execute('update app_user set session_generation = session_generation + 1 where id = ?', [user.id]);
      const { body } = await server.gql(CART, {}, { token: everywhere });
      expect(body.errors?.[0]).toMatchObject({ message: NOT_SIGNED_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
      expect((await server.gql<MeData>(ME, {}, { token: await login() })).body.data?.me?.email).toBe('signing-out@example.com');
    });

    it('keeps a token signed out after logout even once it has expired', async () => {
      const issuer = await TokenIssuer.create({ secret: server.config.jwtSecret, dataDir: server.dataDir });
      // Valid for two seconds: long enough to sign out with it, then let it run out.
      const token = await issuer.issue(shopper, new Date(Date.now() + 2_000));
      await server.gql('mutation { logout { success } }', {}, { token });
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const { body } = await server.gql(CART, {}, { token });
      expect(body.errors?.[0]).toMatchObject({ message: NOT_SIGNED_IN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
    });
  });
});
