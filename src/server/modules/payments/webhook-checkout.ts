import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDbExecutor } from '../../db/executor';
import { stripeSubscriptions } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { isUuid } from '../../http/uuid';
import { findUserById } from '../auth/api';
import { changePack } from '../billing/api';
import { orderBook } from './order-book';
import { reportedOfSession } from './payment-checks';
import { productById } from './products';
import { lockPayment } from './queries';
import { settlePayment } from './settle';
import { SOLD_CURRENCY, soldCheckoutOf, type TSoldCheckout } from './sold-checkouts';
import { idOf, lockStripeObject, refused, type TAfterCommit } from './webhook-common';

/**
 * A paid Checkout session (ADR 0037, issue 30): the payment, its subscription if monthly, what it
 * buys, its invoice — once, whatever the deliveries, and only if it is what Créneau sold through
 * that session (its `stripe_checkouts` row; a session opened before issue 30 has none and is
 * checked against the catalogue's price of the product it names).
 */
export async function onCheckoutPaid(
  tx: TDbExecutor,
  deps: AppDeps,
  session: Stripe.Checkout.Session,
  paidAt: Date,
  after: TAfterCommit,
  now: Date,
): Promise<boolean> {
  if (session.payment_status !== 'paid') return false;
  await lockStripeObject(tx, session.id);
  if (await lockPayment(tx, 'stripeCheckoutSessionId', session.id)) return false;
  const sold = await soldCheckoutOf(tx, session.id);
  if (sold ? sold.productType === 'shop' : session.metadata?.orderId)
    return onOrderPaid(tx, deps, { session, sold }, paidAt, after, now);
  const reported = reportedOfSession(session);
  const userId = sold?.userId ?? reported.userId;
  const product = productById(sold?.productId ?? session.metadata?.productId ?? '');
  if (!userId || !product || !(await findUserById(tx, userId))) return false;
  const expected = {
    userId,
    productId: product.id,
    amountCents: sold?.amountCents ?? product.priceCents,
    currency: sold?.currency ?? SOLD_CURRENCY,
    label: product.name,
  };
  if (await refused(tx, deps, after, { stripeObject: session.id, expected, reported }, now)) return false;

  const subscriptionId = idOf(session.subscription);
  await lockStripeObject(tx, subscriptionId);
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
      amountCents: expected.amountCents,
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

/**
 * A paid Checkout session of a shop order (ADR 0038), the session locked: checked against the
 * order it was opened for (its record, else its metadata) at the order's price, then the payment,
 * the order paid, its invoice.
 */
async function onOrderPaid(
  tx: TDbExecutor,
  deps: AppDeps,
  { session, sold }: { session: Stripe.Checkout.Session; sold: TSoldCheckout | undefined },
  paidAt: Date,
  after: TAfterCommit,
  now: Date,
): Promise<boolean> {
  const reported = reportedOfSession(session);
  const userId = sold?.userId ?? reported.userId;
  const orderId = sold?.productId ?? session.metadata?.orderId ?? '';
  if (!userId || !isUuid(orderId)) return false;
  const order = await orderBook().lock(tx, orderId);
  if (!order || order.userId !== userId) return false;
  const expected = {
    userId,
    productId: orderId,
    amountCents: order.totalInclCents,
    currency: sold?.currency ?? SOLD_CURRENCY,
    // « Commande CMD-000042 » → « la commande CMD-000042 ».
    label: `la ${order.label.charAt(0).toLowerCase()}${order.label.slice(1)}`,
  };
  if (await refused(tx, deps, after, { stripeObject: session.id, expected, reported }, now)) return false;
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
