import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBooking, TCancelBooking } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { applyBookingChange } from './bookings-cache';

/** POST /api/bookings/{id}/cancel {reason?}: the slot is freed, the booking stays as cancelled. */
export async function cancelBooking(id: string, reason: string): Promise<TBooking> {
  const trimmed = reason.trim();
  const payload: TCancelBooking = trimmed ? { reason: trimmed } : {};
  const body = await apiRequest<unknown>(`/api/bookings/${id}/cancel`, { method: 'POST', body: payload });
  return parseResponse(ZBookingEnvelope, body).booking;
}

export function useCancelBookingMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelBooking(id, reason),
    onSuccess: (booking) => applyBookingChange(queryClient, 'booking_updated', booking),
  });
}
