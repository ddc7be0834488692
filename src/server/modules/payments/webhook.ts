import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { payments, stripeEvents, stripeSubscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { findUserById } from '../auth/api';
import { changePack } from '../billing/api';
import { publishNotifications } from '../notifications/api';
import { paymentsDisabled, type TLog } from './checkout';
import { productById } from './products';
import { lockPayment } from './queries';
import { applyRefund, publishSettlement, settlePayment } from './settle';
import { SOLD_CURRENCY } from './sold-checkouts';
import { stripeOf } from './stripe-client';
import { onCheckoutPaid } from './webhook-checkout';
import {
  at,
  idOf,
  lockStripeObject,
  refused,
  type TAfterCommit,
  type TWebhookOutcome,
} from './webhook-common';

export type { TWebhookOutcome } from './webhook-common';

/** 503: an event about a payment not recorded yet (events come in any order); Stripe sends it again. */
function retryLater(): AppError {
  return new AppError('RETRY_LATER', 'Paiement pas encore connu : Stripe renverra cet événement.');
}

/** The event, if Stripe signed it with STRIPE_WEBHOOK_SECRET (400 otherwise, nothing changed). */
export function verifyEvent(deps: AppDeps, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  const stripe = stripeOf(deps.config);
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw paymentsDisabled();
  try {
    if (!signature) throw new Error('no signature');
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('BAD_SIGNATURE', PAYMENT_MESSAGES.badSignature);
  }
}

/** A month of a card subscription paid: its payment and invoice (the pack is already held). */
async function onRenewalPaid(
  tx: TDbExecutor,
  deps: AppDeps,
  invoice: Stripe.Invoice,
  after: TAfterCommit,
  now: Date,
): Promise<boolean> {
  if (invoice.billing_reason !== 'subscription_cycle' || !invoice.id || invoice.amount_paid <= 0)
    return false;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return false;
  await lockStripeObject(tx, subscriptionId);
  await lockStripeObject(tx, invoice.id);
  const [subscription] = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.id, subscriptionId));
  // The subscription's start is not recorded yet: Stripe sends the renewal again later.
  if (!subscription) throw retryLater();
  if (await lockPayment(tx, 'stripeInvoiceId', invoice.id)) return false;
  const pack = productById(subscription.packId);
  if (!pack) return false;
  // The subscription carries the metadata its Checkout session gave it (an older event may not).
  const metadata = invoice.parent?.subscription_details?.metadata ?? {};
  const reported = {
    userId: metadata.userId ?? subscription.userId,
    productId: metadata.productId ?? subscription.packId,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
  };
  const expected = {
    userId: subscription.userId,
    productId: pack.id,
    amountCents: pack.priceCents,
    currency: SOLD_CURRENCY,
    label: `${pack.name}, un mois`,
  };
  if (await refused(tx, deps, after, { stripeObject: invoice.id, expected, reported }, now)) return false;
  after.settlements.push(
    await settlePayment(
      tx,
      deps,
      {
        userId: subscription.userId,
        productId: subscription.packId,
        method: 'card',
        amountCents: pack.priceCents,
        stripeInvoiceId: invoice.id,
        stripeSubscriptionId: subscriptionId,
        paidAt: at(invoice.status_transitions.paid_at, now),
      },
      { renewal: true, actorId: null },
      now,
    ),
  );
  return true;
}

/** A card subscription ended (cancelled in the portal, or unpaid): back to the free tier next period. */
async function onSubscriptionEnded(
  tx: TDbExecutor,
  subscription: Stripe.Subscription,
  after: TAfterCommit,
  now: Date,
): Promise<boolean> {
  await lockStripeObject(tx, subscription.id);
  const [row] = await tx
    .select()
    .from(stripeSubscriptions)
    .where(eq(stripeSubscriptions.id, subscription.id))
    .for('update');
  if (!row) {
    // Before its start: recorded as ended, the start will see it.
    const userId = subscription.metadata?.userId;
    const product = productById(subscription.metadata?.productId ?? '');
    if (!userId || !product || !(await findUserById(tx, userId))) return false;
    await tx.insert(stripeSubscriptions).values({
      id: subscription.id,
      userId,
      customerId: idOf(subscription.customer) ?? '',
      packId: product.id,
      status: 'ended',
      createdAt: now,
      endedAt: now,
    });
    return true;
  }
  if (row.status === 'ended') return false;
  await tx
    .update(stripeSubscriptions)
    .set({ status: 'ended', endedAt: now })
    .where(eq(stripeSubscriptions.id, row.id));
  try {
    const change = await changePack(tx, row.userId, 'gratuit', { authorId: null, reason: null }, now);
    after.settlements.push({ change, document: null });
  } catch (error) {
    // Already on the free tier (a refund ended the pack): nothing more to change.
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
  return true;
}

/** Which payment a refunded charge paid: by its PaymentIntent, else through the invoice it settled. */
async function locateCharge(
  deps: AppDeps,
  log: TLog,
  charge: Stripe.Charge,
): Promise<{ column: 'stripePaymentIntentId' | 'stripeInvoiceId'; value: string } | null> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return null;
  const [known] = await deps.database.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.stripePaymentIntentId, intent));
  if (known) return { column: 'stripePaymentIntentId', value: intent };
  const stripe = stripeOf(deps.config);
  if (!stripe) return null;
  try {
    const found = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: intent },
      limit: 1,
    });
    const invoice = idOf(found.data[0]?.invoice as string | { id: string } | undefined);
    return invoice ? { column: 'stripeInvoiceId', value: invoice } : null;
  } catch (error) {
    log.error({ err: error }, 'stripe: invoice payment lookup failed');
    throw retryLater();
  }
}

