import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`, path-style. */
  endpoint: string;
  bucket: string;
  /** The app's settings for this bucket, as an operator would write them. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const BUCKET = 'threadline-media';

/**
 * A real S3-compatible server for tests: s3rver (an npm package speaking S3's HTTP API over a
 * folder) on a random loopback port, with one bucket that anyone may read, as a public media
 * bucket is. Its credentials are fixed: S3RVER / S3RVER.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const { default: S3rver } = await import('s3rver');
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  try {
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      endpoint,
      bucket: BUCKET,
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
        MEDIA_PUBLIC_URL: `${endpoint}/${BUCKET}`,
      },
      async stop() {
        await server.close();
        await fs.rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/**
 * startS3Server, or undefined after a loud message when no S3-compatible server can start here,
 * so the suites that need one skip. Under CI=true that is a failure instead: CI must never pass
 * with object storage untested.
 */
export async function startS3ServerOrSkip(suite: string): Promise<S3TestServer | undefined> {
  try {
    return await startS3Server();
  } catch (error) {
    const banner = '!'.repeat(78);
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\n${banner}\n!! ${suite}: no S3-compatible server could start (s3rver: ${reason}).`);
    console.error('!! Install the dev dependencies (`npm install`) so that s3rver is present.');
    if (process.env.CI === 'true') {
      console.error(`!! CI=true: failing, because object storage must be tested in CI.\n${banner}\n`);
      throw error;
    }
    console.error(`!! SKIPPING ${suite}.\n${banner}\n`);
    return undefined;
  }
}
