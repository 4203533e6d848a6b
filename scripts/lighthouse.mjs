// `npm run lighthouse`: Lighthouse 12 (its default mobile emulation) on the five pages of issue 17
// of a running store: /auth/login, /shop/home, /shop/listing?category=female,
// /shop/search?keyword=polo and a shared product link (/shop/listing?product=<slug>&size=L), the
// shop pages signed in as the demo shopper (its session cookie, as a browser sends it). Each page
// runs --runs times (3 by default); it prints every run and then each page's medians. Start the
// store first (`npm start`); Lighthouse itself is fetched by npx on first use (not a dependency).
//   npm run lighthouse -- --url http://127.0.0.1:4000 --runs 3
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    runs: { type: 'string', default: '3' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    email: { type: 'string', default: 'shopper@threadline.store' },
    password: { type: 'string', default: 'Shopper@1234' },
    only: { type: 'string' },
  },
});
const base = values.url.replace(/\/$/, '');
const LIGHTHOUSE = 'lighthouse@12.8.2';

async function graphql(query, variables, headers = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: await response.json() };
}

async function shopperToken() {
  const { response, body } = await graphql('mutation ($input: LoginInput!) { login(input: $input) { token userErrors { message } } }', {
    input: { email: values.email, password: values.password },
  });
  const token = body.data?.login?.token;
  if (!token) throw new Error(`Could not sign in as ${values.email}: ${body.data?.login?.userErrors?.[0]?.message ?? response.status}`);
  return token;
}

/** A product with an L to link to: the first men's product that has one. */
async function productWithL() {
  const { body } = await graphql('{ products(filter: { category: MALE }, first: 24) { nodes { slug sizeOptions { size } } } }');
  const product = body.data?.products?.nodes?.find((node) => node.sizeOptions.some((option) => option.size === 'L'));
  if (!product) throw new Error('No product with size L to link to');
  return product.slug;
}

// The session cookie the API sets at sign-in: what the server renders the shop pages for.
const cookie = `token=${await shopperToken()}`;
const signedIn = { Cookie: cookie };
const pages = [
  { path: '/auth/login', headers: {} },
  { path: '/shop/home', headers: signedIn },
  { path: '/shop/listing?category=female', headers: signedIn },
  { path: '/shop/search?keyword=polo', headers: signedIn },
  { path: `/shop/listing?product=${await productWithL()}&size=L`, headers: signedIn },
].filter((page) => !values.only || page.path.includes(values.only));
const outDir = mkdtempSync(path.join(os.tmpdir(), 'threadline-lighthouse-'));

const METRICS = [
  ['FCP', 'first-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['LCP', 'largest-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['TBT', 'total-blocking-time', (ms) => `${Math.round(ms)} ms`],
  ['CLS', 'cumulative-layout-shift', (value) => value.toFixed(3)],
];
const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const line = (label, run) =>
  `${label}: performance ${run.performance.toFixed(2)}, accessibility ${run.accessibility.toFixed(2)} | ` +
  METRICS.map(([name, , format]) => `${name} ${format(run[name])}`).join(', ');

const summary = [];
for (const page of pages) {
  const runs = [];
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const report = path.join(outDir, `${page.path.replace(/[^\w]+/g, '_')}-${run}.json`);
    const runLighthouse = () =>
      spawnSync(
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
    // Lighthouse now and then loses its own trace of the load (NO_NAVSTART: "Something went wrong
    // with recording the trace"), a fault of the recording, not of the page: it gets one more try.
    let result = runLighthouse();
    if (result.status !== 0) result = runLighthouse();
    if (result.status !== 0) process.exit(result.status ?? 1);
    const { categories, audits, finalDisplayedUrl } = JSON.parse(readFileSync(report, 'utf8'));
    const measured = {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      ...Object.fromEntries(METRICS.map(([name, id]) => [name, audits[id].numericValue])),
    };
    runs.push(measured);
    const ended = new URL(finalDisplayedUrl);
    const moved = `${ended.pathname}${ended.search}` !== page.path;
    console.log(line(`${page.path} run ${run}`, measured) + (moved ? ` (ended at ${finalDisplayedUrl})` : ''));
  }
  const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
  summary.push(line(`${page.path} median of ${runs.length}`, medians));
}
console.log(`\nMedians:\n${summary.join('\n')}\nReports: ${outDir}`);
