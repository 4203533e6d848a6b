// Runs the browser journeys in Debian's Chromium. Without a Chromium the suite is skipped loudly,
// except under CI=true, where a missing browser fails the run: CI must never pass untested.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((candidate) => existsSync(candidate));
const inCi = process.env.CI === 'true';

if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! No Chromium found (looked at: ${candidates.join(', ')}).`);
  console.error('!! Install it with `apt-get install -y chromium` or set CHROMIUM_PATH.');
  if (inCi) {
    console.error(`!! CI=true: failing, because the browser suite must run in CI.\n${banner}\n`);
    process.exit(1);
  }
  console.error(`!! SKIPPING the browser (e2e) suite; every other suite ran.\n${banner}\n`);
  process.exit(0);
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
if (result.status !== 0) printPageSnapshots();
process.exit(result.status ?? 1);

/**
 * Prints what each failed journey's pages showed when it failed (Playwright's error-context.md:
 * the page's accessibility snapshot). CI's machine and its kept clone are gone by the time anyone
 * reads the log, and a trace cannot be read from a log: the snapshot is often enough to tell a
 * wrong page from a slow one.
 */
function printPageSnapshots() {
  // As playwright.config.ts names the folder.
  const results = path.join(os.tmpdir(), `threadline-e2e-results-${process.env.E2E_PORT ?? 4173}`);
  if (!existsSync(results)) return;
  // The log's reader sees its end first: the page's main region, kept short enough not to push
  // Playwright's own report of the failure out of view.
  const LIMIT = 5_000;
  for (const folder of readdirSync(results)) {
    const file = path.join(results, folder, 'error-context.md');
    if (!existsSync(file)) continue;
    // Its page snapshots are the ```yaml blocks; the rest repeats the report and the test's source.
    const snapshots = [...readFileSync(file, 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)].map(([, yaml]) => {
      const main = yaml.search(/^\s*- main\b/m);
      const shown = main > 0 ? yaml.slice(main) : yaml;
      return shown.length > LIMIT ? `${shown.slice(0, LIMIT)}…\n` : shown;
    });
    if (snapshots.length === 0) continue;
    console.log(`\n==> The page's main region when ${folder} failed (all of it: ${file})\n`);
    console.log(snapshots.join('\n'));
  }
}
