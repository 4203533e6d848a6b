import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

/**
 * Where uploaded and generated images live: bytes in, public URL out. Keys are content-addressed
 * (the media service puts a content hash in every name), so a key is written once and never
 * changes, which is what lets the app cache media for a year.
 *
 * The local folder is the default. The interface is kept this small so an object store (S3, GCS,
 * R2...) can implement it and several app instances can share media: `put` becomes an object
 * upload with the given content type, and `urlFor` the bucket's or CDN's public URL.
 */
export interface MediaStorage {
  /** Stores the bytes under `key` (e.g. `products/navy-tee-3f2a9c0d1b7e-w640.webp`) and returns its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The public URL of a key, stored or not. */
  urlFor(key: string): string;
}

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

  private fileFor(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}

/** The default storage: the `media` folder under DATA_DIR, which the app serves at /media. */
export function defaultMediaStorage(config: Pick<Config, 'dataDir'>): LocalMediaStorage {
  return new LocalMediaStorage(path.join(config.dataDir, 'media'));
}

function assertKey(key: string): void {
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
