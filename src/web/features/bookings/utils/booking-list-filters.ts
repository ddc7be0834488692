import type { DateTime } from 'luxon';
import { BOOKING_STATUSES, type TBooking } from '../../../../shared/schemas/booking';
import { inZone } from '../../../lib/zoned-time';

export type TListFilter = 'all' | 'upcoming' | 'past' | 'cancelled';

export const LIST_FILTERS: ReadonlyArray<{ id: TListFilter; label: string }> = [
  { id: 'upcoming', label: 'À venir' },
  { id: 'past', label: 'Passés' },
  { id: 'cancelled', label: 'Annulés' },
  { id: 'all', label: 'Tous' },
];

/** How far ahead the lists look by default: a year covers any booking horizon. */
const FUTURE_DAYS = 366;
/** How far back by default; « Du » goes further, page by page (issue 37). */
export const PAST_DAYS = 60;

/** What the list asks the server for: days of the provider's zone (« Du », « Au », both included). */
export type TListQuery = { filter: TListFilter; from: string; to: string; q: string };

/** The server's filters: instants, statuses, search (GET /api/bookings and its export). */
export type TBookingsListParams = {
  from: string;
  to: string;
  status?: string;
  q?: string;
  order?: 'desc';
};

const NOT_CANCELLED = BOOKING_STATUSES.filter((s) => s !== 'cancelled').join(',');

/** The days a filter opens on, from today in the provider's zone. */
export function defaultRange(filter: TListFilter, today: DateTime): { from: string; to: string } {
  const day = (d: DateTime) => d.toISODate() ?? '';
  const past = day(today.minus({ days: PAST_DAYS }));
  const future = day(today.plus({ days: FUTURE_DAYS }));
  if (filter === 'upcoming') return { from: day(today), to: future };
  if (filter === 'past') return { from: past, to: day(today) };
  return { from: past, to: future };
}

/** The request of a list query: « Au » is included, so the period ends at the next midnight. */
export function listParams(query: TListQuery, zone: string): TBookingsListParams {
  const start = (isoDay: string) => inZone(`${isoDay}T00:00:00`, zone);
  const params: TBookingsListParams = {
    from: start(query.from).toUTC().toISO() ?? '',
    to: start(query.to).plus({ days: 1 }).toUTC().toISO() ?? '',
  };
  if (query.filter === 'cancelled') params.status = 'cancelled';
  if (query.filter === 'upcoming' || query.filter === 'past') params.status = NOT_CANCELLED;
  // The past reads back from today: the latest first, « Charger plus » going further back.
  if (query.filter === 'past') params.order = 'desc';
  const q = query.q.trim();
  if (q) params.q = q;
  return params;
}

/** `?from&to&status&q` of these params. */
export function listSearch(params: TBookingsListParams): URLSearchParams {
  const search = new URLSearchParams({ from: params.from, to: params.to });
  if (params.status) search.set('status', params.status);
  if (params.q) search.set('q', params.q);
  if (params.order) search.set('order', params.order);
  return search;
}

/** « À venir » hides what has ended today, « Passés » what has not ended yet. */
export function selectForFilter(
  filter: TListFilter,
  bookings: readonly TBooking[],
  now: DateTime,
): TBooking[] {
  const nowMs = now.toMillis();
  if (filter === 'upcoming') return bookings.filter((b) => Date.parse(b.end) > nowMs);
  if (filter === 'past') return bookings.filter((b) => Date.parse(b.end) <= nowMs);
  return [...bookings];
}
