import pg from 'pg';

/** Any fixed number: the advisory lock that instances starting on one database queue on. */
const STARTUP_LOCK_KEY = 7_411_202_611;

/**
 * Runs `work` (migrations and the demo seed) while holding a PostgreSQL advisory lock, so that
 * instances started together on an empty database take turns: the first migrates and seeds, the
 * others then find nothing left to do. Without it two replicas both saw an empty catalogue and
 * both seeded it. The lock is held on a connection of its own, since an advisory lock belongs to
 * the session that took it, and ends with that connection even if this process dies.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
