import { useQuery } from '@tanstack/react-query';
import { type TManagedBooking, ZManagedBooking } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

/** GET /api/public/bookings/{bookingId}?token=: the booking a cancel link opens (404 wrong token). */
export async function fetchBooking(bookingId: string, token: string): Promise<TManagedBooking> {
  const query = new URLSearchParams({ token });
  const body = await apiRequest<unknown>(
    `/api/public/bookings/${encodeURIComponent(bookingId)}?${query.toString()}`,
  );
  return parseResponse(ZManagedBooking, body);
}

export function useBookingQuery(bookingId: string, token: string) {
  return useQuery({
    queryKey: bookingKeys.byId(bookingId, token),
    queryFn: () => fetchBooking(bookingId, token),
  });
}
