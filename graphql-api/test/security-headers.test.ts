import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from '../src/modules/security/security-headers.js';
import { startTestServer, type TestServer } from './harness.js';

// Browser security headers (issue 11, part 4), as a browser receives them. The browser suite
// (e2e/support/test.ts) runs every journey under these policies and fails on any violation.

/** What Vite writes with `html.cspNonce` (frontend/vite.config.ts), trimmed to what matters here. */
const INDEX_HTML = `<!doctype html><html><head><title>Threadline</title>
<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>
</head><body><div id="root"></div></body></html>`;

/** A CSP header as directive → sources. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function writeDist(): Promise<string> {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-csp-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  // A precompressed copy of the template left by an older build must never be sent as a file.
  await fs.writeFile(path.join(dist, 'index.html.gz'), 'stale');
  return dist;
}

/** Headers every answer carries, whatever it is. */
function expectBaseline(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-powered-by')).toBeNull();
  expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
}

/** The policy of JSON answers, media and assets: nothing may load or run. */
const NOTHING_ALLOWED = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] };

describe('security headers', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = await writeDist();
    server = await startTestServer({ FRONTEND_DIST: dist });
    await fs.mkdir(path.join(server.dataDir, 'media', 'products'), { recursive: true });
    await fs.writeFile(path.join(server.dataDir, 'media', 'products', 'tee-0123456789ab.webp'), Buffer.from('RIFF0000WEBPVP8 '));
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('gives the storefront page a strict policy whose script and style nonce is the one in its meta tag, new for every answer', async () => {
    const nonces = new Set<string>();
    for (const route of ['/', '/shop/about', '/admin/products?page=2', '/index.html']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expectBaseline(response);
      const policy = directives(response.headers.get('content-security-policy'));
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(policy['style-src']?.[1] ?? '')?.[1];
      expect(nonce, `a nonce in ${response.headers.get('content-security-policy')}`).toBeDefined();
      expect(policy).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", `'nonce-${nonce}'`],
        'style-src': ["'self'", `'nonce-${nonce}'`],
        'style-src-attr': ["'unsafe-inline'"],
        // Without PUBLIC_URL the store's public address is localhost at its port (e-mails' images).
        'img-src': ["'self'", 'blob:', `http://localhost:${server.config.port}`],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.openstreetmap.org'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
      });
      const html = await response.text();
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('never sends the page template as a file', async () => {
    const stale = await fetch(`${server.url}/index.html.gz`);
    expect(await stale.text()).not.toMatch(/stale|THREADLINE_CSP_NONCE/);
    expect(stale.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('keeps the page template in step with a rebuild under a running server', async () => {
    await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML.replace('<title>Threadline</title>', '<title>Rebuilt</title>'));
    const response = await fetch(`${server.url}/`);
    expect(await response.text()).toContain('<title>Rebuilt</title>');
    await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  });

  it('lets hashed assets keep their long caching under the baseline headers', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expectBaseline(response);
    expect(directives(response.headers.get('content-security-policy'))).toEqual(NOTHING_ALLOWED);
  });

  it('gives GraphQL answers, over POST and GET, a policy that allows nothing', async () => {
    const post = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ featureImages { id } }' }) });
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ featureImages { id } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    for (const response of [post, get]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectBaseline(response);
      expect(directives(response.headers.get('content-security-policy'))).toEqual(NOTHING_ALLOWED);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('gives REST answers and errors the same', async () => {
    for (const [route, status] of [
      ['/api/openapi.json', 200],
      ['/api/no/such/path', 404],
    ] as const) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectBaseline(response);
      expect(directives(response.headers.get('content-security-policy'))).toEqual(NOTHING_ALLOWED);
    }
  });

  it('serves media unframeable and unsniffable, but embeddable by other sites', async () => {
    const response = await fetch(`${server.url}/media/products/tee-0123456789ab.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expectBaseline(response);
    expect(directives(response.headers.get('content-security-policy'))).toEqual(NOTHING_ALLOWED);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('gives the explorer its looser policy on its own paths, and no inline script', async () => {
    const page = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expectBaseline(page);
    const explorerPolicy = {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    };
    expect(directives(page.headers.get('content-security-policy'))).toEqual(explorerPolicy);
    const html = await page.text();
    // Every script is a file: `script-src 'self'` holds on this page too.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="/);

    const options = await fetch(`${server.url}/graphql-explorer/initial_options.js`);
    expect(options.headers.get('content-type')).toMatch(/javascript/);
    expect(await options.text()).toContain('AltairGraphQL.init(');
    const asset = await fetch(`${server.url}/graphql-explorer/main.js`);
    expect(asset.status).toBe(200);
    expect(directives(asset.headers.get('content-security-policy'))).toEqual(explorerPolicy);

    // The storefront never gets it.
    const storefront = await fetch(`${server.url}/graphql-explorer-not`);
    const storefrontPolicy = directives(storefront.headers.get('content-security-policy'));
    expect(storefrontPolicy['style-src']).not.toContain("'unsafe-inline'");
    expect(storefrontPolicy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('sends no HSTS outside production', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('security headers in production with media in a bucket', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = await writeDist();
    // The bucket is never contacted here: only its public URL matters to the policy.
    server = await startTestServer({
      FRONTEND_DIST: dist,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      S3_BUCKET: 'threadline-media',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'unused',
      S3_SECRET_ACCESS_KEY: 'unused',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/threadline-media',
      PUBLIC_URL: 'https://shop.example.com',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('lets the storefront show images from the bucket public origin and from the store public address (e-mails in the mailbox)', async () => {
    const response = await fetch(`${server.url}/shop/home`);
    expect(directives(response.headers.get('content-security-policy'))['img-src']).toEqual(["'self'", 'blob:', 'https://shop.example.com', 'https://cdn.example.com']);
  });

  it('sends HSTS for this host on every answer', async () => {
    for (const route of ['/', '/api/openapi.json']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });
});
