import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { localStart } from '../../../test/booking-factories';
import { type BrevoStandIn, startBrevoStandIn, TEST_SMS_API_KEY } from '../../../test/brevo-stand-in';
import { bookingReminders, smsReminders } from '../../db/schema';
import { smsCreditsOf } from '../billing/api';
import { claimNextSms, SMS_REASONS } from './claim';
import { dispatchDueSms, SMS_UNKNOWN_REASONS, STALE_SENDING_MS } from './dispatch';
import { purgeSmsContent, SMS_CONTENT_RETENTION_DAYS } from './queries';
import { bookFor, createSmsProvider, creditsOutNotices, smsOf, type TSmsProvider } from './test-support';

const DAY = 86_400_000;
let t: TestApp;
let brevo: BrevoStandIn;

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  t = await createTestApp({ env: brevo.env });
});
afterEach(() => t.clock.set(new Date()));
afterAll(async () => {
  await t?.close();
  await brevo?.close();
});

/** A provider, their booking in `days` days at 15:00 Paris, and the clock moved to its SMS's due time. */
async function dueSms(days: number, credits = 5) {
  const provider = await createSmsProvider(t, credits);
  const booking = await bookFor(t, provider, localStart(t, days, '15:00'));
  const [row] = await smsOf(t, booking.id);
  if (!row) throw new Error('no SMS scheduled');
  return { provider, booking, row };
}

const credits = (p: TSmsProvider) => smsCreditsOf(t.deps.database.db, p.id);

