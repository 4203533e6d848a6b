import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStore } from '../src/db/seed/seed.js';
import { LocalMediaStorage } from '../src/modules/media/media-storage.js';
import { startTestServer, type TestServer } from './harness.js';

const run = promisify(execFile);
const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples');

// docs/api.md sends third-party developers to examples/; running the example against a real
// server with the demo catalogue makes the guide fail CI the day it stops being true.
describe('the third-party example client', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const media = new LocalMediaStorage(path.join(server.dataDir, 'media'));
    await seedStore(server.em(), { config: server.config, media, logger: pino({ level: 'silent' }) });
  }, 120_000);
  afterAll(() => server?.stop());

  it('walks a shopper from the listing to a cancelled order with plain fetch', async () => {
    const { stdout } = await run(process.execPath, [path.join(examples, 'shopper-journey.mjs')], {
      env: { ...process.env, THREADLINE_API: `${server.url}/graphql` },
      timeout: 60_000,
    });
    expect(stdout).toContain('Reset the password: the old session is signed out and the new password signs in');
    expect(stdout).toContain('Journey complete.');
  }, 90_000);
});
