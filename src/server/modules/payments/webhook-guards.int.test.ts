import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../../shared/schemas/shop';
import { balanceOf } from '../../../test/billing-api';
import { createUser } from '../../../test/factories';
import {
  deliver,
  invoicesOf,
  openedSession,
  paidSession,
  payingProvider,
  placeShopOrder,
  sessionIdOf,
  setUpPaymentsWorld,
  shopProduct,
} from '../../../test/payments-world';
import { payments, stripeCheckouts, stripeEvents, userNotifications, users } from '../../db/schema';
import { purgeTechnicalRecords } from '../gdpr/api';
import { SOLD_CHECKOUT_RETENTION_MS } from './sold-checkouts';

type TEvent = { id: string; payload: string; signature: string };

describe('the Stripe webhook grants only what was sold, at its price, in euros (issue 30)', () => {
  const w = setUpPaymentsWorld({ logs: true });

  /**
   * Delivers a payment that must be refused: Stripe gets 200 (it must not send it for ever), the
   * event is kept as rejected with the reason, one JSON log line says it, and every administrator
   * gets the notice.
   */
  async function expectRejected(event: TEvent, said: string, admins: string[]) {
    const answer = await deliver(w.t, event);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().received).toBe('rejected');
    const [kept] = await w.t.deps.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    expect(kept?.outcome).toBe('rejected');
    expect(kept?.rejection?.replace(/\s/g, ' ')).toBe(said);
    const line = w.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'stripe: payment rejected' && l.stripeEvent === event.id);
    expect(line).toMatchObject({ level: 50, stripeObject: expect.stringMatching(/^(cs|in)_/) });
    expect(String(line?.mismatch).replace(/\s/g, ' ')).toBe(said);
    for (const admin of admins) {
      const notices = await w.t.deps.database.db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, admin), eq(userNotifications.type, 'payment_rejected')));
      const notice = notices.find((n) => n.body.includes(event.id));
      expect(notice).toMatchObject({ title: 'Paiement Stripe refusé' });
      expect(notice?.body.replace(/\s/g, ' ')).toContain(said);
      expect(notice?.body).toContain('Rien n’a été accordé ni facturé');
    }
  }

  /** Every administrator, one more created for the test. */
  const adminIds = async () => {
    await createUser(w.t.deps, { role: 'admin' });
    const rows = await w.t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'));
    return rows.map((r) => r.id);
  };

  it('refuses a session Créneau opened but paid for another product, amount, currency or account; then takes the right one', async () => {
    const admins = await adminIds();
    const p = await payingProvider(w.t);
    const other = await payingProvider(w.t);
    const id = await openedSession(w.t, p.token, { rechargeId: 'recharge-20' });
    const sold = (overrides: Record<string, unknown> = {}) =>
      w.stripe.signedEvent(
        'checkout.session.completed',
        paidSession(p.id, 'recharge-20', { id, ...overrides }),
      );
    const cases: [TEvent, string][] = [
      [sold({ amount_total: 1 }), '0,01 € payés au lieu de 4,99 € pour Recharge 20 rendez-vous'],
      [sold({ currency: 'usd' }), 'devise USD au lieu de EUR pour Recharge 20 rendez-vous'],
      [
        sold({ metadata: { userId: p.id, productId: 'expert', vatRate: '20' }, amount_total: 2999 }),
        'produit « Pack Expert » au lieu de Recharge 20 rendez-vous',
      ],
      [
        sold({ client_reference_id: other.id, metadata: { userId: other.id, productId: 'recharge-20' } }),
        'paiement d’un autre compte pour Recharge 20 rendez-vous',
      ],
    ];
    for (const [event, said] of cases) await expectRejected(event, said, admins);
    for (const who of [p, other]) {
      expect(await balanceOf(w.t, who)).toMatchObject({ packId: 'gratuit', credits: 0 });
      expect(await invoicesOf(w.t, who.token)).toEqual([]);
      expect(await w.t.deps.database.db.select().from(payments).where(eq(payments.userId, who.id))).toEqual(
        [],
      );
    }

    const good = await deliver(w.t, sold());
    expect(good.json().received).toBe('processed');
    expect(await balanceOf(w.t, p)).toMatchObject({ credits: 20 });
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([499]);
  });

  it('refuses a 1-cent USD payment of a session it has no record of, and one in euros below the price', async () => {
    const admins = await adminIds();
    const p = await payingProvider(w.t);
    const signed = (overrides: Record<string, unknown>) =>
      w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'pro', overrides));
    await expectRejected(
      signed({ amount_total: 1, currency: 'usd' }),
      'devise USD au lieu de EUR pour Pack Pro',
      admins,
    );
    await expectRejected(
      signed({ amount_total: 1 }),
      '0,01 € payés au lieu de 14,99 € pour Pack Pro',
      admins,
    );
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit' });
    expect(await invoicesOf(w.t, p.token)).toEqual([]);
    expect((await deliver(w.t, signed({}))).json().received).toBe('processed');
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([1499]);
  });

  it('answers the refund of a refused payment 503 for an hour (events come in any order), then 200 ignored', async () => {
    const admins = await adminIds();
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'pro', { amount_total: 1, payment_intent: 'pi_refused' });
    session.invoice = null;
    await expectRejected(
      w.stripe.signedEvent('checkout.session.completed', session),
      '0,01 € payés au lieu de 14,99 € pour Pack Pro',
      admins,
    );
    // The administrator refunds it in Stripe's dashboard, as the notice asks.
    const refund = {
      id: 'ch_refused',
      object: 'charge',
      payment_intent: 'pi_refused',
      amount: 1,
      amount_refunded: 1,
      created: Math.floor(w.t.clock.now().getTime() / 1000),
    };
    const early = w.stripe.signedEvent('charge.refunded', refund);
    expect((await deliver(w.t, early)).statusCode).toBe(503);
    w.t.clock.advance(60 * 60 * 1000);
    const late = await deliver(w.t, early);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().received).toBe('ignored');
    const [kept] = await w.t.deps.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, early.id));
    expect(kept?.outcome).toBe('ignored');
    expect(await invoicesOf(w.t, p.token)).toEqual([]);
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit' });
  });

  it('forgets what a session sold a month after it was opened (daily retention purge)', async () => {
    const p = await payingProvider(w.t);
    const old = await openedSession(w.t, p.token, { packId: 'pro' });
    const recent = await openedSession(w.t, p.token, { rechargeId: 'recharge-20' });
    // Opened a month and a minute ago (the clock stays: signed-in tokens would expire).
    const monthAgo = new Date(w.t.clock.now().getTime() - SOLD_CHECKOUT_RETENTION_MS - 60_000);
    await w.t.deps.database.db
      .update(stripeCheckouts)
      .set({ createdAt: monthAgo })
      .where(eq(stripeCheckouts.sessionId, old));
    await purgeTechnicalRecords(w.t.deps.database.db, w.t.clock.now());
    const kept = await w.t.deps.database.db
      .select({ sessionId: stripeCheckouts.sessionId })
      .from(stripeCheckouts)
      .where(inArray(stripeCheckouts.sessionId, [old, recent]));
    expect(kept).toEqual([{ sessionId: recent }]);
  });

  it('refuses a renewal of another amount, currency or pack; bills the right one', async () => {
    const admins = await adminIds();
    const p = await payingProvider(w.t);
    const id = await openedSession(w.t, p.token, { packId: 'expert' });
    const session = paidSession(p.id, 'expert', { id });
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    const renewal = (overrides: Record<string, unknown> = {}, metadata: Record<string, string> = {}) =>
      w.stripe.signedEvent('invoice.paid', {
        id: `in_cycle_${id}`,
        object: 'invoice',
        currency: 'eur',
        billing_reason: 'subscription_cycle',
        amount_paid: 2999,
        parent: { subscription_details: { subscription: session.subscription, metadata } },
        status_transitions: { paid_at: 1_790_000_000 },
        ...overrides,
      });
    await expectRejected(
      renewal({ amount_paid: 1 }),
      '0,01 € payés au lieu de 29,99 € pour Pack Expert, un mois',
      admins,
    );
    await expectRejected(
      renewal({ currency: 'gbp' }),
      'devise GBP au lieu de EUR pour Pack Expert, un mois',
      admins,
    );
    await expectRejected(
      renewal({}, { userId: p.id, productId: 'max' }),
      'produit « Pack Max » au lieu de Pack Expert, un mois',
      admins,
    );
    expect(await invoicesOf(w.t, p.token)).toHaveLength(1);
    const right = await deliver(w.t, renewal({}, { userId: p.id, productId: 'expert' }));
    expect(right.json().received).toBe('processed');
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([2999, 2999]);
  });

  it('refuses a shop order’s session paid below the order’s total or for another order; the order waits', async () => {
    const admins = await adminIds();
    const productId = await shopProduct(w, { name: 'Présentoir QR', priceCents: 2990, stock: 5 });
    const p = await payingProvider(w.t);
    const place = () => placeShopOrder(w.t, p.token, productId);
    const [first, second] = [await place(), await place()];
    const paidFor = (orderId: string, overrides: Record<string, unknown> = {}) =>
      w.stripe.signedEvent('checkout.session.completed', {
        ...paidSession(p.id, 'recharge-20', { id: sessionIdOf(first.checkoutUrl) }),
        metadata: { userId: p.id, orderId },
        amount_total: 2990,
        ...overrides,
      });
    const label = `la commande ${first.order.reference}`;
    await expectRejected(
      paidFor(first.order.id, { amount_total: 1 }),
      `0,01 € payés au lieu de 29,90 € pour ${label}`,
      admins,
    );
    await expectRejected(
      paidFor(second.order.id),
      `produit « une autre commande » au lieu de ${label}`,
      admins,
    );
    const statusOf = async (order: TOrder) =>
      (await w.t.get(`/api/shop/orders/${order.id}`, { token: p.token })).json<{ order: TOrder }>().order
        .status;
    expect([await statusOf(first.order), await statusOf(second.order)]).toEqual([
      'pending_payment',
      'pending_payment',
    ]);
    expect((await deliver(w.t, paidFor(first.order.id))).json().received).toBe('processed');
    expect(await statusOf(first.order)).toBe('paid');
    expect((await invoicesOf(w.t, p.token)).map((i) => i.totalInclCents)).toEqual([2990]);
  });
});
