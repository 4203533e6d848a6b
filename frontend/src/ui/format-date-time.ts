import { formatOrderDate } from '@threadline/domain';

// Hours and minutes on the store's clock (India Standard Time), in digits only, so the server's
// render and every browser print the same text whatever their own zone or ICU version.
const IST_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment as the store writes it: "26/11/2026, 15:42 IST". Empty for an invalid date. */
export function formatDateTime(date: Date | string | number): string {
  const day = formatOrderDate(date);
  if (day === '') return '';
  const parts = IST_CLOCK.formatToParts(new Date(date));
  const part = (type: 'hour' | 'minute') => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${day}, ${part('hour')}:${part('minute')} IST`;
}
