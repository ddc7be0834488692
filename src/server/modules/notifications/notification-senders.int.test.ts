import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotificationType, TUserNotification } from '../../../shared/schemas/notifications';
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
import { retentionJob } from '../../jobs/definitions/retention';

/** Friday 20 November 2026, 10:00 in Paris: « in 4 days » is Tuesday 24 November. */
const NOW = new Date('2026-11-20T09:00:00Z');

let t: TestApp;
let lea: TTestProvider;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  lea = await createProvider(t, { displayName: 'Salon Léa' });
  serviceId = (await createService(t.deps, lea.id, { name: 'Coupe femme', durationMinutes: 30 })).id;
  await openEveryDay(t.deps, lea.id, '08:00', '20:00');
});
afterAll(() => t.close());

const notificationsOf = async (token: string): Promise<TUserNotification[]> =>
  (await t.get('/api/user-notifications?limit=100', { token })).json().notifications;

/** The provider's notifications that point at this booking. */
const aboutBooking = async (token: string, bookingId: string) =>
  (await notificationsOf(token)).filter((n) => n.link === `/dashboard/agenda?booking=${bookingId}`);

async function publicBooking(start: string, name = 'Marie Durand') {
  const response = await t.post(
    `/api/public/providers/${lea.id}/bookings`,
    bookingBody(serviceId, start, { name, email: 'marie@exemple.fr' }),
    { ip: nextTestIp() },
  );
  expect(response.statusCode).toBe(201);
  const body = response.json<{ booking: { id: string }; manageUrl: string }>();
  return { id: body.booking.id, token: body.manageUrl.split('/').pop() ?? '' };
}

function patch(url: string, body: object, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'PATCH', url, payload: body, headers: { authorization: `Bearer ${token}` } });
}

async function setPreference(token: string, type: TNotificationType, channels: object) {
  const response = await t.post(
    '/api/user-notifications/preferences',
    { preferences: { [type]: channels } },
    { token },
  );
  expect(response.statusCode).toBe(200);
}

