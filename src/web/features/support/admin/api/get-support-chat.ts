import { useQuery } from '@tanstack/react-query';
import { type TAdminChat, ZAdminChatResponse } from '../../../../../shared/schemas/support';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';
import { SUPPORT_CHATS_KEY } from './list-support-chats';

export const supportChatKey = (chatId: string) => [...SUPPORT_CHATS_KEY, chatId] as const;

/** GET /api/admin/user-chats/{id}: one conversation with every message. */
export async function getSupportChat(chatId: string, signal?: AbortSignal): Promise<TAdminChat> {
  const body = await apiRequest<unknown>(`/api/admin/user-chats/${encodeURIComponent(chatId)}`, { signal });
  return parseResponse(ZAdminChatResponse, body).chat;
}

export function useSupportChatQuery(chatId: string) {
  return useQuery({
    queryKey: supportChatKey(chatId),
    queryFn: ({ signal }) => getSupportChat(chatId, signal),
  });
}
