import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createService, localStart } from '../../../test/booking-factories';
import { withFailingCommit } from '../../../test/failing-commit';
import {
  addWaitlistEntry,
  bookPublicly,
  cancelAsProvider,
  localDay,
  queuedOffers,
  worldWithEntry,
} from '../../../test/waitlist-factories';
import { bookings } from '../../db/schema';
import { queueWaitlistOffer } from './freed';

/**
 * Issue 33 item 2, ADR 0060: every change of a booking that frees time queues `waitlist.offer`
 * with the time it freed, in its own transaction — and only when an entry waits.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function blockedRange(bookingId: string) {
  const [row] = await t.deps.database.db
    .select({ from: bookings.blockedFrom, to: bookings.blockedTo })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return { from: row?.from.toISOString(), to: row?.to.toISOString() };
}

describe('queueWaitlistOffer', () => {
  it('queues the job in the caller’s transaction, only while an entry is not booked', async () => {
    const world = await worldWithEntry(t, false, { from: '08:00', to: '20:00' });
    const send = () =>
      t.deps.database.db.transaction((tx) => queueWaitlistOffer(tx, t.deps.jobs, world.provider.id, null));
    await send();
    expect(await queuedOffers(t, world)).toEqual([]);
    const entry = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      fromDay: localDay(t, 1),
      toDay: localDay(t, 2),
      status: 'booked',
    });
    await send();
    expect(await queuedOffers(t, world)).toEqual([]);

    await t.deps.database.db.execute(
      sql`update waitlist_entries set status = 'waiting' where id = ${entry.id}`,
    );
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await queueWaitlistOffer(tx, t.deps.jobs, world.provider.id, null);
        throw new Error('annulée');
      }),
    ).rejects.toThrow('annulée');
    expect(await queuedOffers(t, world)).toEqual([]);
    await send();
    expect(await queuedOffers(t, world)).toEqual([{ providerId: world.provider.id, from: null, to: null }]);
  });
});

describe('bookings that free time queue an offer run', () => {
  it('a client’s cancellation, with the time the booking held', async () => {
    const world = await worldWithEntry(t, true, { from: '08:00', to: '20:00' });
    const booking = await bookPublicly(t, world, localStart(t, 3, '10:00'));
    const range = await blockedRange(booking.id);
    const response = await t.post(`/api/public/bookings/${booking.id}/cancel`, { token: booking.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([{ providerId: world.provider.id, ...range }]);
  });

  it('a client’s move, with the time it left', async () => {
    const world = await worldWithEntry(t, true, { from: '08:00', to: '20:00' });
    const booking = await bookPublicly(t, world, localStart(t, 3, '10:00'));
    const range = await blockedRange(booking.id);
    const response = await t.post(`/api/public/bookings/${booking.id}/reschedule`, {
      token: booking.token,
      start: localStart(t, 4, '11:00'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([{ providerId: world.provider.id, ...range }]);
  });

  it('the provider’s cancellation and move; none for a note, nor when the move fails', async () => {
    const world = await worldWithEntry(t, true, { from: '08:00', to: '20:00' });
    const first = await bookPublicly(t, world, localStart(t, 3, '10:00'));
    const second = await bookPublicly(t, world, localStart(t, 3, '14:00'));
    const noted = await t.patch(
      `/api/bookings/${first.id}`,
      { note: 'Rappeler' },
      { token: world.provider.token },
    );
    expect(noted.statusCode, noted.body).toBe(200);
    // Onto the other booking's time: refused, nothing freed.
    const refused = await t.patch(
      `/api/bookings/${first.id}`,
      { start: localStart(t, 3, '14:00') },
      { token: world.provider.token },
    );
    expect(refused.statusCode).toBe(409);
    expect(await queuedOffers(t, world)).toEqual([]);

    const firstRange = await blockedRange(first.id);
    const moved = await t.patch(
      `/api/bookings/${first.id}`,
      { start: localStart(t, 5, '09:00') },
      { token: world.provider.token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const secondRange = await blockedRange(second.id);
    await cancelAsProvider(t, world, second.id);
    expect(await queuedOffers(t, world)).toEqual(
      expect.arrayContaining([
        { providerId: world.provider.id, ...firstRange },
        { providerId: world.provider.id, ...secondRange },
      ]),
    );
    expect(await queuedOffers(t, world)).toHaveLength(2);
  });

  it('a whole group session cancelled: one run for its time', async () => {
    const world = await worldWithEntry(t, true, { from: '08:00', to: '20:00' });
    const workshop = await createService(t.deps, world.provider.id, {
      name: 'Atelier',
      durationMinutes: 60,
      capacity: 4,
    });
    const seats = { ...world, service: { id: workshop.id, name: workshop.name } };
    const start = localStart(t, 3, '15:00');
    const anne = await bookPublicly(t, seats, start);
    await bookPublicly(t, seats, start);
    const range = await blockedRange(anne.id);
    const response = await t.post(
      `/api/bookings/${anne.id}/cancel`,
      { scope: 'session' },
      { token: world.provider.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().cancelled).toHaveLength(2);
    expect(await queuedOffers(t, world)).toEqual([{ providerId: world.provider.id, ...range }]);
  });

  it('a series cancelled: one run from its first to its last cancelled date', async () => {
    const world = await worldWithEntry(t, true, { from: '08:00', to: '20:00' });
    const created = await t.post(
      '/api/bookings',
      {
        serviceId: world.service.id,
        start: localStart(t, 2, '09:00'),
        client: { name: 'Julie Roux', email: 'julie@exemple.fr', phone: '' },
        recurrence: { frequency: 'weekly', count: 3 },
      },
      { token: world.provider.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const ids = (created.json().bookings as Array<{ id: string }>).map((b) => b.id);
    const first = await blockedRange(ids[0] ?? '');
    const last = await blockedRange(ids[2] ?? '');
    const response = await t.post(
      `/api/bookings/${ids[0]}/cancel`,
      { scope: 'series' },
      { token: world.provider.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([
      { providerId: world.provider.id, from: first.from, to: last.to },
    ]);
  });

  it('queues nothing when no entry waits', async () => {
    const world = await worldWithEntry(t, false, { from: '08:00', to: '20:00' });
    const booking = await bookPublicly(t, world, localStart(t, 3, '10:00'));
    await cancelAsProvider(t, world, booking.id);
    expect(await queuedOffers(t, world)).toEqual([]);
  });

  it('queues nothing when the cancellation does not commit', async () => {
    const world = await worldWithEntry(t, true, { from: '08:00', to: '20:00' });
    const booking = await bookPublicly(t, world, localStart(t, 3, '10:00'));
    const response = await withFailingCommit(t, 'bookings', () =>
      t.post(`/api/bookings/${booking.id}/cancel`, {}, { token: world.provider.token }),
    );
    expect(response.statusCode).toBe(500);
    expect(await queuedOffers(t, world)).toEqual([]);
  });
});
