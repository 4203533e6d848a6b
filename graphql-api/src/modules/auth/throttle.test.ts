import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

const LOGIN = 'mutation ($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { token userErrors { code } } }';

describe('sign-in throttling', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await createUser(server.em(), { email: 'target@example.com' });
    await createUser(server.em(), { email: 'bystander@example.com' });
  });
  afterAll(() => server?.stop());

  /** Requests reach the app through a loopback proxy, which may name the client in X-Forwarded-For. */
  async function login(email: string, password: string, clientIp: string) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
    });
    return (await response.json()) as { data: { login: { token: string | null } } | null; errors?: Array<{ message: string; extensions: { code: string } }> };
  }

  it('locks an account after 5 failures, even for the right password, and leaves other accounts alone', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await login('target@example.com', `Wrong@${attempt}xyz`, `10.0.0.${attempt}`);
      expect(result.errors).toBeUndefined();
      expect(result.data?.login.token).toBeNull();
    }
    const locked = await login('target@example.com', TEST_PASSWORD, '10.0.0.99');
    expect(locked.data).toBeNull();
    expect(locked.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect(locked.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);

    const other = await login('bystander@example.com', TEST_PASSWORD, '10.0.0.99');
    expect(other.data?.login.token).toBeTruthy();
  });

  it('locks a client address after 20 failures across accounts, without locking those accounts elsewhere', async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await login(`nobody${attempt}@example.com`, 'Wrong@12345', '192.0.2.7');
    }
    const fromThere = await login('bystander@example.com', TEST_PASSWORD, '192.0.2.7');
    expect(fromThere.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    const fromElsewhere = await login('bystander@example.com', TEST_PASSWORD, '192.0.2.8');
    expect(fromElsewhere.data?.login.token).toBeTruthy();
  });

  it('counts parallel guesses exactly: no burst slips past the limit', async () => {
    await createUser(server.em(), { email: 'burst@example.com' });
    await Promise.all(Array.from({ length: 12 }, (_, i) => login('burst@example.com', 'Wrong@12345', `198.51.100.${i}`)));
    const rows = await server.em().getConnection().execute<Array<{ failures: number }>>("select failures from login_throttle where key = 'account:burst@example.com'");
    // The lock happens at 5, and the locked requests are refused before they count.
    expect(rows[0]!.failures).toBeGreaterThanOrEqual(5);
    const right = await login('burst@example.com', TEST_PASSWORD, '198.51.100.200');
    expect(right.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });

  it('a success clears the account count', async () => {
    await createUser(server.em(), { email: 'fumbler@example.com' });
    for (let i = 0; i < 4; i += 1) await login('fumbler@example.com', 'Wrong@12345', '203.0.113.1');
    expect((await login('fumbler@example.com', TEST_PASSWORD, '203.0.113.1')).data?.login.token).toBeTruthy();
    for (let i = 0; i < 4; i += 1) await login('fumbler@example.com', 'Wrong@12345', '203.0.113.1');
    expect((await login('fumbler@example.com', TEST_PASSWORD, '203.0.113.1')).data?.login.token).toBeTruthy();
  });
});
