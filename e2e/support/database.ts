import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// The e2e server's own PostgreSQL (embedded, in the run's data folder, on the port
// playwright.config.ts chose). Journeys use it only for what no browser can do and no shortcut
// could fake: letting time pass for a stored row. Everything the test then checks goes through
// the browser and the server's real rules.

function databaseUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  const port = process.env.E2E_DATABASE_PORT;
  if (!dataDir || !port) throw new Error('E2E_DATA_DIR and E2E_DATABASE_PORT are set by playwright.config.ts');
  // The embedded server's password file lies beside its cluster folder (graphql-api/src/db/embedded-postgres.ts).
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/threadline`;
}

/** Runs one statement against the e2e server's database and returns how many rows it changed. */
export async function runSql(statement: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query(statement, values);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
