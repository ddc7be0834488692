import { planById } from '../../../shared/pricing';
import { QUOTA_MESSAGES } from '../../../shared/schemas/billing';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { TEmailTrigger } from '../../mail/types';
import { alertIfLow } from './alerts';
import { afterUse, inOrderOfUse } from './balance';
import { onLedger, type TBalanceChange } from './balance-change';
import { findLotExpiry, findUseOf, insertMovement } from './ledger-queries';
import type { TRolledLedger } from './rollover';

/** A booking's use or refund writes a movement, never the plan. */
const NO_PLAN_MOVE = { movesPlan: false };

/** 403 with code QUOTA_EXHAUSTED: the public page takes no booking while nothing is left. */
export function quotaExhausted(): AppError {
  return new AppError('QUOTA_EXHAUSTED', QUOTA_MESSAGES.exhausted);
}

/**
 * One appointment for a booking the provider receives, in the booking's transaction (after the
 * agenda lock, ADR 0036): from the first lot in order of use; with none left a public booking is
 * refused and a manual one is counted as overage. Then the alerts the new balance calls for.
 */
export async function consumeForBooking(
  deps: AppDeps,
  tx: TDbExecutor,
  input: {
    userId: string;
    bookingId: string;
    source: 'public' | 'manual';
    trigger: TEmailTrigger;
    /**
     * The ledger rolled over by the booking's transaction, under the balance lock it took with its
     * agenda lock (quotaLockKey); without it, this takes the lock and rolls over itself.
     */
    rolled?: TRolledLedger;
  },
  now: Date,
): Promise<TBalanceChange> {
  const { userId, bookingId } = input;
  const { balance } = await onLedger(
    tx,
    userId,
    now,
    async (plan, ledger) => {
      const base = {
        userId,
        bookingId,
        periodStart: plan.periodStart,
        dedupeKey: `use:${bookingId}`,
        createdAt: now,
      };
      // Only a use taken from a lot changes the live lots: the balance is derived from them.
      ledger.after = ledger.live;
      if (planById(plan.packId).allowance === null) {
        await insertMovement(tx, { ...base, kind: 'use', bucket: 'unlimited', amount: -1 });
        return;
      }
      const [lot] = inOrderOfUse(ledger.live);
      if (lot) {
        const used = await insertMovement(tx, {
          ...base,
          kind: 'use',
          bucket: lot.bucket,
          amount: -1,
          lotId: lot.id,
        });
        if (used) ledger.after = afterUse(ledger.live, lot);
        return;
      }
      if (input.source === 'public') throw quotaExhausted();
      await insertMovement(tx, { ...base, kind: 'overage', bucket: 'overage', amount: -1 });
    },
    { ...NO_PLAN_MOVE, rolled: input.rolled },
  );
  const notice = await alertIfLow(deps, tx, userId, balance, input.trigger, now);
  return { userId, balance, notices: notice ? [notice] : [] };
}

/**
 * A cancelled booking gives its appointment back (once), in the cancellation's transaction: to
 * the lot it came from while that lot has not expired; an overage or unlimited use while its
 * period is the current one. null when nothing was given back.
 */
export async function refundForBooking(
  tx: TDbExecutor,
  bookingId: string,
  now: Date,
): Promise<TBalanceChange | null> {
  const use = await findUseOf(tx, bookingId);
  if (!use) return null;
  const { result: refunded, balance } = await onLedger(
    tx,
    use.userId,
    now,
    async (plan) => {
      const open = use.lotId
        ? ((await findLotExpiry(tx, use.lotId)) ?? now) > now
        : use.periodStart.getTime() === plan.periodStart.getTime();
      if (!open) return false;
      const id = await insertMovement(tx, {
        userId: use.userId,
        kind: 'refund',
        bucket: use.bucket,
        amount: 1,
        lotId: use.lotId,
        bookingId,
        periodStart: use.periodStart,
        dedupeKey: `refund:${bookingId}`,
        createdAt: now,
      });
      return id !== null;
    },
    NO_PLAN_MOVE,
  );
  return refunded ? { userId: use.userId, balance, notices: [] } : null;
}
