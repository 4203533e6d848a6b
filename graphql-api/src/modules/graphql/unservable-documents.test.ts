import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { documentNesting, MAX_DOCUMENT_NESTING, MAX_DOCUMENT_TOKENS } from './query-limits.js';

// Documents GraphQL cannot serve are the client's to fix: a client error code and a plain message,
// never INTERNAL_SERVER_ERROR and never what the engine said (a stack overflow).

interface Answer {
  status: number;
  body: { errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

describe('documents GraphQL cannot serve', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  async function send(body: unknown): Promise<Answer> {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
  const summary = (answer: Answer) => [answer.status, answer.body.errors?.[0]?.extensions?.code, answer.body.errors?.[0]?.message];

  it('refuses a document nested deeper than the parser may recurse, before parsing it', async () => {
    for (const query of [
      `query ($v: Int = ${'['.repeat(30_000)}1${']'.repeat(30_000)}) { __typename }`,
      `{ products ${'{ nodes '.repeat(5_000)}${'}'.repeat(5_000)} }`,
      `{ f(a: ${'{a: '.repeat(3_000)}1${'}'.repeat(3_000)}) }`,
    ]) {
      const answer = await send({ query });
      expect(summary(answer)).toEqual([400, 'BAD_USER_INPUT', expect.stringMatching(new RegExp(`^Query is nested too deeply: \\d+ levels of brackets exceed the limit of ${MAX_DOCUMENT_NESTING}$`))]);
    }
  });

  it('refuses a document of more tokens than the parser reads', async () => {
    const query = `{ ${Array.from({ length: MAX_DOCUMENT_TOKENS }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const answer = await send({ query });
    expect(summary(answer)).toEqual([400, 'GRAPHQL_PARSE_FAILED', expect.stringMatching(new RegExp(`^Syntax Error: Document contains more tha[nt] ${MAX_DOCUMENT_TOKENS} tokens\\. Parsing aborted\\.$`))]);
  });

  it('answers persisted-query extensions it cannot use with a client error', async () => {
    const version = await send({ query: '{ __typename }', extensions: { persistedQuery: { version: 2, sha256Hash: 'x'.repeat(64) } } });
    expect(summary(version)).toEqual([400, 'BAD_REQUEST', 'Unsupported persisted query version']);
    const mismatch = await send({ query: '{ __typename }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(summary(mismatch)).toEqual([400, 'BAD_REQUEST', 'provided sha does not match query']);
    const unknown = await send({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(summary(unknown)).toEqual([200, 'PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound']);
  });

  it('still serves the deepest documents clients send: introspection', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const answer = await send({ query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }) });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });
});

describe('documentNesting', () => {
  it.each([
    ['{ a }', 1],
    ['{ a { b(c: [1, {d: 2}]) } }', 5],
    ['{ a(s: "{{{{[[[[") }', 2],
    ['{ a(s: """ {{{ \\""" {{{ """) }', 2],
    ['# {{{{{{\n{ a }', 1],
    ['}}}}{', 1],
    ['"unterminated {{{', 0],
  ])('%s nests %i deep', (source, depth) => {
    expect(documentNesting(source)).toBe(depth);
  });
});
