import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { TAdminChat } from '../../../../../shared/schemas/support';
import { LinkButton } from '../../../../components/ui/link-button';
import { QueryState } from '../../../../components/ui/query-state';
import { markChatRead } from '../../api/mark-chat-read';
import { ChatComposer } from '../../components/chat-composer';
import { ChatMessages } from '../../components/chat-messages';
import { supportChatKey, useSupportChatQuery } from '../api/get-support-chat';
import { useReplySupportChat } from '../api/reply-support-chat';
import { applyChatToInbox } from '../hooks/use-support-inbox-live';

/** Every user message read now: what the server did, without waiting for its live echo. */
function readByAdmin(chat: TAdminChat, now: string): TAdminChat {
  return {
    ...chat,
    unreadByAdmin: 0,
    messages: chat.messages.map((m) => (m.sender === 'user' && !m.readAt ? { ...m, readAt: now } : m)),
  };
}

/**
 * One conversation: who it is (online or not, « Voir la fiche »), the messages and the reply box.
 * Open means read: unread user messages are marked read (`isAdmin: true`), now and as they arrive.
 */
export function SupportConversation({ chatId, online }: { chatId: string; online: ReadonlySet<string> }) {
  const queryClient = useQueryClient();
  const query = useSupportChatQuery(chatId);
  const reply = useReplySupportChat(chatId);
  const unread = query.data?.unreadByAdmin ?? 0;

  useEffect(() => {
    const chat = queryClient.getQueryData<TAdminChat>(supportChatKey(chatId));
    if (unread === 0 || !chat) return;
    markChatRead(chatId, true)
      .then(() => applyChatToInbox(queryClient, readByAdmin(chat, new Date().toISOString())))
      // The count stays until the next opening; nothing else depends on it.
      .catch((err: unknown) => console.warn('chat : lecture non enregistrée', err));
  }, [chatId, unread, queryClient]);

  return (
    <section aria-label="Conversation" className="flex flex-col rounded-2xl border border-slate-200 bg-white">
      <QueryState
        query={query}
        loadingLabel="Chargement de la conversation…"
        errorLabel="La conversation n’a pas pu être chargée."
      >
        {(chat) => (
          <>
            <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
              <Link
                to="/admin/chats"
                className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
              >
                <ArrowLeft className="size-5" aria-hidden="true" />
                <span className="sr-only">Retour aux conversations</span>
              </Link>
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-semibold text-slate-900">{chat.user.name}</h2>
                <p className="truncate text-sm text-slate-600">
                  {chat.user.email} · {online.has(chat.userId) ? 'en ligne' : 'hors ligne'}
                </p>
              </div>
              <LinkButton to={`/admin/users/${chat.userId}`} variant="secondary" size="sm">
                <UserRound className="size-4" aria-hidden="true" />
                Voir la fiche
              </LinkButton>
            </header>
            <ChatMessages
              messages={chat.messages}
              ownSide="admin"
              otherLabel={chat.user.name}
              className="max-h-[60dvh] min-h-48 flex-1 px-4 py-3"
            />
            <div className="border-t border-slate-200 px-4 py-3">
              <ChatComposer
                onSend={(message) => reply.mutateAsync(message)}
                label={`Répondre à ${chat.user.name}`}
              />
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
