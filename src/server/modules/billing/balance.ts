import { LOW_QUOTA_ALERT, planById } from '../../../shared/pricing';
import type { TBalance } from '../../../shared/schemas/billing';
import type { TDbExecutor } from '../../db/executor';
import { together } from '../../db/together';
import { lotsWithRemaining, periodSums, type TLot, type TPlanRow } from './ledger-queries';
import { smsCreditsOf } from './sms-credits';

/** Where the next appointment is taken: carry-over (expires first), allowance, then credits by expiry. */
const BUCKET_ORDER = { carry_over: 0, allowance: 1, credits: 2 } as const;

export function inOrderOfUse(lots: TLot[]): TLot[] {
  return lots.toSorted(
    (a, b) =>
      BUCKET_ORDER[a.bucket] - BUCKET_ORDER[b.bucket] || a.expiresAt.getTime() - b.expiresAt.getTime(),
  );
}

/** The lots once one appointment is taken from `used`: a lot left empty is no longer held. */
export function afterUse(lots: TLot[], used: TLot): TLot[] {
  return lots
    .map((lot) => (lot.id === used.id ? { ...lot, remaining: lot.remaining - 1 } : lot))
    .filter((lot) => lot.remaining > 0);
}

/**
 * The balance derived from the ledger (ADR 0036), for a plan already rolled over to `now`.
 * `live`: the lots live at `now` as this transaction left them, when the caller knows them.
 */
export async function balanceOf(
  tx: TDbExecutor,
  plan: TPlanRow,
  now: Date,
  live?: TLot[],
): Promise<TBalance> {
  const lots = live ?? (await lotsWithRemaining(tx, plan.userId, now, 'live'));
  const [sums, smsCredits] = await together([
    periodSums(tx, plan.userId, plan.periodStart),
    smsCreditsOf(tx, plan.userId),
  ]);
  const sum = (match: (s: (typeof sums)[number]) => boolean) =>
    sums.filter(match).reduce((total, s) => total + s.total, 0);
  // Counted downwards in the ledger, shown as positive numbers (never « -0 »).
  const spent = (match: (s: (typeof sums)[number]) => boolean) => 0 - sum(match) || 0;
  const credits = lots.filter((lot) => lot.bucket === 'credits');
  const held = lots.reduce((total, lot) => total + lot.remaining, 0);
  const unlimited = planById(plan.packId).allowance === null;
  const remaining = unlimited ? null : held;
  return {
    packId: plan.packId,
    periodStart: plan.periodStart.toISOString(),
    periodEnd: plan.periodEnd.toISOString(),
    allowance: sum((s) => s.kind === 'grant' || s.kind === 'upgrade'),
    carriedOver: sum((s) => s.kind === 'carry_over'),
    credits: credits.reduce((total, lot) => total + lot.remaining, 0),
    used: spent((s) => s.kind === 'use' || s.kind === 'overage' || s.kind === 'refund'),
    remaining,
    lowQuota: remaining !== null && remaining <= LOW_QUOTA_ALERT,
    overage: spent((s) => s.bucket === 'overage'),
    nextPackId: plan.nextPackId,
    creditsExpireAt: credits[0]?.expiresAt.toISOString() ?? null,
    smsCredits,
  };
}
