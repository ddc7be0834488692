import { z } from 'zod';
import {
  NOTIFICATION_TYPES,
  type TNotificationPreferences,
  type TNotificationType,
  type TUserNotificationsPage,
  USER_NOTIFICATIONS_PAGE,
  ZChannelPreferences,
  ZUserNotificationsPage,
} from '../../../shared/schemas/notifications';
import { apiRequest } from '../api-client';
import { parseResponse } from '../parse-response';

/** SPEC §7 « user notifications »: the calls of the bell, its panel and the preferences screen. */

const BASE = '/api/user-notifications';
export const NOTIFICATIONS_PAGE_SIZE = USER_NOTIFICATIONS_PAGE.defaultLimit;

const ZCount = z.object({ count: z.number().int().min(0) });
const ZPreferences = z.object({
  preferences: z.object(
    Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, ZChannelPreferences])) as Record<
      TNotificationType,
      typeof ZChannelPreferences
    >,
  ),
});

export async function fetchUnreadCount(): Promise<number> {
  return parseResponse(ZCount, await apiRequest<unknown>(`${BASE}/unread-count`)).count;
}

export async function fetchNotificationsPage(
  page: number,
  unreadOnly: boolean,
): Promise<TUserNotificationsPage> {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE), page: String(page) });
  if (unreadOnly) query.set('unreadOnly', 'true');
  return parseResponse(ZUserNotificationsPage, await apiRequest<unknown>(`${BASE}?${query}`));
}

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest<unknown>(`${BASE}/${encodeURIComponent(id)}/mark-read`, { method: 'POST' });
}

export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest<unknown>(`${BASE}/mark-all-read`, { method: 'POST' });
}

export async function deleteNotification(id: string): Promise<void> {
  await apiRequest<unknown>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function deleteReadNotifications(): Promise<void> {
  await apiRequest<unknown>(`${BASE}/read`, { method: 'DELETE' });
}

export async function fetchNotificationPreferences(): Promise<TNotificationPreferences> {
  return parseResponse(ZPreferences, await apiRequest<unknown>(`${BASE}/preferences`)).preferences;
}

/** Sends the types given (each with its three channels); answers every type as the server now has it. */
export async function saveNotificationPreferences(
  preferences: Partial<TNotificationPreferences>,
): Promise<TNotificationPreferences> {
  const body = await apiRequest<unknown>(`${BASE}/preferences`, { method: 'POST', body: { preferences } });
  return parseResponse(ZPreferences, body).preferences;
}
