// `node scripts/page-metrics.mjs --url http://127.0.0.1:4000 --runs 2`: Chromium's own counters for
// each of the five pages of `npm run long-tasks` (the same 412 px phone, the shop pages signed in, no
// CPU slowdown), read over CDP (Performance.getMetrics, in thread time) once the page has hydrated
// and a second has passed: style recalculations and their time, layouts, script and task time.
// Counters, not a timeline: steadier than long tasks on a loaded machine, for comparing two builds
// served in turn. Start the store first; --out writes the runs as JSON.
/* global document */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:4000' }, runs: { type: 'string', default: '2' }, out: { type: 'string' } } });
const base = values.url;
async function graphql(query, variables) { const r = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }); return r.json(); }
const token = (await graphql('mutation ($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 'shopper@threadline.store', password: 'Shopper@1234' } })).data.login.token;
const products = await graphql('{ products(filter: { category: MALE }, first: 24) { nodes { slug sizeOptions { size } } } }');
const withL = products.data.products.nodes.find((n) => n.sizeOptions.some((o) => o.size === 'L'));
const pages = [
  { path: '/auth/login', signedIn: false }, { path: '/shop/home', signedIn: true }, { path: '/shop/listing?category=female', signedIn: true },
  { path: '/shop/search?keyword=polo', signedIn: true }, { path: `/shop/listing?product=${withL.slug}&size=L`, signedIn: true },
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = [];
for (let run = 0; run < Number(values.runs); run++) for (const { path, signedIn } of pages) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  if (signedIn) await context.addCookies([{ name: 'token', value: token, domain: new URL(base).hostname, path: '/' }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-hydrating'), null, { timeout: 60000 });
  await page.waitForTimeout(1000);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const r = { path: path.startsWith('/shop/listing?product') ? 'product link' : path, recalcs: m.RecalcStyleCount, recalcMs: m.RecalcStyleDuration * 1000, layouts: m.LayoutCount, layoutMs: m.LayoutDuration * 1000, scriptMs: m.ScriptDuration * 1000, taskMs: m.TaskDuration * 1000 };
  results.push(r); console.log(JSON.stringify(r));
  await context.close();
}
await browser.close();
if (values.out) (await import('node:fs')).writeFileSync(values.out, JSON.stringify(results));
