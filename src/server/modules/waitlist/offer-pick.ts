import { DateTime } from 'luxon';
import { WAITLIST_OFFERS_PER_SLOT } from '../../../shared/schemas/waitlist';

/** The local days a run looks at (YYYY-MM-DD, provider's zone, both included). */
export type TOfferDays = { today: string; fromDay: string; toDay: string };

/** Calendar days (YYYY-MM-DD) order as their text does. */
const laterDay = (a: string, b: string): string => (a.localeCompare(b) < 0 ? b : a);
const earlierDay = (a: string, b: string): string => (a.localeCompare(b) < 0 ? a : b);

const localDay = (instant: number, timezone: string): string =>
  DateTime.fromMillis(instant, { zone: timezone }).toISODate() ?? '';

/**
 * The days of the freed range from today on: the days its instants touch, or today to the end of
 * the booking horizon for a range that is the whole horizon; null when none is left.
 */
export function offerDays(
  timezone: string,
  maxAdvanceDays: number,
  range: { from: string | null; to: string | null },
  now: Date,
): TOfferDays | null {
  const today = localDay(now.getTime(), timezone);
  const start = range.from ? localDay(Date.parse(range.from), timezone) : today;
  // `to` is exclusive: a range ending at midnight does not touch the next day.
  const toDay = range.to
    ? localDay(Date.parse(range.to) - 1, timezone)
    : (DateTime.fromJSDate(now, { zone: timezone }).plus({ days: maxAdvanceDays }).toISODate() ?? today);
  const fromDay = laterDay(start, today);
  return fromDay <= toDay ? { today, fromDay, toDay } : null;
}

/** The days of an entry's window inside the run's days; null when they do not meet. */
export function entryPeriod(
  entry: { fromDay: string; toDay: string },
  days: TOfferDays,
): { from: string; to: string } | null {
  const from = laterDay(entry.fromDay, days.fromDay);
  const to = earlierDay(entry.toDay, days.toDay);
  return from <= to ? { from, to } : null;
}

/** One slot of one service: at most WAITLIST_OFFERS_PER_SLOT entries are offered it in a run. */
export const slotKey = (serviceId: string, start: Date): string => `${serviceId}@${start.toISOString()}`;

/**
 * The earliest free slot still offered to fewer than WAITLIST_OFFERS_PER_SLOT entries in this run;
 * for a « plus tôt » alert, only one that starts before its booking.
 */
export function pickSlot<S extends { start: Date }>(
  serviceId: string,
  slots: readonly S[],
  offered: ReadonlyMap<string, number>,
  before: Date | null,
): S | undefined {
  return [...slots]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .find(
      (slot) =>
        (before === null || slot.start < before) &&
        (offered.get(slotKey(serviceId, slot.start)) ?? 0) < WAITLIST_OFFERS_PER_SLOT,
    );
}
