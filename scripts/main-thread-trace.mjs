// `npm run main-thread-trace`: where a page's long tasks go. Loads each of the five pages of
// `npm run long-tasks` (the same phone viewport, the CPU slowed 4x over CDP, signed in) with
// Chromium's tracing on, and prints, per page, each long task (over 50 ms) of the renderer's main
// thread in the first 5 s with its time split by what ran (script evaluation and compilation per
// file, React's functions by the script they are in, parsing, style, layout, paint). The trace files
// are kept (their path is printed) for Chromium's or Perfetto's viewer. Start the store first.
//   npm run main-thread-trace -- --url http://127.0.0.1:4000 --only home --runs 1
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    runs: { type: 'string', default: '1' },
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

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'v8', 'blink.user_timing', 'loading'];
const outDir = mkdtempSync(path.join(os.tmpdir(), 'threadline-trace-'));

/** A short name for a script's URL: its file name without the hash. */
const fileOf = (url) => (url ? url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js').replace(/\?.*$/, '') : '');

/** What an event's own time is counted as. */
function bucketOf(event) {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${fileOf(data.url ?? event.args?.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.produceModuleCache':
    case 'v8.produceCache':
      return `compile ${fileOf(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `call ${fileOf(data.url)}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ScheduleStyleRecalculation':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
      return 'paint';
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'v8.run':
    case 'V8.Execute':
      return null; // a wrapper: its own time goes to what called it
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    default:
      return null;
  }
}

const browser = await chromium.launch({ executablePath: values.chrome, args: ['--no-sandbox', '--disable-gpu'] });
const { hostname } = new URL(base);
for (const { path: pagePath, signedIn } of pages) {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    if (signedIn) await context.addCookies([{ name: 'token', value: token, domain: hostname, path: '/' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction((ms) => performance.now() >= ms, windowMs, { polling: 100, timeout: windowMs * 4 });
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
    const file = path.join(outDir, `${pagePath.replace(/[^\w]+/g, '_')}-${run + 1}.json`);
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    report(pagePath, events, file);
  }
}
await browser.close();

function report(pagePath, events, file) {
  // The renderer's main thread: the one that parsed this page's HTML.
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(base));
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(base));
  if (!parse || !navigation) {
    console.log(`${pagePath}: no page load in the trace (${file})`);
    return;
  }
  const main = events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && (event.ph === 'X' || event.ph === 'B' || event.ph === 'E'))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // B/E pairs as complete events.
  const spans = [];
  const open = [];
  for (const event of main) {
    if (event.ph === 'X') spans.push({ ...event, end: event.ts + (event.dur ?? 0) });
    else if (event.ph === 'B') open.push(event);
    else {
      const begin = open.pop();
      if (begin) spans.push({ ...begin, args: { ...begin.args, ...event.args }, end: event.ts });
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const start = navigation.ts;
  const tasks = spans.filter((span) => (span.name === 'RunTask' || span.name === 'ThreadControllerImpl::RunTask') && span.end - span.ts > 50_000 && span.ts - start < windowMs * 1000);
  let total = 0;
  const lines = [];
  const overall = new Map();
  for (const task of tasks) {
    const inside = spans.filter((span) => span !== task && span.ts >= task.ts && span.end <= task.end);
    // Self time of each span: its duration less its children's (a stack walk over sorted spans).
    const self = new Map();
    const stack = [];
    const add = (bucket, us) => self.set(bucket, (self.get(bucket) ?? 0) + us);
    const bucketStack = [];
    for (const span of inside) {
      while (stack.length && stack.at(-1).end <= span.ts) {
        stack.pop();
        bucketStack.pop();
      }
      const bucket = bucketOf(span) ?? bucketStack.at(-1) ?? 'other';
      span.bucket = bucket;
      span.childTime = 0;
      if (stack.length) stack.at(-1).childTime += span.end - span.ts;
      stack.push(span);
      bucketStack.push(bucket);
    }
    let covered = 0;
    for (const span of inside) {
      add(span.bucket, span.end - span.ts - span.childTime);
      if (!inside.some((outer) => outer !== span && outer.ts <= span.ts && outer.end >= span.end && outer.end - outer.ts > span.end - span.ts)) covered += span.end - span.ts;
    }
    const duration = task.end - task.ts;
    add('task (unattributed)', duration - covered);
    total += duration;
    const parts = [...self].filter(([, us]) => us >= 2000).sort((a, b) => b[1] - a[1]);
    for (const [bucket, us] of self) overall.set(bucket, (overall.get(bucket) ?? 0) + us);
    lines.push(`  ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms +${(duration / 1000).toFixed(0).padStart(4)} ms: ${parts.map(([bucket, us]) => `${bucket} ${(us / 1000).toFixed(0)}`).join(', ')}`);
  }
  console.log(`${pagePath}: ${tasks.length} long tasks, ${(total / 1000).toFixed(0)} ms (${file})`);
  console.log(lines.join('\n'));
  const sums = [...overall].filter(([, us]) => us >= 2000).sort((a, b) => b[1] - a[1]);
  console.log(`  all long tasks: ${sums.map(([bucket, us]) => `${bucket} ${(us / 1000).toFixed(0)}`).join(', ')}`);
}
