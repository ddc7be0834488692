import { and, eq, ne } from 'drizzle-orm';
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
import { bookings, services } from '../../db/schema';
import { readBalance } from '../billing/api';
import { BOOKING_MESSAGES } from './booking-errors';

/** Issue 32, group sessions: seats per slot, one per e-mail, the last one refused under any race. */
let t: TestApp;
let provider: TTestProvider;
let workshop: { id: string };
let haircut: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  provider = await createProvider(t);
  workshop = await createService(t.deps, provider.id, { name: 'Atelier', durationMinutes: 60, capacity: 5 });
  haircut = await createService(t.deps, provider.id, { name: 'Coupe', durationMinutes: 30 });
  await openEveryDay(t.deps, provider.id);
});
afterAll(() => t.close());

const bookingsUrl = (p: { id: string }) => `/api/public/providers/${p.id}/bookings`;
const book = (serviceId: string, start: string, email: string, p: { id: string } = provider) =>
  t.post(bookingsUrl(p), bookingBody(serviceId, start, { email }), { ip: nextTestIp() });
const dayOf = (start: string) => DateTime.fromISO(start, { zone: 'Europe/Paris' }).toISODate() ?? '';

async function slotsOn(serviceId: string, start: string, p: { id: string } = provider) {
  const day = dayOf(start);
  const response = await t.get(
    `/api/public/providers/${p.id}/slots?serviceId=${serviceId}&from=${day}&to=${day}`,
  );
  expect(response.statusCode).toBe(200);
  // Slots come as toISOString() gives them; localStart without milliseconds.
  return (response.json().slots as Array<{ start: string; end: string; remaining: number }>).map((s) => ({
    ...s,
    start: DateTime.fromISO(s.start).toUTC().toISO({ suppressMilliseconds: true }) ?? '',
  }));
}

async function seatsAt(start: string) {
  return t.deps.database.db
    .select({ id: bookings.id, sessionKey: bookings.sessionKey })
    .from(bookings)
    .where(and(eq(bookings.startAt, new Date(start)), ne(bookings.status, 'cancelled')));
}

