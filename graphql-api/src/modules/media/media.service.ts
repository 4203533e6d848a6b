import { createHash } from 'node:crypto';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput } from '../../shared/errors.js';
import { detectFormat, RefusedImageError, renderVariants, VARIANT_WIDTHS } from './image-processing.js';
import { slugify, type MediaStorage } from './media-storage.js';

export const NO_IMAGE_MESSAGE = 'Please select an image first';

export interface StoredImage {
  /** The largest variant: what a product or feature image keeps as its `image`. */
  url: string;
  /** Every variant, narrowest first. */
  variants: Array<{ width: number; height: number; url: string }>;
}

/**
 * Stores the WebP variants of an image under `<folder>/<name>-<hash>-w<width>.webp`. One hash
 * of all the variants' bytes names them all, so the storefront can find the siblings of any
 * variant from its URL alone, and every URL is immutable.
 */
export async function storeImageVariants(
  storage: MediaStorage,
  image: { folder: string; name: string; input: Buffer; widths?: readonly number[]; density?: number },
): Promise<StoredImage> {
  const rendered = await renderVariants(image.input, { widths: image.widths ?? VARIANT_WIDTHS, density: image.density });
  const hash = createHash('sha256');
  for (const variant of rendered) hash.update(variant.data);
  const digest = hash.digest('hex').slice(0, 12);
  const base = `${image.folder}/${slugify(image.name)}-${digest}`;
  const variants = await Promise.all(
    rendered.map(async (variant) => ({
      width: variant.width,
      height: variant.height,
      url: await storage.put(`${base}-w${variant.width}.webp`, variant.data, 'image/webp'),
    })),
  );
  return { url: variants[variants.length - 1]!.url, variants };
}

export class MediaService {
  constructor(private readonly scope: RequestScope) {}

  private get storage(): MediaStorage {
    return this.scope.deps.media;
  }

  /** An admin's product or feature image: accepted by its bytes, re-encoded, stored as variants. */
  async uploadProductImage(file: { buffer: Buffer; originalName: string } | undefined): Promise<StoredImage> {
    this.scope.requireViewer(Access.ADMIN);
    if (!file || file.buffer.length === 0) throw badInput(NO_IMAGE_MESSAGE, 'my_file');
    try {
      await detectFormat(file.buffer);
      return await storeImageVariants(this.storage, { folder: 'products', name: stripExtension(file.originalName), input: file.buffer });
    } catch (error) {
      if (error instanceof RefusedImageError) throw badInput(error.message, 'my_file');
      throw error;
    }
  }

  /** A media URL as clients should use it: absolute when the store's public URL is configured. */
  publicUrl(url: string): string {
    const base = this.scope.deps.config.publicUrl;
    return base && url.startsWith('/') ? `${base}${url}` : url;
  }
}

function stripExtension(fileName: string): string {
  return fileName.replace(/\.[^.]*$/, '') || 'image';
}
