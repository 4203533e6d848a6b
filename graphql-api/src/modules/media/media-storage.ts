import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

/**
 * Where uploaded and generated images live: bytes in, public URL out. Keys are content-addressed
 * (the media service puts a content hash in every name), so a key is written once and never
 * changes, which is what lets the app cache media for a year.
 *
 * The local folder is the default; with S3_BUCKET set, an S3-compatible bucket (S3MediaStorage)
 * holds them instead, so that several app instances share one set of media.
 */
export interface MediaStorage {
  /** Stores the bytes under `key` (e.g. `products/navy-tee-3f2a9c0d1b7e-w640.webp`) and returns its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The public URL of a key, stored or not. */
  urlFor(key: string): string;
  /** Throws when the storage cannot take writes now (for readiness checks). */
  check(): Promise<void>;
  /** Lets go of connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** Every key names immutable bytes (content-hashed), so clients and CDNs may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Public URL prefix of media stored in the local folder; the app serves this folder there. */
export const MEDIA_URL_PREFIX = '/media';

/** A key is a relative path of plain segments, so no key can reach outside the media root. */
const KEY_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export class LocalMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  async put(key: string, data: Buffer, _contentType: string): Promise<string> {
    const file = this.fileFor(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never gets a half-written file at a cacheable URL.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await fs.writeFile(partial, data);
    await fs.rename(partial, file);
    return this.urlFor(key);
  }

  urlFor(key: string): string {
    assertKey(key);
    return `${MEDIA_URL_PREFIX}/${key}`;
  }

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }

  async close(): Promise<void> {}

  private fileFor(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}

/** The default storage: the `media` folder under DATA_DIR, which the app serves at /media. */
export function defaultMediaStorage(config: Pick<Config, 'dataDir'>): LocalMediaStorage {
  return new LocalMediaStorage(localMediaRoot(config));
}

/**
 * The local media folder. The app serves it at /media even when media go to a bucket, so images
 * stored before the switch keep working.
 */
export function localMediaRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'media');
}

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a media key: ${key}`);
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'file'
  );
}
