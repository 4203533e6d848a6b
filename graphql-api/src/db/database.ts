import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export const EMBEDDED_DATABASE_NAME = 'threadline';

export interface Database {
  url: string;
  /** Whether this process started the server (and so must stop it). */
  embedded: boolean;
  /** Where the embedded server keeps its cluster. */
  clusterDir?: string;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL under DATA_DIR, kept across restarts. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    clusterDir: path.join(config.dataDir, 'postgres'),
    port: config.embeddedPostgresPort,
    persistent: true,
    log,
  });
  await createDatabaseIfMissing(server.url('postgres'), EMBEDDED_DATABASE_NAME);
  return { url: server.url(EMBEDDED_DATABASE_NAME), embedded: true, clusterDir: server.clusterDir, stop: () => server.stop() };
}

export async function createDatabaseIfMissing(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
