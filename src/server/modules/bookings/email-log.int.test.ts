import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingEmail } from '../../../shared/schemas/booking';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  bookingBody,
  createProvider,
  createService,
  localStart,
  openEveryDay,
  type TTestProvider,
} from '../../../test/booking-factories';
import { nextTestIp } from '../../../test/factories';
import { outboxEmails } from '../../db/schema';
import { ERASED_RECIPIENT, ERASED_SUBJECT } from '../../mail/outbox-scrub';

let t: TestApp;
let a: TTestProvider;
let b: TTestProvider;
let serviceA: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await createProvider(t, { displayName: 'Salon Léa' });
  b = await createProvider(t, { displayName: 'Cabinet Martin' });
  serviceA = await createService(t.deps, a.id, { name: 'Coupe', durationMinutes: 30 });
  await openEveryDay(t.deps, a.id, '08:00', '20:00');
});
afterAll(() => t.close());

async function book(start: string, email: string) {
  const response = await t.post(
    `/api/public/providers/${a.id}/bookings`,
    bookingBody(serviceA.id, start, { email }),
    { ip: nextTestIp() },
  );
  expect(response.statusCode).toBe(201);
  const body = response.json<{ booking: { id: string }; manageUrl: string }>();
  return { id: body.booking.id, token: body.manageUrl.split('/').pop() ?? '' };
}

async function emailsOf(bookingId: string, token: string): Promise<TBookingEmail[]> {
  const response = await t.get(`/api/bookings/${bookingId}/emails`, { token });
  expect(response.statusCode).toBe(200);
  return response.json<{ emails: TBookingEmail[] }>().emails;
}

const kindsIn = async (bookingId: string) =>
  (
    await t.deps.database.db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(eq(outboxEmails.bookingId, bookingId))
  )
    .map((r) => r.kind)
    .sort();

describe('GET /api/bookings/{id}/emails', () => {
  it('lists the booking’s confirmation and provider notice with their delivery status', async () => {
    const created = await book(localStart(t, 2, '10:00'), 'jeanne@exemple.fr');
    expect((await emailsOf(created.id, a.token)).map((e) => e.status)).toEqual(['queued', 'queued']);
    // Their jobs run: without SMTP each message ends as 'logged'.
    await t.runJobs(['email.send']);
    const emails = await emailsOf(created.id, a.token);
    expect(emails.map((e) => e.status)).toEqual(['logged', 'logged']);
    expect(emails.map((e) => [e.kind, e.to]).sort()).toEqual([
      ['booking_confirmation', 'jeanne@exemple.fr'],
      ['booking_provider_new', a.email],
    ]);
    expect(emails[0]).toMatchObject({ attempts: 1, lastError: null, erased: false });
    expect(emails[0]?.sentAt).toEqual(expect.any(String));
    expect(emails[0]?.subject).toEqual(expect.any(String));

    const cancelled = await t.post(`/api/bookings/${created.id}/cancel`, {}, { token: a.token });
    expect(cancelled.statusCode).toBe(200);
    const after = await emailsOf(created.id, a.token);
    expect(after).toHaveLength(3);
    expect(after[0]?.kind).toBe('booking_cancelled_client');
  });

  it('shows the e-mails of an erased customer as proof of sending, without recipient or subject', async () => {
    const created = await book(localStart(t, 7, '10:00'), 'efface@exemple.fr');
    await t.runJobs(['email.send']);
    expect((await emailsOf(created.id, a.token)).map((e) => e.status)).toEqual(['logged', 'logged']);
    const before = await emailsOf(created.id, a.token);
    const erase = await t.post('/api/gdpr/clients/erase', { email: 'efface@exemple.fr' }, { token: a.token });
    expect(erase.statusCode).toBe(200);

    const after = await emailsOf(created.id, a.token);
    expect(after).toEqual(
      before.map((e) => ({
        ...e,
        to: ERASED_RECIPIENT,
        subject: ERASED_SUBJECT,
        erased: true,
      })),
    );
  });

  it('answers 404 for another provider’s booking, an unknown id and a malformed id', async () => {
    const created = await book(localStart(t, 3, '10:00'), 'autre@exemple.fr');
    for (const id of [created.id, crypto.randomUUID(), 'pas-un-id']) {
      const response = await t.get(`/api/bookings/${id}/emails`, { token: b.token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Rendez-vous introuvable' });
    }
    expect((await t.get(`/api/bookings/${created.id}/emails`)).statusCode).toBe(401);
  });
});

describe('the provider’s e-mail preferences (notification preferences, e-mail channel)', () => {
  async function setEmail(
    type: 'booking_created' | 'booking_cancelled' | 'booking_rescheduled',
    email: boolean,
  ) {
    const response = await t.post(
      '/api/user-notifications/preferences',
      { preferences: { [type]: { inApp: true, email, push: true } } },
      { token: a.token },
    );
    expect(response.statusCode).toBe(200);
  }

  it('skips the new-booking notice when its e-mail is off, the client still gets hers', async () => {
    await setEmail('booking_created', false);
    const created = await book(localStart(t, 4, '10:00'), 'sans-notice@exemple.fr');
    expect(await kindsIn(created.id)).toEqual(['booking_confirmation']);
    await setEmail('booking_created', true);
  });

  it('skips the client-cancellation notice when its e-mail is off', async () => {
    const kept = await book(localStart(t, 5, '10:00'), 'garde@exemple.fr');
    await t.post(`/api/public/bookings/${kept.id}/cancel`, { token: kept.token });
    expect(await kindsIn(kept.id)).toEqual([
      'booking_cancelled_client',
      'booking_cancelled_provider',
      'booking_confirmation',
      'booking_provider_new',
    ]);

    await setEmail('booking_cancelled', false);
    const quiet = await book(localStart(t, 6, '10:00'), 'silence@exemple.fr');
    const response = await t.post(`/api/public/bookings/${quiet.id}/cancel`, { token: quiet.token });
    expect(response.statusCode).toBe(200);
    expect(await kindsIn(quiet.id)).toEqual([
      'booking_cancelled_client',
      'booking_confirmation',
      'booking_provider_new',
    ]);
    await setEmail('booking_cancelled', true);
  });

  it('skips the client-move notice when its e-mail is off', async () => {
    const moved = await book(localStart(t, 9, '10:00'), 'deplace@exemple.fr');
    await t.post(`/api/public/bookings/${moved.id}/reschedule`, {
      token: moved.token,
      start: localStart(t, 9, '11:00'),
    });
    expect(await kindsIn(moved.id)).toContain('booking_rescheduled_provider');

    await setEmail('booking_rescheduled', false);
    const quiet = await book(localStart(t, 10, '10:00'), 'deplace-silence@exemple.fr');
    const response = await t.post(`/api/public/bookings/${quiet.id}/reschedule`, {
      token: quiet.token,
      start: localStart(t, 10, '11:00'),
    });
    expect(response.statusCode).toBe(200);
    expect(await kindsIn(quiet.id)).toEqual([
      'booking_confirmation',
      'booking_provider_new',
      'booking_rescheduled_client',
    ]);
  });
});
