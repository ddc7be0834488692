/** The notification caches: the bell's count, the panel's lists (all / unread only), the preferences. */
export const NOTIFICATIONS_KEY = ['user-notifications'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'unread-count'] as const;
export const NOTIFICATION_LISTS_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

export function notificationListKey(unreadOnly: boolean) {
  return [...NOTIFICATION_LISTS_KEY, { unreadOnly }] as const;
}
