import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import type { TJobs } from '../../jobs/start-jobs';
import { requireClient, STRIPE_RETRIES, stripeCode } from '../payments/api';
import { queueRefundedEmail } from './payment-emails';
import { paymentOfBooking } from './payment-rows';

/** The one Idempotency-Key of a booking's refund: Stripe makes one refund however often asked. */
export const bookingRefundKey = (bookingId: string) => `booking-refund:${bookingId}`;

/**
 * In the transaction of the change that calls for it (ADR 0061): the refund of what the client
 * paid for this booking, when something was paid and not yet given back. The job exists if and
 * only if the change commits; while one waits or runs, asking again queues nothing more (the
 * queue is exclusive per booking). False: nothing to refund.
 */
export async function queueBookingRefund(tx: TDbExecutor, jobs: TJobs, bookingId: string): Promise<boolean> {
  const [payment] = await tx
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.status, 'paid')));
  if (!payment) return false;
  await jobs.send('booking-payments.refund', { bookingId }, { tx });
  return true;
}

/**
 * `booking-payments.refund`: the whole amount paid, refunded on the provider's connected account
 * (the `Stripe-Account` header), then recorded with the client's e-mail in one transaction: the
 * conditional update makes the e-mail go once however often the job runs. Retried while Stripe
 * fails (ADR 0053); an amount refunded already (by hand on Stripe's dashboard, or an attempt
 * whose key expired) is done.
 */
export const bookingRefundJob = defineJob({
  name: 'booking-payments.refund',
  schema: z.object({ bookingId: z.uuid() }),
  ...STRIPE_RETRIES,
  // One live job per booking: a second « Rembourser » or an administrator's « Relancer » waits for none.
  policy: 'exclusive',
  singletonKey: (data) => data.bookingId,
  async handler(deps: AppDeps, { bookingId }: { bookingId: string }) {
    const { db } = deps.database;
    const payment = await paymentOfBooking(db, bookingId);
    if (payment?.status !== 'paid' || !payment.paymentIntentId) return;
    const stripe = requireClient(deps);
    try {
      await stripe.refunds.create(
        { payment_intent: payment.paymentIntentId, metadata: { bookingId } },
        { idempotencyKey: bookingRefundKey(bookingId), stripeAccount: payment.stripeAccountId },
      );
    } catch (error) {
      if (stripeCode(error) !== 'charge_already_refunded') throw error;
    }
    await db.transaction(async (tx) => {
      const now = deps.now();
      const [refunded] = await tx
        .update(bookingPayments)
        .set({
          status: 'refunded',
          refundedCents: sql`${bookingPayments.amountCents}`,
          refundedAt: now,
          updatedAt: now,
        })
        .where(and(eq(bookingPayments.id, payment.id), eq(bookingPayments.status, 'paid')))
        .returning({ mode: bookingPayments.mode, amountCents: bookingPayments.amountCents });
      if (refunded) await queueRefundedEmail(deps, tx, bookingId, refunded);
    });
  },
});
