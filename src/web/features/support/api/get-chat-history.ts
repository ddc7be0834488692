import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type TChat, ZChatHistoryResponse } from '../../../../shared/schemas/support';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export const CHAT_HISTORY_KEY = ['support-chat', 'history'] as const;

/** SPEC §7 GET /api/user-chats/history: the user's conversation, null before the first message. */
export async function getChatHistory(signal?: AbortSignal): Promise<TChat | null> {
  const body = await apiRequest<unknown>('/api/user-chats/history', { signal });
  return parseResponse(ZChatHistoryResponse, body).chats[0] ?? null;
}

export function useChatHistoryQuery() {
  return useQuery({ queryKey: CHAT_HISTORY_KEY, queryFn: ({ signal }) => getChatHistory(signal) });
}

/** Changes the cached conversation in place (a live message, a read receipt, a sent message). */
export function updateCachedChat(
  queryClient: QueryClient,
  update: (chat: TChat | null) => TChat | null,
): void {
  queryClient.setQueryData<TChat | null>(CHAT_HISTORY_KEY, (chat) => update(chat ?? null));
}
