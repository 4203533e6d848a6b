import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, throttleAddress } from './login-throttle.js';

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
  const failures = async (key: string) =>
    (await server.em().getConnection().execute<Array<{ failures: number }>>('select failures from login_throttle where key = ?', [key]))[0]?.failures;

  it('stops a guesser at their address after 5 failures, even with the right password, while the owner signs in from elsewhere', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await login('target@example.com', `Wrong@${attempt}xyz`, '203.0.113.66');
      expect(result.errors).toBeUndefined();
      expect(result.data?.login.token).toBeNull();
    }
    const locked = await login('target@example.com', TEST_PASSWORD, '203.0.113.66');
    expect(locked.data).toBeNull();
    expect(locked.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect(locked.errors?.[0]?.message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);

    // The attacker keeps hammering while the owner, elsewhere, types the right password.
    const hammering = Array.from({ length: 20 }, (_, i) => login('target@example.com', `Wrong@${i}abc`, '203.0.113.66'));
    const owner = await login('target@example.com', TEST_PASSWORD, '198.51.100.10');
    expect(owner.errors).toBeUndefined();
    expect(owner.data?.login.token).toBeTruthy();
    const refused = await Promise.all(hammering);
    expect(refused.every((result) => result.errors?.[0]?.extensions.code === 'RATE_LIMITED')).toBe(true);
    // Refused guesses are not counted: they never reached the password check.
    expect(await failures('account:target@example.com')).toBe(5);

    const other = await login('bystander@example.com', TEST_PASSWORD, '203.0.113.66');
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

  it('locks an account guessed from many addresses for new addresses, and keeps letting it in where it signed in before', async () => {
    await createUser(server.em(), { email: 'popular@example.com' });
    expect((await login('popular@example.com', TEST_PASSWORD, '100.64.0.1')).data?.login.token).toBeTruthy();

    const addresses = MAX_FAILURES_PER_ACCOUNT / MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;
    for (let address = 0; address < addresses; address += 1) {
      for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) {
        await login('popular@example.com', 'Wrong@12345', `10.9.${address}.1`);
      }
    }
    expect(await failures('account:popular@example.com')).toBe(MAX_FAILURES_PER_ACCOUNT);
    const fromNewAddress = await login('popular@example.com', TEST_PASSWORD, '100.64.0.2');
    expect(fromNewAddress.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    const fromKnownAddress = await login('popular@example.com', TEST_PASSWORD, '100.64.0.1');
    expect(fromKnownAddress.errors).toBeUndefined();
    expect(fromKnownAddress.data?.login.token).toBeTruthy();
  });

  it('counts an IPv6 client as its /64, so rotating addresses inside it gains nothing', async () => {
    await createUser(server.em(), { email: 'v6@example.com' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login('v6@example.com', 'Wrong@12345', `2001:db8:1:2::${attempt.toString(16)}`);
    }
    const sameSubnet = await login('v6@example.com', TEST_PASSWORD, '2001:db8:1:2:ffff::9');
    expect(sameSubnet.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    const otherSubnet = await login('v6@example.com', TEST_PASSWORD, '2001:db8:1:3::1');
    expect(otherSubnet.data?.login.token).toBeTruthy();
  });

  it('counts parallel guesses exactly: no burst slips past the limit', async () => {
    await createUser(server.em(), { email: 'burst@example.com' });
    await Promise.all(Array.from({ length: 12 }, () => login('burst@example.com', 'Wrong@12345', '198.51.100.77')));
    // The lock happens at 5, and the locked requests are refused before they count.
    expect(await failures('pair:burst@example.com 198.51.100.77')).toBeGreaterThanOrEqual(5);
    const right = await login('burst@example.com', TEST_PASSWORD, '198.51.100.77');
    expect(right.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
  });

  it('a success clears the count of its address', async () => {
    await createUser(server.em(), { email: 'fumbler@example.com' });
    for (let i = 0; i < 4; i += 1) await login('fumbler@example.com', 'Wrong@12345', '203.0.113.1');
    expect((await login('fumbler@example.com', TEST_PASSWORD, '203.0.113.1')).data?.login.token).toBeTruthy();
    for (let i = 0; i < 4; i += 1) await login('fumbler@example.com', 'Wrong@12345', '203.0.113.1');
    expect((await login('fumbler@example.com', TEST_PASSWORD, '203.0.113.1')).data?.login.token).toBeTruthy();
  });
});

describe('throttleAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::5', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (address, counted) => {
    expect(throttleAddress(address)).toBe(counted);
  });
});
