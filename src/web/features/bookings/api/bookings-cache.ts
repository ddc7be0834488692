import type { QueryClient } from '@tanstack/react-query';
import type { TBooking } from '../../../../shared/schemas/booking';
import {
  BOOKING_LISTS_KEY,
  BOOKING_PAGES_KEY,
  bookingDetailKey,
  CLIENTS_QUERY_KEY,
  FREE_SLOTS_QUERY_KEY,
  OVERVIEW_QUERY_KEY,
  type TBookingsFilter,
} from '../../../lib/provider-data/query-keys';

export type TBookingChange = 'booking_created' | 'booking_updated' | 'booking_deleted';

function belongsTo(booking: TBooking, filter: TBookingsFilter): boolean {
  const overlaps =
    Date.parse(booking.start) < Date.parse(filter.to) && Date.parse(booking.end) > Date.parse(filter.from);
  return overlaps && (filter.status === undefined || booking.status === filter.status);
}

/**
 * A cached list after one change: the booking replaces its old copy, joins the lists whose window
 * and status it matches, and leaves the others (a cancelled booking stays, greyed, in unfiltered
 * lists; a deleted one leaves every list).
 */
export function applyToList(
  list: readonly TBooking[],
  change: TBookingChange,
  booking: TBooking,
  filter: TBookingsFilter,
): TBooking[] {
  const others = list.filter((b) => b.id !== booking.id);
  if (change === 'booking_deleted' || !belongsTo(booking, filter)) return others;
  return [...others, booking].sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * Writes a booking the server just returned or pushed into every cached view of it, so calendars,
 * lists and an open details dialog change at once, without a refetch.
 */
export function applyBookingChange(
  queryClient: QueryClient,
  change: TBookingChange,
  booking: TBooking,
): void {
  for (const [key, list] of queryClient.getQueriesData<TBooking[]>({ queryKey: BOOKING_LISTS_KEY })) {
    const filter = key[2] as TBookingsFilter | undefined;
    if (!list || !filter) continue;
    queryClient.setQueryData(key, applyToList(list, change, booking, filter));
  }
  if (change === 'booking_deleted') queryClient.removeQueries({ queryKey: bookingDetailKey(booking.id) });
  else queryClient.setQueryData(bookingDetailKey(booking.id), booking);
  // Visit counts, free times, the searched pages and the home page's last cancellations come from
  // the server: let it redo them.
  void queryClient.invalidateQueries({ queryKey: BOOKING_PAGES_KEY });
  void queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: FREE_SLOTS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: OVERVIEW_QUERY_KEY });
}
