import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TBooking, ZBookingPatch } from '../../../../shared/schemas/booking';
import { ZBookingEnvelope } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { applyBookingChange } from './bookings-cache';

export type TBookingPatch = z.input<typeof ZBookingPatch>;

/** PATCH /api/bookings/{id} {status?, start?, note?, notifyClient?}: 409 when the new time overlaps another booking. */
export async function updateBooking(id: string, patch: TBookingPatch): Promise<TBooking> {
  const body = await apiRequest<unknown>(`/api/bookings/${id}`, { method: 'PATCH', body: patch });
  return parseResponse(ZBookingEnvelope, body).booking;
}

export function useUpdateBookingMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TBookingPatch) => updateBooking(id, patch),
    onSuccess: (booking) => applyBookingChange(queryClient, 'booking_updated', booking),
  });
}
