import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_NOTIFICATION_RETENTION_DAYS } from '../../../shared/schemas/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { userNotifications } from '../../db/schema';
import { retentionJob } from '../../jobs/definitions/retention';
import { deleteNotificationsOf, notifyUser } from './api';

const DAY_MS = 86_400_000;
const RUN = new Date('2026-06-10T01:17:00Z');
const ago = (days: number) => new Date(RUN.getTime() - days * DAY_MS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(RUN);
});
afterAll(() => t.close());

/** A notification created `createdDaysAgo` days before the run, read `readDaysAgo` days before it (or unread). */
async function notification(userId: string, title: string, createdDaysAgo: number, readDaysAgo?: number) {
  const db = t.deps.database.db;
  const { notification: created } = await notifyUser(
    db,
    t.deps.jobs,
    { userId, type: 'booking_created', title, body: title },
    ago(createdDaysAgo),
  );
  if (!created) throw new Error('not created');
  if (readDaysAgo !== undefined) {
    await db
      .update(userNotifications)
      .set({ readAt: ago(readDaysAgo) })
      .where(eq(userNotifications.id, created.id));
  }
  return created;
}

const titlesOf = async (userId: string) =>
  (
    await t.deps.database.db
      .select({ title: userNotifications.title })
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
  )
    .map((r) => r.title)
    .sort();

describe('read notifications retention (daily gdpr.retention job)', () => {
  it('deletes notifications read more than 90 days ago, keeps the unread and the recently read', async () => {
    const user = await createUser(t.deps);
    const days = READ_NOTIFICATION_RETENTION_DAYS;
    await notification(user.id, 'lue il y a longtemps', days + 30, days + 1);
    await notification(user.id, 'ancienne non lue', days + 200);
    await notification(user.id, 'ancienne lue récemment', days + 30, 10);
    await notification(user.id, 'lue tout juste 90 jours', days + 5, days - 1);
    await notification(user.id, 'récente lue', 2, 1);

    await retentionJob.handler(t.deps, {});
    expect(await titlesOf(user.id)).toEqual([
      'ancienne lue récemment',
      'ancienne non lue',
      'lue tout juste 90 jours',
      'récente lue',
    ]);
    // A second run (a redelivery, another node) changes nothing.
    await retentionJob.handler(t.deps, {});
    expect(await titlesOf(user.id)).toHaveLength(4);
  });

  it('erases every notification of an account with it, and nobody else’s', async () => {
    const gone = await createUser(t.deps);
    const kept = await createUser(t.deps);
    await notification(gone.id, 'à effacer', 1);
    await notification(kept.id, 'à garder', 1);
    await t.deps.database.db.transaction((tx) => deleteNotificationsOf(tx, gone.id));
    expect(await titlesOf(gone.id)).toEqual([]);
    expect(await titlesOf(kept.id)).toEqual(['à garder']);
  });
});
