import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import {
  globalNotificationDismissals,
  globalNotifications,
  globalNotificationTargets,
  users,
} from '../../db/schema';

export type TBannerRow = typeof globalNotifications.$inferSelect;
export type TBannerInsert = typeof globalNotifications.$inferInsert;
export type TTargetUser = { id: string; name: string; email: string };

export async function insertBanner(tx: TDbExecutor, values: TBannerInsert): Promise<TBannerRow> {
  const [row] = await tx.insert(globalNotifications).values(values).returning();
  if (!row) throw new Error('banner insert returned nothing');
  return row;
}

export async function updateBannerRow(
  tx: TDbExecutor,
  id: string,
  values: Partial<TBannerInsert>,
): Promise<TBannerRow> {
  const [row] = await tx
    .update(globalNotifications)
    .set(values)
    .where(eq(globalNotifications.id, id))
    .returning();
  if (!row) throw new Error('banner update returned nothing');
  return row;
}

export async function deleteBannerRow(tx: TDbExecutor, id: string): Promise<void> {
  await tx.delete(globalNotifications).where(eq(globalNotifications.id, id));
}

/** The row, locked when in a transaction that will change it. */
export async function findBanner(db: TDbExecutor, id: string, lock = false): Promise<TBannerRow | undefined> {
  const query = db.select().from(globalNotifications).where(eq(globalNotifications.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function replaceTargets(tx: TDbExecutor, id: string, userIds: string[]): Promise<void> {
  await tx.delete(globalNotificationTargets).where(eq(globalNotificationTargets.notificationId, id));
  if (userIds.length > 0)
    await tx
      .insert(globalNotificationTargets)
      .values(userIds.map((userId) => ({ notificationId: id, userId })));
}

/** The chosen users of each banner, by name, in a stable order. */
export async function targetsOf(db: TDbExecutor, ids: string[]): Promise<Map<string, TTargetUser[]>> {
  const byBanner = new Map<string, TTargetUser[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byBanner;
  const rows = await db
    .select({
      notificationId: globalNotificationTargets.notificationId,
      id: users.id,
      name: users.name,
      email: users.email,
    })
    .from(globalNotificationTargets)
    .innerJoin(users, eq(users.id, globalNotificationTargets.userId))
    .where(inArray(globalNotificationTargets.notificationId, ids))
    .orderBy(users.name, users.id);
  for (const { notificationId, ...user } of rows) byBanner.get(notificationId)?.push(user);
  return byBanner;
}

/** Of these ids, the accounts that exist and are not deleted. */
export async function liveUserIds(db: TDbExecutor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Every banner but the permanently deleted ones (gone), newest first. */
export async function listBanners(
  db: TDbExecutor,
  limit: number,
  offset: number,
): Promise<{ rows: TBannerRow[]; total: number }> {
  const rows = await db
    .select()
    .from(globalNotifications)
    .orderBy(desc(globalNotifications.createdAt), desc(globalNotifications.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(globalNotifications);
  return { rows, total: total?.n ?? 0 };
}

/**
 * SPEC §5: the active, unexpired banners that target the user (targetAll, or no chosen user, or
 * the user among them), not dismissed by them; priority first, then newest.
 */
export async function visibleBanners(db: TDbExecutor, userId: string, now: Date): Promise<TBannerRow[]> {
  const g = globalNotifications;
  const t = globalNotificationTargets;
  const d = globalNotificationDismissals;
  return db
    .select()
    .from(g)
    .where(
      and(
        eq(g.status, 'active'),
        or(isNull(g.expiresAt), gt(g.expiresAt, now)),
        or(
          eq(g.targetAll, true),
          sql`not exists (select 1 from ${t} where ${t.notificationId} = ${g.id})`,
          sql`exists (select 1 from ${t} where ${t.notificationId} = ${g.id} and ${t.userId} = ${userId})`,
        ),
        sql`not exists (select 1 from ${d} where ${d.notificationId} = ${g.id} and ${d.userId} = ${userId})`,
      ),
    )
    .orderBy(desc(g.priority), desc(g.createdAt), desc(g.id));
}

/** Whether the banner targets the user (whatever its status): who may dismiss it. */
export async function targetsUser(db: TDbExecutor, id: string, userId: string): Promise<boolean> {
  const g = globalNotifications;
  const t = globalNotificationTargets;
  const [row] = await db
    .select({ id: g.id })
    .from(g)
    .where(
      and(
        eq(g.id, id),
        or(
          eq(g.targetAll, true),
          sql`not exists (select 1 from ${t} where ${t.notificationId} = ${g.id})`,
          sql`exists (select 1 from ${t} where ${t.notificationId} = ${g.id} and ${t.userId} = ${userId})`,
        ),
      ),
    );
  return row !== undefined;
}

export async function insertDismissal(
  tx: TDbExecutor,
  userId: string,
  notificationId: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(globalNotificationDismissals)
    .values({ userId, notificationId, dismissedAt: now })
    .onConflictDoNothing();
}
