import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TBooking, ZCreateManualBooking } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { applyBookingChange } from './bookings-cache';

export type TCreateManualBooking = z.input<typeof ZCreateManualBooking>;
export type TCreateManualBookingRequest = { input: TCreateManualBooking; idempotencyKey: string };

/**
 * POST /api/bookings with an Idempotency-Key: a retry after a lost answer gets the first booking
 * back instead of a second one; 409 when the time overlaps another booking.
 */
export async function createManualBooking({
  input,
  idempotencyKey,
}: TCreateManualBookingRequest): Promise<TBooking> {
  const body = await apiRequest<unknown>('/api/bookings', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return parseResponse(ZBookingEnvelope, body).booking;
}

export function useCreateManualBookingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualBooking,
    onSuccess: (booking) => applyBookingChange(queryClient, 'booking_created', booking),
  });
}
