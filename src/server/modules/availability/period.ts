import { DateTime } from 'luxon';
import { isCalendarDate } from '../../../shared/schemas/fields';
import { AppError } from '../../http/app-error';
import { DAY_MS } from './local-time';

export const MAX_PERIOD_DAYS = 62;
export const DEFAULT_PERIOD_DAYS = 31;
/** The bounds themselves are checked by the query's schema (ZPeriodBound in src/shared). */
export const PERIOD_MESSAGES = {
  order: 'La fin de la période doit suivre son début',
  tooLong: `La période demandée ne peut pas dépasser ${MAX_PERIOD_DAYS} jours`,
} as const;

/**
 * The [from, to) period of a slots query. A bare date is a day of the provider's zone: `from` is
 * its midnight, `to` includes it (ends at the next midnight), so from=2026-06-01&to=2026-06-30 is
 * all of June. Defaults: from = now, to = from + 31 days; at most 62 days.
 */
export function resolvePeriod(
  timezone: string,
  raw: { from?: string; to?: string },
  now: Date,
): { from: Date; to: Date } {
  const from = raw.from ? bound(raw.from, timezone, 0) : now;
  const to = raw.to ? bound(raw.to, timezone, 1) : new Date(from.getTime() + DEFAULT_PERIOD_DAYS * DAY_MS);
  if (to.getTime() < from.getTime()) throw new AppError('VALIDATION', PERIOD_MESSAGES.order, { field: 'to' });
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS) {
    throw new AppError('VALIDATION', PERIOD_MESSAGES.tooLong, { field: 'to' });
  }
  return { from, to };
}

function bound(value: string, timezone: string, extraDays: number): Date {
  if (!isCalendarDate(value)) return new Date(value);
  return DateTime.fromISO(value, { zone: timezone }).plus({ days: extraDays }).toJSDate();
}
