import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

/** The real server (src/main.ts under tsx), started as its own process the way an operator runs it. */
export interface ServerProcess {
  child: ChildProcess;
  /** The port, once the server prints that it is ready; rejects if it exits first. */
  ready: Promise<number>;
  /** All it has written so far, standard output and error together. */
  output(): string;
}

/**
 * Spawns the server against the given database and data folder, in production mode (under
 * NODE_ENV=test libraries such as Apollo leave the signals alone, and a race with their handlers
 * would go unseen), on a free port of 127.0.0.1, with no storefront build and no demo catalogue.
 * `child` is returned at once, so a caller can kill it even when it never gets ready.
 */
export function spawnServerProcess(
  where: { dataDir: string; databaseUrl: string; jwtSecret: string },
  extraEnv: NodeJS.ProcessEnv = {},
): ServerProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(REPO_ROOT, 'graphql-api'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: where.dataDir,
      DATABASE_URL: where.databaseUrl,
      FRONTEND_DIST: path.join(where.dataDir, 'no-frontend'),
      SEED_DEMO_CATALOG: 'false',
      JWT_SECRET: where.jwtSecret,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const banner = /Threadline store:\s+http:\/\/localhost:(\d+)/.exec(output);
      if (banner) resolve(Number(banner[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready:\n${output}`)));
  });
  return { child, ready, output: () => output };
}
