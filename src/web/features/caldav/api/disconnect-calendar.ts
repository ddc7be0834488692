import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CALENDAR_SYNC_QUERY_KEY } from './query-keys';

/** DELETE /api/calendar-sync/{id} (204): the account, its password and its busy times go. */
export async function disconnectCalendar(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/calendar-sync/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDisconnectCalendarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_SYNC_QUERY_KEY }),
  });
}
