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
import { bookingReminders, bookings, outboxEmails } from '../../db/schema';
import {
  CLIENT_EMAIL_LIMIT_MESSAGE,
  CLIENT_EMAILS_PER_DAY,
  CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS,
  clientAddressLimitMessage,
} from './client-email-quota';

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
const LIMIT_MESSAGE = `Vous avez atteint la limite de ${CLIENT_EMAILS_PER_DAY} e-mails envoyés à vos clients par jour (confirmations, modifications et rappels) : rien n’a été enregistré. Réessayez demain (la limite repart à minuit, heure de Paris) ou enregistrez le rendez-vous sans l’adresse e-mail du client : il ne recevra ni confirmation ni rappel.`;

const manualBooking = (
  who: TTestProvider,
  serviceId: string,
  start: string,
  notifyClient = true,
  email = 'cible@exemple.fr',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { authorization: `Bearer ${who.token}` },
    payload: { serviceId, start, client: { name: 'Inconnu', email, phone: '' }, notifyClient },
  });

const providerCancel = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/cancel`,
    headers: { authorization: `Bearer ${provider.token}` },
    payload: {},
  });

/**
 * E-mails the provider's earlier requests already queued today (written as the requests would),
 * to as many addresses, or all to one.
 */
async function alreadyQueued(n: number, userId: string, createdAt: Date, to?: string) {
  await db()
    .insert(outboxEmails)
    .values(
      Array.from({ length: n }, (_, i) => ({
        kind: 'booking_confirmation',
        toAddress: to ?? `client-${i}@exemple.fr`,
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
    // A manual booking schedules its confirmation and one reminder (24 h before, the default).
    await alreadyQueued(CLIENT_EMAILS_PER_DAY - 2, lea.id, now);

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

    // Without the confirmation its reminder still counts (issue 30): refused too.
    const quiet = await manualBooking(lea, leaService.id, start, false);
    expect(quiet.statusCode).toBe(429);
    expect(quiet.json().message).toBe(CLIENT_EMAIL_LIMIT_MESSAGE);
    // Without the address the booking is recorded; cancelling one that would e-mail the client is not.
    const noAddress = await manualBooking(lea, leaService.id, start, false, '');
    expect(noAddress.statusCode).toBe(201);
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

describe('reminders and unverified addresses count when scheduled (issue 30)', () => {
  const remindersOf = (bookingId: string) =>
    db().select().from(bookingReminders).where(eq(bookingReminders.bookingId, bookingId));

  it('charges a manual booking’s reminders to the provider, even without the confirmation; the public page’s to nobody', async () => {
    const nina = await createProvider(t);
    const ninaService = await createService(t.deps, nina.id);
    await t.put('/api/settings', { reminderOffsetsMinutes: [2880, 1440, 60] }, { token: nina.token });
    await alreadyQueued(CLIENT_EMAILS_PER_DAY - 3, nina.id, t.clock.now());
    // Three reminders, no confirmation: exactly the cap.
    const quiet = await manualBooking(nina, ninaService.id, localStart(t, 5, '09:00'), false, 'a@exemple.fr');
    expect(quiet.statusCode).toBe(201);
    const reminders = await remindersOf(quiet.json().booking.id);
    expect(reminders.map((r) => r.chargedToUserId)).toEqual([nina.id, nina.id, nina.id]);
    // One more reminder is past it: refused, nothing recorded.
    const over = await manualBooking(nina, ninaService.id, localStart(t, 5, '11:00'), false, 'b@exemple.fr');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'CLIENT_EMAIL_LIMIT', message: CLIENT_EMAIL_LIMIT_MESSAGE });
    // Moving a booking from the dashboard schedules its reminders again: over the cap, refused and not moved.
    const moved = await t.patch(
      `/api/bookings/${quiet.json().booking.id}`,
      { start: localStart(t, 6, '09:00'), notifyClient: false },
      { token: nina.token },
    );
    expect(moved.statusCode).toBe(429);
    expect((await remindersOf(quiet.json().booking.id)).filter((r) => r.status === 'pending')).toHaveLength(
      3,
    );

    await openEveryDay(t.deps, nina.id);
    const pub = await t.post(
      `/api/public/providers/${nina.id}/bookings`,
      bookingBody(ninaService.id, localStart(t, 5, '15:00')),
      { ip: nextTestIp() },
    );
    expect(pub.statusCode).toBe(201);
    expect((await remindersOf(pub.json().booking.id)).map((r) => r.chargedToUserId)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it(`gives an address the provider typed at most ${CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS} e-mails a day, unless its holder booked on the page`, async () => {
    const omar = await createProvider(t);
    const omarService = await createService(t.deps, omar.id);
    const now = t.clock.now();
    // Confirmation + reminder per booking: the share leaves room for one more booking to that address.
    await alreadyQueued(CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS - 2, omar.id, now, 'voisin@exemple.fr');
    expect(
      (await manualBooking(omar, omarService.id, localStart(t, 3, '09:00'), true, 'Voisin@exemple.fr'))
        .statusCode,
    ).toBe(201);
    const over = await manualBooking(
      omar,
      omarService.id,
      localStart(t, 3, '10:00'),
      true,
      'voisin@exemple.fr',
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'CLIENT_EMAIL_LIMIT',
      limit: CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS,
      message: clientAddressLimitMessage('voisin@exemple.fr'),
    });
    // Another address is not held back by it.
    expect(
      (await manualBooking(omar, omarService.id, localStart(t, 3, '10:00'), true, 'autre@exemple.fr'))
        .statusCode,
    ).toBe(201);

    // A client who booked on Omar's page typed the address themselves: only the daily cap applies.
    await openEveryDay(t.deps, omar.id);
    await alreadyQueued(CLIENT_EMAILS_PER_UNVERIFIED_ADDRESS, omar.id, now, 'fidele@exemple.fr');
    const pub = await t.post(
      `/api/public/providers/${omar.id}/bookings`,
      bookingBody(omarService.id, localStart(t, 4, '15:00'), { email: 'fidele@exemple.fr' }),
      { ip: nextTestIp() },
    );
    expect(pub.statusCode).toBe(201);
    expect(
      (await manualBooking(omar, omarService.id, localStart(t, 3, '11:00'), true, 'fidele@exemple.fr'))
        .statusCode,
    ).toBe(201);
  });
});
