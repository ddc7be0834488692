import { useQuery } from '@tanstack/react-query';
import { type TManagedBooking, ZManagedBooking } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

/** How often the page asks again while Stripe's event confirms a paid hold (issue 34). */
export const PAYMENT_POLL_MS = 2_000;

/** GET /api/public/bookings/by-token/{token}: the booking a manage link opens (404 wrong token). */
export async function fetchBookingByToken(token: string): Promise<TManagedBooking> {
  const body = await apiRequest<unknown>(`/api/public/bookings/by-token/${encodeURIComponent(token)}`);
  return parseResponse(ZManagedBooking, body);
}

/**
 * `pollWhileAwaiting`: the client is back from paying, so the booking is read again every 2 s
 * until it no longer waits for its payment (the signed event has confirmed it, or the hold ended).
 */
export function useBookingByTokenQuery(token: string, { pollWhileAwaiting = false } = {}) {
  return useQuery({
    queryKey: bookingKeys.byToken(token),
    queryFn: () => fetchBookingByToken(token),
    refetchInterval: (query) =>
      pollWhileAwaiting && query.state.data?.booking.status === 'awaiting_payment' ? PAYMENT_POLL_MS : false,
  });
}
