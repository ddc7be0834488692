import { apiRequest } from '../../../lib/api-client';

/**
 * SPEC §7 POST /api/user-chats/{id}/mark-read: `isAdmin` false when the user reads the team's
 * replies, true when an administrator reads the user's messages (the widget and the inbox both).
 */
export async function markChatRead(chatId: string, isAdmin: boolean): Promise<void> {
  await apiRequest<unknown>(`/api/user-chats/${encodeURIComponent(chatId)}/mark-read`, {
    method: 'POST',
    body: { isAdmin },
  });
}
