import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { type TCalendarConnection, ZConnectionAnswer } from './calendar-sync-schemas';
import { CALENDAR_SYNC_QUERY_KEY } from './query-keys';

export type TConnectCalendar = { serverUrl: string; username: string; password: string };

/** POST /api/calendar-sync: the server checks the account, finds its calendars and keeps the password encrypted. */
export async function connectCalendar(input: TConnectCalendar): Promise<TCalendarConnection> {
  const body = await apiRequest<unknown>('/api/calendar-sync', { method: 'POST', body: input });
  return parseResponse(ZConnectionAnswer, body).connection;
}

export function useConnectCalendarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCalendar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_SYNC_QUERY_KEY }),
  });
}
