import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { pino } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabaseIfMissing } from '../src/db/database.js';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { TokenIssuer } from '../src/modules/auth/tokens.js';
import { createMediaStorage } from '../src/modules/media/configured-storage.js';
import { localMediaRoot, type MediaStorage } from '../src/modules/media/media-storage.js';
import type { OutboxWorker } from '../src/modules/outbox/outbox-worker.js';
import { EventBus } from '../src/modules/events/event-bus.js';
import { Role } from '../src/modules/users/user.entity.js';
import { createUser } from './factories.js';
import { dropDatabase } from './drop-database.js';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }> };
}

export interface TestServer {
  url: string;
  config: Config;
  orm: MikroORM;
  dataDir: string;
  /** Where this instance stores media: the local folder, or the bucket when the env names one. */
  media: MediaStorage;
  /** A fresh EntityManager for arranging and inspecting data. */
  em(): EntityManager;
  /** Runs `work` and returns the SQL statements the server sent meanwhile (run requests one at a time). */
  recordStatements(work: () => Promise<unknown>): Promise<string[]>;
  /** This instance's event bus: tests subscribe to hear what the store publishes. */
  events: EventBus;
  /** This instance's outbox worker: tests that move a row's due time wake it. */
  outbox: OutboxWorker;
  /** A valid bearer token for the account, as login would give. */
  tokenFor(user: { id: string; role: Role }): Promise<string>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, auth?: { token?: string; cookie?: string }): Promise<GraphQLResponse<T>>;
  stop(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database on the run's PostgreSQL server, dropped again by `drop()`: empty, or with
 * `migrated`, a copy of the run's migrated template.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `threadline_test_${randomBytes(6).toString('hex')}`;
  if (migrated) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(inject('migratedTemplate'))}`);
    } finally {
      await admin.end();
    }
  } else {
    await createDatabaseIfMissing(adminUrl, name);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  };
}

/**
 * The real app on a random port over a fresh, migrated database: tests talk to it over HTTP the
 * way clients do. Pass `database` to start another instance on a database already in use (its
 * owner drops it); the media storage follows the env (S3_BUCKET...) as in production.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { database?: TestDatabase } = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase({ migrated: true }));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-test-data-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: database.url, FRONTEND_DIST: path.join(dataDir, 'frontend'), ...env });
  let recording: string[] | null = null;
  const orm = await MikroORM.init(
    ormConfig(database.url, {
      debug: ['query'],
      logger: (message) => recording?.push(message),
      colors: false,
    }),
  );
  await orm.migrator.up();
  const tokens = await TokenIssuer.create({ secret: config.jwtSecret, dataDir });
  const logger = pino({ level: config.logLevel });
  const media = await createMediaStorage(config);
  const events = new EventBus();
  const { app, outbox, stop: stopApp } = await createApp({ config, orm, tokens, logger, media, mediaRoot: localMediaRoot(config), events });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    config,
    orm,
    dataDir,
    media,
    events,
    outbox,
    em: () => orm.em.fork(),
    tokenFor: (user) => tokens.issue(user),
    async recordStatements(work) {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    async gql<T>(query: string, variables?: Record<string, unknown>, auth: { token?: string; cookie?: string } = {}): Promise<GraphQLResponse<T>> {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (auth.token) headers.authorization = `Bearer ${auth.token}`;
      if (auth.cookie) headers.cookie = auth.cookie;
      const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLResponse<T>['body'] };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stopApp();
      await media.close();
      await orm.close();
      if (!options.database) await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A counter labelled by `outcome` as the server's /metrics shows it: each outcome's count so far. */
export async function outcomeCounts(server: TestServer, metric: string, metricsToken: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const counts: Record<string, number> = {};
  for (const [, name, outcome, count] of text.matchAll(/^(\w+)\{outcome="(\w+)"\} (\d+)$/gm)) {
    if (name === metric) counts[outcome!] = Number(count);
  }
  return counts;
}

/** A test server with one admin and one shopper already signed in: what permission tests start from. */
export async function startTestServerWithAccounts(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; adminToken: string; shopperToken: string }> {
  const server = await startTestServer(env);
  const adminToken = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
  const shopperToken = await server.tokenFor(await createUser(server.em()));
  return { server, adminToken, shopperToken };
}