/** How long a refund may wait for its payment to be recorded (Stripe sends it again meanwhile). */
const UNKNOWN_CHARGE_GRACE_MS = 60 * 60 * 1000;

/** A charge refunded, in full or in part: the difference since the last refund gets its credit note. */
async function onChargeRefunded(
  tx: TDbExecutor,
  deps: AppDeps,
  charge: Stripe.Charge,
  target: Awaited<ReturnType<typeof locateCharge>>,
  refundedAt: Date,
  after: TAfterCommit,
  now: Date,
): Promise<boolean> {
  const payment = target ? await lockPayment(tx, target.column, target.value) : undefined;
  if (!payment) {
    // Events come in any order, but a payment is recorded within minutes of its charge: a refund
    // of a charge still unknown an hour later is of a payment Créneau refused or never sold
    // (refunded in Stripe's dashboard). Answered 200 and kept as `ignored`, not 503 for 3 days.
    const chargedAt = (charge.created ?? refundedAt.getTime() / 1000) * 1000;
    if (now.getTime() - chargedAt < UNKNOWN_CHARGE_GRACE_MS) throw retryLater();
    after.log.warn({ stripeCharge: charge.id }, 'stripe: refund of a charge with no payment, ignored');
    return false;
  }
  const settlement = await applyRefund(
    tx,
    deps,
    payment,
    {
      amountCents: charge.amount_refunded - payment.refundedCents,
      refundKey: `${charge.id}:${charge.amount_refunded}`,
      refundedAt,
      actorId: null,
    },
    now,
  );
  if (settlement) after.settlements.push(settlement);
  return settlement !== null;
}

/**
 * POST /api/billing/webhook (ADR 0037): one verified event, handled exactly once — its id is
 * stored in the same transaction as what it changes, so a replay, a second delivery or a
 * concurrent one changes nothing. An event about a payment not known yet answers 503: Stripe
 * delivers it again later, once the payment is there.
 */
export async function handleStripeEvent(
  deps: AppDeps,
  log: TLog,
  event: Stripe.Event,
): Promise<TWebhookOutcome> {
  const target = event.type === 'charge.refunded' ? await locateCharge(deps, log, event.data.object) : null;
  const now = deps.now();
  const when = at(event.created, now);
  const after: TAfterCommit = { settlements: [], notices: [], eventId: event.id, log, rejection: null };
  const outcome = await deps.database.db.transaction(async (tx): Promise<TWebhookOutcome> => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return 'duplicate';
    let handled = false;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        handled = await onCheckoutPaid(tx, deps, event.data.object, when, after, now);
        break;
      case 'invoice.paid':
        handled = await onRenewalPaid(tx, deps, event.data.object, after, now);
        break;
      case 'customer.subscription.deleted':
        handled = await onSubscriptionEnded(tx, event.data.object, after, now);
        break;
      case 'charge.refunded':
        handled = await onChargeRefunded(tx, deps, event.data.object, target, when, after, now);
        break;
    }
    const outcome = after.rejection ? 'rejected' : handled ? 'processed' : 'ignored';
    // Kept with the event: a rejected payment can be found again (docs/operations.md).
    if (outcome !== 'processed')
      await tx
        .update(stripeEvents)
        .set({ outcome, rejection: after.rejection })
        .where(eq(stripeEvents.id, event.id));
    return outcome;
  });
  for (const settlement of after.settlements) publishSettlement(deps, settlement);
  publishNotifications(deps, after.notices);
  return outcome;
}