describe('group sessions (issue 32)', () => {
  it('offers a session with its seats left; its time stays blocked for other starts and services', async () => {
    const start = localStart(t, 2, '10:00');
    expect((await slotsOn(workshop.id, start)).find((s) => s.start === start)?.remaining).toBe(5);
    expect((await book(workshop.id, start, 'anne@exemple.fr')).statusCode).toBe(201);
    expect((await book(workshop.id, start, 'bruno@exemple.fr')).statusCode).toBe(201);

    const group = await slotsOn(workshop.id, start);
    expect(group.find((s) => s.start === start)?.remaining).toBe(3);
    // 09:30 and 10:30 would overlap the session: another session of the same service is refused.
    for (const at of ['09:30', '10:30'])
      expect(group.map((s) => s.start)).not.toContain(localStart(t, 2, at));
    expect(group.map((s) => s.start)).toContain(localStart(t, 2, '11:00'));
    const single = await slotsOn(haircut.id, start);
    for (const at of ['10:00', '10:30'])
      expect(single.map((s) => s.start)).not.toContain(localStart(t, 2, at));
    expect(single.every((s) => s.remaining === 1)).toBe(true);
    expect((await book(haircut.id, localStart(t, 2, '10:30'), 'claire@exemple.fr')).statusCode).toBe(409);
    expect((await book(workshop.id, localStart(t, 2, '10:30'), 'denis@exemple.fr')).statusCode).toBe(409);

    const seats = await seatsAt(start);
    expect(seats).toHaveLength(2);
    expect(new Set(seats.map((s) => s.sessionKey))).toEqual(new Set([`${workshop.id}@${start}`]));
  });

  it('gives one client (e-mail) one seat per session: a French 409', async () => {
    const start = localStart(t, 3, '14:00');
    expect((await book(workshop.id, start, 'emma@exemple.fr')).statusCode).toBe(201);
    const again = await book(workshop.id, start, 'Emma@Exemple.fr');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: BOOKING_MESSAGES.seatAlreadyTaken });
    expect(await seatsAt(start)).toHaveLength(1);
  });

  it('counts each seat against the quota', async () => {
    const before = (await readBalance(t.deps.database.db, provider.id, t.clock.now())).used;
    const start = localStart(t, 4, '09:00');
    for (const name of ['f', 'g', 'h'])
      expect((await book(workshop.id, start, `${name}@exemple.fr`)).statusCode).toBe(201);
    expect((await readBalance(t.deps.database.db, provider.id, t.clock.now())).used).toBe(before + 3);
  });

  it('no longer offers a full session, nor a day whose only session is full', async () => {
    const duo = await createProvider(t);
    await openEveryDay(t.deps, duo.id, '10:00', '11:00');
    const pair = await createService(t.deps, duo.id, { name: 'Duo', durationMinutes: 60, capacity: 2 });
    const start = localStart(t, 5, '10:00');
    expect((await book(pair.id, start, 'iris@exemple.fr', duo)).statusCode).toBe(201);
    expect((await slotsOn(pair.id, start, duo)).map((s) => s.remaining)).toEqual([1]);
    expect((await book(pair.id, start, 'jules@exemple.fr', duo)).statusCode).toBe(201);
    expect(await slotsOn(pair.id, start, duo)).toEqual([]);
    const third = await book(pair.id, start, 'karim@exemple.fr', duo);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(BOOKING_MESSAGES.slotTaken);

    const month = dayOf(start).slice(0, 7);
    const days = await t.get(`/api/public/providers/${duo.id}/days?serviceId=${pair.id}&month=${month}`);
    const available = new Map(
      (days.json().days as Array<{ date: string; available: boolean }>).map((d) => [d.date, d.available]),
    );
    expect(available.get(dayOf(start))).toBe(false);
    const next = dayOf(localStart(t, 6, '10:00'));
    if (next.startsWith(month)) expect(available.get(next)).toBe(true);
  });

  it('lets the provider add a seat by hand, refused once the session is full', async () => {
    const start = localStart(t, 6, '16:00');
    const manual = (email: string) =>
      t.post(
        '/api/bookings',
        { serviceId: workshop.id, start, client: { name: 'Léo', email }, notifyClient: false },
        { token: provider.token },
      );
    for (let i = 0; i < 5; i++) expect((await manual(`manuel${i}@exemple.fr`)).statusCode).toBe(201);
    expect((await manual('manuel5@exemple.fr')).statusCode).toBe(409);
    expect(await seatsAt(start)).toHaveLength(5);
  });

  it('gives exactly 5 × 201 and 95 × 409 to 100 concurrent requests for a 5-seat session', async () => {
    const start = localStart(t, 7, '10:00');
    const pair = await t.csrf();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: bookingsUrl(provider),
          payload: bookingBody(workshop.id, start, { email: `ruee${i}@exemple.fr` }),
          cookies: pair.cookie,
          headers: pair.header,
          remoteAddress: `198.51.100.${i}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(95);
    expect(await seatsAt(start)).toHaveLength(5);
  });

  it('refuses 0 and 101 places with a French 400 naming the field, and saves nothing', async () => {
    const count = async () =>
      (
        await t.deps.database.db
          .select({ id: services.id })
          .from(services)
          .where(eq(services.providerId, provider.id))
      ).length;
    const before = await count();
    for (const capacity of [0, 101]) {
      const response = await t.post(
        '/api/services',
        { name: 'Atelier géant', durationMinutes: 60, priceCents: 0, capacity },
        { token: provider.token },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'capacity',
        message: capacity === 0 ? 'Au moins 1 place' : 'Au plus 100 places',
      });
    }
    expect(await count()).toBe(before);
  });

  it('gives every seat of a session by video the same room, and another session another room', async () => {
    const video = await createService(t.deps, provider.id, {
      name: 'Atelier en visio',
      durationMinutes: 60,
      capacity: 4,
      location: { type: 'video' },
    });
    const first = localStart(t, 5, '14:00');
    const second = localStart(t, 5, '16:00');
    const rooms = [];
    for (const [start, email] of [
      [first, 'lea@exemple.fr'],
      [first, 'marc@exemple.fr'],
      [second, 'nina@exemple.fr'],
    ] as const) {
      const created = await book(video.id, start, email);
      expect(created.statusCode).toBe(201);
      rooms.push(created.json().booking.location.videoUrl as string);
    }
    expect(rooms[0]).toMatch(/^https:\/\/meet\.jit\.si\/creneau-[a-z2-7]{26}$/);
    expect(rooms[1]).toBe(rooms[0]);
    expect(rooms[2]).not.toBe(rooms[0]);
  });
});
