import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TUserNotification, TUserNotificationsPage } from '../../../shared/schemas/notifications';
import {
  deleteNotification,
  deleteReadNotifications,
  fetchNotificationsPage,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-api';
import { NOTIFICATION_LISTS_KEY, notificationListKey, UNREAD_COUNT_KEY } from './query-keys';

export type TNotificationPages = InfiniteData<TUserNotificationsPage>;

/** The bell's badge: how many notifications the user has not read. */
export function useUnreadCount() {
  return useQuery({ queryKey: UNREAD_COUNT_KEY, queryFn: fetchUnreadCount });
}

/** The panel's list, newest first, one page at a time (« Afficher plus »). */
export function useNotificationList(unreadOnly: boolean) {
  return useInfiniteQuery({
    queryKey: notificationListKey(unreadOnly),
    queryFn: ({ pageParam }) => fetchNotificationsPage(pageParam, unreadOnly),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/**
 * Every page's notifications once: a notification that arrived live shifts the server's pages by
 * one, so the next page may repeat the last one already shown.
 */
export function flattenPages(data: TNotificationPages | undefined): TUserNotification[] {
  const seen = new Set<string>();
  const list: TUserNotification[] = [];
  for (const page of data?.pages ?? []) {
    for (const notification of page.notifications) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      list.push(notification);
    }
  }
  return list;
}

/** Rewrites every cached list (all / unread only) with `edit` applied to each page's notifications. */
function editLists(
  queryClient: QueryClient,
  edit: (notifications: TUserNotification[], unreadOnly: boolean) => TUserNotification[],
): void {
  for (const [key, data] of queryClient.getQueriesData<TNotificationPages>({
    queryKey: NOTIFICATION_LISTS_KEY,
  })) {
    if (!data) continue;
    const unreadOnly = (key[2] as { unreadOnly?: boolean } | undefined)?.unreadOnly === true;
    queryClient.setQueryData<TNotificationPages>(key, {
      ...data,
      pages: data.pages.map((page) => ({ ...page, notifications: edit(page.notifications, unreadOnly) })),
    });
  }
}

function adjustCount(queryClient: QueryClient, delta: number): void {
  queryClient.setQueryData<number>(UNREAD_COUNT_KEY, (count) =>
    count === undefined ? count : Math.max(0, count + delta),
  );
}

/** A notification that just arrived (socket `notification`): on top of the lists, counted if unread. */
export function addLiveNotification(queryClient: QueryClient, notification: TUserNotification): void {
  if (!notification.read) adjustCount(queryClient, 1);
  for (const [key, data] of queryClient.getQueriesData<TNotificationPages>({
    queryKey: NOTIFICATION_LISTS_KEY,
  })) {
    const first = data?.pages[0];
    if (!data || !first) continue;
    if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) continue;
    const unreadOnly = (key[2] as { unreadOnly?: boolean } | undefined)?.unreadOnly === true;
    if (unreadOnly && notification.read) continue;
    queryClient.setQueryData<TNotificationPages>(key, {
      ...data,
      pages: [
        {
          ...first,
          notifications: [notification, ...first.notifications],
          total: first.total + 1,
          unreadCount: first.unreadCount + (notification.read ? 0 : 1),
        },
        ...data.pages.slice(1),
      ],
    });
  }
}

/** After a change, the server's own view: count and lists fetched again. */
function refreshFromServer(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
    queryClient.invalidateQueries({ queryKey: NOTIFICATION_LISTS_KEY }),
  ]).then(() => undefined);
}

/**
 * The panel's actions. Reading one is shown at once (the click also navigates away); the others
 * wait for the server and then refresh the count and lists.
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const onSettled = () => refreshFromServer(queryClient);

  const markRead = useMutation({
    mutationFn: (notification: TUserNotification) => markNotificationRead(notification.id),
    onMutate: (notification) => {
      if (notification.read) return;
      adjustCount(queryClient, -1);
      editLists(queryClient, (list) =>
        list.map((n) => (n.id === notification.id ? { ...n, read: true } : n)),
      );
    },
    onSettled,
  });
  const markAllRead = useMutation({ mutationFn: markAllNotificationsRead, onSettled });
  const remove = useMutation({
    mutationFn: (notification: TUserNotification) => deleteNotification(notification.id),
    onSettled,
  });
  const removeRead = useMutation({ mutationFn: deleteReadNotifications, onSettled });
  return { markRead, markAllRead, remove, removeRead };
}
