import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { WAITLIST_QUERY_KEY } from './provider-query-keys';

/** DELETE /api/waitlist/{id}: the client is no longer told of freed slots. */
export async function removeWaitlistEntry(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveWaitlistEntryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlistEntry,
    // Every list (each filter and the menu's count) reads again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY }),
  });
}
