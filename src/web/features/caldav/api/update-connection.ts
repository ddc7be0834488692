import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { type TCalendarChoice, type TCalendarConnection, ZConnectionAnswer } from './calendar-sync-schemas';
import { CALENDAR_SYNC_QUERY_KEY } from './query-keys';

export type TConnectionUpdate = { id: string; calendars?: TCalendarChoice[]; showTitles?: boolean };

/** PATCH /api/calendar-sync/{id}: which calendars block slots, the one that receives the bookings, titles shown. */
export async function updateConnection({ id, ...changes }: TConnectionUpdate): Promise<TCalendarConnection> {
  const body = await apiRequest<unknown>(`/api/calendar-sync/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
  return parseResponse(ZConnectionAnswer, body).connection;
}

/**
 * Saves the connections one after the other. Choosing the calendar that receives the bookings
 * clears it on the others server-side, so the list is read again afterwards, success or not.
 */
export function useUpdateConnectionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updates: TConnectionUpdate[]) => {
      for (const update of updates) await updateConnection(update);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDAR_SYNC_QUERY_KEY }),
  });
}
