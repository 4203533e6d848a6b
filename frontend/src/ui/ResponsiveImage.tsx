import type { ImgHTMLAttributes } from 'react';

/**
 * Widths the API stores every uploaded and seeded image at, as WebP files named
 * `<name>-<12 hex hash>-w<width>.webp` side by side. Must match VARIANT_WIDTHS and
 * variantWidthsFor in graphql-api/src/modules/media/image-processing.ts.
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

const VARIANT_URL = /^(.*-[0-9a-f]{12})-w(\d+)\.webp$/;

/**
 * The `srcset` for a stored image's URL, or undefined when the URL is not one (a web URL, an
 * older upload). The URL names the largest variant; the smaller ones are every standard width
 * below it, which is exactly what the API writes.
 */
export function variantSrcSet(url: string): string | undefined {
  const match = VARIANT_URL.exec(url);
  if (!match) return undefined;
  const [, base, widthText] = match;
  const largest = Number(widthText);
  if (!Number.isInteger(largest) || largest <= 0) return undefined;
  const widths = [...VARIANT_WIDTHS.filter((width) => width < largest), largest];
  return widths.map((width) => `${base}-w${width}.webp ${width}w`).join(', ');
}

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> {
  src: string;
  /** Empty for decorative images. */
  alt: string;
  /** How wide the image is shown, e.g. `(max-width: 767px) 50vw, 25vw`; lets the browser pick a variant. */
  sizes: string;
}

/** An `<img>` that lets the browser download the variant that fits, when the image has variants. */
export function ResponsiveImage({ src, sizes, alt, ...rest }: ResponsiveImageProps) {
  const srcSet = variantSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet ? sizes : undefined} alt={alt} {...rest} />;
}
