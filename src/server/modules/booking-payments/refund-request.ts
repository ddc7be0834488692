import { count, eq, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments, bookingRefunds } from '../../db/schema';
import type { TJobs } from '../../jobs/start-jobs';
import type { TBookingPaymentRow } from './dto';
import { insertRefundRequest } from './payment-rows';

/**
 * What a refund asked came to: `queued` (a job of the caller's transaction), `asked` (nothing more:
 * what is left is already being refunded), `nothing` (nothing paid, or all refunded), `tooMuch`
 * (the amount is above what is left to refund: `leftCents`).
 */
export type TRefundAsked =
  | { kind: 'queued' }
  | { kind: 'asked' }
  | { kind: 'nothing' }
  | { kind: 'tooMuch'; leftCents: number };

/**
 * What a booking's refund gives back: the amount paid at booking, or — for a guarantee — the
 * no-show fee once charged (its own PaymentIntent). Null: nothing was taken from the client.
 */
function refundTargetOf(
  payment: TBookingPaymentRow,
  feeToo: boolean,
): { kind: 'payment' | 'fee'; paid: number; refunded: number } | null {
  if (payment.status === 'paid')
    return { kind: 'payment', paid: payment.amountCents, refunded: payment.refundedCents };
  if (feeToo && payment.feeStatus === 'charged' && payment.feePaymentIntentId && payment.noShowFeeCents)
    return { kind: 'fee', paid: payment.noShowFeeCents, refunded: payment.feeRefundedCents };
  return null;
}

/**
 * In the transaction of the change that calls for it, under the provider's lock (ADR 0061): a
 * refund of `amountCents`, or of all that is left when it is undefined — paid (at booking, or a
 * charged no-show fee), less refunded, less refunds asked and not yet made. Each refund is its own
 * row and its own job: a second partial refund is a new refund; asking the rest twice queues it once.
 * The fee only with `feeToo` (the provider's « Rembourser »).
 */
export async function askRefund(
  tx: TDbExecutor,
  jobs: TJobs,
  input: { bookingId: string; amountCents?: number | undefined; now: Date; feeToo?: boolean },
): Promise<TRefundAsked> {
  const [payment] = await tx
    .select()
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, input.bookingId));
  const target = payment && refundTargetOf(payment, input.feeToo ?? false);
  if (!payment || !target) return { kind: 'nothing' };
  const [asked] = await tx
    .select({
      made: count(),
      pending: sql<number>`coalesce(sum(${bookingRefunds.amountCents}) filter (where ${bookingRefunds.status} = 'pending' and ${bookingRefunds.kind} = ${target.kind}), 0)::int`,
    })
    .from(bookingRefunds)
    .where(eq(bookingRefunds.paymentId, payment.id));
  const pending = Number(asked?.pending ?? 0);
  const left = target.paid - target.refunded - pending;
  if (left <= 0) return pending > 0 ? { kind: 'asked' } : { kind: 'nothing' };
  const amountCents = input.amountCents ?? left;
  if (amountCents > left) return { kind: 'tooMuch', leftCents: left };
  const refund = await insertRefundRequest(tx, {
    paymentId: payment.id,
    ordinal: Number(asked?.made ?? 0) + 1,
    kind: target.kind,
    amountCents,
    now: input.now,
  });
  await jobs.send('booking-payments.refund', { bookingId: input.bookingId, refundId: refund.id }, { tx });
  return { kind: 'queued' };
}

/**
 * The refund of all that is left of what the client paid (a cancellation, a payment for a lost
 * slot; never a no-show fee: a cancelled booking was not absent). False: nothing to refund, nor any
 * refund on its way.
 */
export async function queueBookingRefund(
  tx: TDbExecutor,
  jobs: TJobs,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  const asked = await askRefund(tx, jobs, { bookingId, now });
  return asked.kind === 'queued' || asked.kind === 'asked';
}
