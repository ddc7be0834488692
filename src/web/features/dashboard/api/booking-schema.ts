import type { TBooking } from '../../../../shared/schemas/booking';

/** A window of bookings; `status` narrows it to one status (the « Annulés » filter). */
export type TBookingsFilter = { from: string; to: string; status?: TBooking['status'] };

export const BOOKINGS_QUERY_KEY = ['bookings'] as const;
export const BOOKING_LISTS_KEY = ['bookings', 'list'] as const;

export function bookingListKey(filter: TBookingsFilter) {
  return [...BOOKING_LISTS_KEY, filter] as const;
}

export function bookingDetailKey(id: string) {
  return ['bookings', 'detail', id] as const;
}
