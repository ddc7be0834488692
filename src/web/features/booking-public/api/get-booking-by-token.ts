import { useQuery } from '@tanstack/react-query';
import { type TManagedBooking, ZManagedBooking } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

/** GET /api/public/bookings/by-token/{token}: the booking a manage link opens (404 wrong token). */
export async function fetchBookingByToken(token: string): Promise<TManagedBooking> {
  const body = await apiRequest<unknown>(`/api/public/bookings/by-token/${encodeURIComponent(token)}`);
  return parseResponse(ZManagedBooking, body);
}

export function useBookingByTokenQuery(token: string) {
  return useQuery({ queryKey: bookingKeys.byToken(token), queryFn: () => fetchBookingByToken(token) });
}
