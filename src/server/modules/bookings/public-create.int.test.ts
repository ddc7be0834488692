import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBooking } from '../../../shared/schemas/booking';
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
import { bookings } from '../../db/schema';
import { BOOKING_MESSAGES } from './booking-errors';

let t: TestApp;
let provider: TTestProvider;
let short: { id: string };
let long: { id: string };
let buffered: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t, { phone: '01 23 45 67 89' });
  short = await createService(t.deps, provider.id, { name: 'Coupe', durationMinutes: 30, priceCents: 2500 });
  long = await createService(t.deps, provider.id, { name: 'Couleur', durationMinutes: 90, priceCents: 7000 });
  buffered = await createService(t.deps, provider.id, {
    name: 'Soin',
    durationMinutes: 30,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
  });
  await openEveryDay(t.deps, provider.id);
});
afterAll(() => t.close());

const url = () => `/api/public/providers/${provider.id}/bookings`;
const book = (body: unknown, headers: Record<string, string> = {}) =>
  t.post(url(), body, { ip: nextTestIp(), headers });

async function activeBookingsAt(start: string) {
  return t.deps.database.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, provider.id),
        eq(bookings.startAt, new Date(start)),
        ne(bookings.status, 'cancelled'),
      ),
    );
}

describe('POST /api/public/providers/{providerId}/bookings', () => {
  it('books a free slot: 201, the booking, its links, a hashed token, consent time', async () => {
    const start = localStart(t, 2, '09:00');
    const created: TBooking[] = [];
    t.deps.events.on('booking_created', (b) => created.push(b));
    const response = await book(bookingBody(short.id, start, { email: 'claire@exemple.fr' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      booking: {
        providerId: provider.id,
        serviceId: short.id,
        serviceName: 'Coupe',
        durationMinutes: 30,
        priceCents: 2500,
        start: new Date(start).toISOString(),
        end: new Date(new Date(start).getTime() + 30 * 60_000).toISOString(),
        timezone: 'Europe/Paris',
        status: 'confirmed',
        source: 'public',
        client: { name: 'Jeanne Petit', email: 'claire@exemple.fr', phone: '06 12 34 56 78' },
        note: 'Première visite',
        cancellationReason: null,
        cancelledBy: null,
      },
    });
    const token = body.manageUrl.split('/').pop();
    expect(body.manageUrl).toBe(`http://localhost:3000/booking/${provider.id}/${token}`);
    expect(body.cancelUrl).toBe(`http://localhost:3000/cancel-booking/${body.booking.id}/${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await activeBookingsAt(start);
    expect(row?.manageTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.consentAt).toEqual(t.clock.now());
    expect(created).toEqual([body.booking]);
  });

  it('e-mails the client a French confirmation with the .ics, and the provider a notice', async () => {
    const start = localStart(t, 2, '11:30');
    const response = await book(bookingBody(short.id, start, { email: 'ics@exemple.fr' }));
    const { booking, manageUrl, cancelUrl } = response.json();
    const email = await t.lastEmailTo('ics@exemple.fr');
    expect(email?.kind).toBe('booking_confirmation');
    expect(email?.subject).toMatch(
      /^Rendez-vous confirmé : Coupe — \S+ \d+(er)? \S+ \d{4} à 11:30 \(heure de Paris\)$/,
    );
    expect(email?.text).toContain(manageUrl);
    expect(email?.text).toContain(cancelUrl);
    expect(email?.text).toContain('Au cabinet : 3 rue des Lilas, 75011 Paris');
    expect(email?.text).toContain('Téléphone : 01 23 45 67 89');
    expect(email?.text).toMatch(/Tarif : 25,00\s€/);
    expect(email?.html).toContain(`href="${manageUrl}"`);
    const [attachment] = email?.attachments ?? [];
    expect(attachment?.filename).toBe('rendez-vous.ics');
    const calendar = new ICAL.Component(
      ICAL.parse(Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString()),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`${booking.id}@creneau`);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.end);
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Coupe — Salon Léa');

    const notice = await t.lastEmailTo(provider.email);
    expect(notice?.kind).toBe('booking_provider_new');
    expect(notice?.subject).toContain('Nouveau rendez-vous — Jeanne Petit');
    expect(notice?.text).toContain('E-mail : ics@exemple.fr');
    expect(notice?.text).toContain('Première visite');
    expect(notice?.text).toContain('http://localhost:3000/dashboard/agenda');
  });

  it('gives exactly one 201 and 99 × 409 to 100 concurrent requests for one slot', async () => {
    const start = localStart(t, 3, '10:00');
    const pair = await t.csrf();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: url(),
          payload: bookingBody(short.id, start, { email: `rush${i}@exemple.fr` }),
          cookies: pair.cookie,
          headers: pair.header,
          remoteAddress: `198.51.100.${i}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ success: false, code: 'CONFLICT', message: BOOKING_MESSAGES.slotTaken });
    }
    expect(await activeBookingsAt(start)).toHaveLength(1);
  });

  it('refuses overlaps of other durations and buffers, and allows back-to-back bookings', async () => {
    expect((await book(bookingBody(short.id, localStart(t, 4, '14:00')))).statusCode).toBe(201);
    // 90 min from 13:00 ends at 14:30; from 13:30 it covers 14:00.
    for (const at of ['13:00', '13:30', '14:00']) {
      const response = await book(bookingBody(long.id, localStart(t, 4, at)));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(BOOKING_MESSAGES.slotTaken);
    }
    // Its 15 min buffer before 14:30 would overlap the 14:00–14:30 appointment.
    expect((await book(bookingBody(buffered.id, localStart(t, 4, '14:30')))).statusCode).toBe(409);
    expect((await book(bookingBody(long.id, localStart(t, 4, '12:30')))).statusCode).toBe(201);
    expect((await book(bookingBody(short.id, localStart(t, 4, '14:30')))).statusCode).toBe(201);
    expect((await book(bookingBody(buffered.id, localStart(t, 4, '15:30')))).statusCode).toBe(201);
    // 15:00 would end at 15:30, inside the buffer of the 15:30 appointment.
    expect((await book(bookingBody(short.id, localStart(t, 4, '15:00')))).statusCode).toBe(409);
  });

  it('refuses a slot that is not offered: closed hours, too soon, in the past', async () => {
    for (const start of [
      localStart(t, 5, '21:00'),
      localStart(t, 0, '00:00'),
      new Date(Date.now() + 30 * 60_000).toISOString(),
    ]) {
      const response = await book(bookingBody(short.id, start));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('CONFLICT');
    }
  });

  it('answers 404 for an unknown, inactive or archived service and an unknown provider', async () => {
    const inactive = await createService(t.deps, provider.id, { active: false });
    const archived = await createService(t.deps, provider.id, { archivedAt: new Date() });
    const start = localStart(t, 6, '10:00');
    for (const serviceId of [inactive.id, archived.id, crypto.randomUUID()]) {
      const response = await book(bookingBody(serviceId, start));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Prestation introuvable', field: 'serviceId' });
    }
    const other = await t.post('/api/public/providers/pas-un-uuid/bookings', bookingBody(short.id, start), {
      ip: nextTestIp(),
    });
    expect(other.statusCode).toBe(404);
    expect(await activeBookingsAt(start)).toHaveLength(0);
  });

  it('names the field of a French validation error', async () => {
    const start = localStart(t, 6, '10:00');
    const noConsent = await book({ ...bookingBody(short.id, start), consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({
      field: 'consent',
      message: 'Vous devez accepter la politique de confidentialité',
    });
    const badEmail = await book(bookingBody(short.id, start, { email: 'jeanne' }));
    expect(badEmail.json()).toMatchObject({ field: 'client.email', message: 'Adresse email invalide' });
    expect(await activeBookingsAt(start)).toHaveLength(0);
  });

  it('allows 20 bookings per address in 10 minutes, then a French 429', async () => {
    const ip = '192.0.2.77';
    const start = localStart(t, 5, '21:00');
    for (let i = 0; i < 20; i++) {
      expect((await t.post(url(), bookingBody(short.id, start), { ip })).statusCode).toBe(409);
    }
    const blocked = await t.post(url(), bookingBody(short.id, start), { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
  });
});
