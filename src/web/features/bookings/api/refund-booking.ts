import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBooking } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { applyBookingChange } from './bookings-cache';

/**
 * POST /api/bookings/{id}/refund (issue 34): gives back what the client paid — all that is left,
 * or `amountCents` of it — on the provider's Stripe account. The answer is the booking, its
 * payment as it stands (the refund is asked of Stripe).
 */
export async function refundBooking(id: string, amountCents?: number): Promise<TBooking> {
  const body = await apiRequest<unknown>(`/api/bookings/${id}/refund`, {
    method: 'POST',
    body: amountCents === undefined ? {} : { amountCents },
  });
  return parseResponse(ZBookingEnvelope, body).booking;
}

export function useRefundBookingMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number | undefined) => refundBooking(id, amountCents),
    onSuccess: (booking) => applyBookingChange(queryClient, 'booking_updated', booking),
  });
}
