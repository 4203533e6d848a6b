// The dashboard's date ranges on the store's calendar (India Standard Time, as the API counts
// days). India has no daylight saving, so a fixed offset turns a calendar day into instants.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The API's limit on one range. */
export const MAX_RANGE_DAYS = 366;

export const RANGE_PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_RANGE: RangePreset = '30d';

export const RANGE_LABELS: Readonly<Record<RangePreset, string>> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  custom: 'Custom',
};

export function isRangePreset(value: string | null): value is RangePreset {
  return value !== null && (RANGE_PRESETS as readonly string[]).includes(value);
}

/** Today's date in India as YYYY-MM-DD. */
export function istToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India calendar day (YYYY-MM-DD) begins, or null for anything else. */
export function istDayStart(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** The calendar day `days` before `day` (YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const start = istDayStart(day);
  if (!start) return day;
  return istToday(start.getTime() - days * DAY_MS);
}

export type RangeVariables = { from: string; to?: string } | { error: string };

/**
 * The `dashboard` query's variables for a preset: from the start of the first day, up to now (the
 * API's default `to`). A custom range covers both its days, so `to` is the start of the day after.
 */
export function rangeVariables(preset: RangePreset, custom: { from: string; to: string }, today: string): RangeVariables {
  const presetDays: Record<Exclude<RangePreset, 'custom'>, number> = { today: 0, '7d': 6, '30d': 29 };
  if (preset !== 'custom') {
    return { from: istDayStart(daysBefore(today, presetDays[preset]))!.toISOString() };
  }
  const from = istDayStart(custom.from);
  const last = istDayStart(custom.to);
  if (!from || !last) return { error: 'Choose both days of the range.' };
  if (last < from) return { error: 'The last day must not be before the first.' };
  const to = new Date(last.getTime() + DAY_MS);
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) return { error: `A range can cover at most ${MAX_RANGE_DAYS} days.` };
  return { from: from.toISOString(), to: to.toISOString() };
}
