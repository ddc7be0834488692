import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { TChat, TChatMessage } from '../../../../shared/schemas/support';
import { useSupportEvents } from '../../../lib/realtime/use-support-events';
import { updateCachedChat, useChatHistoryQuery } from '../api/get-chat-history';
import { markChatRead } from '../api/mark-chat-read';

/** Adds a message the socket brought, once (the sender's own tab also hears its message). */
function withMessage(chat: TChat, message: TChatMessage): TChat {
  if (chat.messages.some((m) => m._id === message._id)) return chat;
  return {
    ...chat,
    messages: [...chat.messages, message],
    lastMessageAt: message.date,
    unreadByUser: chat.unreadByUser + (message.sender === 'admin' && !message.readAt ? 1 : 0),
  };
}

/** Every team reply read now: what the server did, without waiting for a reload. */
function allRead(chat: TChat, now: string): TChat {
  return {
    ...chat,
    unreadByUser: 0,
    messages: chat.messages.map((m) => (m.sender === 'admin' && !m.readAt ? { ...m, readAt: now } : m)),
  };
}

/**
 * The user's side of the support chat: the conversation, kept live (`chat_message`), and SPEC §4:
 * while the popup is open, a team reply that is the last message and unread is marked read,
 * which clears the red dot.
 */
export function useSupportChat(open: boolean) {
  const queryClient = useQueryClient();
  const history = useChatHistoryQuery();
  const chat = history.data ?? null;

  useSupportEvents((event) => {
    if (event.type !== 'chat_message') return;
    // A message of a conversation this tab has not loaded yet (the first one): load it.
    if (!chat || chat._id !== event.payload.chatId) {
      void history.refetch();
      return;
    }
    updateCachedChat(queryClient, (current) =>
      current ? withMessage(current, event.payload.message) : current,
    );
  });

  const last = chat?.messages.at(-1);
  const mustMarkRead = open && chat !== null && last?.sender === 'admin' && !last.readAt;
  const chatId = chat?._id;

  const markRead = useCallback(
    async (id: string) => {
      await markChatRead(id, false);
      updateCachedChat(queryClient, (current) =>
        current ? allRead(current, new Date().toISOString()) : current,
      );
    },
    [queryClient],
  );

  useEffect(() => {
    // SPEC §8: chat errors are only logged; the next opening tries again.
    if (mustMarkRead && chatId)
      markRead(chatId).catch((err: unknown) => console.warn('chat : lecture non enregistrée', err));
  }, [mustMarkRead, chatId, markRead]);

  return { history, chat, hasUnreadReply: (chat?.unreadByUser ?? 0) > 0 };
}
