import { useQueryClient } from '@tanstack/react-query';
import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';
import { useWaitlistEvents } from '../../../lib/realtime/use-waitlist-events';
import { WAITLIST_QUERY_KEY, waitlistListKey } from '../api/provider-query-keys';

/**
 * On `waitlist_changed`, every waitlist list reads again. `onJoined` hears of an entry the full list
 * did not have yet: someone joined (a leave, an offer or a booking changes an entry already listed).
 */
export function useWaitlistLive(onJoined?: () => void): void {
  const queryClient = useQueryClient();
  useWaitlistEvents((entryId) => {
    const listed = queryClient.getQueryData<TWaitlistEntry[]>(waitlistListKey());
    if (listed && !listed.some((entry) => entry.id === entryId)) onJoined?.();
    void queryClient.invalidateQueries({ queryKey: WAITLIST_QUERY_KEY });
  });
}
