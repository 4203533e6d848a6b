import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated images live. The local folder is the default; an object store
 * (so several app instances share media) is the second implementation this interface is for.
 */
export interface MediaStorage {
  /** Stores the bytes under a name derived from their content and returns the public URL. */
  put(folder: string, baseName: string, data: Buffer, extension: string): Promise<string>;
}

/** Public URL prefix of media stored in the local folder. */
export const MEDIA_URL_PREFIX = '/media';

export class LocalMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  async put(folder: string, baseName: string, data: Buffer, extension: string): Promise<string> {
    // A content hash in the name makes every URL immutable, so it can be cached for a year.
    const digest = createHash('sha256').update(data).digest('hex').slice(0, 12);
    const name = `${slugify(baseName)}-${digest}.${extension}`;
    const dir = path.join(this.root, folder);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), data);
    return `${MEDIA_URL_PREFIX}/${folder}/${name}`;
  }
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}
