import { FREE_PLAN, isUpgrade, planById, type TPlan, type TPlanId } from '../../../shared/pricing';
import { QUOTA_MESSAGES } from '../../../shared/schemas/billing';
import type { TDbExecutor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { onLedger, type TBalanceChange } from './balance-change';
import {
  insertMovement,
  lotsWithRemaining,
  type TLotBucket,
  type TPlanRow,
  updatePlan,
} from './ledger-queries';
import { creditExpiry, periodEndFor } from './periods';
import { expireLots, grantAllowance } from './rollover';

/** Who made a change by hand, and why (an administrator; a purchase later). */
export type TAuthor = { authorId: string | null; reason: string | null };

/**
 * A new period from `now` on `target`: what the interrupted period still held lapses (credits
 * stay), then the target's full allowance (the event pack; an upgrade out of it).
 */
async function restartPeriod(
  tx: TDbExecutor,
  plan: TPlanRow,
  target: TPlan,
  nextPackId: TPlanId | null,
  now: Date,
): Promise<void> {
  const held = (await lotsWithRemaining(tx, plan.userId, now, 'live')).filter(
    (lot) => lot.bucket !== 'credits',
  );
  await expireLots(tx, plan.userId, held, plan.periodStart, now);
  const end = periodEndFor(target, now);
  await updatePlan(tx, plan.userId, { packId: target.id, periodStart: now, periodEnd: end, nextPackId }, now);
  await grantAllowance(tx, plan.userId, target, { start: now, end }, now);
}

/**
 * Moves the provider to another plan (ADR 0036): an upgrade at once (the difference of
 * allowances added to this period), a downgrade at the next period, the event pack starting now
 * and leading back to the plan it interrupted. Choosing the current plan cancels a pending change.
 */
export async function changePack(
  tx: TDbExecutor,
  userId: string,
  packId: TPlanId,
  author: TAuthor,
  now: Date,
): Promise<TBalanceChange> {
  const { balance } = await onLedger(tx, userId, now, async (plan) => {
    const current = planById(plan.packId);
    const target = planById(packId);
    if (packId === plan.packId) {
      if (!plan.nextPackId) throw new AppError('CONFLICT', QUOTA_MESSAGES.samePack, { field: 'packId' });
      await updatePlan(tx, userId, { nextPackId: null }, now);
      return;
    }
    if (target.validityDays !== null) {
      const back = current.validityDays !== null ? plan.nextPackId : current.id;
      await restartPeriod(tx, plan, target, back, now);
      return;
    }
    if (!isUpgrade(current.id, target.id)) {
      await updatePlan(tx, userId, { nextPackId: target.id }, now);
      return;
    }
    if (current.validityDays !== null) {
      await restartPeriod(tx, plan, target, null, now);
      return;
    }
    await updatePlan(tx, userId, { packId: target.id, nextPackId: null }, now);
    if (target.allowance === null || current.allowance === null) return;
    await insertMovement(tx, {
      userId,
      kind: 'upgrade',
      bucket: 'allowance',
      amount: target.allowance - current.allowance,
      periodStart: plan.periodStart,
      expiresAt: plan.periodEnd,
      reason: author.reason,
      authorId: author.authorId,
      createdAt: now,
    });
  });
  return { userId, balance, notices: [] };
}

/**
 * Credits on top of the plan: a recharge (payments, later) or the team's gift, valid 12 months.
 * `dedupeKey` (a payment's id) makes a repeated call grant once.
 */
export async function addCredits(
  tx: TDbExecutor,
  userId: string,
  input: { amount: number; kind: 'recharge' | 'admin_credit'; dedupeKey?: string } & TAuthor,
  now: Date,
): Promise<TBalanceChange> {
  const { balance } = await onLedger(tx, userId, now, (plan) =>
    insertMovement(tx, {
      userId,
      kind: input.kind,
      bucket: 'credits',
      amount: input.amount,
      periodStart: plan.periodStart,
      expiresAt: creditExpiry(now),
      reason: input.reason,
      authorId: input.authorId,
      dedupeKey: input.dedupeKey ?? null,
      createdAt: now,
    }),
  );
  return { userId, balance, notices: [] };
}

/** Takes back what lots still hold, as `withdrawal` movements keyed by `key` (once per lot and key). */
async function withdrawLots(
  tx: TDbExecutor,
  plan: TPlanRow,
  lots: Array<{ id: string; bucket: TLotBucket; take: number }>,
  key: string,
  now: Date,
): Promise<void> {
  for (const lot of lots) {
    if (lot.take <= 0) continue;
    await insertMovement(tx, {
      userId: plan.userId,
      kind: 'withdrawal',
      bucket: lot.bucket,
      amount: -lot.take,
      lotId: lot.id,
      periodStart: plan.periodStart,
      dedupeKey: `withdrawal:${key}:${lot.id}`,
      createdAt: now,
    });
  }
}

/**
 * A refunded recharge (ADR 0037): up to `amount` of the credits its payment granted (the lot
 * written with `grantKey`) are taken back; what was already used stays used. `key` names the
 * refund, so a second delivery takes nothing more.
 */
export async function withdrawCredits(
  tx: TDbExecutor,
  userId: string,
  input: { grantKey: string; amount: number; key: string },
  now: Date,
): Promise<TBalanceChange> {
  const { balance } = await onLedger(tx, userId, now, async (plan) => {
    const lot = (await lotsWithRemaining(tx, userId, now, 'live')).find(
      (l) => l.dedupeKey === input.grantKey,
    );
    if (!lot) return;
    await withdrawLots(tx, plan, [{ ...lot, take: Math.min(input.amount, lot.remaining) }], input.key, now);
  });
  return { userId, balance, notices: [] };
}

/**
 * A refunded pack (ADR 0037): if the provider is still on it, what its period still holds is
 * taken back and the account returns to the free tier at once (the next period grants its 20);
 * a pack still waiting to start is cancelled. Credits stay.
 */
export async function endPackNow(
  tx: TDbExecutor,
  userId: string,
  packId: TPlanId,
  key: string,
  now: Date,
): Promise<TBalanceChange> {
  return whilePackHeld(tx, userId, packId, now, async (plan) => {
    const held = (await lotsWithRemaining(tx, userId, now, 'live')).filter((l) => l.bucket !== 'credits');
    await withdrawLots(
      tx,
      plan,
      held.map((l) => ({ ...l, take: l.remaining })),
      key,
      now,
    );
    const next = planById(packId).validityDays !== null ? null : plan.nextPackId;
    await updatePlan(tx, userId, { packId: 'gratuit', nextPackId: next === packId ? null : next }, now);
  });
}

/**
 * A monthly pack paid by transfer whose month ended unpaid, or that the provider gave up
 * (ADR 0056): if the provider is still on `packId`, what its period still holds lapses (credits
 * stay) and a free-tier period starts now, to the end of the calendar month, with the free
 * tier's full allowance. A pack waiting to start is cancelled. Another pack held meanwhile (card,
 * the team) is left alone.
 */
export async function returnToFreeTier(
  tx: TDbExecutor,
  userId: string,
  packId: TPlanId,
  now: Date,
): Promise<TBalanceChange> {
  return whilePackHeld(tx, userId, packId, now, (plan) => restartPeriod(tx, plan, FREE_PLAN, null, now));
}

/**
 * Ends `packId` for a provider (a refund, a lapsed or given-up month): `end` runs on the ledger if
 * the provider is still on that pack; a pack still waiting to start is cancelled instead, and any
 * other pack is left alone.
 */
async function whilePackHeld(
  tx: TDbExecutor,
  userId: string,
  packId: TPlanId,
  now: Date,
  end: (plan: TPlanRow) => Promise<void>,
): Promise<TBalanceChange> {
  const { balance } = await onLedger(tx, userId, now, async (plan) => {
    if (plan.packId === packId) return end(plan);
    if (plan.nextPackId === packId) await updatePlan(tx, userId, { nextPackId: null }, now);
  });
  return { userId, balance, notices: [] };
}
