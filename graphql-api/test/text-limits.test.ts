import { CANCEL_REASON_MAX_LENGTH, EMAIL_MAX_LENGTH, MAX_TEXT_LENGTH, MESSAGES } from '@threadline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type User } from '../src/modules/users/user.entity.js';
import { createProducts, createUser, TEST_PASSWORD } from './factories.js';
import { startTestServer, type TestServer } from './harness.js';
import { rest } from './rest.js';

// Strings longer than anything stores: every text input has a maximum length, checked before any
// write, on both faces. Field limits come from domain/ (store.ts); past MAX_TEXT_LENGTH any string
// is refused at the door, whatever field carries it. Sign-in's throttle keys included.

/** Letters and digits that do not repeat: PostgreSQL compresses repetitive text until it fits an index. */
function noise(length: number): string {
  let out = '';
  let state = 2463534242;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out += 'abcdefghijklmnopqrstuvwxyz0123456789'[(state >>> 0) % 36];
  }
  return out;
}

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token userErrors { code field message } } }';

describe('text lengths', () => {
  let server: TestServer;
  let shopper: User;
  let shopperToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    shopper = await createUser(server.em());
    shopperToken = await server.tokenFor(shopper);
  });
  afterAll(() => server?.stop());

  async function throttleKeys(): Promise<string[]> {
    const rows = await server.em().getConnection().execute<Array<{ key: string }>>('select key from login_throttle order by key');
    return rows.map((row) => row.key);
  }

  it('refuses an email too long for any account at sign-in, at the field, before it reaches the throttle', async () => {
    await server.em().getConnection().execute('delete from login_throttle');
    const email = `${noise(3000)}@example.com`;
    const graphql = await server.gql<{ login: { token: null; userErrors: unknown[] } }>(LOGIN, { input: { email, password: TEST_PASSWORD } });
    expect(graphql.body.data?.login).toEqual({ token: null, userErrors: [{ code: 'INVALID_INPUT', field: 'email', message: MESSAGES.EMAIL_TOO_LONG }] });
    const viaRest = await rest(server, 'POST', '/auth/login', { body: { email, password: TEST_PASSWORD } });
    // REST's body schema bounds the field already (320, its documented size), with its own words.
    expect([viaRest.status, viaRest.body.message]).toEqual([400, expect.stringMatching(/email/)]);
    expect(await throttleKeys()).toEqual([]);

    // 254 characters is still an email that sign-in looks up (and counts as a failure).
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    const refused = await server.gql<{ login: { userErrors: Array<{ code: string }> } }>(LOGIN, { input: { email: longest, password: TEST_PASSWORD } });
    expect(refused.body.data?.login.userErrors.map((error) => error.code)).toEqual(['INVALID_CREDENTIALS']);
  });

  it('keys the sign-in throttle by a real client address, whatever X-Forwarded-For says', async () => {
    await server.em().getConnection().execute('delete from login_throttle');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': noise(8000) },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email: 'nobody@example.com', password: 'Wrong@123' } } }),
    });
    expect(response.status).toBe(200);
    const keys = await throttleKeys();
    expect(keys).toEqual(['account:nobody@example.com', 'ip:127.0.0.1', 'pair:nobody@example.com 127.0.0.1']);
  });

  it('refuses a cancellation reason over its limit at the field', async () => {
    const answer = await server.gql<{ cancelOrder: { userErrors: unknown[] } }>(
      'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { userErrors { code field message } } }',
      { input: { orderId: '00000000-0000-0000-0000-000000000000', reason: 'x'.repeat(CANCEL_REASON_MAX_LENGTH + 1) } },
      { token: shopperToken },
    );
    expect(answer.body.data?.cancelOrder.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'reason', message: MESSAGES.CANCEL_REASON_TOO_LONG }]);
  });

  it('refuses any text over the door limit in any field of any operation, as BAD_USER_INPUT naming the field', async () => {
    const [product] = await createProducts(server.em(), [{}]);
    const long = noise(MAX_TEXT_LENGTH + 1);
    const review = await server.gql(
      'mutation ($input: AddReviewInput!) { addReview(input: $input) { userErrors { code } } }',
      { input: { productId: product!.id, rating: 5, message: long } },
      { token: shopperToken },
    );
    expect(review.status).toBe(400);
    expect(review.body.errors?.[0]).toMatchObject({ message: `input.message: ${MESSAGES.TEXT_TOO_LONG}`, extensions: { code: 'BAD_USER_INPUT', field: 'input.message' } });

    // The field is named by the argument, whatever the client called its variable or wherever it wrote the text.
    const renamed = await server.gql(
      'mutation ($r: String!, $product: ID!) { addReview(input: { productId: $product, rating: 5, message: $r }) { userErrors { code } } }',
      { product: product!.id, r: long },
      { token: shopperToken },
    );
    expect([renamed.status, renamed.body.errors?.[0]?.extensions]).toEqual([400, expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'input.message' })]);

    const literal = await server.gql(`{ searchProducts(keyword: "${long}") { totalCount } }`);
    expect([literal.status, literal.body.errors?.[0]?.extensions]).toEqual([400, expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'keyword' })]);
    expect(literal.body.errors?.[0]?.message).toBe(`keyword: ${MESSAGES.TEXT_TOO_LONG}`);

    const byDefault = await server.gql(`query ($k: String! = "${long}") { searchProducts(keyword: $k) { totalCount } }`);
    expect([byDefault.status, byDefault.body.errors?.[0]?.extensions?.field]).toEqual([400, 'keyword']);

    const viaRest = await rest(server, 'POST', '/shop/review/add', { token: shopperToken, body: { productId: product!.id, userId: shopper.id, reviewMessage: long, reviewValue: 5 } });
    expect([viaRest.status, viaRest.body.message]).toEqual([400, `Invalid body field reviewMessage: ${MESSAGES.TEXT_TOO_LONG}`]);

    const inPath = await rest(server, 'GET', `/shop/search/${long}`);
    expect([inPath.status, inPath.body.message]).toEqual([400, `Invalid path field keyword: ${MESSAGES.TEXT_TOO_LONG}`]);
  });

  it('refuses a review message over its own limit at the field, before anything else about the review', async () => {
    const admin = await createUser(server.em(), { role: Role.ADMIN });
    const [product] = await createProducts(server.em(), [{}]);
    const answer = await server.gql<{ addReview: { userErrors: unknown[] } }>(
      'mutation ($input: AddReviewInput!) { addReview(input: $input) { userErrors { code field message } } }',
      { input: { productId: product!.id, rating: 5, message: 'y'.repeat(1001) } },
      { token: await server.tokenFor(admin) },
    );
    expect(answer.body.data?.addReview.userErrors).toContainEqual({ code: 'INVALID_INPUT', field: 'message', message: MESSAGES.REVIEW_MESSAGE_TOO_LONG });
  });
});
