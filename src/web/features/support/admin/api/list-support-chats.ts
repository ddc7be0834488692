import { useQuery } from '@tanstack/react-query';
import { type TAdminChatListResponse, ZAdminChatListResponse } from '../../../../../shared/schemas/support';
import { apiRequest } from '../../../../lib/api-client';
import { parseResponse } from '../../../../lib/parse-response';

export const SUPPORT_CHATS_KEY = ['admin', 'support-chats'] as const;

/** GET /api/admin/user-chats: the inbox, most recent conversation first, with the unread total. */
export async function listSupportChats(signal?: AbortSignal): Promise<TAdminChatListResponse> {
  return parseResponse(
    ZAdminChatListResponse,
    await apiRequest<unknown>('/api/admin/user-chats', { signal }),
  );
}

export function useSupportChatsQuery() {
  return useQuery({ queryKey: SUPPORT_CHATS_KEY, queryFn: ({ signal }) => listSupportChats(signal) });
}
