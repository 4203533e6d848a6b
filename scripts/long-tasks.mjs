// `npm run long-tasks`: the main thread's long tasks (over 50 ms) in the first seconds of the five
// pages `npm run lighthouse` measures, in Chromium with the CPU slowed 4x (a mid-range phone), as
// the browser's own PerformanceObserver reports them. Lighthouse's score swings with the machine;
// this sum is what hydration and script evaluation cost, measured rather than simulated. Each page
// loads --runs times in a fresh browser context (cold caches); it prints each page's median sum of
// long tasks and of their blocking part (each task's time over 50 ms). Start the store first.
//   npm run long-tasks -- --url http://127.0.0.1:4000 --runs 5
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    window: { type: 'string', default: '5000' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    email: { type: 'string', default: 'shopper@threadline.store' },
    password: { type: 'string', default: 'Shopper@1234' },
    only: { type: 'string' },
  },
});
const base = values.url.replace(/\/$/, '');
const windowMs = Number(values.window);

async function graphql(query, variables) {
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return response.json();
}

const login = await graphql('mutation ($input: LoginInput!) { login(input: $input) { token } }', { input: { email: values.email, password: values.password } });
const token = login.data?.login?.token;
if (!token) throw new Error(`Could not sign in as ${values.email}`);
const products = await graphql('{ products(filter: { category: MALE }, first: 24) { nodes { slug sizeOptions { size } } } }');
const withL = products.data.products.nodes.find((node) => node.sizeOptions.some((option) => option.size === 'L'));

const pages = [
  { path: '/auth/login', signedIn: false },
  { path: '/shop/home', signedIn: true },
  { path: '/shop/listing?category=female', signedIn: true },
  { path: '/shop/search?keyword=polo', signedIn: true },
  { path: `/shop/listing?product=${withL.slug}&size=L`, signedIn: true },
].filter((page) => !values.only || page.path.includes(values.only));

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const browser = await chromium.launch({ executablePath: values.chrome, args: ['--no-sandbox', '--disable-gpu'] });
const { hostname } = new URL(base);
for (const { path, signedIn } of pages) {
  const totals = [];
  const blocking = [];
  for (let run = 0; run < Number(values.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    if (signedIn) await context.addCookies([{ name: 'token', value: token, domain: hostname, path: '/' }]);
    await context.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    // The window is counted from the navigation's start, whenever `load` came.
    await page.waitForFunction((ms) => performance.now() >= ms, windowMs, { polling: 100, timeout: windowMs * 4 });
    const tasks = (await page.evaluate(() => globalThis.__longTasks)).filter(([start]) => start < windowMs);
    totals.push(tasks.reduce((sum, [, duration]) => sum + duration, 0));
    blocking.push(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0));
    await context.close();
  }
  console.log(
    `${path}: long tasks ${Math.round(median(totals))} ms (runs ${totals.map(Math.round).join(', ')}), blocking ${Math.round(median(blocking))} ms`,
  );
}
await browser.close();
