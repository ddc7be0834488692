import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { TNotificationType, TUserNotification } from '../../../shared/schemas/notifications';
import type { TDbExecutor } from '../../db/executor';
import { placeholdersFor, preparedStatement } from '../../db/prepared';
import { notificationPreferences, userNotifications } from '../../db/schema';

type TNotificationRow = typeof userNotifications.$inferSelect;
export type TPreferenceRow = Pick<
  typeof notificationPreferences.$inferSelect,
  'type' | 'inApp' | 'email' | 'push'
>;

const n = userNotifications;

export function toNotificationDto(row: TNotificationRow): TUserNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    ...(row.link ? { link: row.link } : {}),
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether the user has a notification of this type (read or not). */
export async function hasNotificationOfType(
  db: TDbExecutor,
  userId: string,
  type: TNotificationType,
): Promise<boolean> {
  const [row] = await db
    .select({ id: n.id })
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.type, type)))
    .limit(1);
  return row !== undefined;
}

export async function insertNotification(
  tx: TDbExecutor,
  values: {
    userId: string;
    type: TNotificationType;
    title: string;
    body: string;
    link: string | null;
    bookingId: string | null;
  },
  now: Date,
): Promise<TNotificationRow> {
  const [row] = await insertNotificationRow(tx, { ...values, createdAt: now });
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

const insertNotificationRow = preparedStatement('insert_user_notification', (db) =>
  db
    .insert(n)
    .values(placeholdersFor(['userId', 'type', 'title', 'body', 'link', 'bookingId', 'createdAt']))
    .returning(),
);

const ofUser = (userId: string, unreadOnly = false) =>
  and(eq(n.userId, userId), unreadOnly ? isNull(n.readAt) : undefined);

/** Newest first; the id breaks ties so that pages never overlap. */
export async function listNotifications(
  db: TDbExecutor,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<TNotificationRow[]> {
  return db
    .select()
    .from(n)
    .where(ofUser(userId, options.unreadOnly))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Every notification of the user, oldest first: their data export. */
export async function listAllOf(db: TDbExecutor, userId: string): Promise<TNotificationRow[]> {
  return db.select().from(n).where(eq(n.userId, userId)).orderBy(n.createdAt, n.id);
}

export async function countNotifications(db: TDbExecutor, userId: string, unreadOnly: boolean) {
  const [row] = await db.select({ value: count() }).from(n).where(ofUser(userId, unreadOnly));
  return row?.value ?? 0;
}

/** Marks one of the user's notifications read (already read: unchanged); false when it is not theirs. */
export async function markOneRead(db: TDbExecutor, userId: string, id: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ readAt: n.readAt })
    .from(n)
    .where(and(eq(n.id, id), eq(n.userId, userId)));
  if (!row) return false;
  if (!row.readAt) await db.update(n).set({ readAt: now }).where(eq(n.id, id));
  return true;
}

export async function markAllRead(db: TDbExecutor, userId: string, now: Date): Promise<number> {
  const rows = await db.update(n).set({ readAt: now }).where(ofUser(userId, true)).returning({ id: n.id });
  return rows.length;
}

export async function deleteOne(db: TDbExecutor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(n)
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning({ id: n.id });
  return rows.length > 0;
}

export async function deleteRead(db: TDbExecutor, userId: string): Promise<number> {
  const rows = await db
    .delete(n)
    .where(and(eq(n.userId, userId), isNotNull(n.readAt)))
    .returning({ id: n.id });
  return rows.length;
}

/** Read before `readBefore`: the retention purge. Unread ones stay whatever their age. */
export async function deleteReadBefore(db: TDbExecutor, readBefore: Date): Promise<number> {
  const rows = await db
    .delete(n)
    .where(and(isNotNull(n.readAt), lt(n.readAt, readBefore)))
    .returning({ id: n.id });
  return rows.length;
}

export async function preferenceRows(
  db: TDbExecutor,
  userId: string,
  type?: TNotificationType,
): Promise<TPreferenceRow[]> {
  return type ? selectPreferenceOf(db, { userId, type }) : selectPreferences(db, { userId });
}

const preferencesWhere = (withType: boolean) =>
  preparedStatement(`notification_preferences_of${withType ? '_type' : ''}`, (db) => {
    const p = notificationPreferences;
    return db
      .select({ type: p.type, inApp: p.inApp, email: p.email, push: p.push })
      .from(p)
      .where(
        and(
          eq(p.userId, sql.placeholder('userId')),
          withType ? eq(p.type, sql.placeholder('type')) : undefined,
        ),
      );
  });
const selectPreferences = preferencesWhere(false);
const selectPreferenceOf = preferencesWhere(true);

export async function upsertPreference(
  tx: TDbExecutor,
  userId: string,
  row: TPreferenceRow,
  now: Date,
): Promise<void> {
  const p = notificationPreferences;
  const set = { inApp: row.inApp, email: row.email, push: row.push, updatedAt: now };
  await tx
    .insert(p)
    .values({ userId, type: row.type, ...set })
    .onConflictDoUpdate({ target: [p.userId, p.type], set });
}

/** The notifications about these bookings, whichever user holds them. */
export async function deleteAboutBookings(tx: TDbExecutor, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx.delete(n).where(inArray(n.bookingId, bookingIds));
}

/** The account's erasure: its notifications and choices go with it (the users row itself stays). */
export async function deleteAllOf(tx: TDbExecutor, userId: string): Promise<void> {
  await tx.delete(n).where(eq(n.userId, userId));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
