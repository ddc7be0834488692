import { CARRY_OVER_RATE, FREE_PLAN, planById, type TPlan, type TPlanId } from '../../../shared/pricing';
import type { TDbExecutor } from '../../db/executor';
import { together } from '../../db/together';
import {
  findPlan,
  insertMovement,
  insertPlan,
  lotsWithRemaining,
  type TLot,
  type TPlanRow,
  updatePlan,
} from './ledger-queries';
import { monthStart, periodEndFor } from './periods';

/** Appointments carried into the next period: 30 % of the unused allowance, within the pack's cap. */
export function carryOverOf(plan: TPlan, unusedAllowance: number): number {
  if (plan.allowance === null || !plan.maxCarryOver) return 0;
  return Math.min(Math.floor(unusedAllowance * CARRY_OVER_RATE), plan.maxCarryOver);
}

/** The period's allowance lot: once per provider and period start. */
export async function grantAllowance(
  tx: TDbExecutor,
  userId: string,
  plan: TPlan,
  period: { start: Date; end: Date },
  now: Date,
): Promise<void> {
  if (plan.allowance === null || plan.allowance === 0) return;
  await insertMovement(tx, {
    userId,
    kind: 'grant',
    bucket: 'allowance',
    amount: plan.allowance,
    periodStart: period.start,
    expiresAt: period.end,
    dedupeKey: `grant:${userId}:${period.start.toISOString()}`,
    createdAt: now,
  });
}

/** Writes the expiry of what each lot still holds (once per lot). */
export async function expireLots(
  tx: TDbExecutor,
  userId: string,
  lots: TLot[],
  periodStart: Date,
  now: Date,
): Promise<void> {
  for (const lot of lots) {
    await insertMovement(tx, {
      userId,
      kind: 'expiry',
      bucket: lot.bucket,
      amount: -lot.remaining,
      lotId: lot.id,
      periodStart,
      dedupeKey: `expiry:${lot.id}`,
      createdAt: now,
    });
  }
}

/** The free tier, for the whole current month, on the provider's first use of the quota. */
async function createPlan(tx: TDbExecutor, userId: string, now: Date): Promise<TPlanRow> {
  const start = monthStart(now);
  const row: TPlanRow = {
    userId,
    packId: FREE_PLAN.id,
    periodStart: start,
    periodEnd: periodEndFor(FREE_PLAN, start),
    nextPackId: null,
    updatedAt: now,
  };
  await insertPlan(tx, row);
  await grantAllowance(tx, userId, FREE_PLAN, { start: row.periodStart, end: row.periodEnd }, now);
  return row;
}

/**
 * Closes the period that ended: the unused allowance partly carries over, every lot of the period
 * (and any credit) past its end expires, and the next period starts on the next plan with its grant.
 */
async function closePeriod(tx: TDbExecutor, plan: TPlanRow, now: Date): Promise<TPlanRow> {
  const current = planById(plan.packId);
  const ended = await lotsWithRemaining(tx, plan.userId, plan.periodEnd, 'expired');
  const unused = ended
    .filter((lot) => lot.bucket === 'allowance' && lot.periodStart.getTime() === plan.periodStart.getTime())
    .reduce((sum, lot) => sum + lot.remaining, 0);
  await expireLots(tx, plan.userId, ended, plan.periodStart, now);

  const nextId: TPlanId = plan.nextPackId ?? (current.validityDays !== null ? FREE_PLAN.id : plan.packId);
  const next = planById(nextId);
  const start = plan.periodEnd;
  const end = periodEndFor(next, start);
  await updatePlan(
    tx,
    plan.userId,
    { packId: nextId, periodStart: start, periodEnd: end, nextPackId: null },
    now,
  );
  await grantAllowance(tx, plan.userId, next, { start, end }, now);
  const carried = carryOverOf(current, unused);
  if (carried > 0) {
    await insertMovement(tx, {
      userId: plan.userId,
      kind: 'carry_over',
      bucket: 'carry_over',
      amount: carried,
      periodStart: start,
      expiresAt: end,
      dedupeKey: `carry:${plan.userId}:${start.toISOString()}`,
      createdAt: now,
    });
  }
  return { ...plan, packId: nextId, periodStart: start, periodEnd: end, nextPackId: null, updatedAt: now };
}

/** A provider's plan as of now, whether bringing it there wrote anything, and their live lots. */
export type TRolledLedger = { plan: TPlanRow; changed: boolean; live: TLot[] };

/** The plan and the open lots as they stand, read together (ADR 0045): what rollOver starts from. */
export type TLedgerRead = { plan: TPlanRow | undefined; open: TLot[] };

/** Reads only: safe to start with other reads before anything is known of the provider. */
export async function readLedger(tx: TDbExecutor, userId: string, now: Date): Promise<TLedgerRead> {
  const [plan, open] = await together([findPlan(tx, userId), lotsWithRemaining(tx, userId, now, 'open')]);
  return { plan, open };
}

/**
 * The provider's plan brought up to `now`, in the caller's transaction under lockQuota: created
 * on the free tier at first use, every ended period closed in turn (a server stopped for months
 * catches up), and credits past their 12 months expired. Idempotent: run again, it finds nothing
 * due; the dedupe keys stop any second grant. Also returns the lots live at `now`. `read`: the
 * caller's readLedger under the same lock; nothing due, nothing more is read or written.
 */
export async function rollOver(
  tx: TDbExecutor,
  userId: string,
  now: Date,
  read?: TLedgerRead,
): Promise<TRolledLedger> {
  const { plan: found, open: openBefore } = read ?? (await readLedger(tx, userId, now));
  let plan = found;
  let changed = false;
  if (!plan) {
    plan = await createPlan(tx, userId, now);
    changed = true;
  }
  while (plan.periodEnd <= now) {
    plan = await closePeriod(tx, plan, now);
    changed = true;
  }
  // One read: the lapsed credits to expire, and the live lots (which expiring those leaves alone).
  const open = changed ? await lotsWithRemaining(tx, userId, now, 'open') : openBefore;
  const lapsedCredits = open.filter((lot) => lot.expiresAt <= now && lot.bucket === 'credits');
  if (lapsedCredits.length > 0) {
    await expireLots(tx, userId, lapsedCredits, plan.periodStart, now);
    changed = true;
  }
  return { plan, changed, live: open.filter((lot) => lot.expiresAt > now) };
}
