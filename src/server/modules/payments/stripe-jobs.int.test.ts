import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TJobFailure } from '../../../shared/schemas/job-failures';
import type { TUserNotification } from '../../../shared/schemas/notifications';
import type { TOrder } from '../../../shared/schemas/shop';
import { makeRetriesDue, retryDelays, runThroughRetries } from '../../../test/job-retries';
import {
  deliver,
  paidSession,
  payingProvider,
  placeShopOrder,
  setUpPaymentsWorld,
  shopProduct,
  type TPaymentsWorld,
} from '../../../test/payments-world';
import { jobFailures, payments } from '../../db/schema';
import { STRIPE_NETWORK_RETRIES } from './stripe-client';

/** More failures in a row than one call's own retries by the SDK: the job's next attempt is needed. */
const BEYOND_THE_SDK = STRIPE_NETWORK_RETRIES + 2;

/** A provider's order of one new product, through the API. */
async function placedOrder(w: TPaymentsWorld, token: string): Promise<TOrder> {
  const productId = await shopProduct(w, { name: 'Présentoir QR', priceCents: 2990, stock: 3 });
  return (await placeShopOrder(w.t, token, productId)).order;
}

/** A paid Checkout session of a shop order. */
function orderSession(userId: string, order: TOrder, id: string) {
  return {
    id: `cs_${id}`,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    client_reference_id: userId,
    metadata: { userId, orderId: order.id },
    amount_total: order.totalInclCents,
    currency: 'eur',
    customer: null,
    subscription: null,
    invoice: null,
    payment_intent: `pi_${id}`,
  };
}

