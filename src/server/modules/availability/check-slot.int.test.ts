import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { availabilityWeekly, bookings, providerProfiles, services, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { assertSlotBookable, SLOT_TAKEN_MESSAGE } from './check-slot';

/** Monday 1 June 2026, 08:00 in Paris; the provider opens on Mondays 09:00–12:00. */
const now = new Date('2026-06-01T06:00:00Z');
const MIN = 60_000;
const service = { durationMinutes: 60, bufferBeforeMinutes: 10, bufferAfterMinutes: 20 };

describe('assertSlotBookable', () => {
  let database: Database;
  let providerId: string;
  let bookingId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ email: `p-${randomUUID()}@exemple.fr`, name: 'P', passwordHash: 'x' })
      .returning();
    providerId = user?.id as string;
    await db.insert(providerProfiles).values({ providerId, displayName: 'P', timezone: 'Europe/Paris' });
    await db
      .insert(availabilityWeekly)
      .values({ providerId, weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60 });
    const [svc] = await db
      .insert(services)
      .values({ providerId, name: 'S', durationMinutes: 60 })
      .returning();
    // 11:00–12:00 in Paris, blocked 10:50–12:20.
    const [row] = await db
      .insert(bookings)
      .values({
        providerId,
        serviceId: svc?.id as string,
        startAt: new Date('2026-06-08T09:00:00Z'),
        endAt: new Date('2026-06-08T10:00:00Z'),
        blockedFrom: new Date('2026-06-08T08:50:00Z'),
        blockedTo: new Date('2026-06-08T10:20:00Z'),
        timezone: 'Europe/Paris',
        source: 'manual',
        clientName: 'C',
        manageTokenHash: randomUUID(),
      })
      .returning();
    bookingId = row?.id as string;
  });
  afterAll(() => database.close());

  const check = (start: string, extra: { applyBookingRules?: boolean; excludeBookingId?: string } = {}) =>
    assertSlotBookable(database.db, {
      providerId,
      service,
      start: new Date(start),
      now,
      applyBookingRules: extra.applyBookingRules ?? true,
      excludeBookingId: extra.excludeBookingId,
    });

  async function expectTaken(promise: Promise<unknown>) {
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', status: 409, message: SLOT_TAKEN_MESSAGE });
  }

  it('returns the ranges to store, buffers included, with the provider zone', async () => {
    const start = new Date('2026-06-08T07:00:00Z');
    expect(await check('2026-06-08T07:00:00Z')).toEqual({
      start,
      end: new Date(start.getTime() + 60 * MIN),
      blockedFrom: new Date(start.getTime() - 10 * MIN),
      blockedTo: new Date(start.getTime() + 80 * MIN),
      timezone: 'Europe/Paris',
    });
  });

  it('refuses a start outside the hours, off the step grid, inside the notice or past the horizon', async () => {
    await expectTaken(check('2026-06-08T05:00:00Z'));
    await expectTaken(check('2026-06-08T07:10:00Z'));
    await expectTaken(check('2026-06-01T07:00:00Z'));
    await expectTaken(check('2026-08-03T07:00:00Z'));
    await expectTaken(check('not a date'));
  });

  it('refuses a slot whose buffers touch another booking, unless it is that booking being moved', async () => {
    // 10:00–11:00 in Paris + 20 min after reaches 11:20 > 10:50.
    await expectTaken(check('2026-06-08T08:00:00Z'));
    expect((await check('2026-06-08T08:00:00Z', { excludeBookingId: bookingId })).start).toEqual(
      new Date('2026-06-08T08:00:00Z'),
    );
  });

  it('lets the provider book outside the hours by hand, but never over another booking', async () => {
    expect((await check('2026-06-08T14:07:00Z', { applyBookingRules: false })).timezone).toBe('Europe/Paris');
    expect((await check('2026-06-01T06:30:00Z', { applyBookingRules: false })).start).toEqual(
      new Date('2026-06-01T06:30:00Z'),
    );
    await expectTaken(check('2026-06-08T08:30:00Z', { applyBookingRules: false }));
  });

  it('runs inside a transaction', async () => {
    const result = await database.db.transaction((tx) =>
      assertSlotBookable(tx, {
        providerId,
        service,
        start: new Date('2026-06-08T07:30:00Z'),
        now,
        applyBookingRules: true,
      }),
    );
    expect(result.end).toEqual(new Date('2026-06-08T08:30:00Z'));
  });
});
