import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
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
import { createUser, nextTestIp } from '../../../test/factories';
import { bookings, outboxEmails } from '../../db/schema';

let t: TestApp;
let a: TTestProvider;
let b: TTestProvider;
let serviceA: { id: string };
const NOT_FOUND = { success: false, code: 'NOT_FOUND', message: 'Rendez-vous introuvable' };

beforeAll(async () => {
  t = await createTestApp();
  a = await createProvider(t, { displayName: 'Salon Léa' });
  b = await createProvider(t, { displayName: 'Cabinet Martin' });
  serviceA = await createService(t.deps, a.id, { name: 'Coupe', durationMinutes: 30 });
  await openEveryDay(t.deps, a.id, '09:00', '18:00');
});
afterAll(() => t.close());

function patch(url: string, body: unknown, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PATCH',
    url,
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function publicBooking(start: string, email = 'jeanne@exemple.fr'): Promise<TBooking> {
  const response = await t.post(
    `/api/public/providers/${a.id}/bookings`,
    bookingBody(serviceA.id, start, { email }),
    { ip: nextTestIp() },
  );
  expect(response.statusCode).toBe(201);
  return response.json().booking;
}

const manual = (start: string, client: Record<string, string> = {}, extra: Record<string, unknown> = {}) => ({
  serviceId: serviceA.id,
  start,
  client: { name: 'Paul Durand', email: '', phone: '06 98 76 54 32', ...client },
  note: 'Appel du lundi',
  ...extra,
});

describe('access to the provider API', () => {
  it('answers 401 to a guest and 403 to an administrator', async () => {
    expect((await t.get('/api/bookings')).statusCode).toBe(401);
    expect((await t.post('/api/bookings', manual(localStart(t, 2, '10:00')))).statusCode).toBe(401);
    expect((await t.get(`/api/bookings/${crypto.randomUUID()}`)).statusCode).toBe(401);
    expect((await t.post(`/api/bookings/${crypto.randomUUID()}/cancel`, {})).statusCode).toBe(401);
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    const response = await t.get('/api/bookings', { token: adminToken });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Accès refusé');
  });

  it('never shows or changes another provider’s booking', async () => {
    const booking = await publicBooking(localStart(t, 2, '10:00'));
    const url = `/api/bookings/${booking.id}`;
    expect((await t.get(url, { token: b.token })).json()).toEqual(NOT_FOUND);
    const patched = await patch(url, { note: 'piraté', status: 'no_show' }, b.token);
    expect(patched.statusCode).toBe(404);
    expect(patched.json()).toEqual(NOT_FOUND);
    const cancel = await t.post(`${url}/cancel`, {}, { token: b.token });
    expect(cancel.json()).toEqual(NOT_FOUND);
    expect((await t.get('/api/bookings', { token: b.token })).json()).toEqual({
      success: true,
      bookings: [],
    });
    expect((await t.get('/api/clients', { token: b.token })).json()).toEqual({
      success: true,
      clients: [],
      total: 0,
    });
    // The details add the booking's SMS log (issue 35): none here.
    expect((await t.get(url, { token: a.token })).json().booking).toEqual({ ...booking, sms: [] });
    expect((await t.get('/api/bookings/pas-un-uuid', { token: a.token })).json()).toEqual(NOT_FOUND);
  });
});

describe('GET /api/bookings', () => {
  it('lists the provider’s bookings by start, filtered by period and status', async () => {
    const late = await publicBooking(localStart(t, 3, '16:00'));
    const early = await publicBooking(localStart(t, 3, '09:00'));
    const cancelled = await publicBooking(localStart(t, 3, '12:00'));
    await t.post(`/api/bookings/${cancelled.id}/cancel`, {}, { token: a.token });
    const from = encodeURIComponent(localStart(t, 3, '00:00'));
    const to = encodeURIComponent(localStart(t, 4, '00:00'));
    const all = await t.get(`/api/bookings?from=${from}&to=${to}`, { token: a.token });
    expect(all.json().bookings.map((x: TBooking) => x.id)).toEqual([early.id, cancelled.id, late.id]);
    const active = await t.get(`/api/bookings?from=${from}&to=${to}&status=confirmed,completed`, {
      token: a.token,
    });
    expect(active.json().bookings.map((x: TBooking) => x.id)).toEqual([early.id, late.id]);
    const bad = await t.get('/api/bookings?status=perdu', { token: a.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Statut inconnu : perdu');
  });
});

describe('POST /api/bookings (manual)', () => {
  it('accepts a time outside opening hours but never an overlap', async () => {
    const evening = localStart(t, 5, '21:00');
    const created = await t.post('/api/bookings', manual(evening), { token: a.token });
    expect(created.statusCode).toBe(201);
    expect(created.json().booking).toMatchObject({
      source: 'manual',
      start: new Date(evening).toISOString(),
    });
    expect(created.json().manageUrl).toMatch(new RegExp(`/booking/${a.id}/[\\w-]{43}$`));
    const overlap = await t.post('/api/bookings', manual(localStart(t, 5, '21:15')), { token: a.token });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().code).toBe('CONFLICT');
    // Even inside the minimum notice: the provider decides.
    const soon = new Date(Math.ceil((t.clock.now().getTime() + 10 * 60_000) / 60_000) * 60_000).toISOString();
    expect((await t.post('/api/bookings', manual(soon), { token: a.token })).statusCode).toBe(201);
  });

  it('e-mails the client only when an address is given and notifyClient holds', async () => {
    await t.post(
      '/api/bookings',
      manual(localStart(t, 6, '08:00'), { email: 'muet@exemple.fr' }, { notifyClient: false }),
      {
        token: a.token,
      },
    );
    expect(await t.lastEmailTo('muet@exemple.fr')).toBeUndefined();
    await t.post('/api/bookings', manual(localStart(t, 6, '08:30'), { email: 'prevenu@exemple.fr' }), {
      token: a.token,
    });
    const email = await t.lastEmailTo('prevenu@exemple.fr');
    expect(email?.kind).toBe('booking_confirmation');
    expect(email?.attachments[0]?.filename).toBe('rendez-vous.ics');
    const noticeToProvider = await t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'booking_provider_new'));
    expect(noticeToProvider.every((e) => !e.text.includes('Paul Durand'))).toBe(true);
  });

  it('honours Idempotency-Key', async () => {
    const body = manual(localStart(t, 6, '07:00'));
    const headers = { 'idempotency-key': 'manuel-1' };
    const first = await t.post('/api/bookings', body, { token: a.token, headers });
    const retry = await t.post('/api/bookings', body, { token: a.token, headers });
    expect(first.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    // The provider is the caller, whatever the session: their phone gets the same answer.
    const phone = await t.login(a.email, a.password);
    expect((await t.post('/api/bookings', body, { token: phone, headers })).json()).toEqual(first.json());
    const rows = await t.deps.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startAt, new Date(body.start)));
    expect(rows).toHaveLength(1);
  });
});

