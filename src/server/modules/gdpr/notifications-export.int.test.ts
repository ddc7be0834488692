import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider } from '../../../test/booking-factories';
import { userNotifications } from '../../db/schema';
import { notifyUser } from '../notifications/api';
import { collectProviderExport } from './export-data';
import { exportFiles } from './export-zip';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GDPR export of notifications', () => {
  it('holds the provider’s notifications with their read date and their channel choices, nobody else’s', async () => {
    const db = t.deps.database.db;
    const provider = await createProvider(t);
    const other = await createProvider(t, { displayName: 'Salon Marc' });
    const now = t.clock.now();
    const read = await notifyUser(
      db,
      t.deps.jobs,
      {
        userId: provider.id,
        type: 'booking_created',
        title: 'Nouveau rendez-vous',
        body: 'Jeanne — Coupe',
        link: '/dashboard/agenda',
      },
      now,
    );
    await db
      .update(userNotifications)
      .set({ readAt: now })
      .where(eq(userNotifications.id, read.notification?.id ?? ''));
    await notifyUser(
      db,
      t.deps.jobs,
      { userId: other.id, type: 'support_reply', title: 'Pas à moi', body: 'Autre compte' },
      now,
    );
    const saved = await t.post(
      '/api/user-notifications/preferences',
      { preferences: { booking_cancelled: { inApp: true, email: false, push: false } } },
      { token: provider.token },
    );
    expect(saved.statusCode).toBe(200);

    const files = exportFiles(await collectProviderExport(db, provider.id, now));
    const json = JSON.parse(files['notifications.json'] ?? '{}');
    expect(json.notifications).toEqual([
      {
        type: 'booking_created',
        title: 'Nouveau rendez-vous',
        body: 'Jeanne — Coupe',
        link: '/dashboard/agenda',
        createdAt: now.toISOString(),
        readAt: now.toISOString(),
      },
    ]);
    expect(json.preferences.booking_cancelled).toEqual({ inApp: true, email: false, push: false });
    expect(files['notifications.csv']).toContain('booking_created;Nouveau rendez-vous;Jeanne — Coupe');
    expect(files['notifications.csv']).not.toContain('Pas à moi');
    expect(files['README.txt']).toContain('notifications.json / notifications.csv');
  });
});
