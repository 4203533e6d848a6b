import { sizeText } from '../../graphql/enum-labels';
import type { Size } from '../../graphql/generated/graphql';

/** The offered size a `size` URL value names (as `sizeText` writes it, any case), else undefined. */
export function sizeFromParam(value: string | null, offered: readonly Size[]): Size | undefined {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return offered.find((size) => sizeText(size).toLowerCase() === wanted);
}

