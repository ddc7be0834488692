import { Link } from 'react-router';
import { formatDateTime } from '../../../../../shared/french-format';
import type { TAdminChatSummary } from '../../../../../shared/schemas/support';

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const unreadLabel = (n: number) => `${n} message${n > 1 ? 's' : ''} non lu${n > 1 ? 's' : ''}`;

/** The inbox: one line per conversation, the most recent first, unread counts in red. */
export function SupportChatList({
  chats,
  online,
  activeId,
}: {
  chats: TAdminChatSummary[];
  online: ReadonlySet<string>;
  activeId: string | undefined;
}) {
  return (
    <nav aria-label="Conversations" className="rounded-2xl border border-slate-200 bg-white">
      <ul className="divide-y divide-slate-200">
        {chats.map((chat) => {
          const active = chat._id === activeId;
          const isOnline = online.has(chat.userId);
          return (
            <li key={chat._id}>
              <Link
                to={`/admin/chats/${chat._id}`}
                aria-current={active ? 'page' : undefined}
                className={`block px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 ${
                  active ? 'bg-brand-50' : 'hover:bg-slate-50'
                }`}
              >
                <span className="flex items-center gap-2">
                  <span className="truncate font-semibold text-slate-900">{chat.user.name}</span>
                  {isOnline && (
                    <span className="size-2 shrink-0 rounded-full bg-emerald-600" title="en ligne">
                      <span className="sr-only">en ligne</span>
                    </span>
                  )}
                  {chat.unreadByAdmin > 0 && (
                    <span className="ml-auto shrink-0 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {chat.unreadByAdmin}
                      <span className="sr-only"> {unreadLabel(chat.unreadByAdmin)}</span>
                    </span>
                  )}
                </span>
                <span className="block truncate text-xs text-slate-600">{chat.user.email}</span>
                {chat.lastMessage && (
                  <span className="mt-1 block truncate text-sm text-slate-700">
                    {chat.lastMessage.sender === 'admin' ? 'Vous : ' : ''}
                    {chat.lastMessage.content.split('\n')[0]}
                  </span>
                )}
                <span className="mt-0.5 block text-xs text-slate-600">
                  {formatDateTime(chat.lastMessageAt, BROWSER_ZONE, 'medium')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
