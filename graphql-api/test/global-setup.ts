import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import type { TestProject } from 'vitest/node';
import { createDatabaseIfMissing } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { dropDatabase } from './drop-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server where each test file may create (and drop) its own database. */
    adminDatabaseUrl: string;
    /** A database with every migration applied, which test databases are copied from. */
    migratedTemplate: string;
  }
}

/**
 * One real PostgreSQL server for the whole run, chosen in this order: TEST_DATABASE_URL; a
 * testcontainers PostgreSQL when a Docker engine answers; an embedded PostgreSQL otherwise.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer();
  project.provide('adminDatabaseUrl', server.url);
  const template = await createMigratedTemplate(server.url);
  project.provide('migratedTemplate', template.name);
  return async () => {
    await template.drop();
    await server.stop();
  };
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL?.trim();
  if (external) return { url: external, stop: async () => {} };

  const container = await startContainer();
  if (container) return container;

  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-test-pg-'));
  const server = await startEmbeddedPostgres({ clusterDir: path.join(scratch, 'pg'), port: 0, persistent: false });
  return {
    url: server.url('postgres'),
    stop: async () => {
      await server.stop();
      await fs.rm(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Migrates one database for the whole run: a test server's database is a copy of it, which takes
 * a fraction of running every migration again in each of the run's hundred-odd databases.
 */
async function createMigratedTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `threadline_template_${randomBytes(6).toString('hex')}`;
  await createDatabaseIfMissing(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await MikroORM.init(ormConfig(url.toString()));
  try {
    await orm.migrator.up();
  } finally {
    await orm.close();
  }
  return {
    name,
    drop: () => dropDatabase(adminUrl, name),
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
