import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../src/rest/routes.js';
import { startTestServer, type TestServer } from './harness.js';
import { rest } from './rest.js';

// The OpenAPI document is served from the same definitions the router mounts; this keeps it
// honest from the outside: it walks what the server really answers and compares.

describe('the REST layer and its OpenAPI document', () => {
  let server: TestServer;
  let document: { openapi: string; paths: Record<string, Record<string, unknown>> };

  beforeAll(async () => {
    server = await startTestServer();
    document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as typeof document;
  });
  afterAll(() => server?.stop());

  it('is OpenAPI 3.1 and documents every path the layer serves, and no other', async () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const served = REST_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual([...new Set(served)].sort());
    // Every served path answers something other than the layer's own 404 for unknown routes.
    for (const route of REST_ROUTES) {
      const path = route.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const response = await fetch(`${server.url}/api${path}`, { method: route.method.toUpperCase(), headers: { 'content-type': 'application/json' }, body: route.method === 'get' ? undefined : '{}' });
      const body = (await response.json()) as { message?: string };
      expect(body.message ?? '', `${route.method} ${route.path}`).not.toMatch(/^No route for/);
    }
  });

  it('answers unknown paths, malformed JSON and oversized bodies with the error envelope', async () => {
    const unknown = await rest(server, 'GET', '/shop/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false });
    const firstPost = REST_ROUTES.find((route) => route.method === 'post' && !route.upload);
    if (firstPost) {
      const malformed = await rest(server, 'POST', firstPost.path, { rawBody: '{"email": ' });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ success: false, message: 'Malformed JSON body', requestId: expect.any(String) });
      const huge = await rest(server, 'POST', firstPost.path, { rawBody: JSON.stringify({ note: 'x'.repeat(200_000) }) });
      expect(huge.status).toBe(413);
    }
  });
});
