import { DateTime } from 'luxon';

/** The booking's day (YYYY-MM-DD) in its zone: what a waitlist window holds (ADR 0060). */
export function localDayOf(start: Date, timezone: string): string {
  return DateTime.fromJSDate(start, { zone: timezone }).toISODate() ?? '';
}
