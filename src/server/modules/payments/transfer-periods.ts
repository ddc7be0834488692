import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { BILLING_TIME_ZONE } from '../../../shared/pricing';
import type { TDbExecutor } from '../../db/executor';
import { transferOrders } from '../../db/schema';
import { openPeriodsOf, type TTransferOrderRow } from './transfer-order-queries';

/** A month paid by transfer: same day and time one month later, Paris time (31 January → 28 February). */
export function monthAfter(start: Date): Date {
  return DateTime.fromJSDate(start, { zone: BILLING_TIME_ZONE }).plus({ months: 1 }).toJSDate();
}

/** The pending renewals of these months are withdrawn: `cancelled` by the provider's choice, `expired` at the end. */
export async function withdrawRenewals(
  tx: TDbExecutor,
  periodIds: string[],
  status: 'cancelled' | 'expired',
  now: Date,
): Promise<void> {
  if (periodIds.length === 0) return;
  await tx
    .update(transferOrders)
    .set({ status, cancelledAt: now })
    .where(and(inArray(transferOrders.renewsOrderId, periodIds), eq(transferOrders.status, 'pending')));
}

/**
 * Ends the open months at `now` (the provider's « now », another pack paid): what was paid ahead
 * is not counted any more; a month that had not started ends at its start.
 */
export async function closePeriodsNow(
  tx: TDbExecutor,
  periods: TTransferOrderRow[],
  outcome: 'stopped' | 'replaced',
  now: Date,
): Promise<void> {
  for (const period of periods) {
    const start = period.periodStart as Date;
    await tx
      .update(transferOrders)
      .set({ periodOutcome: outcome, periodClosedAt: now, periodEnd: start > now ? start : now })
      .where(eq(transferOrders.id, period.id));
  }
  await withdrawRenewals(
    tx,
    periods.map((p) => p.id),
    'cancelled',
    now,
  );
}

/**
 * The month a monthly pack's transfer pays (ADR 0056), in the caller's transaction under the
 * account's lock. The same pack still running: the new month follows the paid one (paying early
 * loses nothing), which is closed as `renewed`. Another pack (an upgrade): it starts now and the
 * running months end now. Nothing running (first order, or after a lapse): from now.
 */
export async function nextTransferPeriod(
  tx: TDbExecutor,
  userId: string,
  packId: string,
  now: Date,
): Promise<{ start: Date; end: Date }> {
  const open = await openPeriodsOf(tx, userId, now);
  const latest = open[0];
  if (latest && latest.productId === packId) {
    const start = latest.periodEnd as Date;
    await tx
      .update(transferOrders)
      .set({ periodOutcome: 'renewed', periodClosedAt: now })
      .where(eq(transferOrders.id, latest.id));
    return { start, end: monthAfter(start) };
  }
  if (open.length > 0) await closePeriodsNow(tx, open, 'replaced', now);
  return { start: now, end: monthAfter(now) };
}
