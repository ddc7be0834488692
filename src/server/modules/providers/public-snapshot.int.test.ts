import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signDpaFor } from '../../../test/booking-factories';
import { createUser, type TTestUser } from '../../../test/factories';
import { readProviderVersions } from '../../db/provider-cache';
import { availabilityOverrides, bookings, providerSettings, services, users } from '../../db/schema';
import { addCredits } from '../billing/api';

/** Monday 1 June 2026, 08:00 in Paris. */
const NOW = new Date('2026-06-01T06:00:00Z');
const TUESDAY_10 = new Date('2026-06-02T08:00:00Z');

/**
 * ADR 0043: the public page's slots come from memory, kept per provider under change counters
 * that triggers raise in the writer's own transaction: every write shows at once, whoever makes it.
 */
describe('provider change counters and the public snapshot', () => {
  let t: TestApp;
  let alice: TTestUser;
  let serviceId: string;
  const slotsPath = () =>
    `/api/public/providers/${alice.id}/slots?serviceId=${serviceId}&from=2026-06-02&to=2026-06-02`;
  const offered = async () => {
    const response = await t.get(slotsPath());
    expect(response.statusCode).toBe(200);
    return (response.json().slots as Array<{ start: string }>).map((s) => s.start);
  };
  const versions = () => readProviderVersions(t.deps.database.db, alice.id);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    alice = await createUser(t.deps, { name: 'Alice Martin' });
    const token = await t.login(alice.email, alice.password);
    await signDpaFor(t.deps, alice.id);
    const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
    await t.put('/api/availability', { timezone: 'Europe/Paris', weekly }, { token });
    const created = await t.post(
      '/api/services',
      { name: 'Consultation', durationMinutes: 60, priceCents: 5000 },
      { token },
    );
    serviceId = created.json().service.id;
  });
  afterAll(() => t.close());

  it('raises the right counter for each kind of write, and nothing for a write rolled back', async () => {
    const db = t.deps.database.db;
    const before = await versions();
    await db.update(services).set({ name: 'Consultation longue' }).where(eq(services.id, serviceId));
    await db
      .insert(providerSettings)
      .values({ providerId: alice.id, minNoticeMinutes: 60 })
      .onConflictDoUpdate({ target: providerSettings.providerId, set: { minNoticeMinutes: 60 } });
    const rules = await versions();
    expect(rules).toEqual({ ...before, rules: before.rules + 2 });

    await db.insert(bookings).values(bookingAt(new Date('2026-06-03T08:00:00Z')));
    const booked = await versions();
    expect(booked).toEqual({ ...rules, bookings: rules.bookings + 1 });

    await db.transaction((tx) =>
      addCredits(tx, alice.id, { amount: 5, kind: 'admin_credit', authorId: null, reason: 'Test' }, NOW),
    );
    const credited = await versions();
    expect(credited.quota).toBeGreaterThan(booked.quota);
    expect({ ...credited, quota: 0 }).toEqual({ ...booked, quota: 0 });

    await expect(
      db.transaction(async (tx) => {
        await tx.update(users).set({ status: 'suspended' }).where(eq(users.id, alice.id));
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect(await versions()).toEqual(credited);
  });

  it('shows every write at once: a booking, a special day, a suspension', async () => {
    const first = await offered();
    expect(first).toContain(TUESDAY_10.toISOString());
    expect(await offered()).toEqual(first);

    // Written behind the API's back: the trigger still tells the snapshot.
    await t.deps.database.db.insert(bookings).values(bookingAt(TUESDAY_10));
    expect(await offered()).not.toContain(TUESDAY_10.toISOString());

    await t.deps.database.db
      .insert(availabilityOverrides)
      .values({ providerId: alice.id, date: '2026-06-02', ranges: [], note: 'Fermé' });
    expect(await offered()).toEqual([]);
    await t.deps.database.db
      .delete(availabilityOverrides)
      .where(eq(availabilityOverrides.providerId, alice.id));
    expect((await offered()).length).toBeGreaterThan(0);

    await t.deps.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, alice.id));
    expect(await offered()).toEqual([]);
    await t.deps.database.db.update(users).set({ status: 'active' }).where(eq(users.id, alice.id));
    expect((await offered()).length).toBeGreaterThan(0);
  });

  function bookingAt(startAt: Date) {
    const endAt = new Date(startAt.getTime() + 60 * 60_000);
    return {
      providerId: alice.id,
      serviceId,
      startAt,
      endAt,
      blockedFrom: startAt,
      blockedTo: endAt,
      timezone: 'Europe/Paris',
      status: 'confirmed' as const,
      source: 'public' as const,
      clientName: 'Jeanne Client',
      clientEmail: 'jeanne@exemple.fr',
      manageTokenHash: randomUUID(),
    };
  }
});
