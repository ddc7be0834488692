import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
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
import { bookingReminders, bookings, outboxEmails } from '../../db/schema';
import { addCredits } from '../billing/api';
import { CANCEL_SCOPE_MESSAGES } from './cancel-scope';

/** Issue 32, series: all dates or none, the same local time, one e-mail; cancelling with a scope. */
let t: TestApp;
let provider: TTestProvider;
let service: { id: string };

const ZONE = 'Europe/Paris';
const paris = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toUTC().toISO() ?? '';

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  service = await createService(t.deps, provider.id, { name: 'Séance', durationMinutes: 45 });
  // Far more appointments than the free tier's 20: the series below are not about the quota.
  await t.deps.database.db.transaction((tx) =>
    addCredits(
      tx,
      provider.id,
      { amount: 400, kind: 'admin_credit', authorId: null, reason: 'Test' },
      t.clock.now(),
    ),
  );
});
afterAll(() => t.close());

function createSeries(
  start: string,
  recurrence: { frequency: string; count: number },
  email: string,
  options: { token?: string; headers?: Record<string, string>; serviceId?: string } = {},
) {
  return t.post(
    '/api/bookings',
    {
      serviceId: options.serviceId ?? service.id,
      start,
      client: { name: 'Julie Roux', email, phone: '' },
      recurrence,
    },
    { token: options.token ?? provider.token, headers: options.headers ?? {} },
  );
}

const rowsOf = (email: string) =>
  t.deps.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.providerId, provider.id), eq(bookings.clientEmail, email)));
const emailsTo = (email: string) =>
  t.deps.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
const parisWall = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm');

