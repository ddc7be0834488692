import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOverviewResponse } from '../../../shared/schemas/overview';
import { createTestApp, type TestApp } from '../../../test/app';
import { localStart } from '../../../test/booking-factories';
import { createUser } from '../../../test/factories';
import {
  addWaitlistEntry,
  bookPublicly,
  cancelAsProvider,
  localDay,
  offerWorld,
  type TOfferWorld,
} from '../../../test/waitlist-factories';
import { bookings } from '../../db/schema';

/** Issue 37 item 1: the home page's last cancellations and waitlist, one read, the provider's own. */
let t: TestApp;
let world: TOfferWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await offerWorld(t, { from: '09:00', to: '18:00' });
});
afterAll(() => t.close());

const overviewOf = async (token: string): Promise<TOverviewResponse> => {
  const response = await t.get('/api/overview', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/overview', () => {
  it('answers 401 to a guest and 403 to an administrator who is not impersonating', async () => {
    expect((await t.get('/api/overview')).statusCode).toBe(401);
    const admin = await createUser(t.deps, { role: 'admin' });
    const adminToken = await t.login(admin.email, admin.password);
    expect((await t.get('/api/overview', { token: adminToken })).statusCode).toBe(403);
  });

  it('lists the last five cancellations, newest first, with who cancelled and when', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const booked = await bookPublicly(t, world, localStart(t, 2 + i, '10:00'));
      t.clock.advance(60_000);
      await cancelAsProvider(t, world, booked.id);
      ids.push(booked.id);
    }
    // The client cancels the last one with their own link.
    const byClient = await bookPublicly(t, world, localStart(t, 9, '10:00'));
    t.clock.advance(60_000);
    const cancelled = await t.post(`/api/public/bookings/${byClient.id}/cancel`, { token: byClient.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Still booked: never listed.
    await bookPublicly(t, world, localStart(t, 10, '10:00'));

    const { cancellations } = await overviewOf(world.provider.token);
    expect(cancellations.map((c) => c.bookingId)).toEqual([byClient.id, ...ids.slice(2).reverse()]);
    expect(cancellations[0]).toMatchObject({
      clientName: 'Jeanne Petit',
      serviceName: 'Coupe',
      cancelledBy: 'client',
      cancelledAt: t.clock.now().toISOString(),
    });
    expect(cancellations[1]?.cancelledBy).toBe('provider');
  });

  it('keeps appointments up to a week past, leaves out older ones and holds nobody cancelled', async () => {
    const days = (n: number) => n * 24 * 3600 * 1000;
    // Booked and cancelled ahead, then moved back in time as if the days had passed.
    const movedBack = async (daysAgo: number) => {
      const booked = await bookPublicly(t, world, localStart(t, 1, daysAgo === 6 ? '15:00' : '16:00'));
      await cancelAsProvider(t, world, booked.id);
      const [row] = await t.deps.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
      if (!row) throw new Error('booking not found');
      const shift = (d: Date) => new Date(d.getTime() - days(daysAgo + 1));
      await t.deps.database.db
        .update(bookings)
        .set({
          startAt: shift(row.startAt),
          endAt: shift(row.endAt),
          blockedFrom: shift(row.blockedFrom),
          blockedTo: shift(row.blockedTo),
        })
        .where(eq(bookings.id, booked.id));
      return booked.id;
    };
    const sixDaysAgo = await movedBack(6);
    const eightDaysAgo = await movedBack(8);
    const held = await bookPublicly(t, world, localStart(t, 1, '17:00'));
    await t.deps.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: null, cancelledAt: t.clock.now() })
      .where(eq(bookings.id, held.id));
    const listed = (await overviewOf(world.provider.token)).cancellations.map((c) => c.bookingId);
    expect(listed).toContain(sixDaysAgo);
    expect(listed).not.toContain(eightDaysAgo);
    expect(listed).not.toContain(held.id);
  });

  it('tells who waits, the offers out (newest first) and the last one taken, and nothing of another provider', async () => {
    const other = await offerWorld(t);
    const day = { fromDay: localDay(t, 3), toDay: localDay(t, 5) };
    const now = t.clock.now().getTime();
    const at = (minutes: number) => new Date(now - minutes * 60_000);
    await addWaitlistEntry(t.deps, { providerId: world.provider.id, serviceId: world.service.id, ...day });
    await addWaitlistEntry(t.deps, { providerId: world.provider.id, serviceId: world.service.id, ...day });
    const older = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      ...day,
      name: 'Paul Martin',
      status: 'offered',
      offeredAt: at(90),
    });
    const newer = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      ...day,
      name: 'Inès Roux',
      status: 'offered',
      offeredAt: at(10),
    });
    const claimed = await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      ...day,
      name: 'Luc Bernard',
      status: 'booked',
      offeredAt: at(30),
    });
    await addWaitlistEntry(t.deps, {
      providerId: world.provider.id,
      serviceId: world.service.id,
      ...day,
      status: 'booked',
      offeredAt: at(300),
    });
    await addWaitlistEntry(t.deps, { providerId: other.provider.id, serviceId: other.service.id, ...day });

    const { waitlist } = await overviewOf(world.provider.token);
    expect(waitlist.waiting).toBe(2);
    expect(waitlist.offered).toEqual([
      {
        entryId: newer.id,
        clientName: 'Inès Roux',
        serviceId: world.service.id,
        offeredAt: at(10).toISOString(),
      },
      {
        entryId: older.id,
        clientName: 'Paul Martin',
        serviceId: world.service.id,
        offeredAt: at(90).toISOString(),
      },
    ]);
    expect(waitlist.lastClaimed).toMatchObject({ entryId: claimed.id, clientName: 'Luc Bernard' });

    const theirs = await overviewOf(other.provider.token);
    expect(theirs).toEqual({
      success: true,
      cancellations: [],
      waitlist: { waiting: 1, offered: [], lastClaimed: null },
    });
  });
});
