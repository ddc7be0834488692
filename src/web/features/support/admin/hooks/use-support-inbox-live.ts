import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminChat,
  TAdminChatListResponse,
  TAdminChatSummary,
} from '../../../../../shared/schemas/support';
import { useSupportEvents } from '../../../../lib/realtime/use-support-events';
import { supportChatKey } from '../api/get-support-chat';
import { SUPPORT_CHATS_KEY } from '../api/list-support-chats';

/** The inbox line of a whole conversation. */
function toSummary({ messages, ...chat }: TAdminChat): TAdminChatSummary {
  return { ...chat, lastMessage: messages.at(-1) ?? null };
}

/** The inbox with this conversation's line replaced (or added), most recent first, and the total adjusted. */
function withChat(inbox: TAdminChatListResponse, chat: TAdminChat): TAdminChatListResponse {
  const previous = inbox.chats.find((c) => c._id === chat._id);
  const chats = [toSummary(chat), ...inbox.chats.filter((c) => c._id !== chat._id)].sort((a, b) =>
    b.lastMessageAt.localeCompare(a.lastMessageAt),
  );
  const unreadTotal = Math.max(0, inbox.unreadTotal - (previous?.unreadByAdmin ?? 0) + chat.unreadByAdmin);
  return { ...inbox, chats, unreadTotal };
}

/** A conversation as the server now has it: its own cache and the inbox's line. */
export function applyChatToInbox(queryClient: QueryClient, chat: TAdminChat): void {
  queryClient.setQueryData(supportChatKey(chat._id), chat);
  queryClient.setQueryData<TAdminChatListResponse>(SUPPORT_CHATS_KEY, (inbox) =>
    inbox ? withChat(inbox, chat) : inbox,
  );
}

/** SPEC §7 `chatMessage {fullChat}`: the admins' inbox and open conversation follow every change live. */
export function useSupportInboxLive(onChat?: (chat: TAdminChat) => void): void {
  const queryClient = useQueryClient();
  useSupportEvents((event) => {
    if (event.type !== 'chatMessage') return;
    applyChatToInbox(queryClient, event.payload.fullChat);
    onChat?.(event.payload.fullChat);
  });
}
