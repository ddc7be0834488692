import type { TShellNavCount } from '../../../components/ui/app-shell';
import { useWaitlistQuery } from '../api/provider-list-waitlist';
import { useWaitlistLive } from './use-waitlist-live';

/** Entries still waiting for a slot (offered ones too: an offer is not a booking), live. */
function useWaitingCount(): number {
  useWaitlistLive();
  const entries = useWaitlistQuery().data ?? [];
  return entries.filter((entry) => entry.status !== 'booked').length;
}

/** « Liste d'attente, 3 en attente » in the dashboard's menu, the number shown beside the label. */
export const WAITLIST_MENU_COUNT: TShellNavCount = {
  useValue: useWaitingCount,
  describe: (count) => `${count} en attente`,
  tone: 'info',
};
