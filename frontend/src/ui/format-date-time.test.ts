import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it.each([
    // 20:00 UTC is 01:30 the next day in India.
    ['2026-03-04T20:00:00.000Z', '5/3/2026, 01:30 IST'],
    ['2026-11-26T10:12:00.000Z', '26/11/2026, 15:42 IST'],
    ['2026-01-01T18:30:00.000Z', '2/1/2026, 00:00 IST'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('prints nothing for a date that is not one', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
