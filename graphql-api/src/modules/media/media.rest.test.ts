import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { startTestServer, startTestServerWithAccounts, type TestServer } from '../../../test/harness.js';
import { expectDocumented, type RestResponse } from '../../../test/rest.js';
import { validateImageReference } from '../catalog/image-reference.js';
import { Role } from '../users/user.entity.js';
import { UNSUPPORTED_IMAGE_MESSAGE } from './image-processing.js';
import { UPLOAD_SUCCESS_MESSAGE } from './media.rest.js';
import { NO_IMAGE_MESSAGE } from './media.service.js';

const UPLOAD_PATH = '/admin/products/upload-image';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

interface Uploaded {
  data: { secure_url: string; url: string; variants: Array<{ width: number; url: string }> };
}

interface Upload {
  bytes?: Buffer;
  fileName?: string;
  type?: string;
  field?: string;
  token?: string;
}

/** A multipart upload as the back office's image picker sends it. */
async function upload(server: TestServer, { bytes, fileName = 'photo.jpg', type = 'image/jpeg', field = 'my_file', token }: Upload): Promise<RestResponse<Uploaded>> {
  const form = new FormData();
  if (bytes) form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${server.url}/api${UPLOAD_PATH}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as RestResponse<Uploaded>['body'] };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).composite([
    // A second colour, so the encoders have something to do and the variants differ by content.
    { input: { create: { width: Math.floor(width / 2), height: Math.floor(height / 2), channels: 3, background: '#e8c07d' } }, top: 0, left: 0 },
  ]);

