import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../../shared/schemas/shop';
import { balanceOf } from '../../../test/billing-api';
import {
  deliverAll,
  invoicesOf,
  openedSession,
  paidSession,
  payingProvider,
  placeShopOrder,
  sessionIdOf,
  setUpPaymentsWorld,
  shopProduct,
} from '../../../test/payments-world';
import { payments } from '../../db/schema';

const AT_ONCE = 10;

/** Every answer 2xx (none a 500), and how many of each `received`. */
function tally(answers: LightMyRequestResponse[]): Record<string, number> {
  expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`.trim())).toEqual(
    Array(answers.length).fill('200'),
  );
  const counts: Record<string, number> = {};
  for (const a of answers) {
    const received = a.json<{ received: string }>().received;
    counts[received] = (counts[received] ?? 0) + 1;
  }
  return counts;
}

describe('concurrent Stripe deliveries about one payment: no error, the effect once (issue 30)', () => {
  const w = setUpPaymentsWorld();
  const paymentsOf = (userId: string) =>
    w.t.deps.database.db.select().from(payments).where(eq(payments.userId, userId));

  it('grants a recharge’s credits once when one event is delivered ten times at once', async () => {
    const p = await payingProvider(w.t);
    const id = await openedSession(w.t, p.token, { rechargeId: 'recharge-100' });
    const event = w.stripe.signedEvent(
      'checkout.session.completed',
      paidSession(p.id, 'recharge-100', { id }),
    );
    expect(tally(await deliverAll(w.t, Array(AT_ONCE).fill(event)))).toEqual({
      processed: 1,
      duplicate: AT_ONCE - 1,
    });
    expect(await balanceOf(w.t, p)).toMatchObject({ credits: 100 });
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([1999]);
    expect(await paymentsOf(p.id)).toHaveLength(1);
  });

  it('records a subscription once when its session’s events and its first invoice arrive together, then each renewal once', async () => {
    const p = await payingProvider(w.t);
    const id = await openedSession(w.t, p.token, { packId: 'pro' });
    const session = paidSession(p.id, 'pro', { id });
    const parent = { subscription_details: { subscription: session.subscription, metadata: {} } };
    const firstInvoice = {
      id: session.invoice,
      object: 'invoice',
      currency: 'eur',
      billing_reason: 'subscription_create',
      amount_paid: 1499,
      parent,
      status_transitions: { paid_at: 1_790_000_000 },
    };
    const completed = w.stripe.signedEvent('checkout.session.completed', session);
    const events = [
      ...Array(3).fill(completed),
      ...Array.from({ length: 3 }, () => w.stripe.signedEvent('checkout.session.completed', session)),
      ...Array.from({ length: 2 }, () =>
        w.stripe.signedEvent('checkout.session.async_payment_succeeded', session),
      ),
      ...Array.from({ length: 2 }, () => w.stripe.signedEvent('invoice.paid', firstInvoice)),
    ];
    expect(tally(await deliverAll(w.t, events))).toEqual({ processed: 1, duplicate: 2, ignored: 7 });
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'pro', allowance: 200 });
    expect(await paymentsOf(p.id)).toHaveLength(1);

    const renewal = { ...firstInvoice, id: `in_renewal_${id}`, billing_reason: 'subscription_cycle' };
    const once = w.stripe.signedEvent('invoice.paid', renewal);
    const renewals = [
      ...Array(5).fill(once),
      ...Array.from({ length: 5 }, () => w.stripe.signedEvent('invoice.paid', renewal)),
    ];
    expect(tally(await deliverAll(w.t, renewals))).toEqual({ processed: 1, duplicate: 4, ignored: 5 });
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([1499, 1499]);
    expect(await paymentsOf(p.id)).toHaveLength(2);
  });

  it('marks a shop order paid once, with one invoice and no refund, under ten deliveries at once', async () => {
    const productId = await shopProduct(w, { name: 'Cartes NFC', priceCents: 1990, stock: 5 });
    const p = await payingProvider(w.t);
    const { order, checkoutUrl } = await placeShopOrder(w.t, p.token, productId, 2);
    const session = {
      ...paidSession(p.id, 'recharge-20', { id: sessionIdOf(checkoutUrl) }),
      metadata: { userId: p.id, orderId: order.id },
      amount_total: order.totalInclCents,
    };
    const once = w.stripe.signedEvent('checkout.session.completed', session);
    const events = [
      ...Array(5).fill(once),
      ...Array.from({ length: 5 }, () => w.stripe.signedEvent('checkout.session.completed', session)),
    ];
    expect(tally(await deliverAll(w.t, events))).toEqual({ processed: 1, duplicate: 4, ignored: 5 });
    const mine = (await w.t.get(`/api/shop/orders/${order.id}`, { token: p.token })).json<{
      order: TOrder;
    }>();
    expect(mine.order.status).toBe('paid');
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([3980]);
    expect(await paymentsOf(p.id)).toHaveLength(1);
    expect(await w.t.runJobs(['stripe.refund'])).toEqual([]);
  });

  it('answers a subscription’s end delivered at the same moment as its start without an error', async () => {
    const p = await payingProvider(w.t);
    const start = paidSession(p.id, 'pro');
    const end = {
      id: start.subscription,
      object: 'subscription',
      customer: start.customer,
      metadata: { userId: p.id, productId: 'pro' },
    };
    const raced = await deliverAll(w.t, [
      w.stripe.signedEvent('customer.subscription.deleted', end),
      w.stripe.signedEvent('checkout.session.completed', start),
      w.stripe.signedEvent('customer.subscription.deleted', end),
    ]);
    expect(tally(raced)).toMatchObject({ processed: 2 });
    expect(await paymentsOf(p.id)).toHaveLength(1);
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'pro', nextPackId: 'gratuit' });
  });
});
