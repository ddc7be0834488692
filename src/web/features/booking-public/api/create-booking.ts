import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TCreatePublicBooking } from '../../../../shared/schemas/booking';
import { ZCreateBookingResponse } from '../../../../shared/schemas/booking-responses';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { bookingKeys } from './query-keys';

export type TCreatedBooking = z.infer<typeof ZCreateBookingResponse>;

export type TCreateBookingRequest = {
  providerId: string;
  input: TCreatePublicBooking;
  /** Same key on a retry of the same request: the server then answers with the first booking. */
  idempotencyKey: string;
};

/** POST /api/public/providers/{id}/bookings → 201; 409 when the slot was just taken; 400 with a field. */
export async function createPublicBooking(request: TCreateBookingRequest): Promise<TCreatedBooking> {
  const body = await apiRequest<unknown>(
    `/api/public/providers/${encodeURIComponent(request.providerId)}/bookings`,
    { method: 'POST', body: request.input, headers: { 'Idempotency-Key': request.idempotencyKey } },
  );
  return parseResponse(ZCreateBookingResponse, body);
}

export function useCreateBookingMutation(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPublicBooking,
    // Booked or lost to someone else: either way the free slots have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.availability(providerId) }),
  });
}
