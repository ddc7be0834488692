import type { TBooking } from '../../../shared/schemas/booking';

/**
 * The cache keys several dashboard features read or refresh: a booking change recounts the clients
 * and the free times, erasing a client rewrites bookings and the retention preview.
 */

/** A window of bookings; `status` narrows it to one status (the « Annulés » filter). */
export type TBookingsFilter = { from: string; to: string; status?: TBooking['status'] };

export const BOOKINGS_QUERY_KEY = ['bookings'] as const;
export const BOOKING_LISTS_KEY = ['bookings', 'list'] as const;

export function bookingListKey(filter: TBookingsFilter) {
  return [...BOOKING_LISTS_KEY, filter] as const;
}

/** The appointments list's pages (issue 37): searched by the server, so a change refetches them. */
export const BOOKING_PAGES_KEY = ['bookings', 'pages'] as const;

export function bookingDetailKey(id: string) {
  return ['bookings', 'detail', id] as const;
}

export const FREE_SLOTS_QUERY_KEY = ['bookings', 'free-slots'] as const;
export const CLIENTS_QUERY_KEY = ['clients'] as const;
/** The home page's last cancellations and waitlist (issue 37): a booking change asks it again. */
export const OVERVIEW_QUERY_KEY = ['overview'] as const;
export const RETENTION_PREVIEW_QUERY_KEY = ['gdpr', 'retention'] as const;
