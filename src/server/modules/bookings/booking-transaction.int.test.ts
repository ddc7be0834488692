import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRow, insertProviderWithService, type TProviderService } from '../../../test/booking-rows';
import { createTestDatabase } from '../../../test/db';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { BOOKING_MESSAGES } from './booking-errors';
import { inProviderTransaction } from './booking-transaction';

describe('inProviderTransaction', () => {
  let database: Database;
  let ids: TProviderService;

  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await insertProviderWithService(database.db);
  });
  afterAll(() => database.close());

  const row = (from: string, to: string) => bookingRow(ids, from, to);

  it('turns a violation of the no-overlap constraint into the French 409 and rolls back', async () => {
    await database.db.insert(bookings).values(row('2031-01-07T09:00:00Z', '2031-01-07T10:00:00Z'));
    const attempt = inProviderTransaction(database.db, ids.providerId, async (tx) => {
      await tx.insert(bookings).values(row('2031-01-07T11:00:00Z', '2031-01-07T12:00:00Z'));
      await tx.insert(bookings).values(row('2031-01-07T09:30:00Z', '2031-01-07T10:30:00Z'));
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: BOOKING_MESSAGES.slotTaken });
    const stored = await database.db.select().from(bookings);
    expect(stored).toHaveLength(1);
  });

  it('runs the work once the lock is granted: its first read sees what the previous holder committed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const taken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = inProviderTransaction(database.db, ids.providerId, async (tx) => {
      await tx.insert(bookings).values(row('2031-01-08T09:00:00Z', '2031-01-08T10:00:00Z'));
      locked();
      await held;
    });
    await taken;
    // Its read issued at once (as the prepared statements are), right behind its lock.
    const second = inProviderTransaction(database.db, ids.providerId, (tx) =>
      tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.startAt, new Date('2031-01-08T09:00:00Z')))
        .execute(),
    );
    // The second writer has sent its lock and its read; the first commits only now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await first;
    expect(await second).toHaveLength(1);
  });

  it('lets other errors through untouched', async () => {
    const boom = new Error('autre');
    await expect(
      inProviderTransaction(database.db, ids.providerId, async () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});
