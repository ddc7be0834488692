import type { TUserNotificationsPage } from '../../../shared/schemas/notifications';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import {
  countNotifications,
  deleteOne,
  deleteRead,
  listNotifications,
  markAllRead,
  markOneRead,
  toNotificationDto,
} from './queries';

export const NOTIFICATION_MESSAGES = { notFound: 'Notification introuvable.' } as const;

/** Another user's notification is as unknown as a missing one: nothing leaks. */
const notFound = () => new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);

/** GET /api/user-notifications: newest first, with the totals the bell shows. */
export async function listUserNotifications(
  deps: AppDeps,
  userId: string,
  query: { limit: number; page: number; unreadOnly: boolean },
): Promise<TUserNotificationsPage> {
  const { db } = deps.database;
  const { limit, page, unreadOnly } = query;
  const rows = await listNotifications(db, userId, { unreadOnly, limit, offset: (page - 1) * limit });
  return {
    notifications: rows.map(toNotificationDto),
    total: await countNotifications(db, userId, unreadOnly),
    unreadCount: await countNotifications(db, userId, true),
    page,
    limit,
  };
}

export async function unreadCount(deps: AppDeps, userId: string): Promise<number> {
  return countNotifications(deps.database.db, userId, true);
}

export async function markNotificationRead(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!(await markOneRead(deps.database.db, userId, id, deps.now()))) throw notFound();
}

export async function markAllNotificationsRead(deps: AppDeps, userId: string): Promise<number> {
  return markAllRead(deps.database.db, userId, deps.now());
}

export async function deleteNotification(deps: AppDeps, userId: string, id: string): Promise<void> {
  if (!(await deleteOne(deps.database.db, userId, id))) throw notFound();
}

export async function deleteReadNotifications(deps: AppDeps, userId: string): Promise<number> {
  return deleteRead(deps.database.db, userId);
}
