import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { balanceOf } from './balance';
import { publishBalanceChange } from './balance-change';
import { lockQuota, providersDue, providersWithExpiredCredits } from './ledger-queries';
import { rollOver } from './rollover';

/** Providers rolled per pass; the next pass (10 minutes later, or a retry) takes the rest. */
const BATCH = 500;

/**
 * Closes every period that has ended and expires the credits past their 12 months, one provider
 * per transaction under their balance lock; each change reaches the provider's open tabs.
 * Idempotent (ADR 0036): a second run, or a run after a crash, finds nothing left to grant.
 * Returns how many providers changed.
 */
export async function rollOverDue(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const db = deps.database.db;
  const due = new Set([
    ...(await providersDue(db, now, BATCH)),
    ...(await providersWithExpiredCredits(db, now, BATCH)),
  ]);
  let changed = 0;
  for (const userId of due) {
    const change = await db.transaction(async (tx) => {
      await lockQuota(tx, userId);
      const rolled = await rollOver(tx, userId, now);
      if (!rolled.changed) return null;
      return {
        userId,
        balance: await balanceOf(tx, rolled.plan, now, rolled.live),
        notices: [],
      };
    });
    if (change) changed++;
    publishBalanceChange(deps, change);
  }
  return changed;
}

/** Every 10 minutes (and lazily at every balance read or change): periods and credits that ended. */
export const billingRolloverJob = defineJob({
  name: 'billing.rollover',
  schema: z.object({}),
  policy: 'stately',
  retryLimit: 2,
  cron: '*/10 * * * *',
  async handler(deps) {
    await rollOverDue(deps);
  },
});
