import { readToken } from '../auth/token-storage';
import { ADMIN_MESSAGES } from './admin-messages';

/** The REST endpoint that stores image bytes (GraphQL carries no files); multipart field `my_file`. */
export const UPLOAD_IMAGE_PATH = '/api/admin/products/upload-image';
export const UPLOAD_FIELD = 'my_file';

export type UploadResult = { ok: true; url: string; message: string } | { ok: false; message: string };

interface UploadAnswer {
  success?: boolean;
  message?: string;
  data?: { secure_url?: string };
}

/**
 * Sends one image to the API, which checks it by content (type, size, pixels) and answers with the
 * stored URL, or with its reason for refusing: that reason is what the admin needs to read.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResult> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(UPLOAD_IMAGE_PATH, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: ADMIN_MESSAGES.UPLOAD_NETWORK };
  }
  let answer: UploadAnswer | null = null;
  try {
    answer = (await response.json()) as UploadAnswer;
  } catch {
    // A proxy's HTML error page, say: fall through to the generic message.
  }
  const url = answer?.data?.secure_url;
  if (response.ok && answer?.success && url) return { ok: true, url, message: answer.message ?? '' };
  return { ok: false, message: answer?.message?.trim() || `${ADMIN_MESSAGES.UPLOAD_FAILED} (HTTP ${response.status})` };
}
