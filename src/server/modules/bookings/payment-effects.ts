import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { endHoldCancelledByProvider, queueBookingRefund, queueNoShowFee } from '../booking-payments/api';
import type { TBookingRow } from './booking-dto';

/**
 * What a change does to the booking's online payment (issue 34, ADR 0061), as jobs of the change's
 * transaction:
 * - a hold (`awaiting_payment`) cancelled by the provider: nothing was paid; its Checkout session
 *   is closed and its client told that nothing was charged (booking-payments decides);
 * - cancelled: what the client paid goes back. A client cancels online only before the
 *   cancellation deadline, so always; the provider unless they keep it (`refund: false`, a late
 *   cancellation the client phoned in);
 * - marked `no_show`: a card guarantee's fee is charged, once (booking-payments decides).
 * A booking without a payment row queues nothing.
 */
export async function queuePaymentEffects(
  deps: AppDeps,
  tx: TDbExecutor,
  change: {
    before: TBookingRow;
    after: TBookingRow;
    by: 'client' | 'provider';
    refund?: boolean | undefined;
  },
  now: Date,
): Promise<void> {
  const { before, after } = change;
  const cancelled = before.status !== 'cancelled' && after.status === 'cancelled';
  if (cancelled && before.status === 'awaiting_payment')
    return endHoldCancelledByProvider(deps, tx, after.id, now);
  if (cancelled && (change.by === 'client' || change.refund !== false))
    await queueBookingRefund(tx, deps.jobs, after.id, now);
  if (before.status !== 'no_show' && after.status === 'no_show')
    await queueNoShowFee(tx, deps.jobs, after.id, now);
}
