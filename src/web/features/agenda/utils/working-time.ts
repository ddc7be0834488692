import type { DateTime } from 'luxon';
import type { TAvailability, TOverride } from '../../../../shared/schemas/provider-setup';
import { minutesOfTime } from './calendar-dates';

/** How closed time looks in the agenda: hatched, so it reads without colour. */
export const CLOSED_TIME_CLASS =
  'bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,var(--color-slate-50)_6px_12px)]';

export type TMinuteRange = { startMinute: number; endMinute: number };

/**
 * When the provider takes bookings on a day, in wall-clock minutes: that date's exception if
 * there is one (no ranges = closed), else the weekly hours of its weekday (1 = Monday).
 */
export function openRangesOn(
  day: DateTime,
  weekly: TAvailability['weekly'],
  overrides: readonly TOverride[],
): TMinuteRange[] {
  const exception = overrides.find((o) => o.date === day.toISODate());
  const ranges = exception ? exception.ranges : weekly.filter((r) => r.weekday === day.weekday);
  return ranges
    .map((r) => ({ startMinute: minutesOfTime(r.start), endMinute: minutesOfTime(r.end) }))
    .sort((a, b) => a.startMinute - b.startMinute);
}

/** The rest of the shown hours: before opening, breaks between ranges, after closing. */
export function closedRanges(open: readonly TMinuteRange[], shown: TMinuteRange): TMinuteRange[] {
  const closed: TMinuteRange[] = [];
  let cursor = shown.startMinute;
  for (const range of open) {
    if (range.startMinute > cursor)
      closed.push({ startMinute: cursor, endMinute: Math.min(range.startMinute, shown.endMinute) });
    cursor = Math.max(cursor, range.endMinute);
  }
  if (cursor < shown.endMinute) closed.push({ startMinute: cursor, endMinute: shown.endMinute });
  return closed.filter((r) => r.endMinute > r.startMinute);
}
