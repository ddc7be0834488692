import { and, eq, isNotNull } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import type { TJobs } from '../../jobs/start-jobs';
import { requireClient, STRIPE_RETRIES } from '../payments/api';
import { queueHoldCancelledEmail } from './payment-emails';
import { markPaymentExpired, paymentOfBooking } from './payment-rows';

/** The one Idempotency-Key of closing a hold's Checkout session. */
export const checkoutExpiryKey = (bookingId: string) => `checkout-expire:${bookingId}`;

/**
 * In the transaction that ends a hold before its time (its client gives it back, its provider
 * cancels it; ADR 0061): its Checkout session is closed at Stripe, so nobody can pay it afterwards.
 * False: Stripe never opened one (the session then ends with the hold by itself).
 */
export async function queueCheckoutExpiry(tx: TDbExecutor, jobs: TJobs, bookingId: string): Promise<boolean> {
  const [payment] = await tx
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), isNotNull(bookingPayments.checkoutSessionId)));
  if (!payment) return false;
  await jobs.send('booking-payments.expire-checkout', { bookingId }, { tx });
  return true;
}

/**
 * In the transaction of a provider's cancellation of a booking still awaiting its payment (ADR
 * 0061): nothing was paid, so the payment ends `expired`, its Checkout session is closed at Stripe,
 * and the client — who never had a confirmation — reads a short word that nothing was charged.
 */
export async function endHoldCancelledByProvider(
  deps: AppDeps,
  tx: TDbExecutor,
  bookingId: string,
  now: Date,
): Promise<void> {
  await markPaymentExpired(tx, bookingId, now);
  await queueCheckoutExpiry(tx, deps.jobs, bookingId);
  await queueHoldCancelledEmail(deps, tx, bookingId);
}

/** Stripe refuses to expire a session that is no longer open (paid, or expired already): that is done. */
async function stillOpen(stripe: Stripe, sessionId: string, stripeAccount: string): Promise<boolean> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount });
  return session.status === 'open';
}

/**
 * `booking-payments.expire-checkout`: `checkout.sessions.expire` on the provider's connected account
 * (`Stripe-Account`). A session already completed or expired is fine (a payment that landed is
 * refunded by the webhook: the booking is cancelled); Stripe's failures are retried (ADR 0053).
 */
export const checkoutExpiryJob = defineJob({
  name: 'booking-payments.expire-checkout',
  schema: z.object({ bookingId: z.uuid() }),
  ...STRIPE_RETRIES,
  policy: 'exclusive',
  singletonKey: (data) => data.bookingId,
  async handler(deps: AppDeps, { bookingId }: { bookingId: string }) {
    const payment = await paymentOfBooking(deps.database.db, bookingId);
    if (!payment?.checkoutSessionId) return;
    const stripe = requireClient(deps);
    const account = payment.stripeAccountId;
    try {
      await stripe.checkout.sessions.expire(
        payment.checkoutSessionId,
        {},
        { stripeAccount: account, idempotencyKey: checkoutExpiryKey(bookingId) },
      );
    } catch (error) {
      const refused = error instanceof Stripe.errors.StripeInvalidRequestError;
      if (!refused || (await stillOpen(stripe, payment.checkoutSessionId, account))) throw error;
    }
  },
});
