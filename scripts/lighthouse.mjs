// `npm run lighthouse`: Lighthouse 12 (its default mobile emulation) on /auth/login, /shop/home and
// /shop/listing of a running store, signed in as the demo shopper for the shop pages, and prints
// the performance and accessibility scores with the main timings. Start the store first
// (`npm start`); Lighthouse itself is fetched by npx on first use (it is not a dependency).
//   npm run lighthouse -- --url http://127.0.0.1:4000 --runs 3
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    runs: { type: 'string', default: '1' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    email: { type: 'string', default: 'shopper@threadline.store' },
    password: { type: 'string', default: 'Shopper@1234' },
  },
});
const base = values.url.replace(/\/$/, '');
const LIGHTHOUSE = 'lighthouse@12.8.2';

async function shopperToken() {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { token userErrors { message } } }',
      variables: { input: { email: values.email, password: values.password } },
    }),
  });
  const { data } = await response.json();
  if (!data?.login?.token) throw new Error(`Could not sign in as ${values.email}: ${data?.login?.userErrors?.[0]?.message ?? response.status}`);
  return data.login.token;
}

// The session cookie the API sets at sign-in; the storefront's start-up check accepts it.
const cookie = `token=${await shopperToken()}`;
const pages = [
  { path: '/auth/login', headers: {} },
  { path: '/shop/home', headers: { Cookie: cookie } },
  { path: '/shop/listing', headers: { Cookie: cookie } },
];
const outDir = mkdtempSync(path.join(os.tmpdir(), 'threadline-lighthouse-'));

for (const page of pages) {
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const report = path.join(outDir, `${page.path.replaceAll('/', '_')}-${run}.json`);
    const result = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        `${base}${page.path}`,
        `--chrome-path=${values.chrome}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        '--only-categories=performance,accessibility',
        `--extra-headers=${JSON.stringify(page.headers)}`,
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
      ],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
    const { categories, audits, finalDisplayedUrl } = JSON.parse(readFileSync(report, 'utf8'));
    const score = (category) => Math.round(category.score * 100);
    const timing = (id) => audits[id].displayValue;
    console.log(
      `${page.path.padEnd(14)} run ${run}: performance ${score(categories.performance)}, accessibility ${score(categories.accessibility)}` +
        ` | FCP ${timing('first-contentful-paint')}, LCP ${timing('largest-contentful-paint')}, TBT ${timing('total-blocking-time')}, CLS ${timing('cumulative-layout-shift')}` +
        (finalDisplayedUrl.endsWith(page.path) ? '' : ` (ended at ${finalDisplayedUrl})`),
    );
  }
}
console.log(`Reports: ${outDir}`);
