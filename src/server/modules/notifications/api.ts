/**
 * The notifications module's public entry (ADR 0020, 0033): senders call notifyUser in their
 * transaction and publishNotifications after the commit; e-mail senders ask wantsChannel.
 */
import {
  READ_NOTIFICATION_RETENTION_DAYS,
  type TNotificationPreferences,
} from '../../../shared/schemas/notifications';
import type { TDbExecutor } from '../../db/executor';
import { getPreferences } from './preferences';
import { deleteAboutBookings, deleteAllOf, deleteReadBefore, listAllOf } from './queries';

export {
  notifyUser,
  publishNotifications,
  type TKnownChoices,
  type TNotifyInput,
  type TQueuedNotice,
} from './notify';
export { channelsFor, getPreferences, wantsChannel } from './preferences';
export { hasNotificationOfType } from './queries';

const DAY_MS = 86_400_000;

export type TExportNotification = {
  type: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  readAt: string | null;
};

/** The user's notifications and their choices of channel, for their data export (art. 15 and 20). */
export async function exportNotificationsOf(
  db: TDbExecutor,
  userId: string,
): Promise<{ notifications: TExportNotification[]; preferences: TNotificationPreferences }> {
  const rows = await listAllOf(db, userId);
  return {
    notifications: rows.map((row) => ({
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    preferences: await getPreferences(db, userId),
  };
}

/** Daily housekeeping: notifications read more than 90 days ago go; unread ones stay. */
export async function purgeReadNotifications(db: TDbExecutor, now: Date): Promise<number> {
  return deleteReadBefore(db, new Date(now.getTime() - READ_NOTIFICATION_RETENTION_DAYS * DAY_MS));
}

/** The account's erasure (its row stays, emptied): its notifications and choices go, in the caller's transaction. */
export async function deleteNotificationsOf(tx: TDbExecutor, userId: string): Promise<void> {
  await deleteAllOf(tx, userId);
}

/**
 * The bookings' customer data was anonymised (retention, a customer's erasure, the provider's
 * account erasure): the notifications that name the customer go too, in the caller's transaction.
 */
export async function forgetNotificationsAboutBookings(tx: TDbExecutor, bookingIds: string[]): Promise<void> {
  await deleteAboutBookings(tx, bookingIds);
}