describe('PATCH /api/bookings/{id} and POST /api/bookings/{id}/cancel', () => {
  it('changes status and note without e-mail, and publishes booking_updated', async () => {
    const booking = await publicBooking(localStart(t, 7, '10:00'), 'statut@exemple.fr');
    const updated: TBooking[] = [];
    t.deps.events.on('booking_updated', (x) => updated.push(x));
    // Absent or effectué only once the appointment has begun (issue 15).
    const early = await patch(`/api/bookings/${booking.id}`, { status: 'no_show' }, a.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      field: 'status',
      message:
        'Ce rendez-vous n’a pas encore commencé : il ne peut être marqué effectué ou absent qu’à partir de son heure de début.',
    });
    expect(updated).toEqual([]);
    // The appointment's hour has come (set in the database: the sessions live on the test clock).
    const hourAgo = new Date(t.clock.now().getTime() - 3_600_000);
    await t.deps.database.db
      .update(bookings)
      .set({ blockedFrom: hourAgo, startAt: hourAgo, endAt: t.clock.now(), blockedTo: t.clock.now() })
      .where(eq(bookings.id, booking.id));
    const response = await patch(
      `/api/bookings/${booking.id}`,
      { status: 'no_show', note: 'Absent' },
      a.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ status: 'no_show', note: 'Absent' });
    expect(updated).toEqual([response.json().booking]);
    expect((await t.lastEmailTo('statut@exemple.fr'))?.kind).toBe('booking_confirmation');
    expect((await patch(`/api/bookings/${booking.id}`, {}, a.token)).statusCode).toBe(400);
  });

  it('moves a booking atomically, outside hours allowed, overlaps refused', async () => {
    const booking = await publicBooking(localStart(t, 8, '10:00'), 'bouge@exemple.fr');
    const blocker = await publicBooking(localStart(t, 8, '11:00'), 'reste@exemple.fr');
    const refused = await patch(`/api/bookings/${booking.id}`, { start: blocker.start }, a.token);
    expect(refused.statusCode).toBe(409);
    expect((await t.get(`/api/bookings/${booking.id}`, { token: a.token })).json().booking.start).toBe(
      booking.start,
    );
    const evening = localStart(t, 8, '20:00');
    const moved = await patch(`/api/bookings/${booking.id}`, { start: evening }, a.token);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking.start).toBe(new Date(evening).toISOString());
    const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.sequence).toBe(1);
    const email = await t.lastEmailTo('bouge@exemple.fr');
    expect(email?.kind).toBe('booking_rescheduled_client');
    expect(email?.text).toContain('Salon Léa a déplacé votre rendez-vous.');
    // The client's own links, rebuilt from the sealed token, even when the provider moved it.
    expect(email?.text).toContain(`/cancel-booking/${booking.id}/`);

    // Moved again, the client not to be told: the row moves, no new e-mail.
    const quiet = await patch(
      `/api/bookings/${booking.id}`,
      { start: localStart(t, 8, '18:00'), notifyClient: false },
      a.token,
    );
    expect(quiet.statusCode).toBe(200);
    expect(quiet.json().booking.start).toBe(new Date(localStart(t, 8, '18:00')).toISOString());
    expect((await t.lastEmailTo('bouge@exemple.fr'))?.id).toBe(email?.id);
  });

  it('cancels without notice restriction, e-mails the client, not the provider', async () => {
    const booking = await publicBooking(localStart(t, 1, '17:00'), 'annulation@exemple.fr');
    const deleted: TBooking[] = [];
    t.deps.events.on('booking_deleted', (x) => deleted.push(x));
    const before = await t.lastEmailTo(a.email);
    const response = await t.post(
      `/api/bookings/${booking.id}/cancel`,
      { reason: 'Fermeture exceptionnelle' },
      {
        token: a.token,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'provider',
      cancellationReason: 'Fermeture exceptionnelle',
    });
    expect(deleted).toEqual([response.json().booking]);
    const email = await t.lastEmailTo('annulation@exemple.fr');
    expect(email?.kind).toBe('booking_cancelled_client');
    expect(email?.text).toContain('Salon Léa a annulé votre rendez-vous.');
    expect(email?.text).toContain('Fermeture exceptionnelle');
    expect((await t.lastEmailTo(a.email))?.id).toBe(before?.id);
    const again = await t.post(`/api/bookings/${booking.id}/cancel`, {}, { token: a.token });
    expect(again.statusCode).toBe(409);
    const revive = await patch(`/api/bookings/${booking.id}`, { status: 'confirmed' }, a.token);
    expect(revive.statusCode).toBe(409);
  });
});

describe('OpenAPI', () => {
  it('documents every booking and client route', async () => {
    const paths = (await t.get('/api/docs/json')).json().paths;
    for (const [path, method] of [
      ['/api/public/providers/{providerId}/bookings', 'post'],
      ['/api/public/bookings/{bookingId}', 'get'],
      ['/api/public/bookings/by-token/{token}', 'get'],
      ['/api/public/bookings/{bookingId}/ics', 'get'],
      ['/api/public/bookings/{bookingId}/cancel', 'post'],
      ['/api/public/bookings/{bookingId}/reschedule', 'post'],
      ['/api/bookings', 'get'],
      ['/api/bookings', 'post'],
      ['/api/bookings/{id}', 'get'],
      ['/api/bookings/{id}', 'patch'],
      ['/api/bookings/{id}/cancel', 'post'],
      ['/api/clients', 'get'],
    ] as const) {
      expect(paths[path]?.[method]?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
  });
});
