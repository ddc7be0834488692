import type { TBalance } from '../../../shared/schemas/billing';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { publishNotifications, type TQueuedNotice } from '../notifications/api';
import { balanceOf } from './balance';
import { findPlan, lockQuota, type TLot, type TPlanRow } from './ledger-queries';
import { rollOver, type TRolledLedger } from './rollover';

/** What a committed balance change still has to do: tell the provider's sockets and bell (its e-mails are jobs). */
export type TBalanceChange = {
  userId: string;
  balance: TBalance;
  notices: TQueuedNotice[];
};

/** After the commit: `user:creditsUpdated` and the alerts' notifications. Never throws. */
export function publishBalanceChange(deps: AppDeps, change: TBalanceChange | null | undefined): void {
  if (!change) return;
  deps.events.emit('credits_updated', { userId: change.userId, balance: change.balance });
  publishNotifications(deps, change.notices);
}

/**
 * The live lots as the roll-over read them. Work that knows how it left them (a booking's use)
 * sets `after`, and the balance is derived from it; otherwise they are read again.
 */
export type TLedger = { live: TLot[]; after?: TLot[] };

/**
 * Runs `work` on the provider's ledger in the caller's transaction: the balance lock, the plan
 * rolled over to `now`, then the work, then the balance as it will commit. `movesPlan: false`
 * for work that only writes movements; `rolled` when the caller took the lock and rolled over already.
 */
export async function onLedger<T>(
  tx: TDbExecutor,
  userId: string,
  now: Date,
  work: (plan: TPlanRow, ledger: TLedger) => Promise<T>,
  options: { movesPlan: boolean; rolled?: TRolledLedger } = { movesPlan: true },
): Promise<{ result: T; balance: TBalance }> {
  let rolled = options.rolled;
  if (!rolled) {
    await lockQuota(tx, userId);
    rolled = await rollOver(tx, userId, now);
  }
  const { plan, live } = rolled;
  const ledger: TLedger = { live };
  const result = await work(plan, ledger);
  // A pack change moves the plan: read it again (a booking's use or refund leaves it).
  const after = options.movesPlan ? ((await findPlan(tx, userId)) ?? plan) : plan;
  return { result, balance: await balanceOf(tx, after, now, ledger.after) };
}
