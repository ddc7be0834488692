import { useQuery } from '@tanstack/react-query';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingDetailKey } from '../../../lib/provider-data/query-keys';

/** GET /api/bookings/{id}. */
export async function fetchBooking(id: string): Promise<TBooking> {
  return parseResponse(ZBookingEnvelope, await apiRequest<unknown>(`/api/bookings/${id}`)).booking;
}

/**
 * One booking, seeded with the copy the list already holds (no second request on open); live
 * events and mutations write the same cache entry, so an open details dialog stays current.
 */
export function useBookingQuery(initial: TBooking) {
  return useQuery({
    queryKey: bookingDetailKey(initial.id),
    queryFn: () => fetchBooking(initial.id),
    initialData: initial,
    // The list's copy was just fetched and events keep it current: no request on every opening.
    staleTime: 60_000,
  });
}
