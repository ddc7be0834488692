import { DateTime } from 'luxon';
import { formatDate } from '../../../shared/french-format';
import type { TRecurrence, TRecurrenceFrequency } from '../../../shared/schemas/service-options';

/** How far each occurrence is from the first, on the provider's calendar (not in hours). */
const STEP: Record<TRecurrenceFrequency, (n: number) => { weeks: number } | { months: number }> = {
  weekly: (n) => ({ weeks: n }),
  every2weeks: (n) => ({ weeks: 2 * n }),
  monthly: (n) => ({ months: n }),
};

/**
 * The starts of a series (issue 32), the first included: the same wall time in the provider's
 * zone every time, so 10:00 stays 10:00 across a change of daylight saving time (the UTC hour
 * moves instead). Each occurrence is counted from the first, not from the one before: a monthly
 * series from the 31st falls on the last day of the shorter months (luxon clamps) and comes back
 * to the 31st after them. A wall time that a spring-forward night skips moves an hour later.
 */
export function seriesStarts(first: Date, recurrence: TRecurrence, timezone: string): Date[] {
  const start = DateTime.fromJSDate(first, { zone: timezone });
  return Array.from({ length: recurrence.count }, (_, n) =>
    start.plus(STEP[recurrence.frequency](n)).toJSDate(),
  );
}

/** « mardi 15 décembre 2026 »: a date of the series as a 409 lists it, in the provider's zone. */
export function seriesDateLabel(start: Date, timezone: string): string {
  return formatDate(start, timezone, 'full');
}
