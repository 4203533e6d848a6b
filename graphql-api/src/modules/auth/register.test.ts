import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@threadline/domain';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { User } from '../users/user.entity.js';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { message user { id userName email role } userErrors { code field message } }
  }
`;
interface RegisterData {
  register: { message: string | null; user: { id: string; userName: string; email: string; role: string } | null; userErrors: Array<{ code: string; field: string | null; message: string }> };
}

describe('register', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const register = (input: Record<string, string>) => server.gql<RegisterData>(REGISTER, { input });

  it('makes a shopper account that can then sign in, without signing in itself', async () => {
    const { body, headers } = await register({ userName: '  Ravi Kumar ', email: 'Ravi@Example.com', password: 'Kurta@2026' });
    expect(body.data!.register).toEqual({
      message: 'Registration successful. Please sign in.',
      user: { id: expect.any(String), userName: 'Ravi Kumar', email: 'ravi@example.com', role: 'USER' },
      userErrors: [],
    });
    expect(headers.get('set-cookie')).toBeNull();

    const login = await server.gql<{ login: { token: string | null } }>(
      'mutation { login(input: { email: "ravi@example.com", password: "Kurta@2026" }) { token } }',
    );
    expect(login.body.data?.login.token).toBeTruthy();
  });

  it('refuses a second account for the same email in any capitalisation, sequentially and at once', async () => {
    await register({ userName: 'First', email: 'same@example.com', password: 'Kurta@2026' });
    const again = await register({ userName: 'Second', email: 'SAME@example.com', password: 'Kurta@2026' });
    expect(again.body.data!.register.userErrors).toEqual([
      { code: 'EMAIL_TAKEN', field: 'email', message: 'An account with this email already exists. Please sign in.' },
    ]);

    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, i) => register({ userName: `Racer ${i}`, email: 'race@example.com', password: 'Kurta@2026' })),
    );
    expect(racing.filter((r) => r.body.data!.register.user).length).toBe(1);
    expect(racing.filter((r) => r.body.data!.register.userErrors[0]?.code === 'EMAIL_TAKEN').length).toBe(4);
    expect(await server.em().count(User, { email: 'race@example.com' })).toBe(1);
  });

  it.each([
    [{ userName: 'Ann', email: 'ann@example.com', password: 'Short@1a' }, null],
    [{ userName: 'Ann', email: 'ann2@example.com', password: 'nocaps@123' }, 'password'],
    [{ userName: 'Ann', email: 'ann3@example.com', password: 'Has$Dollar1' }, 'password'],
    [{ userName: 'Ann', email: 'not-an-email', password: 'Kurta@2026' }, 'email'],
    [{ userName: 'A', email: 'ann4@example.com', password: 'Kurta@2026' }, 'userName'],
  ])('validates %j', async (input, badField) => {
    const { body } = await register(input);
    const result = body.data!.register;
    if (badField === null) {
      expect(result.userErrors).toEqual([]);
      return;
    }
    expect(result.user).toBeNull();
    const expected = { password: MESSAGES.PASSWORD, email: MESSAGES.EMAIL, userName: MESSAGES.USER_NAME }[badField];
    expect(result.userErrors).toEqual([{ code: 'INVALID_INPUT', field: badField, message: expected }]);
    expect(await server.em().count(User, { email: input.email.toLowerCase() })).toBe(0);
  });

  it('uses the spec password message word for word', () => {
    expect(MESSAGES.PASSWORD).toBe(
      'Password must be 8-24 characters and include uppercase, lowercase, number, and special character (except < > $ ? | / \\)',
    );
  });
});
