import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TMovement } from '../../../shared/schemas/billing';
import type { TComptaResponse } from '../../../shared/schemas/payments';
import { balanceOf } from '../../../test/billing-api';
import {
  deliver,
  invoicesOf,
  openedSession,
  paidSession,
  payingProvider,
  setUpPaymentsWorld,
} from '../../../test/payments-world';
import { payments, userNotifications } from '../../db/schema';

const smsHistory = async (w: ReturnType<typeof setUpPaymentsWorld>, token: string) =>
  (await w.t.get('/api/billing/sms-movements', { token })).json<{ movements: TMovement[] }>().movements;

describe('SMS recharges sold through Stripe Checkout and by transfer (issue 35)', () => {
  const w = setUpPaymentsWorld();

  it('sells 100 SMS at 9,00 € TTC and grants them once, however often Stripe delivers the payment', async () => {
    const p = await payingProvider(w.t);
    const sessionId = await openedSession(w.t, p.token, { rechargeId: 'sms-100' });
    expect(w.stripe.calls.at(-1)?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '900',
      'line_items[0][price_data][product_data][name]': 'Recharge 100 SMS',
      'payment_intent_data[metadata][productId]': 'sms-100',
    });
    const session = paidSession(p.id, 'sms-100', { id: sessionId });
    const event = w.stripe.signedEvent('checkout.session.completed', session);
    const answers = [await deliver(w.t, event), await deliver(w.t, event)];
    answers.push(await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session)));
    expect(answers.map((a) => a.json().received)).toEqual(['processed', 'duplicate', 'ignored']);

    const balance = await balanceOf(w.t, p);
    expect(balance).toMatchObject({ smsCredits: 100, credits: 0, remaining: 20 });
    expect((await smsHistory(w, p.token)).map((m) => [m.kind, m.amount])).toEqual([['sms_recharge', 100]]);
    const [invoice, ...others] = await invoicesOf(w.t, p.token);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      productType: 'sms',
      totalInclCents: 900,
      totalExclCents: 750,
      vatCents: 150,
    });
    expect(invoice?.label).toMatch(/^Recharge 100 SMS/);
  });

  it('refuses a paid session whose amount is not the price sold: no SMS credits', async () => {
    const p = await payingProvider(w.t);
    const sessionId = await openedSession(w.t, p.token, { rechargeId: 'sms-500' });
    const cheap = paidSession(p.id, 'sms-500', { id: sessionId, amount_total: 900 });
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', cheap));
    expect((await balanceOf(w.t, p)).smsCredits).toBe(0);
    expect(await w.t.deps.database.db.select().from(payments).where(eq(payments.userId, p.id))).toEqual([]);
  });

  it('takes back a refunded SMS recharge in proportion, within the balance, and counts SMS in the books', async () => {
    w.t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const p = await payingProvider(w.t);
    const recorded = await w.t.post(
      `/api/admin/users/${p.id}/payments`,
      { productId: 'sms-500', reference: 'VIR-SMS-500', reason: 'Virement reçu' },
      { token: w.adminToken },
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().balance).toMatchObject({ smsCredits: 500 });
    const invoiceId = recorded.json().invoice.id;
    const refund = (amountCents: number) =>
      w.t.post(
        `/api/admin/invoices/${invoiceId}/refund`,
        { amountCents, reason: 'Geste' },
        { token: w.adminToken },
      );
    expect((await refund(1950)).statusCode).toBe(200);
    expect((await balanceOf(w.t, p)).smsCredits).toBe(250);
    expect((await refund(1950)).statusCode).toBe(200);
    expect((await balanceOf(w.t, p)).smsCredits).toBe(0);
    expect((await smsHistory(w, p.token)).map((m) => [m.kind, m.amount])).toEqual([
      ['sms_withdrawal', -250],
      ['sms_withdrawal', -250],
      ['sms_recharge', 500],
    ]);

    const books = (
      await w.t.get('/api/admin/compta?from=2026-11&to=2026-11', { token: w.adminToken })
    ).json<TComptaResponse>();
    expect(books.totals.byType.sms).toMatchObject({ inclCents: 900 + 3900, refundsInclCents: 3900 });
    expect(books.totals.byType.recharge).toMatchObject({ inclCents: 0 });
  });

  it('sells SMS credits by transfer: the order, the team’s confirmation, the credits once', async () => {
    const bank = { holder: 'Créneau SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' };
    const set = await w.t.put('/api/admin/config', { bankTransfer: bank }, { token: w.adminToken });
    expect(set.statusCode, set.body).toBe(200);
    const p = await payingProvider(w.t);
    const ordered = await w.t.post('/api/billing/transfers', { rechargeId: 'sms-100' }, { token: p.token });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const order = ordered.json().order;
    expect(order).toMatchObject({ productType: 'sms', productName: 'Recharge 100 SMS', amountCents: 900 });
    expect((await balanceOf(w.t, p)).smsCredits).toBe(0);
    const confirm = () =>
      w.t.post(`/api/admin/transfer-orders/${order.id}/confirm`, undefined, { token: w.adminToken });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().balance).toMatchObject({ smsCredits: 100 });
    expect((await confirm()).statusCode).toBe(409);
    expect((await balanceOf(w.t, p)).smsCredits).toBe(100);
    const notices = await w.t.deps.database.db
      .select({ body: userNotifications.body })
      .from(userNotifications)
      .where(eq(userNotifications.userId, p.id));
    expect(notices.map((n) => n.body)).toContainEqual(
      expect.stringContaining('Les crédits SMS de votre Recharge 100 SMS sont disponibles dès maintenant.'),
    );
  });
});
