import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/** A port nothing listens on now, as the operating system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Every run starts the built app on a brand-new data folder, so it also proves that a fresh
// machine gets a migrated, seeded store. The folder and the port of the server's embedded
// PostgreSQL are written back to the environment: the workers load this file again and inherit
// the runner's environment, so they find the same folder and port (support/database.ts reaches the
// server's data through them, for what no browser can do, such as letting a reset link expire).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'threadline-e2e-'));
process.env.E2E_DATABASE_PORT ??= String(await freePort());
const dataDir = process.env.E2E_DATA_DIR;

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // Playwright empties this folder when a run starts: one per port, so two runs side by side
  // (two checkouts on one machine) cannot delete each other's traces mid-run.
  outputDir: path.join(os.tmpdir(), `threadline-e2e-results-${port}`),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node graphql-api/dist/src/main.js',
    cwd: path.resolve(here, '..'),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: process.env.E2E_DATABASE_PORT,
      NODE_ENV: 'development',
      // E-mails link to the store the browser is on. No SMTP_URL: they are kept, and read in /mailbox.
      PUBLIC_URL: baseURL,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // The test's own embedded PostgreSQL, whatever the developer's shell points at.
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // The journey's webhook receiver listens on 127.0.0.1, which the SSRF guard refuses by default.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
  },
});
