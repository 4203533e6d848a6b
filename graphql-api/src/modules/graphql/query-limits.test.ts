import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApolloServer } from '@apollo/server';
import { buildSchema, getIntrospectionQuery } from 'graphql';
import { queryLimitsPlugin } from './query-limits.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';

describe('query depth and cost limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('answers an ordinary storefront query', async () => {
    const { status, body } = await server.gql('{ products(first: 100) { totalCount nodes { id title basePrice { amount } image } } }');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('refuses an over-expensive query with a clear message and BAD_USER_INPUT', async () => {
    const wide = `{ ${Array.from({ length: 30 }, (_, i) => `p${i}: products(first: 100) { nodes { id title description image basePrice { amount } baseSalePrice { amount } } }`).join(' ')} }`;
    const { status, body } = await server.gql(wide);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/^Query is too expensive: cost \d+ exceeds the limit of 20000/);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it('lets the standard introspection query through: the schema is public documentation', async () => {
    const { status, body } = await server.gql(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('query depth, on a schema that nests without end', () => {
  const schema = buildSchema('type Node { id: ID! child: Node } type Query { root: Node }');
  const apollo = new ApolloServer({ schema, plugins: [queryLimitsPlugin()], rootValue: { root: { id: '1' } } } as never);
  beforeAll(() => apollo.start());
  afterAll(() => apollo.stop());

  const nested = (levels: number) => `${'{ child '.repeat(levels - 1)}{ id }${' }'.repeat(levels - 1)}`;

  it('answers 10 levels and refuses 11, through fragments too', async () => {
    const ten = await apollo.executeOperation({ query: `{ root ${nested(9)} }` });
    expect(ten.body.kind === 'single' && ten.body.singleResult.errors).toBeUndefined();

    const elevenViaFragment = `query { root { ...Deep } } fragment Deep on Node ${nested(10)}`;
    const refused = await apollo.executeOperation({ query: elevenViaFragment });
    expect(refused.http.status).toBe(400);
    const errors = refused.body.kind === 'single' ? refused.body.singleResult.errors : undefined;
    expect(errors?.[0]?.message).toBe('Query is too deep: depth 11 exceeds the limit of 10');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('NUL characters', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('refuses them in variables and in literals as bad input, before anything runs', async () => {
    const viaVariable = await server.gql('mutation ($email: String!) { login(input: { email: $email, password: "x" }) { token } }', {
      email: 'a\u0000@example.com',
    });
    const viaLiteral = await server.gql('{ product(id: "abc\\u0000") { id } }');
    for (const { status, body } of [viaVariable, viaLiteral]) {
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatchObject({ message: 'Text may not contain the NUL character (\\u0000)', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});
