import { useSupportChatsQuery } from '../api/list-support-chats';
import { useSupportInboxLive } from '../hooks/use-support-inbox-live';

/** The red count beside « Support » in the admin menu: user messages no administrator has read. */
export function SupportUnreadBadge() {
  useSupportInboxLive();
  const total = useSupportChatsQuery().data?.unreadTotal ?? 0;
  if (total === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
      {total}
      <span className="sr-only">
        {' '}
        message{total > 1 ? 's' : ''} non lu{total > 1 ? 's' : ''}
      </span>
    </span>
  );
}
