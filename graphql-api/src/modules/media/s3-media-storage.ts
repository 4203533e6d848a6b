import { HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { assertKey, MEDIA_CACHE_CONTROL, type MediaStorage } from './media-storage.js';

/** A bucket that does not answer within this long is treated as down, by uploads and readiness alike. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver...), so that every app instance
 * writes to and links to the same place. Objects are written with their content type and a
 * year-long immutable cache header, since keys are content-hashed; clients fetch them from
 * MEDIA_PUBLIC_URL (the bucket's public address or a CDN in front of it), never through the app.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Config) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // SDK releases since early 2025 add CRC32 checksums (x-amz-checksum-*, and aws-chunked
      // bodies for streams) to every upload and validate them on downloads. MinIO before 2025,
      // s3rver and several other S3-compatible stores reject or mis-store such requests. Send
      // checksums only where the S3 API itself demands them; bodies here are buffers with a known
      // length, and TLS already protects them in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
    return this.urlFor(key);
  }

  urlFor(key: string): string {
    assertKey(key);
    return `${this.settings.publicUrl}/${key}`;
  }

  /** HeadBucket: the endpoint answers, the bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const reason = status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : `is unreachable (${error instanceof Error ? error.name : String(error)})`;
      throw new Error(`media bucket "${this.settings.bucket}" ${reason}`, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
