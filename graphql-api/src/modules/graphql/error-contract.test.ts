import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/user.entity.js';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

// README's "Errors and limits" table promises third-party clients one code and one HTTP status per
// kind of failure. Each row is asked for here over real HTTP, so the table cannot drift.

interface RawAnswer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; extensions?: Record<string, unknown> };
}

describe('the GraphQL error contract', () => {
  let server: TestServer;
  let shopperToken: string;

  beforeAll(async () => {
    server = await startTestServer();
    const shopper = await createUser(server.em(), { role: Role.USER });
    shopperToken = await server.tokenFor(shopper);
  });
  afterAll(() => server?.stop());

  async function send(init: { method?: string; query?: string; body?: string; headers?: Record<string, string> }): Promise<RawAnswer> {
    const method = init.method ?? 'POST';
    const url = method === 'GET' ? `${server.url}/graphql?query=${encodeURIComponent(init.query ?? '')}` : `${server.url}/graphql`;
    const response = await fetch(url, {
      method,
      headers: method === 'GET' ? init.headers : { 'content-type': 'application/json', ...init.headers },
      body: method === 'GET' ? undefined : (init.body ?? JSON.stringify({ query: init.query })),
    });
    return { status: response.status, body: (await response.json()) as RawAnswer['body'] };
  }

  const codeOf = (answer: RawAnswer) => answer.body.errors?.[0]?.extensions?.code;

  it('reports every answered operation’s cost in extensions.cost', async () => {
    const answer = await send({ query: '{ products(first: 10) { totalCount nodes { id title } } }' });
    expect(answer.status).toBe(200);
    // A paged field costs 1 plus its selection times the page: 1 + 10 × (totalCount + nodes + id + title).
    expect(answer.body.extensions?.cost).toEqual({ requestedQueryCost: 41, maximumCost: 20_000 });
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
  });

  it('answers who-may-see-what and unknown ids as field errors with HTTP 200', async () => {
    const anonymous = await send({ query: '{ cart { itemCount } }' });
    expect([anonymous.status, codeOf(anonymous)]).toEqual([200, 'UNAUTHENTICATED']);

    const shopper = await send({ query: '{ adminOrders(first: 1) { totalCount } }', headers: { authorization: `Bearer ${shopperToken}` } });
    expect([shopper.status, codeOf(shopper)]).toEqual([200, 'FORBIDDEN']);

    const unknown = await send({ query: '{ order(id: "8d8f1a53-3f0e-4f57-9b7c-3a3f1f1e0c11") { id } }', headers: { authorization: `Bearer ${shopperToken}` } });
    expect([unknown.status, codeOf(unknown)]).toEqual([200, 'NOT_FOUND']);
  });
});
