import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBooking, TClientRescheduleBooking } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

export type TRescheduleRequest = { bookingId: string; token: string; start: string };

/** POST /api/public/bookings/{id}/reschedule {token, start}; 409 when the new slot is taken. */
export async function reschedulePublicBooking(request: TRescheduleRequest): Promise<TBooking> {
  const payload: TClientRescheduleBooking = { token: request.token, start: request.start };
  const body = await apiRequest<unknown>(
    `/api/public/bookings/${encodeURIComponent(request.bookingId)}/reschedule`,
    { method: 'POST', body: payload },
  );
  return parseResponse(ZBookingEnvelope, body).booking;
}

export function useRescheduleBookingMutation(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reschedulePublicBooking,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.managed() }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.availability(providerId) }),
      ]),
  });
}
