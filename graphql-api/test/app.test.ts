import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

describe('one server: health, explorer, media, storefront', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The storefront is built before the server starts, as `npm start` does: the server takes
    // stock of the compressed copies once, at start.
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-dist-'));
    await fs.mkdir(path.join(dist, 'assets'), { recursive: true });
    // Over the 1 kB below which answers go out uncompressed, as the real page is.
    await fs.writeFile(path.join(dist, 'index.html'), `<!doctype html><title>Threadline</title>${'<!-- page -->'.repeat(100)}<div id="root"></div>`);
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    // What the frontend build writes beside each text file: Brotli and gzip copies.
    for (const file of ['index.html', path.join('assets', 'app-abc123.js')]) {
      const original = await fs.readFile(path.join(dist, file));
      await fs.writeFile(path.join(dist, `${file}.br`), brotliCompressSync(original));
      await fs.writeFile(path.join(dist, `${file}.gz`), gzipSync(original));
    }
    server = await startTestServer({ FRONTEND_DIST: dist });
    await fs.mkdir(path.join(server.dataDir, 'media', 'products'), { recursive: true });
    await fs.writeFile(path.join(server.dataDir, 'media', 'products', 'tee-0123456789ab.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  });
  afterAll(() => server?.stop());

  it('answers the health check once the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('shows a GraphQL explorer to a browser, served from this server', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<base href="/graphql-explorer/">');
    // Nothing the page needs comes from another host.
    expect(html).not.toMatch(/src="https?:|href="https?:/);
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${server.url}/graphql-explorer/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('still answers GraphQL over GET for clients', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ featureImages { id } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { featureImages: [] } });
  });

  it("accepts GraphQL's own directives, which clients put in their documents", async () => {
    const { status, body } = await server.gql(
      'query ($withImages: Boolean!) { featureImages @include(if: $withImages) { id } me @skip(if: true) { email } paymentMethods }',
      { withImages: false },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ paymentMethods: ['COD'] });
  });

  it('serves media with its content type and a year of immutable caching', async () => {
    const response = await fetch(`${server.url}/media/products/tee-0123456789ab.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${server.url}/media/products/nope.webp`);
    expect(missing.status).toBe(404);
  });

  it('serves the storefront for deep links, and hashed assets with long caching', async () => {
    for (const deepLink of ['/', '/shop/listing?category=kids', '/admin/orders', '/no/such/page']) {
      const response = await fetch(`${server.url}${deepLink}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missingAsset = await fetch(`${server.url}/assets/missing.js`);
    expect(missingAsset.status).toBe(404);
  });

  it('sends the storefront precompressed in the best encoding the browser accepts', async () => {
    const brotli = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    expect(await brotli.text()).toBe('console.log("app")');

    const gzip = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('console.log("app")');

    const plain = await fetch(`${server.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();

    // A deep link gets the app's page compressed too, and never from a stale cache.
    const page = await fetch(`${server.url}/shop/listing?category=kids`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });

  it('gzips large GraphQL answers for clients that accept it', async () => {
    const query = JSON.stringify({ query: `{ __schema { types { name description } } }` });
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip' };
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body: query });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = (await response.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('answers unknown API paths with JSON 404, not the storefront', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('refuses malformed and oversized GraphQL bodies cleanly', async () => {
    const malformed = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST' } }], extensions: { requestId: expect.any(String), cost: { requestedQueryCost: 0, maximumCost: 20_000 } } });

    const huge = JSON.stringify({ query: `{ featureImages { id } } # ${'x'.repeat(200_000)}` });
    const oversized = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: huge });
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toEqual({ errors: [{ message: 'Request body is too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }], extensions: { requestId: expect.any(String), cost: { requestedQueryCost: 0, maximumCost: 20_000 } } });
  });

  it('answers a syntax error as a request error with no stack trace', async () => {
    const { status, body } = await server.gql('{ products { ');
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });
});
