// Runs the browser journeys in Debian's Chromium. Without a Chromium the suite is skipped loudly,
// except under CI=true, where a missing browser fails the run: CI must never pass untested.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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
process.exit(result.status ?? 1);
