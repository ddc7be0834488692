import { MessagesSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useOnlineUsers } from '../../../lib/realtime/use-support-events';
import { useSupportChatsQuery } from './api/list-support-chats';
import { SupportChatList } from './components/support-chat-list';
import { SupportConversation } from './components/support-conversation';
import { useSupportInboxLive } from './hooks/use-support-inbox-live';

/**
 * /admin/chats and /admin/chats/{id}: the support inbox, live. Two panes on a wide screen (the
 * conversations, the open one); one at a time on a phone, the conversation with a way back.
 */
export function SupportChatsPage() {
  useDocumentTitle('Support — Administration — Créneau');
  const { chatId } = useParams();
  const inbox = useSupportChatsQuery();
  const online = useOnlineUsers();
  useSupportInboxLive();

  return (
    <>
      <PageHeader title="Support">Les questions des utilisateurs à l’équipe, en direct.</PageHeader>
      <QueryState
        query={inbox}
        loadingLabel="Chargement des conversations…"
        errorLabel="Les conversations n’ont pas pu être chargées."
      >
        {({ chats }) =>
          chats.length === 0 ? (
            <EmptyState icon={MessagesSquare} title="Aucune conversation pour l’instant.">
              Les messages envoyés depuis « Besoin d’aide ? » apparaîtront ici dès leur envoi.
            </EmptyState>
          ) : (
            <div className="grid items-start gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
              <div className={chatId ? 'hidden lg:block' : ''}>
                <SupportChatList chats={chats} online={online} activeId={chatId} />
              </div>
              <div className={chatId ? '' : 'hidden lg:block'}>
                {chatId ? (
                  <SupportConversation key={chatId} chatId={chatId} online={online} />
                ) : (
                  <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center text-sm text-slate-600">
                    Choisissez une conversation pour la lire et répondre.
                  </p>
                )}
              </div>
            </div>
          )
        }
      </QueryState>
    </>
  );
}
