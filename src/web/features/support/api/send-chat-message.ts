import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TChat, ZChatResponse } from '../../../../shared/schemas/support';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { CHAT_HISTORY_KEY } from './get-chat-history';

/** SPEC §7 POST /api/user-chats/send {message}: the conversation as it now stands. */
export async function sendChatMessage(message: string): Promise<TChat> {
  const body = await apiRequest<unknown>('/api/user-chats/send', { method: 'POST', body: { message } });
  return parseResponse(ZChatResponse, body).chat;
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (chat) => queryClient.setQueryData(CHAT_HISTORY_KEY, chat),
  });
}