describe('POST /api/bookings with recurrence', () => {
  it('books 10 weeks at 10:00 Paris across the spring change of time, and e-mails the dates once', async () => {
    const response = await createSeries(
      paris('2027-03-09T10:00'),
      { frequency: 'weekly', count: 10 },
      'dst@exemple.fr',
    );
    expect(response.statusCode).toBe(201);
    const body = response.json() as { success: true; seriesId: string; bookings: TBooking[] };
    expect(body.bookings).toHaveLength(10);
    expect(new Set(body.bookings.map((b) => b.seriesId))).toEqual(new Set([body.seriesId]));
    expect(body.bookings.map((b) => parisWall(b.start))).toEqual(
      Array.from(
        { length: 10 },
        (_, n) => `${DateTime.fromISO('2027-03-09').plus({ weeks: n }).toISODate()} 10:00`,
      ),
    );
    // Winter time until 28 March 2027, summer time after: the UTC hour moves, not the local one.
    expect(body.bookings.map((b) => new Date(b.start).getUTCHours())).toEqual([9, 9, 9, 8, 8, 8, 8, 8, 8, 8]);
    expect(await rowsOf('dst@exemple.fr')).toHaveLength(10);

    const emails = await emailsTo('dst@exemple.fr');
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.kind).toBe('booking_series_confirmation');
    expect(email?.subject).toContain('10 rendez-vous confirmés : Séance');
    expect(email?.text).toContain('mardi 9 mars 2027 à 10:00 (heure de Paris)');
    expect(email?.text).toContain('mardi 11 mai 2027 à 10:00 (heure de Paris)');
    const links = new Set(email?.text.match(/http:\/\/localhost:3000\/booking\/\S+/g));
    expect(links.size).toBe(10);
    const ics = Buffer.from(email?.attachments[0]?.contentBase64 ?? '', 'base64').toString();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(10);
  });

  it('books every two weeks and every month; a monthly series from the 31st falls on the last day of shorter months', async () => {
    const fortnight = await createSeries(
      paris('2027-01-05T15:00'),
      { frequency: 'every2weeks', count: 3 },
      'quinze@exemple.fr',
    );
    expect(fortnight.statusCode).toBe(201);
    expect(fortnight.json().bookings.map((b: TBooking) => parisWall(b.start))).toEqual([
      '2027-01-05 15:00',
      '2027-01-19 15:00',
      '2027-02-02 15:00',
    ]);
    const monthly = await createSeries(
      paris('2027-01-31T11:00'),
      { frequency: 'monthly', count: 4 },
      'mois@exemple.fr',
    );
    expect(monthly.statusCode).toBe(201);
    expect(monthly.json().bookings.map((b: TBooking) => parisWall(b.start))).toEqual([
      '2027-01-31 11:00',
      '2027-02-28 11:00',
      '2027-03-31 11:00',
      '2027-04-30 11:00',
    ]);
  });

  it('creates nothing when dates are taken, and lists them in French', async () => {
    const first = DateTime.fromISO('2027-06-01T09:00', { zone: ZONE });
    for (const week of [2, 6]) {
      const taken = await t.post(
        '/api/bookings',
        {
          serviceId: service.id,
          start: first.plus({ weeks: week }).toUTC().toISO(),
          client: { name: 'Autre', email: '' },
        },
        { token: provider.token },
      );
      expect(taken.statusCode).toBe(201);
    }
    const response = await createSeries(
      first.toUTC().toISO() ?? '',
      { frequency: 'weekly', count: 8 },
      'pris@exemple.fr',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message:
        'Ces dates ne sont pas libres : mardi 15 juin 2027, mardi 13 juillet 2027. Aucun rendez-vous de la série n’a été enregistré.',
      conflicts: [
        { start: first.plus({ weeks: 2 }).toUTC().toJSDate().toISOString(), label: 'mardi 15 juin 2027' },
        { start: first.plus({ weeks: 6 }).toUTC().toJSDate().toISOString(), label: 'mardi 13 juillet 2027' },
      ],
    });
    expect(await rowsOf('pris@exemple.fr')).toHaveLength(0);
    expect(await emailsTo('pris@exemple.fr')).toHaveLength(0);
  });

  it('refuses 53 dates with a French 400 naming the field', async () => {
    const response = await createSeries(
      paris('2027-09-01T10:00'),
      { frequency: 'weekly', count: 53 },
      'long@exemple.fr',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'recurrence.count',
      message: 'Une série compte au plus 52 rendez-vous',
    });
    expect(await rowsOf('long@exemple.fr')).toHaveLength(0);
  });

  it('refuses a series the quota cannot hold, up front, and creates nothing', async () => {
    const small = await createProvider(t);
    const theirs = await createService(t.deps, small.id, { name: 'Séance' });
    const response = await createSeries(
      paris('2027-02-02T10:00'),
      { frequency: 'weekly', count: 21 },
      'quota@exemple.fr',
      { token: small.token, serviceId: theirs.id },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'QUOTA_EXHAUSTED',
      field: 'recurrence.count',
      message:
        'Il vous reste 20 rendez-vous sur votre pack, et cette série en compte 21 : rien n’a été enregistré. Rechargez des crédits, changez de pack ou raccourcissez la série.',
    });
    const rows = await t.deps.database.db.select().from(bookings).where(eq(bookings.providerId, small.id));
    expect(rows).toHaveLength(0);
  });

  it('honours the Idempotency-Key: a retry gets the same series, created once', async () => {
    const headers = { 'idempotency-key': 'serie-123' };
    const start = paris('2027-10-05T10:00');
    const first = await createSeries(start, { frequency: 'weekly', count: 2 }, 'idem@exemple.fr', {
      headers,
    });
    const again = await createSeries(start, { frequency: 'weekly', count: 2 }, 'idem@exemple.fr', {
      headers,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().seriesId).toBe(first.json().seriesId);
    expect(await rowsOf('idem@exemple.fr')).toHaveLength(2);
  });

  it('answers 401 to a guest', async () => {
    const response = await t.post('/api/bookings', {
      serviceId: service.id,
      start: paris('2027-11-02T10:00'),
      client: { name: 'X', email: '' },
      recurrence: { frequency: 'weekly', count: 2 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/bookings/{id}/cancel with a scope', () => {
  const cancel = (id: string, scope: string, token = provider.token) =>
    t.post(`/api/bookings/${id}/cancel`, { scope, reason: 'Congés' }, { token });
  const active = async (email: string) =>
    (await rowsOf(email))
      .filter((r) => r.status !== 'cancelled')
      .map((r) => parisWall(r.startAt.toISOString()));

  it('cancels one date, this and the following, then the rest of the series: one e-mail each time', async () => {
    const email = 'annule@exemple.fr';
    const created = await createSeries(paris('2027-04-06T14:00'), { frequency: 'weekly', count: 6 }, email);
    const ids = (created.json().bookings as TBooking[]).map((b) => b.id);
    const sent = async (kind: string) => (await emailsTo(email)).filter((e) => e.kind === kind);

    const one = await cancel(ids[1] as string, 'one');
    expect(one.statusCode).toBe(200);
    expect(one.json().cancelled.map((b: TBooking) => b.id)).toEqual([ids[1]]);
    expect(await sent('booking_cancelled_client')).toHaveLength(1);

    const following = await cancel(ids[3] as string, 'following');
    expect(following.statusCode).toBe(200);
    expect(following.json().booking).toMatchObject({
      id: ids[3],
      status: 'cancelled',
      cancelledBy: 'provider',
    });
    expect(following.json().cancelled.map((b: TBooking) => b.id)).toEqual(ids.slice(3));
    const [listing] = await sent('booking_series_cancelled');
    expect(listing?.subject).toBe('3 rendez-vous annulés — Séance');
    for (const day of ['27 avril', '4 mai', '11 mai'])
      expect(listing?.text).toContain(`mardi ${day} 2027 à 14:00`);
    expect(listing?.text).not.toContain('20 avril');
    expect(listing?.text).toContain('Congés');
    expect(await active(email)).toEqual(['2027-04-06 14:00', '2027-04-20 14:00']);

    const series = await cancel(ids[0] as string, 'series');
    expect(series.json().cancelled.map((b: TBooking) => b.id)).toEqual([ids[0], ids[2]]);
    expect(await sent('booking_series_cancelled')).toHaveLength(2);
    expect(await active(email)).toEqual([]);
    // Each date had its reminder; none is left to send.
    const reminders = await t.deps.database.db
      .select({ status: bookingReminders.status })
      .from(bookingReminders)
      .innerJoin(bookings, eq(bookings.id, bookingReminders.bookingId))
      .where(eq(bookings.clientEmail, email));
    expect(reminders).toHaveLength(6);
    expect(reminders.every((r) => r.status === 'cancelled')).toBe(true);
    // Nothing left to come: a second « series » is a 409, nothing is sent.
    expect((await cancel(ids[0] as string, 'series')).statusCode).toBe(409);
    expect(await sent('booking_series_cancelled')).toHaveLength(2);
  });

  it('cancels every seat of a group session, each attendee e-mailed', async () => {
    await openEveryDay(t.deps, provider.id);
    const group = await createService(t.deps, provider.id, {
      name: 'Atelier',
      durationMinutes: 60,
      capacity: 4,
    });
    const start = localStart(t, 3, '10:00');
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      const response = await t.post(
        `/api/public/providers/${provider.id}/bookings`,
        bookingBody(group.id, start, { email: `seance-${name}@exemple.fr` }),
        { ip: nextTestIp() },
      );
      ids.push(response.json().booking.id);
    }
    const response = await cancel(ids[1] as string, 'session');
    expect(response.statusCode).toBe(200);
    expect(new Set(response.json().cancelled.map((b: TBooking) => b.id))).toEqual(new Set(ids));
    for (const name of ['a', 'b', 'c']) {
      const kinds = (await emailsTo(`seance-${name}@exemple.fr`)).map((e) => e.kind);
      expect(kinds.filter((k) => k === 'booking_cancelled_client')).toHaveLength(1);
    }
  });

  it('refuses a scope the booking has no group for (400 on `scope`), another provider’s booking (404), a guest (401)', async () => {
    const single = await t.post(
      '/api/bookings',
      { serviceId: service.id, start: paris('2027-12-07T10:00'), client: { name: 'Solo', email: '' } },
      { token: provider.token },
    );
    const id = single.json().booking.id as string;
    expect((await cancel(id, 'series')).json()).toMatchObject({
      field: 'scope',
      message: CANCEL_SCOPE_MESSAGES.notInSeries,
    });
    expect((await cancel(id, 'session')).json()).toMatchObject({
      field: 'scope',
      message: CANCEL_SCOPE_MESSAGES.notASession,
    });
    expect((await cancel(id, 'series')).statusCode).toBe(400);
    const other = await createProvider(t);
    expect((await cancel(id, 'following', other.token)).statusCode).toBe(404);
    expect((await t.post(`/api/bookings/${id}/cancel`, { scope: 'series' })).statusCode).toBe(401);
    expect((await rowsOf('')).find((r) => r.id === id)?.status).toBe('confirmed');
  });
});
