import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { quotaMovements } from '../../db/schema';
import { changePack } from './api';
import { listMovements } from './ledger-queries';
import { addCredits } from './plan-changes';
import { consumeForBooking } from './quota';
import { rollOver } from './rollover';
import { billingRolloverJob, rollOverDue } from './rollover-job';
import { readBalance } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => t.clock.set(new Date(iso));
const author = { authorId: null, reason: 'Test' };
const onPack = (userId: string, packId: Parameters<typeof changePack>[2]) =>
  t.deps.database.db.transaction((tx) => changePack(tx, userId, packId, author, t.deps.now()));

/** A provider account (the ledger needs nothing else: these tests drive it directly, in the test's time). */
const provider = () => createUser(t.deps);
const balance = (p: { id: string }) => readBalance(t.deps.database.db, p.id, t.deps.now());
const movements = async (p: { id: string }) =>
  (await listMovements(t.deps.database.db, p.id, { limit: 100, offset: 0 })).movements;

/** `count` bookings the provider entered by hand (the ledger only needs their ids). */
async function spend(p: { id: string }, count: number) {
  for (let i = 0; i < count; i++) {
    await t.deps.database.db.transaction((tx) =>
      consumeForBooking(
        t.deps,
        tx,
        {
          userId: p.id,
          bookingId: randomUUID(),
          source: 'manual',
          trigger: { userId: p.id, kind: 'manual_booking' },
        },
        t.deps.now(),
      ),
    );
  }
}

async function grantsOf(userId: string) {
  const rows = await t.deps.database.db
    .select({
      kind: quotaMovements.kind,
      amount: quotaMovements.amount,
      periodStart: quotaMovements.periodStart,
    })
    .from(quotaMovements)
    .where(eq(quotaMovements.userId, userId));
  return rows
    .filter((r) => r.kind === 'grant' || r.kind === 'carry_over')
    .map((r) => `${r.kind} ${r.amount} ${r.periodStart.toISOString()}`)
    .sort();
}

describe('period roll-over (billing.rollover, ADR 0036)', () => {
  it('closes October across the DST change: 30 % of the unused allowance carries over, granted once however often it runs', async () => {
    at('2026-10-20T10:00:00Z');
    const p = await provider();
    await onPack(p.id, 'independant');
    await spend(p, 10);
    // Clocks go back on 25 October: the month still ends at midnight in Paris, 23:00 UTC.
    expect(await balance(p)).toMatchObject({ periodEnd: '2026-10-31T23:00:00.000Z', remaining: 40 });

    at('2026-10-31T23:00:30Z');
    expect(await rollOverDue(t.deps)).toBeGreaterThanOrEqual(1);
    await billingRolloverJob.handler(t.deps, {});
    expect(await rollOverDue(t.deps)).toBe(0);
    expect(await grantsOf(p.id)).toEqual([
      'carry_over 12 2026-10-31T23:00:00.000Z',
      'grant 20 2026-09-30T22:00:00.000Z',
      'grant 50 2026-10-31T23:00:00.000Z',
    ]);
    expect(await balance(p)).toMatchObject({
      packId: 'independant',
      periodStart: '2026-10-31T23:00:00.000Z',
      periodEnd: '2026-11-30T23:00:00.000Z',
      allowance: 50,
      carriedOver: 12,
      used: 0,
      remaining: 62,
    });
    // The October lots lapsed with their period.
    const expired = (await movements(p)).filter((m) => m.kind === 'expiry');
    expect(expired.reduce((total, m) => total + m.amount, 0)).toBe(-40);

    // Carry-over is used first; it never carries again (no compounding).
    await spend(p, 1);
    expect((await movements(p))[0]).toMatchObject({ kind: 'use', bucket: 'carry_over' });
    at('2026-12-01T00:00:00Z');
    await rollOverDue(t.deps);
    expect(await balance(p)).toMatchObject({ carriedOver: 15, allowance: 50, remaining: 65 });
  });

  it('a crash in the middle of a roll-over leaves nothing; the next run grants once', async () => {
    at('2027-02-10T10:00:00Z');
    const p = await provider();
    await onPack(p.id, 'pro');
    // The March period ends on 1 April, after the clocks went forward: 22:00 UTC.
    at('2027-03-05T10:00:00Z');
    expect(await balance(p)).toMatchObject({
      periodStart: '2027-02-28T23:00:00.000Z',
      periodEnd: '2027-03-31T22:00:00.000Z',
      carriedOver: 60,
    });
    at('2027-03-31T22:05:00Z');
    const crash = t.deps.database.db.transaction(async (tx) => {
      await rollOver(tx, p.id, t.deps.now());
      throw new Error('panne simulée');
    });
    await expect(crash).rejects.toThrow('panne simulée');
    expect(await grantsOf(p.id)).not.toContain('grant 200 2027-03-31T22:00:00.000Z');
    await rollOverDue(t.deps);
    await rollOverDue(t.deps);
    const april = (await grantsOf(p.id)).filter((g) => g.endsWith('2027-03-31T22:00:00.000Z'));
    expect(april).toEqual(['carry_over 60 2027-03-31T22:00:00.000Z', 'grant 200 2027-03-31T22:00:00.000Z']);
  });

  it('catches up several missed months and applies a pending downgrade at the next period', async () => {
    at('2027-05-10T10:00:00Z');
    const p = await provider();
    await onPack(p.id, 'pro');
    await onPack(p.id, 'independant');
    at('2027-08-15T10:00:00Z');
    await rollOverDue(t.deps);
    const august = await balance(p);
    expect(august).toMatchObject({
      packId: 'independant',
      nextPackId: null,
      allowance: 50,
      carriedOver: 15,
    });
    expect(august.periodStart).toBe('2027-07-31T22:00:00.000Z');
  });

  it('runs the 7-day event pack from now, then goes back to the pack it interrupted', async () => {
    at('2027-09-10T10:00:00Z');
    const p = await provider();
    await onPack(p.id, 'independant');
    await onPack(p.id, 'evenement-7j');
    expect(await balance(p)).toMatchObject({
      packId: 'evenement-7j',
      periodStart: '2027-09-10T10:00:00.000Z',
      periodEnd: '2027-09-17T10:00:00.000Z',
      allowance: 224,
      remaining: 224,
      nextPackId: 'independant',
    });
    at('2027-09-17T10:10:00Z');
    await rollOverDue(t.deps);
    expect(await balance(p)).toMatchObject({
      packId: 'independant',
      periodEnd: '2027-09-30T22:00:00.000Z',
      allowance: 50,
      carriedOver: 0,
    });
  });

  it('expires credits 12 months after their grant, whatever is left of them', async () => {
    at('2027-01-15T09:00:00Z');
    const p = await provider();
    await t.deps.database.db.transaction((tx) =>
      addCredits(tx, p.id, { amount: 5, kind: 'admin_credit', ...author }, t.deps.now()),
    );
    expect(await balance(p)).toMatchObject({ credits: 5, creditsExpireAt: '2028-01-15T09:00:00.000Z' });
    at('2028-01-15T09:00:01Z');
    await rollOverDue(t.deps);
    expect(await balance(p)).toMatchObject({ credits: 0, creditsExpireAt: null });
    const expiry = (await movements(p)).find((m) => m.kind === 'expiry' && m.bucket === 'credits');
    expect(expiry?.amount).toBe(-5);
  });
});
