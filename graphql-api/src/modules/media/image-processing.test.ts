import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectFormat, RefusedImageError, renderVariants, UNSUPPORTED_IMAGE_MESSAGE, variantWidthsFor } from './image-processing.js';

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6f97' } });

describe('variantWidthsFor', () => {
  it.each([
    [2400, [320, 640, 1280]],
    [1280, [320, 640, 1280]],
    [1000, [320, 640, 1000]],
    [640, [320, 640]],
    [500, [320, 500]],
    [320, [320]],
    [200, [200]],
  ])('a %i px wide image gets variants %j, never wider than itself', (width, expected) => {
    expect(variantWidthsFor(width)).toEqual(expected);
  });

  it('takes other targets, such as the wider hero banners', () => {
    expect(variantWidthsFor(1600, [320, 640, 1280, 1600])).toEqual([320, 640, 1280, 1600]);
  });
});

describe('detectFormat', () => {
  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('recognises %s by its bytes', async (format) => {
    expect(await detectFormat(await picture(40, 30).toFormat(format).toBuffer())).toBe(format);
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['plain text', Buffer.from('just some text, named photo.png')],
    ['a truncated header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
  ])('refuses %s', async (_name, bytes) => {
    await expect(detectFormat(bytes)).rejects.toThrow(new RefusedImageError(UNSUPPORTED_IMAGE_MESSAGE));
  });

  it('refuses TIFF, which browsers do not show', async () => {
    await expect(detectFormat(await picture(40, 30).tiff().toBuffer())).rejects.toThrow(UNSUPPORTED_IMAGE_MESSAGE);
  });

  it('refuses a small file that would decode to a huge canvas', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(detectFormat(bomb)).rejects.toThrow('The image must be at most 50 megapixels');
  });
});

describe('renderVariants', () => {
  it('keeps the aspect ratio and never upscales', async () => {
    const variants = await renderVariants(await picture(1000, 750).png().toBuffer());
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 240],
      [640, 480],
      [1000, 750],
    ]);
    for (const variant of variants) expect(await sharp(variant.data).metadata()).toMatchObject({ format: 'webp', width: variant.width });
  });

  it('turns the image upright by its EXIF orientation', async () => {
    // Orientation 6: stored landscape, shown rotated a quarter turn, i.e. portrait.
    const sideways = await picture(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const variants = await renderVariants(sideways);
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 640],
      [400, 800],
    ]);
    expect((await sharp(variants[1]!.data).metadata()).orientation).toBeUndefined();
  });

  it('refuses an image whose header is fine but whose data is cut off', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    await expect(renderVariants(truncated)).rejects.toThrow(UNSUPPORTED_IMAGE_MESSAGE);
  });
});
