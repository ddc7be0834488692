import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db';
import type { Database } from './client';
import { bookings, services, users } from './schema';

describe('bookings_no_overlap constraint', () => {
  let database: Database;
  let providerId: string;
  let serviceId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db
      .insert(users)
      .values({ email: `p-${randomUUID()}@exemple.fr`, name: 'P', passwordHash: 'x' })
      .returning();
    providerId = user?.id as string;
    const [service] = await database.db
      .insert(services)
      .values({ providerId, name: 'Séance', durationMinutes: 60 })
      .returning();
    serviceId = service?.id as string;
  });
  afterAll(() => database.close());

  function booking(from: string, to: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
    return {
      providerId,
      serviceId,
      startAt: new Date(from),
      endAt: new Date(to),
      blockedFrom: new Date(from),
      blockedTo: new Date(to),
      timezone: 'Europe/Paris',
      status,
      source: 'manual' as const,
      clientName: 'Client',
      manageTokenHash: randomUUID(),
    };
  }

  it('refuses an overlapping active booking of the same provider and accepts back-to-back ones', async () => {
    await database.db.insert(bookings).values(booking('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z'));
    await expect(
      database.db.insert(bookings).values(booking('2030-01-07T09:30:00Z', '2030-01-07T10:30:00Z')),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    await database.db.insert(bookings).values(booking('2030-01-07T10:00:00Z', '2030-01-07T11:00:00Z'));
  });

  it('lets a cancelled booking overlap', async () => {
    await database.db
      .insert(bookings)
      .values(booking('2030-01-07T09:15:00Z', '2030-01-07T09:45:00Z', 'cancelled'));
  });
});
