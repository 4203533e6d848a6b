// `npm run main-thread-trace`: where a page's long tasks go. Loads the five pages of
// `npm run long-tasks` (the same 412 px phone, the CPU slowed 4x over CDP, the shop pages signed in)
// with Chromium's tracing and V8's sampling profiler on, and prints per page each long task (over
// 50 ms) of the renderer's main thread in the first 5 s: when it started, how long it took, how
// much of it was JavaScript, the browser's own steps in it (script evaluation, style, layout,
// paint), the call paths that took most of its JavaScript and the functions that took most
// themselves (names from the minified bundle: look them up in the built file at line:column).
// Start the store first.
//   npm run main-thread-trace -- --url http://127.0.0.1:4000 --only home --runs 1
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
    // How many frames of each call path to print (the outermost first), and how many paths per task.
    depth: { type: 'string', default: '4' },
    paths: { type: 'string', default: '3' },
    // Also add up each task's JavaScript by the function called from the one of this name (for
    // instance React's effect runner, to see which components' effects cost what).
    under: { type: 'string' },
  },
});
const base = values.url.replace(/\/$/, '');
const windowUs = Number(values.window) * 1000;

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

// The browser's own steps worth naming inside a task (the rest are its plumbing).
const STEPS = new Set(['v8.evaluateModule', 'EvaluateScript', 'v8.compile', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Commit', 'FunctionCall', 'RunMicrotasks', 'MinorGC', 'MajorGC', 'ParseAuthorStyleSheet', 'DocumentLoader::CommitNavigation']);
const ms = (us) => (us / 1000).toFixed(0);

const browser = await chromium.launch({ executablePath: values.chrome, args: ['--no-sandbox', '--disable-gpu'] });
const { hostname } = new URL(base);
for (const { path, signedIn } of pages) {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    if (signedIn) await context.addCookies([{ name: 'token', value: token, domain: hostname, path: '/' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['toplevel', 'disabled-by-default-devtools.timeline', 'devtools.timeline', 'v8', 'blink.user_timing', 'loading'] },
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForFunction((window) => performance.now() >= window, windowUs / 1000, { polling: 100, timeout: windowUs / 250 });
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await complete;
    await context.close();
    report(path, events, profile);
  }
}
await browser.close();

function report(path, events, profile) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(base));
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(base));
  if (!parse || !navigation) return console.log(`${path}: no page load in the trace`);
  // The renderer's main thread is the one that parsed the page.
  const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X');
  const tasks = main.filter((event) => event.name === 'RunTask' && event.dur > 50_000 && event.ts - navigation.ts < windowUs);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const nameOf = (id) => {
    const { url, functionName, lineNumber, columnNumber } = nodes.get(id).callFrame;
    return `${url.replace(/^.*\//, '')}:${functionName || '(anonymous)'}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  let time = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    return { id, time, weight: profile.timeDeltas[index + 1] ?? 0 };
  });
  const isIdle = (id) => ['(idle)', '(program)'].includes(nodes.get(id).callFrame.functionName);
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count).filter(([, us]) => us >= 3000);
  console.log(`${path}: ${tasks.length} long tasks, ${ms(tasks.reduce((sum, task) => sum + task.dur, 0))} ms`);
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const steps = new Map();
    for (const event of main) if (event.ts >= task.ts && event.ts < end && STEPS.has(event.name)) add(steps, event.name, event.dur ?? 0);
    const paths = new Map();
    const self = new Map();
    const callees = new Map();
    let script = 0;
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time >= end || isIdle(sample.id)) continue;
      script += sample.weight;
      add(self, nameOf(sample.id), sample.weight);
      const stack = [];
      for (let id = sample.id; parents.has(id); id = parents.get(id)) stack.push(id);
      add(paths, stack.slice(-Number(values.depth)).reverse().map(nameOf).join(' > '), sample.weight);
      if (values.under) {
        const at = stack.findIndex((id) => nodes.get(id).callFrame.functionName === values.under);
        if (at > 0) add(callees, `${nameOf(stack[at - 1])}${at > 1 ? ` > ${nameOf(stack[at - 2])}` : ''}`, sample.weight);
      }
    }
    console.log(`  at ${ms(task.ts - navigation.ts)} ms, ${ms(task.dur)} ms (JavaScript ${ms(script)}): ${top(steps, 6).map(([name, us]) => `${name} ${ms(us)}`).join(', ')}`);
    for (const [stack, us] of top(paths, Number(values.paths))) console.log(`      ${ms(us)} ms in ${stack}`);
    if (callees.size > 0) console.log(`      under ${values.under}: ${top(callees, Number(values.paths)).map(([name, us]) => `${name} ${ms(us)}`).join(', ')}`);
    if (script >= 3000) console.log(`      self: ${top(self, Math.max(5, Number(values.paths))).map(([name, us]) => `${name} ${ms(us)}`).join(', ')}`);
  }
}
