import { and, eq, isNull, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import type { TDbExecutor } from '../../db/executor';
import { bookingPayments, bookings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import type { TJobs } from '../../jobs/start-jobs';
import { requireClient, STRIPE_RETRIES } from '../payments/api';
import { recordFeeCharged, recordFeeDeclined, sendFeeLink } from './no-show-fee-outcomes';
import { paymentOfBooking } from './payment-rows';
import { idOf } from './webhook-once';

/** The one Idempotency-Key of a booking's off-session fee: one charge however often the job runs. */
export const noShowFeeKey = (bookingId: string) => `no-show-fee:${bookingId}`;

/**
 * In the transaction that marks a guarantee booking `no_show` (ADR 0061): the fee is queued once.
 * `fee_status` goes from null to `queued` in the same conditional update, so setting `no_show`
 * again (after a revert) queues nothing more. False: no saved card, or a fee asked already.
 */
export async function queueNoShowFee(tx: TDbExecutor, jobs: TJobs, bookingId: string, now: Date) {
  const [queued] = await tx
    .update(bookingPayments)
    .set({ feeStatus: 'queued', updatedAt: now })
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        eq(bookingPayments.status, 'card_saved'),
        isNull(bookingPayments.feeStatus),
      ),
    )
    .returning({ id: bookingPayments.id });
  if (!queued) return false;
  await jobs.send('booking-payments.no-show-fee', { bookingId }, { tx });
  return true;
}

/**
 * The provider took `no_show` back before the job ran: the fee is not asked, and a later `no_show`
 * queues it again. One statement, so a booking marked absent again meanwhile keeps its fee.
 */
async function releaseIfNoLongerAbsent(deps: AppDeps, bookingId: string): Promise<boolean> {
  const released = await deps.database.db
    .update(bookingPayments)
    .set({ feeStatus: null, updatedAt: deps.now() })
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        eq(bookingPayments.feeStatus, 'queued'),
        sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${bookingId} and ${bookings.status} = 'no_show')`,
      ),
    )
    .returning({ id: bookingPayments.id });
  return released.length > 0;
}

/**
 * `booking-payments.no-show-fee`: the fee charged off-session on the card the guarantee saved, on
 * the provider's connected account. Charged → recorded; the bank wants the client to confirm
 * (`authentication_required`) → a payment link e-mailed to them; declined → the provider is told,
 * not retried. Any other error is thrown: retried while Stripe fails (ADR 0053), then dead-lettered.
 */
export const noShowFeeJob = defineJob({
  name: 'booking-payments.no-show-fee',
  schema: z.object({ bookingId: z.uuid() }),
  ...STRIPE_RETRIES,
  policy: 'exclusive',
  singletonKey: (data) => data.bookingId,
  async handler(deps: AppDeps, { bookingId }: { bookingId: string }) {
    const { db } = deps.database;
    const payment = await paymentOfBooking(db, bookingId);
    if (payment?.feeStatus !== 'queued' || !payment.noShowFeeCents) return;
    if (await releaseIfNoLongerAbsent(deps, bookingId)) return;
    const fee = { bookingId, cents: payment.noShowFeeCents, account: payment.stripeAccountId };
    const stripe = requireClient(deps);
    const account = { stripeAccount: payment.stripeAccountId };
    const setup = payment.setupIntentId
      ? await stripe.setupIntents.retrieve(payment.setupIntentId, {}, account)
      : null;
    const paymentMethod = idOf(setup?.payment_method);
    const customer = idOf(setup?.customer);
    if (!paymentMethod) return recordFeeDeclined(deps, fee);
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: payment.noShowFeeCents,
          currency: 'eur',
          ...(customer ? { customer } : {}),
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          metadata: { bookingId, kind: 'no_show_fee' },
        },
        { idempotencyKey: noShowFeeKey(bookingId), ...account },
      );
      if (intent.status !== 'succeeded')
        throw new Error(`no-show fee of ${bookingId}: PaymentIntent ${intent.id} is ${intent.status}`);
      await recordFeeCharged(deps, bookingId, intent.id);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      if (error.code === 'authentication_required') return sendFeeLink(deps, stripe, { ...fee, customer });
      return recordFeeDeclined(deps, fee);
    }
  },
});
