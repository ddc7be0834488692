import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRow, insertProviderWithService, type TProviderService } from '../../test/booking-rows';
import { createTestDatabase } from '../../test/db';
import type { Database } from './client';
import { bookings } from './schema';

describe('bookings_no_overlap constraint', () => {
  let database: Database;
  let ids: TProviderService;

  beforeAll(async () => {
    database = await createTestDatabase();
    ids = await insertProviderWithService(database.db);
  });
  afterAll(() => database.close());

  const booking = (from: string, to: string, status: 'confirmed' | 'cancelled' = 'confirmed') =>
    bookingRow(ids, from, to, status);

  it('refuses an overlapping active booking of the same provider and accepts back-to-back ones', async () => {
    await database.db.insert(bookings).values(booking('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z'));
    await expect(
      database.db.insert(bookings).values(booking('2030-01-07T09:30:00Z', '2030-01-07T10:30:00Z')),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    await database.db.insert(bookings).values(booking('2030-01-07T10:00:00Z', '2030-01-07T11:00:00Z'));
  });

  it('lets a cancelled booking overlap an active one', async () => {
    await database.db.insert(bookings).values(booking('2030-01-08T09:00:00Z', '2030-01-08T10:00:00Z'));
    const kept = await database.db
      .insert(bookings)
      .values(booking('2030-01-08T09:15:00Z', '2030-01-08T09:45:00Z', 'cancelled'))
      .returning({ status: bookings.status, startAt: bookings.startAt });
    expect(kept).toEqual([{ status: 'cancelled', startAt: new Date('2030-01-08T09:15:00Z') }]);
  });
});
