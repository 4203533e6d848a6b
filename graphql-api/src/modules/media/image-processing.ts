import sharp, { type Metadata, type OutputInfo } from 'sharp';

/**
 * Widths of the responsive WebP variants of every stored image. The storefront derives the
 * `srcset` from the largest variant's URL with the same rule as `variantWidthsFor` (see
 * frontend/src/ui/ResponsiveImage.tsx), so the two must change together.
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

export const UNSUPPORTED_IMAGE_MESSAGE = 'Please upload a JPEG, PNG, WebP, AVIF or GIF image';
/** Decoding is what costs memory, not the upload size: a small PNG can hold a huge canvas. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS_MESSAGE = 'The image must be at most 50 megapixels';

const WEBP_QUALITY = 80;
/**
 * Effort 2 encodes about twice as fast as sharp's default 4 for files a few percent larger
 * (measured on the demo artwork); that halves the seed's time at first start.
 */
const WEBP_EFFORT = 2;

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** The image cannot be accepted; the message is safe to show. */
export class RefusedImageError extends Error {}

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * What the bytes are, whatever the file's name or declared type says. AVIF is the AV1 flavour of
 * HEIF; other HEIF (iPhone HEIC) is refused like any other format.
 */
export async function detectFormat(input: Buffer): Promise<AcceptedFormat> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new RefusedImageError(UNSUPPORTED_IMAGE_MESSAGE);
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'avif' && format !== 'gif') {
    throw new RefusedImageError(UNSUPPORTED_IMAGE_MESSAGE);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new RefusedImageError(TOO_MANY_PIXELS_MESSAGE);
  return format;
}

/**
 * The variant widths for an image `originalWidth` wide: every target narrower than it, plus the
 * largest target capped at the original, so nothing is ever upscaled. A 1000 px image gives
 * 320, 640 and 1000; a 200 px one gives just 200.
 */
export function variantWidthsFor(originalWidth: number, targets: readonly number[] = VARIANT_WIDTHS): number[] {
  const largest = Math.min(originalWidth, Math.max(...targets));
  return [...new Set([...targets.filter((width) => width < largest), largest])].sort((a, b) => a - b);
}

/**
 * Re-encodes an image as WebP variants: turned upright by its EXIF orientation, with all metadata
 * (EXIF, GPS, ICC comments) left behind, and the aspect ratio kept. The input is decoded once, at
 * the largest width; the smaller variants are scaled from that. `density` rasterises SVG input
 * (trusted seed artwork only: uploads never reach here as SVG).
 */
export async function renderVariants(input: Buffer, options: { widths?: readonly number[]; density?: number } = {}): Promise<ImageVariant[]> {
  const targets = options.widths ?? VARIANT_WIDTHS;
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...(options.density ? { density: options.density } : {}) })
      .rotate()
      .resize({ width: Math.max(...targets), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header looked like an image but the rest does not decode (truncated, corrupt).
    throw new RefusedImageError(UNSUPPORTED_IMAGE_MESSAGE);
  }
  const { width, height, channels } = largest.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };
  return Promise.all(
    variantWidthsFor(width, targets).map(async (variantWidth) => {
      const { data, info } = await sharp(largest.data, { raw })
        .resize({ width: variantWidth })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, data };
    }),
  );
}
