import type { DateTime } from 'luxon';
import { formatTimeRange } from '../../../../shared/french-format';
import { inZone } from '../../../lib/zoned-time';
import type { TMinuteRange } from './working-time';

/**
 * A busy time of the provider's own calendar (issue 31), as the router hands it over from the
 * calendar sync: all-day ones cover the provider's local days from `start` to `end`.
 */
export type TBusyTime = { start: string; end: string; allDay: boolean; title: string | null };

/**
 * How busy time looks: hatched in slate, denser than closed time, behind the bookings; its label
 * sits on white so it reads at 4.5:1 whatever the stripes under it.
 */
export const BUSY_TIME_CLASS =
  'border-l-4 border-slate-500 bg-[repeating-linear-gradient(45deg,var(--color-slate-300)_0_2px,var(--color-slate-50)_2px_7px)]';

export const BUSY_LABEL = 'Occupé — agenda personnel';

/** What the block shows: the event's title when the provider chose to see titles, else « Occupé ». */
export function busyText(busy: TBusyTime): string {
  return busy.title ?? BUSY_LABEL;
}

/** What it is called for a screen reader, with its times when it has some. */
export function busyName(busy: TBusyTime, zone: string): string {
  const what = busy.title ? `${busy.title} (agenda personnel)` : BUSY_LABEL;
  return busy.allDay
    ? `${what}, toute la journée`
    : `${what}, ${formatTimeRange(busy.start, busy.end, zone)}`;
}

/** Two calendars may hold the same event: drawn once. */
export function busyKey(busy: TBusyTime): string {
  return `${busy.start}|${busy.end}|${busy.allDay}|${busy.title ?? ''}`;
}

function distinct<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function overlapsDay(busy: TBusyTime, day: DateTime, zone: string): boolean {
  const dayStart = day.startOf('day');
  return inZone(busy.start, zone) < dayStart.plus({ days: 1 }) && inZone(busy.end, zone) > dayStart;
}

/** The day's all-day busy times. */
export function allDayBusyOn(busy: readonly TBusyTime[], day: DateTime, zone: string): TBusyTime[] {
  return distinct(
    busy.filter((b) => b.allDay && overlapsDay(b, day, zone)),
    busyKey,
  );
}

/** The day's timed busy times, in wall-clock minutes of that day, cut to the shown hours. */
export function timedBusyOn(
  busy: readonly TBusyTime[],
  day: DateTime,
  zone: string,
  hours: TMinuteRange,
): Array<TMinuteRange & { busy: TBusyTime }> {
  const dayStart = day.startOf('day');
  return distinct(busy, busyKey).flatMap((b) => {
    if (b.allDay || !overlapsDay(b, day, zone)) return [];
    const start = inZone(b.start, zone);
    const end = inZone(b.end, zone);
    const from = start <= dayStart ? 0 : start.hour * 60 + start.minute;
    const to = end >= dayStart.plus({ days: 1 }) ? 24 * 60 : end.hour * 60 + end.minute;
    const startMinute = Math.max(from, hours.startMinute);
    const endMinute = Math.min(to, hours.endMinute);
    return endMinute > startMinute ? [{ startMinute, endMinute, busy: b }] : [];
  });
}