describe('Stripe calls as retried jobs (ADR 0053)', () => {
  const w = setUpPaymentsWorld();

  it('cancels a replaced subscription exactly once though Stripe fails more than the SDK retries, within minutes', async () => {
    const p = await payingProvider(w.t);
    const first = paidSession(p.id, 'independant');
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', first));
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'max')));
    const path = `/v1/subscriptions/${first.subscription}`;
    // Sent with the webhook's change, called by the job: nothing reached Stripe yet.
    expect(
      await w.t.deps.jobs.boss.findJobs('stripe.cancel-subscription', {
        data: { subscriptionId: first.subscription },
      }),
    ).toHaveLength(1);
    expect(w.stripe.idempotencyKeysOf('DELETE', path)).toEqual([]);

    w.stripe.failNext('DELETE', path, BEYOND_THE_SDK);
    const [attempt] = await w.t.runJobs(['stripe.cancel-subscription']);
    expect(attempt?.error).toBeInstanceOf(Error);
    expect(w.stripe.idempotencyKeysOf('DELETE', path)).toHaveLength(STRIPE_NETWORK_RETRIES + 1);
    // The next attempt 30 to 60 s later (pg-boss's jitter), not waited for here.
    const [wait] = await retryDelays(w.t, 'stripe.cancel-subscription');
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(60);
    await makeRetriesDue(w.t);
    const [second] = await w.t.runJobs(['stripe.cancel-subscription']);
    expect(second?.error).toBeUndefined();

    const keys = w.stripe.idempotencyKeysOf('DELETE', path);
    expect(keys).toHaveLength(BEYOND_THE_SDK + 1);
    expect(new Set(keys)).toEqual(new Set([`cancel-replaced:${first.subscription}`]));
    expect(w.stripe.cancelledSubscriptions).toContain(first.subscription);

    // Delivered again (a crash after Stripe's answer): Stripe's 404 for a cancelled one is success.
    await w.t.deps.jobs.send('stripe.cancel-subscription', { subscriptionId: first.subscription ?? '' });
    const [again] = await w.t.runJobs(['stripe.cancel-subscription']);
    expect(again?.error).toBeUndefined();
    expect(await w.t.deps.database.db.select().from(jobFailures)).toEqual([]);
  });

  it('refunds an order paid twice once, under a key from the payment, though Stripe fails more than the SDK retries', async () => {
    const p = await payingProvider(w.t);
    const order = await placedOrder(w, p.token);
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', orderSession(p.id, order, 'une')));
    // A second payment page paid as well: that money goes back.
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', orderSession(p.id, order, 'deux')));
    const [twice] = await w.t.deps.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.stripePaymentIntentId, 'pi_deux'));

    w.stripe.failNext('POST', '/v1/refunds', BEYOND_THE_SDK);
    await w.t.runJobs(['stripe.refund']);
    await makeRetriesDue(w.t);
    const [done] = await w.t.runJobs(['stripe.refund']);
    expect(done?.error).toBeUndefined();

    const key = `unservable:${twice?.id}`;
    expect(new Set(w.stripe.idempotencyKeysOf('POST', '/v1/refunds'))).toEqual(new Set([key]));
    const made = [...w.stripe.refunds.values()].filter((r) => r.paymentIntent === 'pi_deux');
    expect(made).toEqual([{ id: expect.any(String), paymentIntent: 'pi_deux', amount: null }]);

    // Once Stripe has forgotten the key (24 hours), « already refunded » is success too.
    w.stripe.refunds.delete(key);
    w.stripe.refunds.set('cle-oubliee', made[0] as (typeof made)[number]);
    await w.t.deps.jobs.send('stripe.refund', { cause: 'unservable', paymentId: twice?.id ?? '' });
    const [late] = await w.t.runJobs(['stripe.refund']);
    expect(late?.error).toBeUndefined();
    expect([...w.stripe.refunds.values()].filter((r) => r.paymentIntent === 'pi_deux')).toHaveLength(1);
  });

  it('a refund that keeps failing is shown to the administrators; « Relancer » then refunds it once', async () => {
    const p = await payingProvider(w.t);
    const order = await placedOrder(w, p.token);
    await deliver(
      w.t,
      w.stripe.signedEvent('checkout.session.completed', orderSession(p.id, order, 'panne')),
    );
    // Stripe answers 500 to every call (and says not to retry at once, as it does for a saved 500).
    w.stripe.failNext('POST', '/v1/refunds', 1000, { shouldRetry: false });
    const cancelled = await w.t.post(`/api/shop/orders/${order.id}/cancel`, undefined, { token: p.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const runs = await runThroughRetries(w.t, ['stripe.refund']);
    expect(runs.filter((run) => run.name === 'stripe.refund')).toHaveLength(10);
    const [failure] = await w.t.deps.database.db
      .select()
      .from(jobFailures)
      .where(eq(jobFailures.queue, 'stripe.refund'));
    expect(failure).toMatchObject({
      data: { cause: 'order_cancelled', orderId: order.id },
      attempts: 10,
      resolvedAt: null,
    });
    expect(failure?.lastError).toContain('panne simulée');
    const bell = (await w.t.get('/api/user-notifications', { token: w.adminToken })).json<{
      notifications: TUserNotification[];
    }>();
    expect(bell.notifications[0]).toMatchObject({
      type: 'job_failed',
      title: 'Un envoi est en échec',
      body: 'Remboursement Stripe : toujours en échec après 10 essais. Relancez-le ou marquez-le comme traité.',
      link: '/admin/job-failures',
    });
    expect([...w.stripe.refunds.values()].some((r) => r.paymentIntent === 'pi_panne')).toBe(false);

    // Stripe is back; an administrator retries.
    w.stripe.failNext('POST', '/v1/refunds', 0);
    const retried = await w.t.post(`/api/admin/job-failures/${failure?.id}/retry`, undefined, {
      token: w.adminToken,
    });
    expect(retried.json<{ failure: TJobFailure }>().failure.retriedJobId).toEqual(expect.any(String));
    const [run] = await w.t.runJobs(['stripe.refund']);
    expect(run?.error).toBeUndefined();
    expect([...w.stripe.refunds.values()].filter((r) => r.paymentIntent === 'pi_panne')).toHaveLength(1);
    const keys = w.stripe.idempotencyKeysOf('POST', '/v1/refunds').filter((k) => k.includes(order.id));
    expect(keys).toHaveLength(11);
    expect(new Set(keys)).toEqual(new Set([`order-refund:${order.id}`]));
  });
});
