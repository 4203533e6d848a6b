import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres.js';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Whether every folder on the way to `dir`, and `dir`, lets others pass through (o+x). */
async function everyoneMayEnter(dir: string): Promise<boolean> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (((await fs.stat(at)).mode & 0o001) === 0) return false;
    if (path.dirname(at) === at) return true;
  }
}

describe('embedded PostgreSQL', () => {
  const scratch = fs.mkdtemp(path.join(os.tmpdir(), 'threadline-embedded-'));
  afterAll(async () => fs.rm(await scratch, { recursive: true, force: true }));

  it('keeps its data across a stop and a start, on a new port, with a password of its own', async () => {
    // Left at mkdtemp's private mode 700 on purpose: the server must still get in.
    const dir = await scratch;
    const clusterDir = path.join(dir, 'pg');

    const first = await startEmbeddedPostgres({ clusterDir, port: 0, persistent: true });
    await query(first.url('postgres'), "create table kept (note text); insert into kept values ('still here')");
    await first.stop();

    const second = await startEmbeddedPostgres({ clusterDir, port: 0, persistent: true });
    try {
      expect(await query(second.url('postgres'), 'select note from kept')).toEqual([{ note: 'still here' }]);
      const wrongPassword = second.url('postgres').replace(/:[^:@]+@/, ':wrong@');
      await expect(query(wrongPassword, 'select 1')).rejects.toThrow(/password authentication failed/);
    } finally {
      await second.stop();
    }
  }, 120_000);

  it('starts from a folder only its owner may enter, leaving that folder closed and the data kept', async () => {
    const dir = await scratch;
    const closed = path.join(dir, 'closed');
    await fs.mkdir(closed, { mode: 0o700 });
    const clusterDir = path.join(closed, 'data', 'pg');
    // Stands in for /var/lib/threadline: a root-owned folder everyone may enter. So it is made in
    // the temporary folder only when everyone may enter that (TMPDIR may be a private one, as a
    // CI run's is), else in /tmp.
    const clusterHome = await fs.mkdtemp(path.join((await everyoneMayEnter(os.tmpdir())) ? os.tmpdir() : '/tmp', 'threadline-clusters-'));
    await fs.chmod(clusterHome, 0o755);

    try {
      const first = await startEmbeddedPostgres({ clusterDir, port: 0, persistent: true, rootClusterHome: clusterHome });
      await query(first.url('postgres'), "create table kept (note text); insert into kept values ('found again')");
      await first.stop();
      const second = await startEmbeddedPostgres({ clusterDir, port: 0, persistent: true, rootClusterHome: clusterHome });
      try {
        expect(await query(second.url('postgres'), 'select note from kept')).toEqual([{ note: 'found again' }]);
        expect(second.clusterDir).toBe(first.clusterDir);
      } finally {
        await second.stop();
      }

      expect((await fs.stat(closed)).mode & 0o777).toBe(0o700);
      if (process.getuid?.() === 0) {
        // The server runs as "postgres", who cannot enter `closed`: the cluster lives in the home, linked from where it was asked for.
        expect(path.dirname(first.clusterDir)).toBe(clusterHome);
        expect(await fs.readlink(clusterDir)).toBe(first.clusterDir);
      } else {
        expect(first.clusterDir).toBe(clusterDir);
      }
    } finally {
      await fs.rm(clusterHome, { recursive: true, force: true });
    }
  }, 120_000);
});
