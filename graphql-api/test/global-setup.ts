import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server where each test file may create (and drop) its own database. */
    adminDatabaseUrl: string;
  }
}

/**
 * One real PostgreSQL server for the whole run, chosen in this order: TEST_DATABASE_URL; a
 * testcontainers PostgreSQL when a Docker engine answers; an embedded PostgreSQL otherwise.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return async () => {};
  }

  const container = await startContainer();
  if (container) {
    project.provide('adminDatabaseUrl', container.url);
    return container.stop;
  }

  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-test-pg-'));
  const server = await startEmbeddedPostgres({ clusterDir: path.join(scratch, 'pg'), port: 0, persistent: false });
  project.provide('adminDatabaseUrl', server.url('postgres'));
  return async () => {
    await server.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  };
}

async function startContainer(): Promise<{ url: string; stop: () => Promise<void> } | undefined> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return { url: container.getConnectionUri(), stop: async () => void (await container.stop()) };
  } catch (error) {
    // No Docker engine here: testcontainers says so within milliseconds.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`testcontainers unavailable (${reason}); using embedded PostgreSQL`);
    return undefined;
  }
}
