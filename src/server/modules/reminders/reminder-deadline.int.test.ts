import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService, saveSettings } from '../../../test/booking-factories';
import { outboxEmails } from '../../db/schema';
import { dispatchDueReminders } from './dispatch';
import { createManual } from './test-support';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remindersTo = (address: string) =>
  t.deps.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.kind, 'booking_reminder')))
    .orderBy(outboxEmails.createdAt);

describe('reminders promise no online change past its deadline (issue 30)', () => {
  it('before the 24 h notice: move or cancel online; after it: the provider’s phone, no cancel link', async () => {
    const provider = await createProvider(t);
    const serviceId = (await createService(t.deps, provider.id)).id;
    await saveSettings(t.deps, provider.id, {
      cancellationNoticeHours: 24,
      reminderOffsetsMinutes: [2880, 60],
    });
    const start = new Date(Math.floor(t.clock.now().getTime() / HOUR) * HOUR + 72 * HOUR);
    const address = 'delai-rappel@exemple.fr';
    const booking = await createManual(t, provider.token, serviceId, start, address);

    t.clock.set(new Date(start.getTime() - 48 * HOUR + 1000));
    await dispatchDueReminders(t.deps);
    const [early] = await remindersTo(address);
    expect(early?.text).toContain('Une annulation en ligne est possible jusqu’à 24 h avant le rendez-vous');
    expect(early?.text).toContain(`/cancel-booking/${booking.id}/`);

    t.clock.set(new Date(start.getTime() - HOUR + 1000));
    await dispatchDueReminders(t.deps);
    const [, late] = await remindersTo(address);
    expect(late?.text).toContain(
      'Ce rendez-vous ne peut plus être déplacé ni annulé en ligne moins de 24 h avant son début. Contactez directement votre professionnel',
    );
    expect(late?.text).toMatch(new RegExp(`Voir le rendez-vous : \\S+/booking/${provider.id}/`));
    expect(late?.text).not.toContain('/cancel-booking/');
    expect(late?.text).not.toContain('Une annulation en ligne est possible');
  });
});
