import type { DateTime } from 'luxon';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TBookingsFilter } from '../../../lib/provider-data/query-keys';

export type TListFilter = 'upcoming' | 'past' | 'cancelled';

export const LIST_FILTERS: ReadonlyArray<{ id: TListFilter; label: string }> = [
  { id: 'upcoming', label: 'À venir' },
  { id: 'past', label: 'Passés' },
  { id: 'cancelled', label: 'Annulés' },
];

/** How far ahead the lists look: a year covers any booking horizon. */
const FUTURE_DAYS = 366;
/**
 * How far back: the API answers at most 1000 bookings, oldest first, so a long past window would
 * lose the most recent ones of a busy provider; two months keep them all.
 */
export const PAST_DAYS = 60;

/**
 * The request window of each filter, from today's midnight in the provider's zone (stable all day
 * long, so the list is cached rather than refetched on every render).
 */
export function filterWindow(filter: TListFilter, today: DateTime): TBookingsFilter {
  const iso = (d: DateTime) => d.toUTC().toISO() ?? '';
  const past = today.minus({ days: PAST_DAYS });
  const future = today.plus({ days: FUTURE_DAYS });
  if (filter === 'upcoming') return { from: iso(today), to: iso(future) };
  if (filter === 'past') return { from: iso(past), to: iso(today.plus({ days: 1 })) };
  return { from: iso(past), to: iso(future), status: 'cancelled' };
}

/** The bookings a filter shows, in reading order: the next first, the past and cancelled most recent first. */
export function selectForFilter(
  filter: TListFilter,
  bookings: readonly TBooking[],
  now: DateTime,
): TBooking[] {
  const nowMs = now.toMillis();
  if (filter === 'cancelled') {
    return bookings.filter((b) => b.status === 'cancelled').sort((a, b) => b.start.localeCompare(a.start));
  }
  const active = bookings.filter((b) => b.status !== 'cancelled');
  if (filter === 'upcoming') {
    return active.filter((b) => Date.parse(b.end) > nowMs).sort((a, b) => a.start.localeCompare(b.start));
  }
  return active.filter((b) => Date.parse(b.end) <= nowMs).sort((a, b) => b.start.localeCompare(a.start));
}
