import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBooking, TClientCancelBooking } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

export type TCancelBookingRequest = { bookingId: string; token: string; reason: string };

/** POST /api/public/bookings/{id}/cancel {token, reason?}; 409/422 inside the notice or already cancelled. */
export async function cancelPublicBooking(request: TCancelBookingRequest): Promise<TBooking> {
  const reason = request.reason.trim();
  const payload: TClientCancelBooking = reason ? { token: request.token, reason } : { token: request.token };
  const body = await apiRequest<unknown>(
    `/api/public/bookings/${encodeURIComponent(request.bookingId)}/cancel`,
    { method: 'POST', body: payload },
  );
  return parseResponse(ZBookingEnvelope, body).booking;
}

export function useCancelBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPublicBooking,
    onSuccess: (booking) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.managed() }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.availability(booking.providerId) }),
      ]),
  });
}
