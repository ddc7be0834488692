import type { TShellNavCount } from '../../../../components/ui/app-shell';
import { useSupportChatsQuery } from '../api/list-support-chats';
import { useSupportInboxLive } from '../hooks/use-support-inbox-live';

/** The inbox's unread total, live: the menu shows it while it is open. */
function useSupportUnreadTotal(): number {
  useSupportInboxLive();
  return useSupportChatsQuery().data?.unreadTotal ?? 0;
}

/** The red count beside « Support » in the admin menu: user messages no administrator has read. */
export const SUPPORT_UNREAD_COUNT: TShellNavCount = {
  useValue: useSupportUnreadTotal,
  describe: (total) => `${total} message${total > 1 ? 's' : ''} non lu${total > 1 ? 's' : ''}`,
  tone: 'alert',
};
