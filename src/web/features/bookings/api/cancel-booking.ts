import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBooking, TCancelBooking } from '../../../../shared/schemas/booking';
import { ZCancelBookingResponse } from '../../../../shared/schemas/booking-responses';
import type { TCancelScope } from '../../../../shared/schemas/service-options';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { applyBookingChange } from './bookings-cache';

/** `refund` (issue 34): give back what the client paid; absent, the server decides (it refunds). */
export type TCancelRequest = { reason: string; scope?: TCancelScope; refund?: boolean };
/** The booking asked about and every booking the scope took (itself included). */
export type TCancelResult = { booking: TBooking; cancelled: TBooking[] };

/**
 * POST /api/bookings/{id}/cancel {reason?, scope?, refund?}: the slots are freed, the bookings stay as
 * cancelled. Without a scope the server cancels this booking only.
 */
export async function cancelBooking(
  id: string,
  { reason, scope, refund }: TCancelRequest,
): Promise<TCancelResult> {
  const trimmed = reason.trim();
  const payload: TCancelBooking = {
    ...(trimmed ? { reason: trimmed } : {}),
    ...(scope ? { scope } : {}),
    ...(refund === undefined ? {} : { refund }),
  };
  const body = await apiRequest<unknown>(`/api/bookings/${id}/cancel`, { method: 'POST', body: payload });
  const { booking, cancelled } = parseResponse(ZCancelBookingResponse, body);
  return { booking, cancelled };
}

/** Cancels any booking: the group session's dialog cancels one attendee's place or them all. */
export function useCancelBookingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...request }: TCancelRequest & { id: string }) => cancelBooking(id, request),
    onSuccess: ({ booking, cancelled }) => {
      // The live events follow, one per booking; the views change now.
      for (const each of cancelled) applyBookingChange(queryClient, 'booking_updated', each);
      applyBookingChange(queryClient, 'booking_updated', booking);
    },
  });
}

export function useCancelBookingMutation(id: string) {
  const mutation = useCancelBookingsMutation();
  return {
    ...mutation,
    mutate: (request: TCancelRequest, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ id, ...request }, options),
  };
}
