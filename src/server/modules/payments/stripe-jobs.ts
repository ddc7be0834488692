import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { z } from 'zod';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { defineJob } from '../../jobs/job-definition';
import { findDocument } from './documents';
import { paymentOfOrder } from './queries';
import { stripeOf } from './stripe-client';

/**
 * Every Stripe call a change of ours causes runs as a job sent in that change's transaction
 * (ADR 0053): retried with backoff while Stripe fails, then dead-lettered (« Envois en échec »).
 * 10 attempts: the first at once, then after about 30 s, 1, 2, 4, 8, 16, 32 min, 1 h, 1 h (the
 * delay doubles from 30 s with pg-boss's jitter, capped at one hour): about 3 to 4 hours in all.
 * Each attempt is the SDK's call with its own quick network retries (maxNetworkRetries).
 */
export const STRIPE_RETRIES = {
  retryLimit: 9,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
} as const;

/**
 * A refund, named by its business key only: the payment of an order paid once it could no longer
 * be served, a cancelled shop order, or an administrator's refund of an invoice (its amount and
 * what was refunded before, so that two requests of the same refund are one at Stripe).
 */
export const ZStripeRefundJob = z.discriminatedUnion('cause', [
  z.object({ cause: z.literal('unservable'), paymentId: z.uuid() }),
  z.object({ cause: z.literal('order_cancelled'), orderId: z.uuid() }),
  z.object({
    cause: z.literal('admin'),
    invoiceId: z.uuid(),
    refundedCents: z.number().int().min(0),
    amountCents: z.number().int().min(1),
  }),
]);
export type TStripeRefundJob = z.infer<typeof ZStripeRefundJob>;

/**
 * The Idempotency-Key of a refund: from its business key alone, the same on every attempt and on
 * an administrator's « Relancer », never from a job id or an attempt number. Stripe then makes one
 * refund however many times it is asked (within the key's 24 hours; after that, « already
 * refunded » below).
 */
export function refundIdempotencyKey(job: TStripeRefundJob): string {
  switch (job.cause) {
    case 'unservable':
      return `unservable:${job.paymentId}`;
    case 'order_cancelled':
      return `order-refund:${job.orderId}`;
    case 'admin':
      return `refund:${job.invoiceId}:${job.refundedCents}:${job.amountCents}`;
  }
}

export const cancelIdempotencyKey = (subscriptionId: string) => `cancel-replaced:${subscriptionId}`;

export function requireClient(deps: AppDeps): Stripe {
  const stripe = stripeOf(deps.config);
  // Thrown, so retried and then shown to the administrators: the key may come back.
  if (!stripe) throw new Error('Stripe is not configured (no STRIPE_SECRET_KEY): the call waits');
  return stripe;
}

export const stripeCode = (error: unknown) =>
  error instanceof Stripe.errors.StripeError ? error.code : undefined;

/** The PaymentIntent that paid a Stripe invoice (a subscription's month). */
async function intentOfInvoice(stripe: Stripe, invoiceId: string | null): Promise<string> {
  if (!invoiceId) throw new Error('a card payment without PaymentIntent nor Stripe invoice');
  const found = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 1 });
  const intent = found.data[0]?.payment.payment_intent;
  const id = typeof intent === 'string' ? intent : intent?.id;
  if (!id) throw new Error(`no PaymentIntent paid the Stripe invoice ${invoiceId}`);
  return id;
}

/** What to ask Stripe for a refund job: the PaymentIntent, the amount (null: all of it), its metadata. */
async function refundRequestOf(
  deps: AppDeps,
  stripe: Stripe,
  job: TStripeRefundJob,
): Promise<Stripe.RefundCreateParams> {
  const { db } = deps.database;
  if (job.cause === 'admin') {
    const found = await findDocument(db, { id: job.invoiceId });
    if (found?.row.kind !== 'invoice') throw new Error(`invoice ${job.invoiceId} not found`);
    const [payment] = await db.select().from(payments).where(eq(payments.id, found.row.paymentId));
    if (!payment) throw new Error(`payment of invoice ${job.invoiceId} not found`);
    const intent = payment.stripePaymentIntentId ?? (await intentOfInvoice(stripe, payment.stripeInvoiceId));
    return { payment_intent: intent, amount: job.amountCents, metadata: { invoice: found.row.number } };
  }
  const payment =
    job.cause === 'unservable'
      ? (await db.select().from(payments).where(eq(payments.id, job.paymentId)))[0]
      : await paymentOfOrder(db, job.orderId);
  const intent = payment?.stripePaymentIntentId;
  if (!intent) throw new Error(`no Stripe PaymentIntent for the refund ${refundIdempotencyKey(job)}`);
  return job.cause === 'order_cancelled'
    ? { payment_intent: intent, metadata: { orderId: job.orderId } }
    : { payment_intent: intent };
}

/** `stripe.refund`: the refund asked of Stripe; `charge.refunded` then issues the credit note (ADR 0037). */
export const stripeRefundJob = defineJob({
  name: 'stripe.refund',
  schema: ZStripeRefundJob,
  ...STRIPE_RETRIES,
  async handler(deps: AppDeps, job: TStripeRefundJob) {
    const stripe = requireClient(deps);
    const request = await refundRequestOf(deps, stripe, job);
    try {
      await stripe.refunds.create(request, { idempotencyKey: refundIdempotencyKey(job) });
    } catch (error) {
      // Refunded already (by an earlier attempt whose key has expired, or by hand): done.
      if (stripeCode(error) === 'charge_already_refunded') return;
      throw error;
    }
  },
});

/**
 * `stripe.cancel-subscription`: the subscription a new one replaced stops at Stripe. Stripe answers
 * 404 `resource_missing` for a subscription cancelled already (a cancelled subscription counts as
 * deleted): done too.
 */
export const stripeCancelSubscriptionJob = defineJob({
  name: 'stripe.cancel-subscription',
  schema: z.object({ subscriptionId: z.string().min(1).max(255) }),
  ...STRIPE_RETRIES,
  async handler(deps: AppDeps, { subscriptionId }: { subscriptionId: string }) {
    const stripe = requireClient(deps);
    try {
      await stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { idempotencyKey: cancelIdempotencyKey(subscriptionId) },
      );
    } catch (error) {
      if (stripeCode(error) === 'resource_missing') return;
      throw error;
    }
  },
});
