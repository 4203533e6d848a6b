import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/user.entity.js';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

// README's "Errors and limits" table promises third-party clients one code and one HTTP status per
// kind of failure. Each row is asked for here over real HTTP, so the table cannot drift; the one
// row no client can cause on purpose, INTERNAL_SERVER_ERROR, is asked for where a fault is staged
// (ops.test.ts).

const PARTNER = 'https://partner.example';

interface RawAnswer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; extensions?: Record<string, unknown> };
}

describe('the GraphQL error contract', () => {
  let server: TestServer;
  let shopperToken: string;

  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: PARTNER });
    const shopper = await createUser(server.em(), { role: Role.USER });
    shopperToken = await server.tokenFor(shopper);
  });
  afterAll(() => server?.stop());

  async function send(init: { method?: string; query?: string; body?: string; headers?: Record<string, string> }): Promise<RawAnswer & { headers: Headers }> {
    const method = init.method ?? 'POST';
    const url = method === 'GET' ? `${server.url}/graphql?query=${encodeURIComponent(init.query ?? '')}` : `${server.url}/graphql`;
    const response = await fetch(url, {
      method,
      headers: method === 'GET' ? init.headers : { 'content-type': 'application/json', ...init.headers },
      body: method === 'GET' ? undefined : (init.body ?? JSON.stringify({ query: init.query })),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as RawAnswer['body'] };
  }

  const codeOf = (answer: RawAnswer) => answer.body.errors?.[0]?.extensions?.code;

  it('reports every answered operation’s cost in extensions.cost', async () => {
    const answer = await send({ query: '{ products(first: 10) { totalCount nodes { id title } } }' });
    expect(answer.status).toBe(200);
    // A paged field costs 1 plus its selection times the page: 1 + 10 × (totalCount + nodes + id + title).
    expect(answer.body.extensions?.cost).toEqual({ requestedQueryCost: 41, maximumCost: 20_000 });
  });

  it('reports a cost on every answer: 0 for a document refused before it ran, the computed cost for one over the limit', async () => {
    const notRun = { requestedQueryCost: 0, maximumCost: 20_000 };
    const refusals = {
      parse: await send({ query: '{ products {' }),
      validation: await send({ query: '{ noSuchField }' }),
      variables: await send({ body: JSON.stringify({ query: 'query ($n: Int) { products(first: $n) { totalCount } }', variables: { n: 'ten' } }) }),
      json: await send({ body: '{"query": ' }),
      empty: await send({ body: JSON.stringify({ variables: {} }) }),
      nesting: await send({ query: `{ products ${'{ '.repeat(70)}` }),
      getWithoutPreflight: await send({ method: 'GET', query: '{ __typename }' }),
      tooLarge: await send({ body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(150_000) } }) }),
      put: await send({ method: 'PUT', query: '{ __typename }' }),
    };
    for (const [name, answer] of Object.entries(refusals)) {
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.body.extensions, name).toMatchObject({ cost: notRun, requestId: expect.any(String) });
    }
    const wide = await send({ query: `{ ${Array.from({ length: 50 }, (_, i) => `p${i}: products(first: 100) { nodes { id title description image } }`).join(' ')} }` });
    expect(wide.status).toBe(400);
    expect(wide.body.extensions?.cost).toEqual({ requestedQueryCost: 50 * (1 + 100 * 5), maximumCost: 20_000 });
    // Refused while it ran (a page over 100): the cost computed before it ran.
    const page = await send({ query: '{ products(first: 500) { totalCount } }' });
    expect([page.status, page.body.extensions?.cost]).toEqual([400, { requestedQueryCost: 501, maximumCost: 20_000 }]);
  });

  it('answers malformed requests with 400 and the code that names the problem', async () => {
    const parse = await send({ query: '{ products {' });
    expect([parse.status, codeOf(parse)]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);

    const validation = await send({ query: '{ noSuchField }' });
    expect([validation.status, codeOf(validation)]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);

    const variables = await send({ body: JSON.stringify({ query: 'query ($n: Int) { products(first: $n) { totalCount } }', variables: { n: 'ten' } }) });
    expect([variables.status, codeOf(variables)]).toEqual([400, 'BAD_USER_INPUT']);

    const json = await send({ body: '{"query": ' });
    expect([json.status, codeOf(json), json.body.errors?.[0]?.message]).toEqual([400, 'BAD_REQUEST', 'Malformed JSON body']);

    const empty = await send({ body: JSON.stringify({ variables: {} }) });
    expect([empty.status, codeOf(empty)]).toEqual([400, 'BAD_REQUEST']);

    const subscription = await send({ query: 'subscription { orders }' });
    expect([subscription.status, codeOf(subscription)]).toEqual([400, 'BAD_REQUEST']);
    expect(subscription.body.errors?.[0]?.message).toMatch(/^Subscriptions are not supported/);

    const tooLarge = await send({ body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(150_000) } }) });
    expect([tooLarge.status, codeOf(tooLarge)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('answers text that is not valid text (a lone UTF-16 surrogate) with BAD_USER_INPUT, HTTP 400 and the argument named', async () => {
    const answer = await send({ body: JSON.stringify({ query: 'query ($k: String!) { searchProducts(keyword: $k) { totalCount } }', variables: { k: 'polo\ud800' } }) });
    expect([answer.status, codeOf(answer), answer.body.errors?.[0]?.extensions?.field]).toEqual([400, 'BAD_USER_INPUT', 'keyword']);
  });

  it('answers a page over its limit exactly like a query over its cost: BAD_USER_INPUT with HTTP 400', async () => {
    const page = await send({ query: '{ products(first: 500) { totalCount } }' });
    expect([page.status, codeOf(page), page.body.errors?.[0]?.message]).toEqual([400, 'BAD_USER_INPUT', 'first must be between 1 and 100']);

    const wide = `{ ${Array.from({ length: 50 }, (_, i) => `p${i}: products(first: 100) { nodes { id title description image } }`).join(' ')} }`;
    const cost = await send({ query: wide });
    expect([cost.status, codeOf(cost)]).toEqual([400, 'BAD_USER_INPUT']);
    expect(cost.body.errors?.[0]?.message).toMatch(/^Query is too expensive: cost \d+ exceeds the limit of 20000/);
  });

  it('refuses GET without a CSRF-preflight header, answers it with one, and keeps mutations to POST', async () => {
    const simple = await send({ method: 'GET', query: '{ __typename }' });
    expect([simple.status, codeOf(simple)]).toEqual([400, 'BAD_REQUEST']);
    expect(simple.body.errors?.[0]?.message).toMatch(/Cross-Site Request Forgery/);

    const preflighted = await send({ method: 'GET', query: '{ __typename }', headers: { 'apollo-require-preflight': 'true' } });
    expect(preflighted.status).toBe(200);
    expect(preflighted.body.data).toEqual({ __typename: 'Query' });

    const mutation = await send({ method: 'GET', query: 'mutation { logout { success } }', headers: { 'apollo-require-preflight': 'true' } });
    expect([mutation.status, codeOf(mutation)]).toEqual([405, 'BAD_REQUEST']);

    const put = await send({ method: 'PUT', query: '{ __typename }' });
    expect([put.status, codeOf(put), put.headers.get('allow')]).toEqual([405, 'BAD_REQUEST', 'GET, POST']);

    const xml = await send({ query: '{ __typename }', headers: { accept: 'application/xml' } });
    expect([xml.status, codeOf(xml)]).toEqual([406, 'BAD_REQUEST']);
  });

  it('answers who-may-see-what and unknown ids as field errors with HTTP 200', async () => {
    const anonymous = await send({ query: '{ cart { itemCount } }' });
    expect([anonymous.status, codeOf(anonymous)]).toEqual([200, 'UNAUTHENTICATED']);

    const shopper = await send({ query: '{ adminOrders(first: 1) { totalCount } }', headers: { authorization: `Bearer ${shopperToken}` } });
    expect([shopper.status, codeOf(shopper)]).toEqual([200, 'FORBIDDEN']);

    const unknown = await send({ query: '{ order(id: "8d8f1a53-3f0e-4f57-9b7c-3a3f1f1e0c11") { id } }', headers: { authorization: `Bearer ${shopperToken}` } });
    expect([unknown.status, codeOf(unknown)]).toEqual([200, 'NOT_FOUND']);
  });

  it('answers a document with no operation to run with OPERATION_RESOLUTION_FAILURE and HTTP 400, on either executor', async () => {
    // A catalogue read runs compiled from its second request on: each is asked three times.
    for (const query of ['query A { me { id } }', 'query A { products(first: 1) { totalCount } }', '{ products(first: 1) { totalCount } }']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const unknown = await send({ body: JSON.stringify({ query, operationName: 'B' }) });
        expect([unknown.status, codeOf(unknown), unknown.body.errors?.[0]?.message, unknown.body.data]).toEqual([400, 'OPERATION_RESOLUTION_FAILURE', 'Unknown operation named "B".', undefined]);
      }
    }
    const unnamed = await send({ query: 'query A { __typename } query C { products(first: 1) { totalCount } }' });
    expect([unnamed.status, codeOf(unnamed), unnamed.body.errors?.[0]?.message]).toEqual([
      400,
      'OPERATION_RESOLUTION_FAILURE',
      'Must provide operation name if query contains multiple operations.',
    ]);
    const named = await send({ body: JSON.stringify({ query: 'query A { __typename } query C { products(first: 1) { totalCount } }', operationName: 'C' }) });
    expect([named.status, named.body.data]).toEqual([200, { products: { totalCount: 0 } }]);
  });

  it('refuses variables nested deeper than any input before anything reads them, whatever the operation', async () => {
    const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const catalogue = JSON.stringify('query ($t: [ProductType!]) { products(filter: { productTypes: $t }) { totalCount } }');
    const mixed = JSON.stringify('query ($t: [ProductType!]) { products(filter: { productTypes: $t }) { totalCount } me { id } }');
    for (const query of [catalogue, catalogue, catalogue, mixed]) {
      const answer = await send({ body: `{"query":${query},"variables":{"t":${deep(30_000)}}}` });
      expect([answer.status, codeOf(answer), answer.body.errors?.[0]?.message]).toEqual([
        400,
        'BAD_USER_INPUT',
        'The variables are nested too deeply: more than 64 levels of lists and objects',
      ]);
    }
    // A list nested a little, as any client may send by mistake, is graphql-js's to refuse.
    const shallow = await send({ body: `{"query":${catalogue},"variables":{"t":${deep(3)}}}` });
    expect([shallow.status, codeOf(shallow)]).toEqual([400, 'BAD_USER_INPUT']);
    expect(shallow.body.errors?.[0]?.message).toMatch(/^Variable "\$t" got invalid value/);
  });

  it('answers a body it cannot read with BAD_REQUEST and 415 when the charset or the compression is unknown', async () => {
    const charset = await send({ body: JSON.stringify({ query: '{ __typename }' }), headers: { 'content-type': 'application/json; charset=bogus-8' } });
    expect([charset.status, codeOf(charset), charset.body.errors?.[0]?.message]).toEqual([415, 'BAD_REQUEST', 'Unsupported charset: send the body as UTF-8 JSON']);
    const encoding = await send({ body: JSON.stringify({ query: '{ __typename }' }), headers: { 'content-encoding': 'x-squash' } });
    expect([encoding.status, codeOf(encoding), encoding.body.errors?.[0]?.message]).toEqual([
      415,
      'BAD_REQUEST',
      'Unsupported Content-Encoding: send the body uncompressed, or compressed with gzip, deflate or br',
    ]);
  });

  it('asks for an unknown persisted query with PERSISTED_QUERY_NOT_FOUND and HTTP 200', async () => {
    const answer = await send({ body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }) });
    expect([answer.status, codeOf(answer)]).toEqual([200, 'PERSISTED_QUERY_NOT_FOUND']);
  });

  it('locks sign-in after repeated failures with RATE_LIMITED and HTTP 200, saying for how long', async () => {
    const victim = await createUser(server.em(), { role: Role.USER });
    const login = JSON.stringify({ query: `mutation { login(input: { email: "${victim.email}", password: "Wrong@1234" }) { token } }` });
    let answer = await send({ body: login });
    // However many failures the throttle allows, a few dozen from one address are more.
    for (let attempt = 0; attempt < 40 && codeOf(answer) !== 'RATE_LIMITED'; attempt++) answer = await send({ body: login });
    expect([answer.status, codeOf(answer)]).toEqual([200, 'RATE_LIMITED']);
    expect(answer.body.errors?.[0]?.extensions?.retryAfterSeconds).toEqual(expect.any(Number));
  });

  it('blanks only the field that misses: a NOT_FOUND product or order is null beside the rest of the data', async () => {
    const auth = { authorization: `Bearer ${shopperToken}` };
    const order = await send({ query: '{ me { role } order(id: "00000000-0000-0000-0000-000000000000") { id } }', headers: auth });
    expect([order.status, order.body.data]).toEqual([200, { me: { role: 'USER' }, order: null }]);
    expect(order.body.errors?.[0]).toMatchObject({ message: 'Order not found', path: ['order'], extensions: { code: 'NOT_FOUND' } });

    for (let attempt = 0; attempt < 3; attempt++) {
      const product = await send({ query: '{ products(first: 1) { totalCount } product(slug: "no-such-tee") { id } }' });
      expect([product.status, product.body.data]).toEqual([200, { products: { totalCount: 0 }, product: null }]);
      expect(product.body.errors?.[0]).toMatchObject({ message: 'Product not found', path: ['product'], extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('refuses a preflight from an origin not in CORS_ORIGINS with ORIGIN_NOT_ALLOWED and 403, and tells a listed one what it may send', async () => {
    const preflight = (origin: string, path = '/graphql') =>
      fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, authorization' },
      });
    const refused = await preflight('https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const refusal = (await refused.json()) as RawAnswer['body'];
    expect(refusal.errors?.[0]?.extensions?.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(refusal.errors?.[0]?.message).toMatch(/^The origin https:\/\/elsewhere\.example may not call this API from a browser/);
    const refusedRest = await preflight('https://elsewhere.example', '/api/shop/products/get');
    expect([refusedRest.status, ((await refusedRest.json()) as { success: boolean }).success]).toEqual([403, false]);

    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(Object.fromEntries([...allowed.headers].filter(([name]) => name.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'Content-Type, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name, X-Request-Id, X-Idempotency-Key',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
      'access-control-expose-headers': 'X-Request-Id',
      'access-control-max-age': '600',
    });
    const call = await send({ query: '{ __typename }', headers: { origin: PARTNER } });
    expect([call.status, call.headers.get('access-control-allow-origin'), call.headers.get('access-control-expose-headers')]).toEqual([200, PARTNER, 'X-Request-Id']);
  });

  it('serves a GET sent with a JSON content type, as Apollo’s CSRF rule allows, and no answer may be stored by a cache', async () => {
    const withJsonType = await send({ method: 'GET', query: '{ __typename }', headers: { 'content-type': 'application/json' } });
    expect([withJsonType.status, withJsonType.body.data]).toEqual([200, { __typename: 'Query' }]);
    expect(withJsonType.headers.get('cache-control')).toBe('no-store');
    const withFormType = await send({ method: 'GET', query: '{ __typename }', headers: { 'content-type': 'text/plain' } });
    expect([withFormType.status, codeOf(withFormType)]).toEqual([400, 'BAD_REQUEST']);
    const post = await send({ query: '{ products(first: 1) { totalCount } }' });
    expect(post.headers.get('cache-control')).toBe('no-store');
  });
});
