import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastText } from '@threadline/domain';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent extends ToastText {
  variant?: ToastVariant;
}

/** The app's single toast queue; `<Toaster />` renders it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT });

/**
 * Shows a toast that closes itself after TOAST_DURATION_MS (timers pause while the toast is
 * hovered or focused). Only TOAST_LIMIT (one) shows at a time, and the newest message wins:
 * a stale message waiting behind a fresh one would only confuse.
 */
export function toast(content: ToastContent): string {
  toastQueue.clear();
  return toastQueue.add(content, { timeout: TOAST_DURATION_MS });
}
