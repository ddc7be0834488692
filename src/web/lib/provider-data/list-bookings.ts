import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBooking } from '../../../shared/schemas/booking';
import { ZBookingsResponse } from '../../../shared/schemas/booking-responses';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';
import { bookingListKey, type TBookingsFilter } from './query-keys';

/** GET /api/bookings?from&to&status: the provider's bookings that overlap [from, to). */
export async function fetchBookings(filter: TBookingsFilter): Promise<TBooking[]> {
  const params = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.status) params.set('status', filter.status);
  const body = await apiRequest<unknown>(`/api/bookings?${params.toString()}`);
  return parseResponse(ZBookingsResponse, body).bookings.toSorted((a, b) => a.start.localeCompare(b.start));
}

/** `keepPrevious`: a calendar keeps showing the last period while the next one loads. */
export function useBookingsQuery(filter: TBookingsFilter, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: bookingListKey(filter),
    queryFn: () => fetchBookings(filter),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
