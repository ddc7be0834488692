import { and, eq, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments';
import type { TDbExecutor } from '../../db/executor';
import { payments, stripeEvents, stripeSubscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { findUserById } from '../auth/api';
import { changePack } from '../billing/api';
import { publishNotifications, type TQueuedNotice } from '../notifications/api';
import { paymentsDisabled, type TLog } from './checkout';
import { orderBook } from './order-book';
import {
  paymentMismatch,
  rejectPayment,
  type TExpectedPayment,
  type TReportedPayment,
} from './payment-checks';
import { productById } from './products';
import { lockPayment } from './queries';
import { applyRefund, publishSettlement, settlePayment, type TSettlement } from './settle';
import { stripeOf } from './stripe-client';

/**
 * What handling one event left to do after its commit (its Stripe calls are jobs in the
 * transaction), and what it is about: its id and the log, for a payment it must refuse.
 */
type TAfterCommit = { settlements: TSettlement[]; notices: TQueuedNotice[]; eventId: string; log: TLog };

/**
 * Serialises the events about one payment or subscription (issue 30): two deliveries at once would
 * both find no row to lock, and the second insert would fail (a 500 Stripe retries). A lock on the
 * Stripe id itself always exists; events of other payments do not wait.
 */
async function lockStripeObject(tx: TDbExecutor, id: string | null): Promise<void> {
  if (id) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`stripe:${id}`}, 0))`);
}

/** Refuses a payment whose amount or currency is not what was sold: nothing granted, administrators told. */
async function refused(
  tx: TDbExecutor,
  deps: AppDeps,
  after: TAfterCommit,
  input: { userId: string | null; expected: TExpectedPayment; reported: TReportedPayment },
  now: Date,
): Promise<boolean> {
  const mismatch = paymentMismatch(input.expected, input.reported);
  if (!mismatch) return false;
  after.notices.push(
    ...(await rejectPayment(
      tx,
      deps,
      after.log,
      { eventId: after.eventId, userId: input.userId, mismatch },
      now,
    )),
  );
  return true;
}
export type TWebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const at = (unixSeconds: number | null | undefined, fallback: Date) =>
  unixSeconds ? new Date(unixSeconds * 1000) : fallback;

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

/** A paid Checkout session: the payment, its subscription if monthly, what it buys, its invoice. */
async function onCheckoutPaid(
  tx: TDbExecutor,
  deps: AppDeps,
  session: Stripe.Checkout.Session,
  paidAt: Date,
  after: TAfterCommit,
  now: Date,
): Promise<boolean> {
  if (session.payment_status !== 'paid') return false;
  if (session.metadata?.orderId) return onOrderPaid(tx, deps, session, paidAt, after, now);
  const userId = session.client_reference_id;
  const product = productById(session.metadata?.productId ?? '');
  if (!userId || session.metadata?.userId !== userId || !product) return false;
  await lockStripeObject(tx, session.id);
  await lockStripeObject(tx, idOf(session.subscription));
  if (await lockPayment(tx, 'stripeCheckoutSessionId', session.id)) return false;
  if (!(await findUserById(tx, userId))) return false;
  const reported = { amountCents: session.amount_total, currency: session.currency };
  const expected = { amountCents: product.priceCents, label: product.name };
  if (await refused(tx, deps, after, { userId, expected, reported }, now)) return false;

  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  let endedFirst = false;
  if (subscriptionId && customerId) {
    await tx
      .insert(stripeSubscriptions)
      .values({
        id: subscriptionId,
        userId,
        customerId,
        packId: product.id,
        status: 'active',
        createdAt: now,
      })
      .onConflictDoNothing();
    // The new subscription replaces any other: that one stops at Stripe, by a job sent with this change.
    const replaced = await tx
      .update(stripeSubscriptions)
      .set({ status: 'ended', endedAt: now })
      .where(
        and(
          eq(stripeSubscriptions.userId, userId),
          eq(stripeSubscriptions.status, 'active'),
          ne(stripeSubscriptions.id, subscriptionId),
        ),
      )
      .returning({ id: stripeSubscriptions.id });
    for (const { id } of replaced)
      await deps.jobs.send('stripe.cancel-subscription', { subscriptionId: id }, { tx });
    const [own] = await tx
      .select({ status: stripeSubscriptions.status })
      .from(stripeSubscriptions)
      .where(eq(stripeSubscriptions.id, subscriptionId));
    endedFirst = own?.status === 'ended';
  }
  const settlement = await settlePayment(
    tx,
    deps,
    {
      userId,
      productId: product.id,
      method: 'card',
      amountCents: product.priceCents,
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: idOf(session.payment_intent),
      stripeInvoiceId: idOf(session.invoice),
      stripeSubscriptionId: subscriptionId,
      paidAt,
    },
    { renewal: false, actorId: null },
    now,
  );
  if (endedFirst) {
    // The subscription's end came before its start: the pack runs to the end of the period.
    settlement.change = await changePack(tx, userId, 'gratuit', { authorId: null, reason: null }, now);
  }
  after.settlements.push(settlement);
  return true;
}

/** A paid Checkout session of a shop order (ADR 0038): the payment, the order paid, its invoice. */
async function onOrderPaid(
  tx: TDbExecutor,
  deps: AppDeps,
  session: Stripe.Checkout.Session,
  paidAt: Date,
  after: TAfterCommit,
  now: Date,
): Promise<boolean> {
  const userId = session.client_reference_id;
  const orderId = session.metadata?.orderId ?? '';
  if (!userId || session.metadata?.userId !== userId || !isUuid(orderId)) return false;
  await lockStripeObject(tx, session.id);
  if (await lockPayment(tx, 'stripeCheckoutSessionId', session.id)) return false;
  const order = await orderBook().lock(tx, orderId);
  if (!order || order.userId !== userId) return false;
  const reported = { amountCents: session.amount_total, currency: session.currency };
  const expected = { amountCents: order.totalInclCents, label: 'une commande de la boutique' };
  if (await refused(tx, deps, after, { userId, expected, reported }, now)) return false;
  const settlement = await settlePayment(
    tx,
    deps,
    {
      userId,
      productType: 'shop',
      productId: orderId,
      method: 'card',
      amountCents: order.totalInclCents,
      stripeCheckoutSessionId: session.id,
      stripePaymentIntentId: idOf(session.payment_intent),
      paidAt,
    },
    { renewal: false, actorId: null },
    now,
  );
  const unservable = settlement.refundPayment;
  // Paid after it was released and its stock sold (or paid twice): the money goes back
  // (charge.refunded then issues the credit note).
  if (unservable)
    await deps.jobs.send('stripe.refund', { cause: 'unservable', paymentId: unservable.id }, { tx });
  after.settlements.push(settlement);
  return true;
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
  const reported = { amountCents: invoice.amount_paid, currency: invoice.currency };
  const expected = { amountCents: pack.priceCents, label: `${pack.name}, un mois` };
  if (await refused(tx, deps, after, { userId: subscription.userId, expected, reported }, now)) return false;
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
  if (!target) throw retryLater();
  const payment = await lockPayment(tx, target.column, target.value);
  if (!payment) throw retryLater();
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
  const after: TAfterCommit = { settlements: [], notices: [], eventId: event.id, log };
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
    return handled ? 'processed' : 'ignored';
  });
  for (const settlement of after.settlements) publishSettlement(deps, settlement);
  publishNotifications(deps, after.notices);
  return outcome;
}
