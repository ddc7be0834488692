import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProvider, createService } from '../../../test/booking-factories';
import { addWaitlistEntry } from '../../../test/waitlist-factories';
import { waitlistEntries } from '../../db/schema';
import { retentionJob } from '../../jobs/definitions/retention';

/** Issue 33 item 3 and 5, ADR 0060: the daily job deletes the entries whose window ended. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ended waitlist entries', () => {
  it('are deleted by the daily retention job, whatever their status, in each provider’s own zone', async () => {
    const paris = await createProvider(t);
    const tahiti = await createProvider(t, { timezone: 'Pacific/Tahiti' });
    // 05:00 UTC on 10 March 2027: already the 10th in Paris, still the 9th in Tahiti (UTC−10).
    t.clock.set(new Date('2027-03-10T05:00:00Z'));
    const inParis = await createService(t.deps, paris.id);
    const inTahiti = await createService(t.deps, tahiti.id);
    const entry = (providerId: string, serviceId: string, fromDay: string, toDay: string, status = {}) =>
      addWaitlistEntry(t.deps, { providerId, serviceId, fromDay, toDay, ...status });

    const gone = [
      await entry(paris.id, inParis.id, '2027-03-01', '2027-03-09'),
      await entry(paris.id, inParis.id, '2027-02-01', '2027-02-10', { status: 'booked' }),
      await entry(paris.id, inParis.id, '2027-03-09', '2027-03-09', {
        status: 'offered',
        offeredAt: new Date('2027-03-09T08:00:00Z'),
      }),
    ];
    const kept = [
      await entry(paris.id, inParis.id, '2027-03-01', '2027-03-10'),
      await entry(paris.id, inParis.id, '2027-03-20', '2027-04-10'),
      // Tahiti's today is the 9th: this window has not ended there.
      await entry(tahiti.id, inTahiti.id, '2027-03-09', '2027-03-09'),
    ];

    await retentionJob.handler(t.deps, {});
    const left = await t.deps.database.db.select({ id: waitlistEntries.id }).from(waitlistEntries);
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
    for (const row of gone) expect(left.map((l) => l.id)).not.toContain(row.id);

    // A day later in Tahiti too: its entry goes.
    t.clock.set(new Date('2027-03-10T11:00:00Z'));
    await retentionJob.handler(t.deps, {});
    const tahitiLeft = await t.deps.database.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.providerId, tahiti.id));
    expect(tahitiLeft).toEqual([]);
  });
});
