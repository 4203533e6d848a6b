import 'reflect-metadata';
import type { Server } from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { ormConfig } from './db/mikro-orm.config.js';
import { seedStore } from './db/seed/seed.js';
import { TokenIssuer } from './modules/auth/tokens.js';
import { defaultMediaStorage } from './modules/media/media-storage.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });

  const database = await openDatabase(config, (line) => logger.debug({ postgres: line }));
  const orm = await MikroORM.init(ormConfig(database.url));
  // Schema changes are migrations, applied at every start; never auto-sync outside tests.
  const applied = await orm.migrator.up();
  if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');

  const media = defaultMediaStorage(config);
  const seeded = await seedStore(orm.em.fork(), { config, media, logger });
  const tokens = await TokenIssuer.create({ secret: config.jwtSecret, dataDir: config.dataDir });
  const { app, stop: stopApollo } = await createApp({ config, orm, tokens, logger, media, mediaRoot: media.root });

  const server: Server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL' }, 'Threadline is ready');
  console.log(`\nThreadline store:   ${url}\nGraphQL endpoint:   ${url}/graphql\n`);
  for (const account of seeded.demoAccounts) {
    console.log(`Demo ${account.role.padEnd(7)} ${account.email} / ${account.password}`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeAllConnections();
    await stopApollo().catch(() => {});
    await orm.close();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('Threadline could not start:', error);
  }
  process.exit(1);
});