async function storedFiles(server: TestServer): Promise<string[]> {
  const root = path.join(server.dataDir, 'media');
  const entries = await fs.readdir(root, { recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.endsWith('.webp'));
}

describe('REST media upload', () => {
  let server: TestServer;
  let adminToken: string;
  let shopperToken: string;

  beforeAll(async () => {
    ({ server, adminToken, shopperToken } = await startTestServerWithAccounts());
  });
  afterAll(() => server?.stop());

  it('answers 401 signed out and 403 to a shopper, storing nothing', async () => {
    const bytes = await picture(400, 300).jpeg().toBuffer();
    const anonymous = await upload(server, { bytes });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
    await expectDocumented(server, 'POST', UPLOAD_PATH, anonymous);
    const shopper = await upload(server, { bytes, token: shopperToken });
    expect(shopper.status).toBe(403);
    await expectDocumented(server, 'POST', UPLOAD_PATH, shopper);
    expect(await storedFiles(server)).toEqual([]);
  });

  it("asks for an image when none is sent, in the spec's words", async () => {
    const response = await upload(server, { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: NO_IMAGE_MESSAGE });
    await expectDocumented(server, 'POST', UPLOAD_PATH, response);
  });

  it('refuses a file sent under another field name with a clean 400', async () => {
    const response = await upload(server, { token: adminToken, bytes: await picture(100, 100).png().toBuffer(), field: 'file' });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });

  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)(
    'stores a %s as 320, 640 and 1280 px WebP variants served for a year',
    async (format) => {
      const bytes = await picture(1600, 1200).toFormat(format).toBuffer();
      const response = await upload(server, { token: adminToken, bytes, fileName: `Summer Look.${format}`, type: `image/${format}` });
      expect(response.status).toBe(200);
      await expectDocumented(server, 'POST', UPLOAD_PATH, response);
      const { data } = response.body;
      expect(response.body.message).toBe(UPLOAD_SUCCESS_MESSAGE);
      expect(data.variants.map((variant) => variant.width)).toEqual([320, 640, 1280]);
      expect(data.secure_url).toBe(data.variants[2]!.url);
      expect(data.url).toBe(data.secure_url);
      expect(data.secure_url).toMatch(/^\/media\/products\/summer-look-[0-9a-f]{12}-w1280\.webp$/);
      expect(validateImageReference(data.secure_url), 'a product may use the uploaded image').toBeNull();

      for (const variant of data.variants) {
        const served = await fetch(`${server.url}${variant.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
        const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: (variant.width * 3) / 4 });
      }
    },
    30_000,
  );

  it('never upscales a small original', async () => {
    const response = await upload(server, { token: adminToken, bytes: await picture(500, 500).png().toBuffer(), fileName: 'small.png', type: 'image/png' });
    expect(response.status).toBe(200);
    expect(response.body.data.variants.map((variant) => variant.width)).toEqual([320, 500]);
    expect(response.body.data.secure_url).toMatch(/-w500\.webp$/);
  });

  it('judges by the bytes: a PNG named .jpg and declared as JPEG is accepted', async () => {
    const bytes = await picture(700, 350).png().toBuffer();
    const response = await upload(server, { token: adminToken, bytes, fileName: 'holiday.jpg', type: 'image/jpeg' });
    expect(response.status).toBe(200);
    expect(response.body.data.variants.map((variant) => variant.width)).toEqual([320, 640, 700]);
  });

  it.each([
    ['text named x.png', Buffer.from('this is not a picture\n'.repeat(20)), 'x.png', 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>'), 'logo.png', 'image/png'],
    ['a TIFF', null, 'scan.jpg', 'image/jpeg'],
    ['a truncated JPEG', 'truncated', 'cut.jpg', 'image/jpeg'],
  ] as const)('refuses %s with 400 and stores nothing', async (_name, content, fileName, type) => {
    const bytes =
      content === null
        ? await picture(200, 200).tiff().toBuffer()
        : content === 'truncated'
          ? (await sharp({ create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer()).subarray(0, 20_000)
          : content;
    const before = await storedFiles(server);
    const response = await upload(server, { token: adminToken, bytes, fileName, type });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: UNSUPPORTED_IMAGE_MESSAGE });
    await expectDocumented(server, 'POST', UPLOAD_PATH, response);
    expect(await storedFiles(server)).toEqual(before);
  });

  it('refuses a caller without the role before receiving the file, however large', async () => {
    const huge = Buffer.alloc(6 * 1024 * 1024, 1);
    expect((await upload(server, { bytes: huge, fileName: 'huge.jpg' })).status).toBe(401);
    expect((await upload(server, { bytes: huge, fileName: 'huge.jpg', token: shopperToken })).status).toBe(403);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const response = await upload(server, { token: adminToken, bytes: Buffer.alloc(6 * 1024 * 1024, 1), fileName: 'huge.jpg' });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, message: 'The image is larger than 5 MB' });
    await expectDocumented(server, 'POST', UPLOAD_PATH, response);
  });

  it('strips EXIF metadata, including the GPS position', async () => {
    const bytes = await picture(900, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Asha Verma' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif?.toString('latin1')).toContain('Asha Verma');

    const response = await upload(server, { token: adminToken, bytes });
    expect(response.status).toBe(200);
    for (const variant of response.body.data.variants) {
      const served = Buffer.from(await (await fetch(`${server.url}${variant.url}`)).arrayBuffer());
      const metadata = await sharp(served).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(served.includes(Buffer.from('Asha Verma'))).toBe(false);
    }
  });

  it('names files by content: the same image gives the same URLs, another image new ones', async () => {
    const bytes = await picture(640, 480).jpeg().toBuffer();
    const first = await upload(server, { token: adminToken, bytes, fileName: 'same.jpg' });
    const again = await upload(server, { token: adminToken, bytes, fileName: 'same.jpg' });
    expect(again.body.data).toEqual(first.body.data);
    const other = await upload(server, { token: adminToken, bytes: await picture(480, 640).jpeg().toBuffer(), fileName: 'same.jpg' });
    expect(other.body.data.secure_url).not.toBe(first.body.data.secure_url);
  });
});

describe('REST media upload behind a configured public URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://shop.example.com/' });
  });
  afterAll(() => server?.stop());

  it('answers absolute URLs', async () => {
    const token = await server.tokenFor(await createUser(server.em(), { role: Role.ADMIN }));
    const response = await upload(server, { token, bytes: await picture(800, 400).webp().toBuffer(), fileName: 'banner.webp', type: 'image/webp' });
    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data.secure_url).toMatch(/^https:\/\/shop\.example\.com\/media\/products\/banner-[0-9a-f]{12}-w800\.webp$/);
    expect(data.variants.map((variant) => variant.url)).toEqual([
      data.secure_url.replace('-w800.', '-w320.'),
      data.secure_url.replace('-w800.', '-w640.'),
      data.secure_url,
    ]);
    const served = await fetch(`${server.url}${new URL(data.secure_url).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });
});
