import type { Config } from '../../config.js';
import { defaultMediaStorage, type MediaStorage } from './media-storage.js';

/**
 * The configured storage: the bucket when S3_BUCKET is set, the local folder otherwise. The AWS
 * SDK is loaded only for a bucket: it takes a few hundred milliseconds to import, which every
 * start and every test file would otherwise pay for nothing.
 */
export async function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<MediaStorage> {
  if (!config.s3) return defaultMediaStorage(config);
  const { S3MediaStorage } = await import('./s3-media-storage.js');
  return new S3MediaStorage(config.s3);
}
