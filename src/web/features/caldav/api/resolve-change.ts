import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { BOOKINGS_QUERY_KEY } from '../../../lib/provider-data/query-keys';
import { CALENDAR_SYNC_QUERY_KEY } from './query-keys';

/**
 * What the provider decides about a booking they moved or deleted in their own calendar:
 * `keep` leaves the booking as it is in Créneau; `cancel-booking` cancels it and e-mails the client.
 */
export type TChangeDecision = 'keep' | 'cancel-booking';

export async function resolveChange(bookingId: string, decision: TChangeDecision): Promise<void> {
  await apiRequest<unknown>(`/api/calendar-sync/changes/${encodeURIComponent(bookingId)}/${decision}`, {
    method: 'POST',
  });
}

export function useResolveChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, decision }: { bookingId: string; decision: TChangeDecision }) =>
      resolveChange(bookingId, decision),
    onSuccess: async (_, { decision }) => {
      // A cancelled booking leaves the agenda and the lists too.
      if (decision === 'cancel-booking') void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: CALENDAR_SYNC_QUERY_KEY });
    },
  });
}
