import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationPreferences } from '../../../shared/schemas/notifications';
import { fetchNotificationPreferences, saveNotificationPreferences } from './notifications-api';
import { PREFERENCES_KEY } from './query-keys';

/** GET /api/user-notifications/preferences: per type, which channels are on. */
export function usePreferencesQuery() {
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: fetchNotificationPreferences });
}

/** POST /api/user-notifications/preferences; the server's answer becomes the cached preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<TNotificationPreferences>) => saveNotificationPreferences(changes),
    onSuccess: (preferences) => queryClient.setQueryData(PREFERENCES_KEY, preferences),
  });
}
