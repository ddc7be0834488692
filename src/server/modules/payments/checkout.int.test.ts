import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../shared/schemas/payments';
import { balanceOf } from '../../../test/billing-api';
import { createUser } from '../../../test/factories';
import {
  deliver,
  invoicesOf,
  paidSession,
  payingProvider,
  setUpPaymentsWorld,
} from '../../../test/payments-world';
import { invoices, outboxEmails, payments, stripeEvents } from '../../db/schema';

describe('card payments through Stripe Checkout (ADR 0037)', () => {
  const w = setUpPaymentsWorld();

  it('creates a Checkout session priced from the catalogue: amount, currency, mode, VAT and metadata', async () => {
    const p = await payingProvider(w.t);
    const pro = await w.t.post('/api/billing/checkout', { packId: 'pro' }, { token: p.token });
    expect(pro.statusCode, pro.body).toBe(200);
    expect(pro.json().url).toMatch(new RegExp(`^${w.stripe.url}/pay/cs_test_\\d+$`));
    const call = w.stripe.calls.at(-1);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(call?.headers.authorization).toBe(`Bearer ${w.stripe.env.STRIPE_SECRET_KEY}`);
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: p.id,
      customer_email: p.email,
      locale: 'fr',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1499',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Pack Pro',
      'metadata[userId]': p.id,
      'metadata[productId]': 'pro',
      'metadata[vatRate]': '20',
      'subscription_data[metadata][userId]': p.id,
      success_url: 'http://localhost:3000/dashboard/subscription?paiement=ok',
      cancel_url: 'http://localhost:3000/dashboard/subscription?paiement=annule',
    });
    expect(call?.form['line_items[0][price_data][product_data][description]']).toContain('TVA 20 % incluse');

    const recharge = await w.t.post(
      '/api/billing/checkout',
      { rechargeId: 'recharge-20' },
      { token: p.token },
    );
    expect(recharge.statusCode).toBe(200);
    expect(w.stripe.calls.at(-1)?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '499',
      'payment_intent_data[metadata][productId]': 'recharge-20',
    });
    expect(w.stripe.calls.at(-1)?.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    const event = await w.t.post('/api/billing/checkout', { packId: 'evenement-7j' }, { token: p.token });
    expect(event.statusCode).toBe(200);
    expect(w.stripe.calls.at(-1)?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1499',
    });
  });

  it('refuses bad requests in French, naming the field, and checks who asks', async () => {
    const p = await payingProvider(w.t);
    for (const body of [
      {},
      { packId: 'pro', rechargeId: 'recharge-20' },
      { packId: 'gratuit' },
      { packId: { $ne: 1 } },
    ]) {
      const response = await w.t.post('/api/billing/checkout', body, { token: p.token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field: 'packId' });
    }
    expect((await w.t.post('/api/billing/checkout', { packId: 'pro' })).statusCode).toBe(401);
    expect(
      (await w.t.post('/api/billing/checkout', { packId: 'pro' }, { token: w.adminToken })).statusCode,
    ).toBe(403);
    const portal = await w.t.post('/api/billing/portal', undefined, { token: p.token });
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toBe(PAYMENT_MESSAGES.noSubscription);
  });

  it('grants a paid pack once, even when Stripe delivers the event three times; invoice and e-mail once', async () => {
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'pro');
    const event = w.stripe.signedEvent('checkout.session.completed', session);
    const answers = [await deliver(w.t, event), await deliver(w.t, event)];
    // Stripe may also send the same session under a second event id.
    answers.push(await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().received)).toEqual(['processed', 'duplicate', 'ignored']);

    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'pro', remaining: 200 });
    const listed = await invoicesOf(w.t, p.token);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(/^F-\d{4}-\d{6}$/),
      productType: 'pack',
      totalInclCents: 1499,
      totalExclCents: 1249,
      vatCents: 250,
      vatRate: 20,
      method: 'card',
      status: 'paid',
    });
    const mails = await w.t.deps.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, p.email));
    expect(mails.map((m) => m.subject)).toEqual([`Votre facture ${listed[0]?.number}`]);
    expect(mails[0]?.attachments[0]).toMatchObject({
      filename: `facture-${listed[0]?.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(mails[0]?.triggerKind).toBe('billing_document');

    const status = (await w.t.get('/api/billing/subscription', { token: p.token })).json();
    expect(status).toMatchObject({ paymentsEnabled: true, subscription: { packId: 'pro' } });
    const portal = await w.t.post('/api/billing/portal', undefined, { token: p.token });
    expect(portal.statusCode).toBe(200);
    expect(w.stripe.calls.at(-1)?.form).toMatchObject({ customer: session.customer, locale: 'fr' });
    // The same pack again: the portal, not a second subscription.
    expect((await w.t.post('/api/billing/checkout', { packId: 'pro' }, { token: p.token })).statusCode).toBe(
      409,
    );
    const down = await w.t.post('/api/billing/checkout', { packId: 'independant' }, { token: p.token });
    expect(down.json()).toMatchObject({ message: PAYMENT_MESSAGES.downgradeByPortal, field: 'packId' });
  });

  it('refuses a tampered or foreign signature with 400 and changes nothing', async () => {
    const p = await payingProvider(w.t);
    const genuine = w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'max'));
    const tampered = {
      ...genuine,
      payload: genuine.payload.replace('"amount_total":4999', '"amount_total":1'),
    };
    const foreign = w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'max'), {
      secret: 'whsec_someone_else',
    });
    for (const event of [tampered, foreign, { payload: genuine.payload, signature: '' }]) {
      const response = await deliver(w.t, event);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_SIGNATURE',
        message: PAYMENT_MESSAGES.badSignature,
      });
    }
    const seen = await w.t.deps.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, genuine.id));
    expect(seen).toHaveLength(0);
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit' });
    expect(await invoicesOf(w.t, p.token)).toHaveLength(0);
  });

  it('bills a renewal without touching the quota; a cancelled subscription returns to the free tier next period', async () => {
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'expert');
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    const subscription = { subscription_details: { subscription: session.subscription, metadata: {} } };
    // The first invoice of a subscription is the Checkout's own: not billed twice.
    const first = w.stripe.signedEvent('invoice.paid', {
      id: session.invoice,
      object: 'invoice',
      currency: 'eur',
      billing_reason: 'subscription_create',
      amount_paid: 2999,
      parent: subscription,
      status_transitions: { paid_at: 1_790_000_000 },
    });
    expect((await deliver(w.t, first)).json().received).toBe('ignored');
    const renewal = w.stripe.signedEvent('invoice.paid', {
      id: 'in_renewal_1',
      object: 'invoice',
      currency: 'eur',
      billing_reason: 'subscription_cycle',
      amount_paid: 2999,
      parent: subscription,
      status_transitions: { paid_at: 1_790_000_000 },
    });
    expect((await deliver(w.t, renewal)).json().received).toBe('processed');
    expect((await deliver(w.t, renewal)).json().received).toBe('duplicate');
    const listed = await invoicesOf(w.t, p.token);
    expect(listed.map((i) => i.totalInclCents)).toEqual([2999, 2999]);
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'expert', allowance: 500, nextPackId: null });

    const ended = w.stripe.signedEvent('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      customer: session.customer,
      metadata: { userId: p.id, productId: 'expert' },
    });
    expect((await deliver(w.t, ended)).json().received).toBe('processed');
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'expert', nextPackId: 'gratuit' });
    expect((await w.t.get('/api/billing/subscription', { token: p.token })).json().subscription).toBeNull();
  });

  it('handles events out of order: an end before its start, a renewal before its subscription', async () => {
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'independant');
    const early = w.stripe.signedEvent('invoice.paid', {
      id: 'in_early',
      object: 'invoice',
      currency: 'eur',
      billing_reason: 'subscription_cycle',
      amount_paid: 699,
      parent: { subscription_details: { subscription: session.subscription, metadata: {} } },
      status_transitions: { paid_at: 1_790_000_000 },
    });
    // Not known yet: 503, nothing kept, so Stripe's next attempt is processed.
    const retry = await deliver(w.t, early);
    expect(retry.statusCode).toBe(503);
    expect(retry.json().code).toBe('RETRY_LATER');
    const ended = w.stripe.signedEvent('customer.subscription.deleted', {
      id: session.subscription,
      object: 'subscription',
      customer: session.customer,
      metadata: { userId: p.id, productId: 'independant' },
    });
    expect((await deliver(w.t, ended)).statusCode).toBe(200);
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'independant', nextPackId: 'gratuit' });
    expect((await deliver(w.t, early)).json().received).toBe('processed');
    expect(await invoicesOf(w.t, p.token)).toHaveLength(2);
  });

  it('replaces the running subscription on an upgrade: the old one is cancelled at Stripe', async () => {
    const p = await payingProvider(w.t);
    const first = paidSession(p.id, 'independant');
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', first));
    expect((await w.t.post('/api/billing/checkout', { packId: 'max' }, { token: p.token })).statusCode).toBe(
      200,
    );
    expect(w.stripe.calls.at(-1)?.form.customer).toBe(first.customer);
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'max')));
    // A job sent with the webhook's change (ADR 0053): Stripe is called when it runs.
    await w.t.runJobs(['stripe.cancel-subscription']);
    expect(w.stripe.calls.at(-1)?.path).toBe(`/v1/subscriptions/${first.subscription}`);
    expect(w.stripe.calls.at(-1)?.method).toBe('DELETE');
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'max', allowance: 1000 });
  });

  it('gives 20 concurrent payments 20 consecutive invoice numbers, without a gap', async () => {
    const providers = await Promise.all(Array.from({ length: 20 }, () => createUser(w.t.deps)));
    const [before] = await w.t.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    const answers = await Promise.all(
      providers.map((p) =>
        deliver(w.t, w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'recharge-100'))),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await w.t.deps.database.db
      .select({ number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'));
    const numbers = rows.map((r) => Number(r.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBe((before?.n ?? 0) + 20);
    // A later number never carries an earlier date.
    const byNumber = rows.toSorted((a, b) => a.number.localeCompare(b.number));
    for (let i = 1; i < byNumber.length; i++)
      expect(byNumber[i]?.issuedAt.getTime()).toBeGreaterThanOrEqual(
        byNumber[i - 1]?.issuedAt.getTime() ?? 0,
      );
    const paid = await w.t.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.productId, 'recharge-100'));
    expect(paid).toHaveLength(20);
  });

  it('keeps invoices immutable: the database refuses to change or delete one', async () => {
    const p = await payingProvider(w.t);
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'recharge-20')));
    const [row] = await w.t.deps.database.db.select().from(invoices).where(eq(invoices.userId, p.id));
    await expect(
      w.t.deps.database.db
        .update(invoices)
        .set({ totalInclCents: 1 })
        .where(eq(invoices.id, row?.id ?? '')),
    ).rejects.toThrow();
    await expect(
      w.t.deps.database.db.delete(invoices).where(eq(invoices.id, row?.id ?? '')),
    ).rejects.toThrow();
  });
});
