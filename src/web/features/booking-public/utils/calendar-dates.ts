import { DateTime } from 'luxon';

/**
 * Date arithmetic for the booking calendar. Days are keys « AAAA-MM-JJ » and months « AAAA-MM »
 * in the provider's zone; only the conversions to instants need that zone.
 */

const utcDay = (dateKey: string) => DateTime.fromISO(dateKey, { zone: 'utc' });

export function addDays(dateKey: string, days: number): string {
  return utcDay(dateKey).plus({ days }).toISODate() ?? dateKey;
}

export function addMonths(monthKey: string, months: number): string {
  return utcDay(`${monthKey}-01`).plus({ months }).toFormat('yyyy-MM');
}

export function monthOf(dateKey: string): string {
  return dateKey.slice(0, 7);
}

/** The month's days in weeks starting on Monday; null pads the first and last week. */
export function monthWeeks(monthKey: string): Array<Array<string | null>> {
  const first = utcDay(`${monthKey}-01`);
  const cells: Array<string | null> = Array.from({ length: first.weekday - 1 }, () => null);
  for (let day = 0; day < (first.daysInMonth ?? 0); day += 1) {
    cells.push(first.plus({ days: day }).toISODate());
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(dateKey: string): number {
  return utcDay(dateKey).weekday - 1;
}

/** Today's date where the provider works (a visitor abroad may already be tomorrow). */
export function todayIn(timeZone: string): string {
  return DateTime.now().setZone(timeZone).toISODate() ?? DateTime.utc().toISODate() ?? '';
}

/** The instants that bound a provider's day, for the slots request (23 or 25 h long on DST days). */
export function dayBoundsUtc(dateKey: string, timeZone: string): { from: string; to: string } {
  const start = DateTime.fromISO(dateKey, { zone: timeZone }).startOf('day');
  return {
    from: start.toUTC().toISO() ?? '',
    to: start.plus({ days: 1 }).toUTC().toISO() ?? '',
  };
}

/** The provider's calendar date of an instant. */
export function dateKeyOf(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(timeZone).toISODate() ?? '';
}

/** The zone the visitor's device uses, to tell them when the times shown are not theirs. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
