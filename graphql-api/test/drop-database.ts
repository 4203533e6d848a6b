import pg from 'pg';

/** Drops a test database, ending any connection a test left open to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  } finally {
    await client.end();
  }
}
