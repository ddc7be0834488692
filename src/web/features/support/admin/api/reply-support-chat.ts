import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TAdminChat, ZAdminChatResponse } from '../../../../../shared/schemas/support';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';
import { applyChatToInbox } from '../hooks/use-support-inbox-live';

/** POST /api/admin/user-chats/{id}/reply {message}: the conversation with the reply. */
export async function replySupportChat(chatId: string, message: string): Promise<TAdminChat> {
  const body = await apiRequest<unknown>(`/api/admin/user-chats/${encodeURIComponent(chatId)}/reply`, {
    method: 'POST',
    body: { message },
  });
  return parseResponse(ZAdminChatResponse, body).chat;
}

export function useReplySupportChat(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replySupportChat(chatId, message),
    onSuccess: (chat) => applyChatToInbox(queryClient, chat),
  });
}
