import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { Role } from '../users/user.entity.js';

const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) { token user { id userName email role } userErrors { code field message } }
  }
`;
const ME = '{ me { id userName email role } }';

interface LoginData {
  login: { token: string | null; user: { id: string; email: string; role: string } | null; userErrors: Array<{ code: string; message: string }> };
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
});
