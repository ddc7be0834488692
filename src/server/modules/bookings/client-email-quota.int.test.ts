import { and, count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { bookings, outboxEmails } from '../../db/schema';
import { CLIENT_EMAILS_PER_DAY } from './client-email-quota';

let t: TestApp;
let provider: TTestProvider;
let service: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  // 21:00 in Paris: nothing in a test crosses midnight unless it moves the clock there.
  t.clock.set(DateTime.fromISO('2026-11-23T21:00', { zone: 'Europe/Paris' }).toJSDate());
  provider = await createProvider(t);
  service = await createService(t.deps, provider.id);
  await openEveryDay(t.deps, provider.id);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const LIMIT_MESSAGE = `Vous avez atteint la limite de ${CLIENT_EMAILS_PER_DAY} e-mails envoyés à vos clients par jour : rien n’a été enregistré. Réessayez demain (la limite repart à minuit, heure de Paris) ou, pour un nouveau rendez-vous, décochez l’envoi de la confirmation au client.`;

const manualBooking = (who: TTestProvider, serviceId: string, start: string, notifyClient = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { authorization: `Bearer ${who.token}` },
    payload: {
      serviceId,
      start,
      client: { name: 'Inconnu', email: 'cible@exemple.fr', phone: '' },
      notifyClient,
    },
  });

const providerCancel = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel`,
    headers: { authorization: `Bearer ${provider.token}` },
    payload: {},
  });

/** E-mails the provider's earlier requests already queued today (written as the requests would). */
async function alreadyQueued(n: number, userId: string, createdAt: Date) {
  await db()
    .insert(outboxEmails)
    .values(
      Array.from({ length: n }, () => ({
        kind: 'booking_confirmation',
        toAddress: 'cible@exemple.fr',
        subject: 'Rendez-vous confirmé',
        html: '',
        text: '',
        status: 'logged' as const,
        createdAt,
        triggeredByUserId: userId,
        triggerKind: 'manual_booking',
      })),
    );
}

async function emailsTo(address: string) {
  return db()
    .select({
      user: outboxEmails.triggeredByUserId,
      kind: outboxEmails.triggerKind,
      to: outboxEmails.toAddress,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address));
}

describe('who made the server send each booking e-mail', () => {
  it('records the provider’s account on their requests, nobody on the public page’s', async () => {
    const manual = await manualBooking(provider, service.id, localStart(t, 2, '09:00'));
    expect(manual.statusCode).toBe(201);
    expect(await emailsTo('cible@exemple.fr')).toEqual([
      { user: provider.id, kind: 'manual_booking', to: 'cible@exemple.fr' },
    ]);
    const cancel = await providerCancel(manual.json().booking.id);
    expect(cancel.statusCode).toBe(200);
    expect((await emailsTo('cible@exemple.fr')).map((e) => [e.user, e.kind])).toContainEqual([
      provider.id,
      'provider_change',
    ]);

    const pub = await t.post(
      `/api/public/providers/${provider.id}/bookings`,
      bookingBody(service.id, localStart(t, 2, '11:00'), { email: 'cliente@exemple.fr' }),
      { ip: nextTestIp() },
    );
    expect(pub.statusCode).toBe(201);
    expect(await emailsTo('cliente@exemple.fr')).toEqual([
      { user: null, kind: 'public_booking', to: 'cliente@exemple.fr' },
    ]);
    const token = pub.json().manageUrl.split('/').pop();
    const clientCancel = await t.post(`/api/public/bookings/${pub.json().booking.id}/cancel`, { token });
    expect(clientCancel.statusCode).toBe(200);
    expect((await emailsTo('cliente@exemple.fr')).map((e) => [e.user, e.kind])).toContainEqual([
      null,
      'client_change',
    ]);
  });
});

describe(`at most ${CLIENT_EMAILS_PER_DAY} client e-mails a day from a provider’s requests`, () => {
  it('refuses the e-mail past the cap with a French 429 naming it, and records nothing', async () => {
    const lea = await createProvider(t);
    const leaService = await createService(t.deps, lea.id);
    const now = t.clock.now();
    // Yesterday's e-mails do not count; today's do.
    await alreadyQueued(50, lea.id, new Date(now.getTime() - 86_400_000));
    await alreadyQueued(CLIENT_EMAILS_PER_DAY - 1, lea.id, now);

    const last = await manualBooking(lea, leaService.id, localStart(t, 3, '09:00'));
    expect(last.statusCode).toBe(201);

    const start = localStart(t, 3, '10:00');
    const over = await manualBooking(lea, leaService.id, start);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      success: false,
      code: 'CLIENT_EMAIL_LIMIT',
      limit: CLIENT_EMAILS_PER_DAY,
      message: LIMIT_MESSAGE,
    });
    const stored = await db()
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.providerId, lea.id), eq(bookings.startAt, new Date(start))));
    expect(stored[0]?.n).toBe(0);

    // Without the e-mail the booking is recorded; cancelling one that would e-mail the client is not.
    const quiet = await manualBooking(lea, leaService.id, start, false);
    expect(quiet.statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${last.json().booking.id}/cancel`,
      headers: { authorization: `Bearer ${lea.token}` },
      payload: {},
    });
    expect(cancel.statusCode).toBe(429);
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, last.json().booking.id));
    expect(kept?.status).toBe('confirmed');

    // Another provider and the public page are not held back by Léa's cap.
    expect((await manualBooking(provider, service.id, localStart(t, 3, '15:00'))).statusCode).toBe(201);
    await openEveryDay(t.deps, lea.id);
    const pub = await t.post(
      `/api/public/providers/${lea.id}/bookings`,
      bookingBody(leaService.id, localStart(t, 3, '16:00')),
      { ip: nextTestIp() },
    );
    expect(pub.statusCode).toBe(201);
  });

  it('starts again at midnight, Paris time', async () => {
    const paul = await createProvider(t);
    const paulService = await createService(t.deps, paul.id);
    await alreadyQueued(CLIENT_EMAILS_PER_DAY, paul.id, t.clock.now());
    expect((await manualBooking(paul, paulService.id, localStart(t, 4, '09:00'))).statusCode).toBe(429);
    const midnight = DateTime.fromJSDate(t.clock.now(), { zone: 'Europe/Paris' })
      .plus({ days: 1 })
      .startOf('day');
    t.clock.set(midnight.plus({ minutes: 1 }).toJSDate());
    expect((await manualBooking(paul, paulService.id, localStart(t, 4, '09:00'))).statusCode).toBe(201);
  });
});
