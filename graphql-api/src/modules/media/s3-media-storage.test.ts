import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProducts, createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { startS3ServerOrSkip } from '../../../test/s3-server.js';
import { ConfigError, loadConfig } from '../../config.js';
import { seedStore } from '../../db/seed/seed.js';
import { FeatureImage } from '../feature-images/feature-image.entity.js';
import { Role } from '../users/user.entity.js';
import { createMediaStorage } from './configured-storage.js';
import { LocalMediaStorage, localMediaRoot } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const S3_ENV = {
  S3_ENDPOINT: 'http://minio:9000/',
  S3_BUCKET: 'shop-media',
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
  MEDIA_PUBLIC_URL: 'https://media.example.com/shop-media/',
};

describe('object storage settings', () => {
  it('are off by default: media stay in the local folder', async () => {
    const config = loadConfig({ DATA_DIR: '/srv/threadline' });
    expect(config.s3).toBeUndefined();
    expect(await createMediaStorage(config)).toBeInstanceOf(LocalMediaStorage);
  });

  it('read a bucket with its endpoint, credentials and public URL', async () => {
    const config = loadConfig(S3_ENV);
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'shop-media',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://media.example.com/shop-media',
    });
    const storage = await createMediaStorage(config);
    expect(storage).toBeInstanceOf(S3MediaStorage);
    expect(storage.urlFor('products/tee-0123456789ab-w640.webp')).toBe('https://media.example.com/shop-media/products/tee-0123456789ab-w640.webp');
    await storage.close();
  });

  it("default to AWS itself: no endpoint, virtual-hosted buckets, the SDK's own credentials", () => {
    const config = loadConfig({ S3_BUCKET: 'shop-media', MEDIA_PUBLIC_URL: 'https://cdn.example.com' });
    expect(config.s3).toEqual({
      endpoint: undefined,
      bucket: 'shop-media',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com',
    });
    expect(loadConfig({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT needs S3_BUCKET'],
    [{ MEDIA_PUBLIC_URL: 'https://cdn.example.com', S3_REGION: 'eu-west-1' }, 'S3_REGION, MEDIA_PUBLIC_URL need S3_BUCKET'],
    [{ S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY need S3_BUCKET'],
    [{ S3_FORCE_PATH_STYLE: 'true' }, 'S3_FORCE_PATH_STYLE needs S3_BUCKET'],
    [{ ...S3_ENV, MEDIA_PUBLIC_URL: '' }, 'S3_BUCKET needs MEDIA_PUBLIC_URL, the public base URL of the bucket or its CDN'],
    [{ ...S3_ENV, MEDIA_PUBLIC_URL: 'ftp://media.example.com' }, 'MEDIA_PUBLIC_URL must start with http:// or https://'],
    [{ ...S3_ENV, MEDIA_PUBLIC_URL: 'media.example.com' }, 'MEDIA_PUBLIC_URL is not a valid URL'],
    [{ ...S3_ENV, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must start with http:// or https://'],
    [{ ...S3_ENV, S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT is not a valid URL'],
    [{ ...S3_ENV, S3_BUCKET: 'Shop_Media' }, 'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "Shop_Media"'],
    [{ ...S3_ENV, S3_BUCKET: 'ab' }, 'S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "ab"'],
    [{ ...S3_ENV, S3_REGION: 'Mumbai please' }, 'S3_REGION must be a region name such as eu-west-1, got "Mumbai please"'],
    [{ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ ...S3_ENV, S3_ACCESS_KEY_ID: ' ' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together'],
    [{ ...S3_ENV, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE must be true or false, got "sometimes"'],
  ])('refuse %j with a message that names the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

/** A loopback port nothing listens on: bound, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const s3 = await startS3ServerOrSkip('the S3 media storage tests');

describe.skipIf(!s3)('media in an S3-compatible bucket (s3rver)', () => {
  let storage: S3MediaStorage;
  beforeAll(async () => {
    storage = (await createMediaStorage(loadConfig(s3!.env))) as S3MediaStorage;
  });
  afterAll(async () => {
    await storage?.close();
    await s3?.stop();
  });

  it('stores bytes that anyone can then fetch from the public URL, with their type and a year-long cache', async () => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d5c63' } }).webp().toBuffer();
    const url = await storage.put('products/teal-tee-0123456789ab-w64.webp', bytes, 'image/webp');
    expect(url).toBe(`${s3!.endpoint}/${s3!.bucket}/products/teal-tee-0123456789ab-w64.webp`);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('writes a key again with the same bytes (a retried upload) without complaint', async () => {
    const bytes = Buffer.from('same bytes, same key');
    await storage.put('features/again-0123456789ab-w10.webp', bytes, 'image/webp');
    const url = await storage.put('features/again-0123456789ab-w10.webp', bytes, 'image/webp');
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a key that is not a plain relative path before sending anything', async () => {
    for (const key of ['../escape.webp', '/absolute.webp', 'products/../../x.webp', 'Upper.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(`Not a media key: ${key}`);
    }
  });

  it('reports the bucket ready, and names a missing bucket or an endpoint that does not answer', async () => {
    await expect(storage.check()).resolves.toBeUndefined();

    const missing = await createMediaStorage(loadConfig({ ...s3!.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(missing.check()).rejects.toThrow('media bucket "no-such-bucket" does not exist');
    await missing.close();

    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const down = await createMediaStorage(loadConfig({ ...s3!.env, S3_ENDPOINT: endpoint, MEDIA_PUBLIC_URL: `${endpoint}/${s3!.bucket}` }));
    await expect(down.check()).rejects.toThrow(`media bucket "${s3!.bucket}" is unreachable`);
    await down.close();
  });

  describe('through the app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(s3!.env);
    });
    afterAll(() => server?.stop());

    it("stores an admin's upload in the bucket, not in the local folder, and answers its public URLs", async () => {
      const token = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
      const form = new FormData();
      const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a2e3b' } }).png().toBuffer();
      form.append('my_file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'Maroon Crop.png');
      const response = await fetch(`${server.url}/api/admin/products/upload-image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { secure_url: string; variants: Array<{ width: number; url: string }> } };
      expect(data.secure_url).toMatch(new RegExp(`^${s3!.env.MEDIA_PUBLIC_URL}/products/maroon-crop-[0-9a-f]{12}-w800\\.webp$`));
      expect(data.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
      for (const variant of data.variants) {
        const served = await fetch(variant.url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
        expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: variant.width });
      }
      expect(await fs.readdir(localMediaRoot(server.config)).catch(() => [])).toEqual([]);
    });

    it('keeps the seed\'s generated images in the bucket too', async () => {
      // With a product present the seed leaves the catalogue alone and only draws the hero images.
      await createProducts(server.em(), [{}]);
      await seedStore(server.em(), { config: server.config, media: server.media, logger: pino({ level: 'silent' }) });
      const heroes = await server.em().find(FeatureImage, {}, { orderBy: { createdAt: 'asc' } });
      expect(heroes).toHaveLength(3);
      for (const hero of heroes) {
        expect(hero.image).toMatch(new RegExp(`^${s3!.env.MEDIA_PUBLIC_URL}/features/hero-\\d-[0-9a-f]{12}-w1600\\.webp$`));
        const served = await fetch(hero.image);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
      }
    }, 60_000);
  });
});
