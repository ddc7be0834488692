import { eq } from 'drizzle-orm';
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

let t: TestApp;
let provider: TTestProvider;
let service: { id: string };
const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'Rendez-vous introuvable' };

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t, { phone: '01 23 45 67 89' });
  service = await createService(t.deps, provider.id, { name: 'Coupe', durationMinutes: 30 });
  await openEveryDay(t.deps, provider.id);
});
afterAll(() => t.close());

type TCreated = { booking: TBooking; manageUrl: string; cancelUrl: string; token: string };

async function bookAt(start: string, email = 'jeanne@exemple.fr'): Promise<TCreated> {
  const response = await t.post(
    `/api/public/providers/${provider.id}/bookings`,
    bookingBody(service.id, start, { email }),
    { ip: nextTestIp() },
  );
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { ...body, token: body.manageUrl.split('/').pop() };
}

async function storedRow(id: string) {
  const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

function parseIcs(base64OrText: string, isBase64 = true) {
  const text = isBase64 ? Buffer.from(base64OrText, 'base64').toString() : base64OrText;
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { method: calendar.getFirstPropertyValue('method'), event };
}

describe('the client’s token', () => {
  it('opens its booking by id and token, and by token alone', async () => {
    const created = await bookAt(localStart(t, 3, '09:00'));
    const byId = await t.get(`/api/public/bookings/${created.booking.id}?token=${created.token}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({
      success: true,
      booking: created.booking,
      provider: {
        id: provider.id,
        displayName: 'Salon Léa',
        address: '3 rue des Lilas, 75011 Paris',
        phone: '01 23 45 67 89',
        timezone: 'Europe/Paris',
        waitlistEnabled: true,
      },
      canCancel: true,
      waitlist: null,
      cancellationDeadline: new Date(
        new Date(created.booking.start).getTime() - 24 * 3_600_000,
      ).toISOString(),
      manageUrl: created.manageUrl,
      cancelUrl: created.cancelUrl,
    });
    const byToken = await t.get(`/api/public/bookings/by-token/${created.token}`);
    expect(byToken.json()).toEqual(byId.json());
  });

  it('opens only its own booking; anything else is the same 404', async () => {
    const first = await bookAt(localStart(t, 3, '10:00'));
    const second = await bookAt(localStart(t, 3, '10:30'));
    const attempts = [
      `/api/public/bookings/${second.booking.id}?token=${first.token}`,
      `/api/public/bookings/${first.booking.id}?token=${first.token.slice(0, -1)}x`,
      `/api/public/bookings/${first.booking.id}`,
      `/api/public/bookings/pas-un-uuid?token=${first.token}`,
      `/api/public/bookings/by-token/${first.token}x`,
      `/api/public/bookings/${second.booking.id}/ics?token=${first.token}`,
    ];
    for (const url of attempts) {
      const response = await t.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    for (const action of ['cancel', 'reschedule']) {
      const response = await t.post(`/api/public/bookings/${second.booking.id}/${action}`, {
        token: first.token,
        start: localStart(t, 3, '15:00'),
      });
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await storedRow(second.booking.id))?.status).toBe('confirmed');
  });

  it('downloads the same .ics as the e-mail', async () => {
    const created = await bookAt(localStart(t, 3, '11:00'));
    const response = await t.get(`/api/public/bookings/${created.booking.id}/ics?token=${created.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="rendez-vous.ics"');
    const { method, event } = parseIcs(response.body, false);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(`${created.booking.id}@creneau`);
    expect(event.startDate.toJSDate().toISOString()).toBe(created.booking.start);
    expect(event.description).toContain(created.manageUrl);
  });
});

describe('POST /api/public/bookings/{id}/cancel', () => {
  it('links the cancellation e-mail to the readable booking address once the provider has one (issue 37)', async () => {
    expect(
      (await t.put('/api/provider/slug', { slug: 'salon-lea' }, { token: provider.token })).statusCode,
    ).toBe(200);
    try {
      const created = await bookAt(localStart(t, 5, '10:00'), 'lisible@exemple.fr');
      const response = await t.post(`/api/public/bookings/${created.booking.id}/cancel`, {
        token: created.token,
      });
      expect(response.statusCode).toBe(200);
      const text = (await t.lastEmailTo('lisible@exemple.fr'))?.text ?? '';
      expect(text).toContain('http://localhost:3000/booking/salon-lea');
      expect(text).not.toMatch(new RegExp(`/booking/${provider.id}(?!/)`));
    } finally {
      await t.put('/api/provider/slug', { slug: null }, { token: provider.token });
    }
  });

  it('cancels with a reason, frees the slot, publishes the event and e-mails both sides', async () => {
    const start = localStart(t, 4, '09:00');
    const created = await bookAt(start, 'annule@exemple.fr');
    const deleted: TBooking[] = [];
    t.deps.events.on('booking_deleted', (b) => deleted.push(b));
    const response = await t.post(`/api/public/bookings/${created.booking.id}/cancel`, {
      token: created.token,
      reason: 'Empêchement professionnel',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({
      id: created.booking.id,
      status: 'cancelled',
      cancelledBy: 'client',
      cancellationReason: 'Empêchement professionnel',
    });
    expect(deleted).toEqual([response.json().booking]);
    const row = await storedRow(created.booking.id);
    expect(row).toMatchObject({ status: 'cancelled', sequence: 1, cancelledAt: t.clock.now() });

    const clientEmail = await t.lastEmailTo('annule@exemple.fr');
    expect(clientEmail?.kind).toBe('booking_cancelled_client');
    expect(clientEmail?.text).toContain('Votre rendez-vous avec Salon Léa a bien été annulé.');
    expect(clientEmail?.text).toContain(`http://localhost:3000/booking/${provider.id}`);
    const { method, event } = parseIcs(clientEmail?.attachments[0]?.contentBase64 ?? '');
    expect(method).toBe('CANCEL');
    expect(event.uid).toBe(`${created.booking.id}@creneau`);
    expect(event.sequence).toBe(1);
    const providerEmail = await t.lastEmailTo(provider.email);
    expect(providerEmail?.kind).toBe('booking_cancelled_provider');
    expect(providerEmail?.text).toContain('Empêchement professionnel');

    const again = await t.post(`/api/public/bookings/${created.booking.id}/cancel`, { token: created.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce rendez-vous est déjà annulé.');
    const view = await t.get(`/api/public/bookings/by-token/${created.token}`);
    expect(view.json()).toMatchObject({ canCancel: false, cancellationDeadline: null });
    await bookAt(start, 'suivant@exemple.fr');
  });

  it('refuses inside the cancellation notice, naming the notice and the phone', async () => {
    const start = localStart(t, 5, '10:00');
    const created = await bookAt(start);
    const realNow = t.clock.now();
    t.clock.set(new Date(new Date(start).getTime() - 23 * 3_600_000));
    try {
      const view = await t.get(`/api/public/bookings/by-token/${created.token}`);
      expect(view.json().canCancel).toBe(false);
      const response = await t.post(`/api/public/bookings/${created.booking.id}/cancel`, {
        token: created.token,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Ce rendez-vous ne peut plus être annulé en ligne moins de 24 h avant son début. Contactez directement votre professionnel au 01 23 45 67 89.',
      );
      const move = await t.post(`/api/public/bookings/${created.booking.id}/reschedule`, {
        token: created.token,
        start: localStart(t, 2, '10:00'),
      });
      expect(move.statusCode).toBe(409);
      expect(move.json().message).toMatch(/^Ce rendez-vous ne peut plus être déplacé en ligne moins de 24 h/);
    } finally {
      t.clock.set(realNow);
    }
    expect((await storedRow(created.booking.id))?.status).toBe('confirmed');
  });
});

describe('POST /api/public/bookings/{id}/reschedule', () => {
  it('moves only when the new slot is free: the old slot is released with the new one taken', async () => {
    const oldStart = localStart(t, 6, '10:00');
    const mine = await bookAt(oldStart, 'deplace@exemple.fr');
    const other = await bookAt(localStart(t, 6, '11:00'), 'autre@exemple.fr');
    const taken = await t.post(`/api/public/bookings/${mine.booking.id}/reschedule`, {
      token: mine.token,
      start: other.booking.start,
    });
    expect(taken.statusCode).toBe(409);
    expect(await storedRow(mine.booking.id)).toMatchObject({ startAt: new Date(oldStart), sequence: 0 });
    const closed = await t.post(`/api/public/bookings/${mine.booking.id}/reschedule`, {
      token: mine.token,
      start: localStart(t, 6, '22:00'),
    });
    expect(closed.statusCode).toBe(409);

    const updated: TBooking[] = [];
    t.deps.events.on('booking_updated', (b) => updated.push(b));
    const newStart = localStart(t, 6, '12:00');
    const moved = await t.post(`/api/public/bookings/${mine.booking.id}/reschedule`, {
      token: mine.token,
      start: newStart,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking).toMatchObject({
      start: new Date(newStart).toISOString(),
      status: 'confirmed',
    });
    expect(updated).toEqual([moved.json().booking]);
    expect((await storedRow(mine.booking.id))?.sequence).toBe(1);
    expect((await storedRow(other.booking.id))?.startAt).toEqual(new Date(other.booking.start));

    const email = await t.lastEmailTo('deplace@exemple.fr');
    expect(email?.kind).toBe('booking_rescheduled_client');
    expect(email?.text).toContain('Ancien horaire :');
    expect(email?.text).toContain(mine.cancelUrl);
    const { method, event } = parseIcs(email?.attachments[0]?.contentBase64 ?? '');
    expect(method).toBe('REQUEST');
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(newStart).toISOString());
    expect((await t.lastEmailTo(provider.email))?.kind).toBe('booking_rescheduled_provider');

    await bookAt(oldStart, 'reprend@exemple.fr');
  });

  it('lets only one of two bookings racing to the same new slot have it', async () => {
    const a = await bookAt(localStart(t, 7, '09:00'));
    const b = await bookAt(localStart(t, 7, '09:30'));
    const target = localStart(t, 7, '14:00');
    const responses = await Promise.all(
      [a, b].map((x) =>
        t.post(`/api/public/bookings/${x.booking.id}/reschedule`, { token: x.token, start: target }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.deps.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startAt, new Date(target)));
    expect(rows).toHaveLength(1);
  });
});
