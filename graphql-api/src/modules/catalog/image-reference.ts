import { IMAGE_REFERENCE_MAX_LENGTH, validateImageChosen, type ValidationResult } from '@threadline/domain';
import { MEDIA_URL_PREFIX } from '../media/media-storage.js';

export const MAX_IMAGE_LENGTH = IMAGE_REFERENCE_MAX_LENGTH;
export const IMAGE_TOO_LONG_MESSAGE = `The image address must be at most ${MAX_IMAGE_LENGTH} characters`;
export const IMAGE_FORMAT_MESSAGE = `Please use an uploaded image (a path under ${MEDIA_URL_PREFIX}/) or an http(s) URL`;

/**
 * An image a product or feature image may show: one uploaded to this server, or a web URL.
 * Anything else (javascript:, data:, a path elsewhere on this origin) is refused, because every
 * client renders the value as an image source as is.
 */
export function validateImageReference(image: string | null | undefined): ValidationResult {
  const chosen = validateImageChosen(image);
  if (chosen) return chosen;
  const value = (image ?? '').trim();
  if (value.length > MAX_IMAGE_LENGTH) return IMAGE_TOO_LONG_MESSAGE;
  if (/[\s\\]/.test(value)) return IMAGE_FORMAT_MESSAGE;
  return isMediaPath(value) || isWebUrl(value) ? null : IMAGE_FORMAT_MESSAGE;
}

function isMediaPath(value: string): boolean {
  const prefix = `${MEDIA_URL_PREFIX}/`;
  // No '..' segment, so the path cannot climb out of the media folder.
  return value.startsWith(prefix) && value.length > prefix.length && !value.split('/').includes('..');
}

function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