describe('sending an SMS reminder', () => {
  it('sends it once through Brevo, one credit spent, and never again', async () => {
    const { provider, booking, row } = await dueSms(2);
    t.clock.set(row.dueAt);
    const before = brevo.calls.length;
    expect(await dispatchDueSms(t.deps)).toMatchObject({ sent: 1 });
    const [call] = brevo.calls.slice(before);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v3/transactionalSMS/sms',
      apiKey: TEST_SMS_API_KEY,
      body: { sender: 'Creneau', recipient: '33612345678', type: 'transactional' },
    });
    expect(call?.body.content).toMatch(/^Rappel : rendez-vous chez Salon Léa le .+ à 15h\./);
    const [sent] = await smsOf(t, booking.id);
    expect(sent).toMatchObject({ status: 'sent', sentAt: row.dueAt, content: call?.body.content });
    expect(sent?.providerMessageId).toBeTruthy();
    expect(await credits(provider)).toBe(4);
    await dispatchDueSms(t.deps);
    expect(brevo.calls.length).toBe(before + 1);
  });

  it('never resends an SMS whose process died after its claim: it becomes unknown', async () => {
    const { provider, booking, row } = await dueSms(3);
    t.clock.set(row.dueAt);
    // The claim and the credit commit, then the process dies before calling Brevo or marking the answer.
    const claim = await t.deps.database.db.transaction((tx) => claimNextSms(t.deps, tx, true, row.dueAt));
    expect(claim?.kind).toBe('send');
    expect((await smsOf(t, booking.id))[0]?.status).toBe('sending');
    const before = brevo.calls.length;
    // A dispatcher right after leaves it to its owner; one later marks it unknown.
    await dispatchDueSms(t.deps);
    expect((await smsOf(t, booking.id))[0]?.status).toBe('sending');
    t.clock.advance(STALE_SENDING_MS + 1000);
    await dispatchDueSms(t.deps);
    expect(await smsOf(t, booking.id)).toEqual([
      expect.objectContaining({ status: 'unknown', reason: SMS_UNKNOWN_REASONS.interrupted }),
    ]);
    await dispatchDueSms(t.deps);
    expect(brevo.calls.length).toBe(before);
    // At most once: the credit stays spent.
    expect(await credits(provider)).toBe(4);
  });

  it('marks a timed-out call unknown and never sends it again', async () => {
    const { provider, booking, row } = await dueSms(4);
    t.clock.set(row.dueAt);
    brevo.failNext('hang');
    const before = brevo.calls.length;
    expect(await dispatchDueSms(t.deps, { timeoutMs: 300 })).toMatchObject({ unknown: 1 });
    expect(await smsOf(t, booking.id)).toEqual([
      expect.objectContaining({ status: 'unknown', reason: SMS_UNKNOWN_REASONS.noAnswer }),
    ]);
    t.clock.advance(STALE_SENDING_MS * 2);
    await dispatchDueSms(t.deps);
    expect(brevo.calls.length).toBe(before + 1);
    expect(await credits(provider)).toBe(4);
  });

  it('records a 500 as unknown (it may have gone)', async () => {
    const { booking, row } = await dueSms(5);
    t.clock.set(row.dueAt);
    brevo.failNext({ status: 500 });
    expect(await dispatchDueSms(t.deps)).toMatchObject({ unknown: 1 });
    expect((await smsOf(t, booking.id))[0]?.status).toBe('unknown');
  });

  it('records a refusal (400, 401) as failed with its reason in French, and gives the credit back', async () => {
    for (const [days, status, reason] of [
      [6, 400, 'Envoi refusé par le fournisseur de SMS (400)'],
      [7, 401, 'Clé d’API SMS refusée par le fournisseur (401)'],
    ] as const) {
      const { provider, booking, row } = await dueSms(days);
      t.clock.set(row.dueAt);
      brevo.failNext({ status });
      expect(await dispatchDueSms(t.deps)).toMatchObject({ failed: 1 });
      expect(await smsOf(t, booking.id)).toEqual([expect.objectContaining({ status: 'failed', reason })]);
      expect(await credits(provider)).toBe(5);
    }
  });

  it('skips it at 0 credits, telling the provider once, and the e-mail reminder still goes', async () => {
    const provider = await createSmsProvider(t, 0);
    const first = await bookFor(t, provider, localStart(t, 8, '15:00'));
    const second = await bookFor(t, provider, localStart(t, 8, '16:00'));
    const before = brevo.calls.length;
    const [row] = await smsOf(t, second.id);
    t.clock.set(row?.dueAt ?? new Date());
    expect(await dispatchDueSms(t.deps)).toMatchObject({ skipped: 2 });
    for (const id of [first.id, second.id])
      expect(await smsOf(t, id)).toEqual([
        expect.objectContaining({ status: 'skipped', reason: SMS_REASONS.noCredit }),
      ]);
    expect(await creditsOutNotices(t, provider.id)).toBe(1);
    expect(brevo.calls.length).toBe(before);
    const emails = await t.deps.database.db
      .select()
      .from(bookingReminders)
      .where(eq(bookingReminders.bookingId, first.id));
    expect(emails.map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it('cancels the SMS of a booking cancelled before its send: no call', async () => {
    const { provider, booking, row } = await dueSms(9);
    const cancel = await t.patch(
      `/api/bookings/${booking.id}`,
      { status: 'cancelled' },
      { token: provider.token },
    );
    expect(cancel.statusCode).toBe(200);
    t.clock.set(row.dueAt);
    const before = brevo.calls.length;
    await dispatchDueSms(t.deps);
    expect((await smsOf(t, booking.id))[0]?.status).toBe('cancelled');
    expect(brevo.calls.length).toBe(before);
    expect(await credits(provider)).toBe(5);
  });

  it('forgets the text 30 days after sending, keeping the log line', async () => {
    const { booking, row } = await dueSms(10);
    t.clock.set(row.dueAt);
    await dispatchDueSms(t.deps);
    // The retention job `days` days after the send forgets what was sent 30 days before it.
    const retentionAfter = (days: number) =>
      purgeSmsContent(
        t.deps.database.db,
        new Date(row.dueAt.getTime() + (days - SMS_CONTENT_RETENTION_DAYS) * DAY),
      );
    await retentionAfter(29);
    expect((await smsOf(t, booking.id))[0]?.content).toBeTruthy();
    await retentionAfter(31);
    expect((await smsOf(t, booking.id))[0]).toMatchObject({ status: 'sent', content: null });
    const [stored] = await t.deps.database.db.select().from(smsReminders).where(eq(smsReminders.id, row.id));
    expect(stored?.recipient).toBe('+33612345678');
  });

  it('lists the SMS in the client’s export, masked; erasing the client keeps only the masked number', async () => {
    const { provider, booking, row } = await dueSms(11);
    t.clock.set(row.dueAt);
    await dispatchDueSms(t.deps);
    const token = await t.login(provider.email, provider.password);
    const exported = await t.get('/api/gdpr/clients/export?email=jeanne@exemple.fr', { token });
    expect(exported.json().sms).toEqual([
      {
        bookingId: booking.id,
        sentAt: row.dueAt.toISOString(),
        recipient: '+33 6 •• •• •• 78',
        status: 'sent',
      },
    ]);
    const erased = await t.post('/api/gdpr/clients/erase', { email: 'jeanne@exemple.fr' }, { token });
    expect(erased.statusCode).toBe(200);
    expect(await smsOf(t, booking.id)).toEqual([
      expect.objectContaining({ status: 'sent', recipient: '+33 6 •• •• •• 78', content: null }),
    ]);
    const details = await t.get(`/api/bookings/${booking.id}`, { token });
    expect(details.json().booking.sms).toEqual([expect.objectContaining({ recipient: '+33 6 •• •• •• 78' })]);
  });
});