describe('booking notifications for the provider', () => {
  it('tells the provider of a booking made on the public page, in French, with a link to it', async () => {
    const booking = await publicBooking(localStart(t, 4, '10:00'));
    expect(await aboutBooking(lea.token, booking.id)).toEqual([
      {
        id: expect.any(String),
        type: 'booking_created',
        title: 'Nouveau rendez-vous',
        body: 'Marie Durand — Coupe femme, mardi 24 novembre à 10:00',
        link: `/dashboard/agenda?booking=${booking.id}`,
        read: false,
        createdAt: NOW.toISOString(),
      },
    ]);
  });

  it('says nothing of the provider’s own manual booking', async () => {
    const before = (await notificationsOf(lea.token)).length;
    const created = await t.post(
      '/api/bookings',
      {
        serviceId,
        start: localStart(t, 4, '15:00'),
        client: { name: 'Paul Durand', email: '', phone: '06 98 76 54 32' },
        note: '',
      },
      { token: lea.token },
    );
    expect(created.statusCode).toBe(201);
    expect(await notificationsOf(lea.token)).toHaveLength(before);
  });

  it('tells the provider of the client’s cancellation and move, not of her own', async () => {
    const cancelled = await publicBooking(localStart(t, 5, '10:00'), 'Jeanne Petit');
    t.clock.advance(60_000);
    await t.post(`/api/public/bookings/${cancelled.id}/cancel`, { token: cancelled.token });
    const moved = await publicBooking(localStart(t, 5, '11:00'), 'Hugo Bernard');
    t.clock.advance(60_000);
    const rescheduled = await t.post(`/api/public/bookings/${moved.id}/reschedule`, {
      token: moved.token,
      start: localStart(t, 6, '14:30'),
    });
    expect(rescheduled.statusCode).toBe(200);
    expect((await aboutBooking(lea.token, cancelled.id)).map((n) => [n.type, n.title, n.body])).toEqual([
      [
        'booking_cancelled',
        'Rendez-vous annulé par le client',
        'Jeanne Petit — Coupe femme, mercredi 25 novembre à 10:00',
      ],
      ['booking_created', 'Nouveau rendez-vous', 'Jeanne Petit — Coupe femme, mercredi 25 novembre à 10:00'],
    ]);
    expect((await aboutBooking(lea.token, moved.id)).map((n) => [n.type, n.title, n.body])).toEqual([
      [
        'booking_rescheduled',
        'Rendez-vous déplacé par le client',
        'Hugo Bernard — Coupe femme, jeudi 26 novembre à 14:30 (au lieu de mercredi 25 novembre à 11:00)',
      ],
      ['booking_created', 'Nouveau rendez-vous', 'Hugo Bernard — Coupe femme, mercredi 25 novembre à 11:00'],
    ]);

    const mine = await publicBooking(localStart(t, 7, '10:00'));
    const other = await publicBooking(localStart(t, 7, '11:00'));
    expect(
      (await patch(`/api/bookings/${mine.id}`, { start: localStart(t, 7, '16:00') }, lea.token)).statusCode,
    ).toBe(200);
    expect((await t.post(`/api/bookings/${other.id}/cancel`, {}, { token: lea.token })).statusCode).toBe(200);
    expect((await aboutBooking(lea.token, mine.id)).map((n) => n.type)).toEqual(['booking_created']);
    expect((await aboutBooking(lea.token, other.id)).map((n) => n.type)).toEqual(['booking_created']);
  });

  it('writes no in-app notification when that channel is off; the e-mail still goes', async () => {
    const zoe = await createProvider(t, { displayName: 'Atelier Zoé' });
    const service = await createService(t.deps, zoe.id, { name: 'Massage' });
    await openEveryDay(t.deps, zoe.id);
    await setPreference(zoe.token, 'booking_created', { inApp: false, email: true, push: true });
    const response = await t.post(
      `/api/public/providers/${zoe.id}/bookings`,
      bookingBody(service.id, localStart(t, 4, '10:00')),
      { ip: nextTestIp() },
    );
    expect(response.statusCode).toBe(201);
    expect(await notificationsOf(zoe.token)).toEqual([]);
    const notices = await t.deps.database.db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, zoe.email), eq(outboxEmails.kind, 'booking_provider_new')));
    expect(notices).toHaveLength(1);
  });
});

describe('a customer’s anonymisation', () => {
  it('deletes the notifications that name them, with the booking’s retention', async () => {
    const sam = await createProvider(t, { displayName: 'Studio Sam' });
    const service = await createService(t.deps, sam.id, { name: 'Séance' });
    await openEveryDay(t.deps, sam.id);
    // Two customers: a returning one would keep both bookings until her latest visit is due.
    const book = async (days: number, email: string) => {
      const response = await t.post(
        `/api/public/providers/${sam.id}/bookings`,
        bookingBody(service.id, localStart(t, days, '10:00'), { name: 'Nina Oubli', email }),
        { ip: nextTestIp() },
      );
      return response.json<{ booking: { id: string } }>().booking.id;
    };
    const soon = await book(1, 'nina@exemple.fr');
    const later = await book(60, 'autre@exemple.fr');
    expect((await notificationsOf(sam.token)).map((n) => n.link)).toHaveLength(2);

    // 31 days after the first appointment: past the default 30-day retention, the second still ahead.
    t.clock.set(new Date(NOW.getTime() + 33 * 86_400_000));
    await retentionJob.handler(t.deps, {});
    // Her session of a month ago has expired meanwhile.
    const token = await t.login(sam.email, sam.password);
    expect(await aboutBooking(token, soon)).toEqual([]);
    expect(await aboutBooking(token, later)).toHaveLength(1);
    t.clock.set(NOW);
  });
});
