import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createService } from '../../../test/booking-factories';
import { withFailingCommit } from '../../../test/failing-commit';
import { localDay, queuedOffers, type TOfferWorld, worldWithEntry } from '../../../test/waitlist-factories';

/**
 * Issue 33 item 2, ADR 0060: new opening hours, special days created, changed or removed, a
 * service given more room and booking rules that offer more queue `waitlist.offer` in their
 * transaction, while an entry waits.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The queued runs are worked (nothing to offer here): the next change queues a new one. */
async function drain(world: TOfferWorld): Promise<void> {
  await t.runJobs(['waitlist.offer']);
  expect(await queuedOffers(t, world)).toEqual([]);
}

/** The instants of local days in Paris, as the job carries them. */
const parisDays = (from: string, to: string) => ({
  from: DateTime.fromISO(from, { zone: 'Europe/Paris' }).toUTC().toISO(),
  to: DateTime.fromISO(to, { zone: 'Europe/Paris' }).plus({ days: 1 }).toUTC().toISO(),
});

const week = { timezone: 'Europe/Paris', weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] };

describe('opening hours', () => {
  it('new weekly hours: a run over the whole horizon; none without an entry or a commit', async () => {
    const world = await worldWithEntry(t);
    const token = world.provider.token;
    const failed = await withFailingCommit(t, 'availability_weekly', () =>
      t.put('/api/availability', week, { token }),
    );
    expect(failed.statusCode).toBe(500);
    expect(await queuedOffers(t, world)).toEqual([]);
    const response = await t.put('/api/availability', week, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([{ providerId: world.provider.id, from: null, to: null }]);

    const alone = await worldWithEntry(t, false);
    expect((await t.put('/api/availability', week, { token: alone.provider.token })).statusCode).toBe(200);
    expect(await queuedOffers(t, alone)).toEqual([]);
  });

  it('a special day created, changed, removed, and a holiday period: a run over those days', async () => {
    const world = await worldWithEntry(t);
    const token = world.provider.token;
    const day = localDay(t, 5);
    const special = { date: day, ranges: [{ start: '14:00', end: '18:00' }], note: 'Après-midi' };
    const failed = await withFailingCommit(t, 'availability_overrides', () =>
      t.post('/api/availability/overrides', special, { token }),
    );
    expect(failed.statusCode).toBe(500);
    expect(await queuedOffers(t, world)).toEqual([]);

    const created = await t.post('/api/availability/overrides', special, { token });
    expect(created.statusCode, created.body).toBe(201);
    const onDay = { providerId: world.provider.id, ...parisDays(day, day) };
    expect(await queuedOffers(t, world)).toEqual([onDay]);
    await drain(world);

    const changed = await t.post(
      '/api/availability/overrides',
      { ...special, ranges: [{ start: '08:00', end: '18:00' }] },
      { token },
    );
    expect(changed.statusCode, changed.body).toBe(201);
    expect(await queuedOffers(t, world)).toEqual([onDay]);
    await drain(world);

    const removed = await t.delete(`/api/availability/overrides/${created.json().override.id}`, { token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([onDay]);
    await drain(world);
    // An unknown one: 404, nothing queued.
    const missing = await t.delete(`/api/availability/overrides/${created.json().override.id}`, { token });
    expect(missing.statusCode).toBe(404);
    expect(await queuedOffers(t, world)).toEqual([]);

    const [from, to] = [localDay(t, 7), localDay(t, 9)];
    const period = await t.post(
      '/api/availability/overrides/range',
      { from, to, ranges: [], note: '' },
      { token },
    );
    expect(period.statusCode, period.body).toBe(201);
    expect(await queuedOffers(t, world)).toEqual([{ providerId: world.provider.id, ...parisDays(from, to) }]);
  });
});

describe('services', () => {
  it('more places, offered again or shorter: a run; a new name: none', async () => {
    const world = await worldWithEntry(t);
    const token = world.provider.token;
    const workshop = await createService(t.deps, world.provider.id, {
      name: 'Atelier',
      capacity: 3,
      active: false,
    });
    const patch = (body: object) => t.patch(`/api/services/${workshop.id}`, body, { token });
    const whole = { providerId: world.provider.id, from: null, to: null };

    expect((await patch({ name: 'Atelier du samedi' })).statusCode).toBe(200);
    expect((await patch({ capacity: 2 })).statusCode).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([]);

    const failed = await withFailingCommit(t, 'services', () => patch({ capacity: 6 }));
    expect(failed.statusCode).toBe(500);
    expect(await queuedOffers(t, world)).toEqual([]);

    for (const body of [{ capacity: 6 }, { active: true }, { durationMinutes: 20 }]) {
      const response = await patch(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(await queuedOffers(t, world), JSON.stringify(body)).toEqual([whole]);
      await drain(world);
    }
    // A longer buffer takes room; a shorter one gives some back.
    expect((await patch({ bufferAfterMinutes: 10 })).statusCode).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([]);
    expect((await patch({ bufferAfterMinutes: 5 })).statusCode).toBe(200);
    expect(await queuedOffers(t, world)).toEqual([whole]);
  });
});

describe('booking rules', () => {
  it('the waitlist turned on again, a shorter notice, a longer horizon, another step: a run', async () => {
    const world = await worldWithEntry(t);
    const token = world.provider.token;
    const put = (body: object) => t.put('/api/settings', body, { token });
    const whole = { providerId: world.provider.id, from: null, to: null };

    for (const body of [{ calendarView: 'week' }, { waitlistEnabled: false }, { minNoticeMinutes: 240 }]) {
      expect((await put(body)).statusCode).toBe(200);
    }
    expect(await queuedOffers(t, world)).toEqual([]);
    const failed = await withFailingCommit(t, 'provider_settings', () => put({ waitlistEnabled: true }));
    expect(failed.statusCode).toBe(500);
    expect(await queuedOffers(t, world)).toEqual([]);

    for (const body of [
      { waitlistEnabled: true },
      { minNoticeMinutes: 60 },
      { maxAdvanceDays: 90 },
      { slotStepMinutes: 15 },
    ]) {
      const response = await put(body);
      expect(response.statusCode, response.body).toBe(200);
      expect(await queuedOffers(t, world), JSON.stringify(body)).toEqual([whole]);
      await drain(world);
    }
  });
});
