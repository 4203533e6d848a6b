import 'reflect-metadata';
import type { Server } from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { createApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { EmbeddedPostgresError } from './db/embedded-postgres.js';
import { ormConfig } from './db/mikro-orm.config.js';
import { seedStore } from './db/seed/seed.js';
import { withStartupLock } from './db/startup-lock.js';
import { TokenIssuer } from './modules/auth/tokens.js';
import { createMediaStorage } from './modules/media/configured-storage.js';
import { localMediaRoot } from './modules/media/media-storage.js';
import { drainServer } from './modules/ops/shutdown.js';
import { startBanner } from './modules/ops/start-banner.js';

/** Signals that stop the server; SIGHUP (the terminal went away) stops it the same way. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  let startedShutdown: string | null = null;
  const earlySignal = (signal: string) => () => {
    startedShutdown = signal;
  };
  // Until the server listens, a stop signal is noted and acted on once starting is over.
  const early = STOP_SIGNALS.map((signal) => [signal, earlySignal(signal)] as const);
  for (const [signal, handler] of early) process.once(signal, handler);

  const database = await openDatabase(config, (line) => logger.debug({ postgres: line }));
  const orm = await MikroORM.init(ormConfig(database.url));
  const media = await createMediaStorage(config);
  // Replicas starting together take turns here: one migrates and seeds, the rest find it done.
  const seeded = await withStartupLock(database.url, async () => {
    // Schema changes are migrations, applied at every start; never auto-sync outside tests.
    const applied = await orm.migrator.up();
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'applied migrations');
    return seedStore(orm.em.fork(), { config, media, logger });
  });
  const tokens = await TokenIssuer.create({ secret: config.jwtSecret, dataDir: config.dataDir });
  const { app, outbox, webhooks, stop: stopApollo, beginDraining } = await createApp({ config, orm, tokens, logger, media, mediaRoot: localMediaRoot(config) });

  const server: Server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.clusterDir ? `embedded PostgreSQL in ${database.clusterDir}` : 'DATABASE_URL' }, 'Threadline is ready');
  if (!config.smtpUrl) {
    // Nothing is sent without a mail server; say where the e-mails go instead, once, at start. That
    // is the two-command start's normal way of working, so only production is warned.
    const level = config.nodeEnv === 'production' ? 'warn' : 'info';
    logger[level]('e-mail is not configured (SMTP_URL): e-mails are kept for the mailbox (admins only) and not sent');
  }
  console.log(startBanner({ url, smtpConfigured: config.smtpUrl !== undefined, demoAccounts: seeded.demoAccounts, host: config.host }));

  let stopping = false;
  /**
   * Stop taking connections, let the requests in flight finish (at most SHUTDOWN_TIMEOUT_MS),
   * then stop Apollo, close the pool and the media storage, stop the embedded database, exit 0.
   * A second signal while draining is only logged; a drain that cannot finish is cut at the
   * deadline, and a step after it that hangs makes the process exit 1 a deadline later.
   */
  const shutdown = async (signal: string) => {
    if (stopping) {
      logger.info({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    const started = Date.now();
    logger.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: draining requests in flight');
    beginDraining();
    const { forced } = await drainServer(server, config.shutdownTimeoutMs);
    if (forced) logger.warn({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown: cut the connections still open at the deadline');
    // An e-mail being sent is finished and marked, within what is left of the same timeout; one
    // cut short stays claimed, and another instance sends it when its claim lapses.
    if (outbox.busy) logger.info('shutdown: waiting for the e-mail or job in progress');
    if (webhooks.busy) logger.info('shutdown: waiting for the webhook deliveries in progress');
    const left = Math.max(0, config.shutdownTimeoutMs - (Date.now() - started));
    await Promise.all([outbox.stop(left), webhooks.stop(left)]);
    setTimeout(() => {
      logger.error('shutdown: closing down took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000).unref();
    await stopApollo().catch((error: unknown) => logger.warn({ err: error }, 'shutdown: Apollo did not stop cleanly'));
    await orm.close();
    await media.close?.().catch((error: unknown) => logger.warn({ err: error }, 'shutdown: media storage did not close cleanly'));
    await database.stop();
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  const onSignal = (signal: string) => () => {
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  };
  for (const [signal, handler] of early) process.removeListener(signal, handler);
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal(signal));
  if (startedShutdown) onSignal(startedShutdown)();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else if (error instanceof EmbeddedPostgresError) {
    console.error(`Threadline could not start: ${error.message}`);
  } else {
    console.error('Threadline could not start:', error);
  }
  process.exit(1);
});
