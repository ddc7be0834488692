import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { bookingRefunds } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { requireClient, STRIPE_RETRIES, stripeCode } from '../payments/api';
import { queueRefundedEmail } from './payment-emails';
import { paymentOfBooking, recordRefundMade } from './payment-rows';
import { askRefund } from './refund-request';

/**
 * A refund's Idempotency-Key: its amount and its rank among the payment's refunds. A retried job
 * sends the same key (Stripe makes one refund); a second partial refund has a new rank.
 */
export const bookingRefundKey = (bookingId: string, amountCents: number, ordinal: number) =>
  `booking-refund:${bookingId}:${amountCents}:${ordinal}`;

/**
 * `booking-payments.refund`: one refund asked (askRefund) — of the payment at booking, or of a
 * charged no-show fee (its own PaymentIntent) — made on the provider's connected
 * account (the `Stripe-Account` header), then recorded with the client's e-mail in one transaction:
 * the conditional update makes the e-mail go once however often the job runs. Retried while Stripe
 * fails (ADR 0053); an amount refunded already (by hand on Stripe's dashboard) is done. A job of
 * the earlier shape (no `refundId`) asks the rest, which queues its own job.
 */
export const bookingRefundJob = defineJob({
  name: 'booking-payments.refund',
  schema: z.object({ bookingId: z.uuid(), refundId: z.uuid().optional() }),
  ...STRIPE_RETRIES,
  // One live job per refund: an administrator's « Relancer » while it waits queues none.
  policy: 'exclusive',
  singletonKey: (data) => data.refundId ?? data.bookingId,
  async handler(
    deps: AppDeps,
    { bookingId, refundId }: { bookingId: string; refundId?: string | undefined },
  ) {
    const { db } = deps.database;
    if (!refundId) {
      await db.transaction((tx) => askRefund(tx, deps.jobs, { bookingId, now: deps.now() }));
      return;
    }
    const [refund] = await db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
    const payment = await paymentOfBooking(db, bookingId);
    const intent = refund?.kind === 'fee' ? payment?.feePaymentIntentId : payment?.paymentIntentId;
    if (refund?.status !== 'pending' || !payment || !intent) return;
    const stripe = requireClient(deps);
    let stripeRefundId: string | null = null;
    try {
      const made = await stripe.refunds.create(
        { payment_intent: intent, amount: refund.amountCents, metadata: { bookingId, kind: refund.kind } },
        {
          idempotencyKey: bookingRefundKey(bookingId, refund.amountCents, refund.ordinal),
          stripeAccount: payment.stripeAccountId,
        },
      );
      stripeRefundId = made.id;
    } catch (error) {
      if (stripeCode(error) !== 'charge_already_refunded') throw error;
    }
    await db.transaction(async (tx) => {
      const now = deps.now();
      if (await recordRefundMade(tx, refund.id, { stripeRefundId, at: now }))
        await queueRefundedEmail(deps, tx, bookingId, {
          kind: refund.kind === 'fee' ? 'fee' : payment.mode === 'deposit' ? 'deposit' : 'full',
          amountCents: refund.amountCents,
          whole:
            refund.amountCents >=
            (refund.kind === 'fee' ? (payment.noShowFeeCents ?? 0) : payment.amountCents),
        });
    });
  },
});
