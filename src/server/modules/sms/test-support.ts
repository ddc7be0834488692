import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import {
  createProvider,
  createService,
  saveSettings,
  type TTestProvider,
} from '../../../test/booking-factories';
import { smsReminders, userNotifications } from '../../db/schema';
import { moveSmsCredits } from '../billing/api';

export type TSmsProvider = TTestProvider & { serviceId: string };

/** A provider with « Rappel par SMS » on, `credits` SMS credits and a service. */
export async function createSmsProvider(t: TestApp, credits: number, settings = {}): Promise<TSmsProvider> {
  const provider = await createProvider(t, { displayName: 'Salon Léa' });
  const serviceId = (await createService(t.deps, provider.id)).id;
  await saveSettings(t.deps, provider.id, {
    smsReminders: true,
    reminderOffsetsMinutes: [1440, 120],
    ...settings,
  });
  if (credits > 0)
    await t.deps.database.db.transaction((tx) =>
      moveSmsCredits(
        tx,
        provider.id,
        { kind: 'sms_admin_credit', amount: credits, reason: 'Test' },
        t.clock.now(),
      ),
    );
  return { ...provider, serviceId };
}

/** A booking made by hand by the provider, for this phone, at this instant (ISO). */
export async function bookFor(t: TestApp, provider: TSmsProvider, start: string, phone = '06 12 34 56 78') {
  const response = await t.post(
    '/api/bookings',
    {
      serviceId: provider.serviceId,
      start,
      client: { name: 'Jeanne Petit', email: 'jeanne@exemple.fr', phone },
      notifyClient: false,
    },
    { token: provider.token },
  );
  expect(response.statusCode).toBe(201);
  return response.json<{ booking: { id: string } }>().booking;
}

export function smsOf(t: TestApp, bookingId: string) {
  return t.deps.database.db
    .select()
    .from(smsReminders)
    .where(eq(smsReminders.bookingId, bookingId))
    .orderBy(asc(smsReminders.createdAt), asc(smsReminders.dueAt));
}

export async function creditsOutNotices(t: TestApp, providerId: string): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, providerId), eq(userNotifications.type, 'sms_exhausted')));
  return row?.n ?? 0;
}
