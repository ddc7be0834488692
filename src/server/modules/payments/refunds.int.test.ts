import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceOf, movementsOf } from '../../../test/billing-api';
import {
  deliver,
  invoicesOf,
  paidSession,
  payingProvider,
  setUpPaymentsWorld,
} from '../../../test/payments-world';
import { itWithPdftotext, pdfLines, pdfText } from '../../../test/pdf-text';
import { TEST_SELLER } from '../../../test/seller';
import { auditLog, payments } from '../../db/schema';

describe('refunds and credit notes (ADR 0037)', () => {
  const w = setUpPaymentsWorld();

  it('a refunded recharge issues a credit note and takes its credits back, once', async () => {
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'recharge-20');
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    expect(await balanceOf(w.t, p)).toMatchObject({ credits: 20, remaining: 40 });

    const charge = {
      id: 'ch_recharge',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: 499,
      amount_refunded: 499,
      refunded: true,
    };
    const refunded = w.stripe.signedEvent('charge.refunded', charge);
    expect((await deliver(w.t, refunded)).json().received).toBe('processed');
    // The same refund again, under another event id: nothing more.
    expect((await deliver(w.t, w.stripe.signedEvent('charge.refunded', charge))).json().received).toBe(
      'ignored',
    );

    expect(await balanceOf(w.t, p)).toMatchObject({ credits: 0, remaining: 20 });
    expect((await movementsOf(w.t, p))[0]).toMatchObject({
      kind: 'withdrawal',
      bucket: 'credits',
      amount: -20,
    });
    const [note, invoice] = await invoicesOf(w.t, p.token);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'refunded', totalInclCents: 499 });
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^A-\d{4}-\d{6}$/),
      totalInclCents: -499,
      totalExclCents: -416,
      vatCents: -83,
      status: null,
      creditedInvoiceNumber: invoice?.number,
    });
    expect((await w.t.lastEmailTo(p.email))?.subject).toBe(`Votre avoir ${note?.number}`);
  });

  it('a partial refund credits the difference; a full refund of the pack in use ends it', async () => {
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'pro');
    w.stripe.invoicePayments.set('pi_pro_first', session.invoice as string);
    // The refund comes first: its payment is not known yet, Stripe will send it again.
    const early = w.stripe.signedEvent('charge.refunded', {
      id: 'ch_pro',
      object: 'charge',
      payment_intent: 'pi_pro_first',
      amount: 1499,
      amount_refunded: 500,
    });
    expect((await deliver(w.t, early)).statusCode).toBe(503);
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    expect((await deliver(w.t, early)).json().received).toBe('processed');
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'pro', remaining: 200 });
    const full = {
      id: 'ch_pro',
      object: 'charge',
      payment_intent: 'pi_pro_first',
      amount: 1499,
      amount_refunded: 1499,
    };
    expect((await deliver(w.t, w.stripe.signedEvent('charge.refunded', full))).json().received).toBe(
      'processed',
    );

    const listed = await invoicesOf(w.t, p.token);
    expect(listed.map((i) => [i.kind, i.totalInclCents])).toEqual([
      ['credit_note', -999],
      ['credit_note', -500],
      ['invoice', 1499],
    ]);
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit', remaining: 0 });
  });

  it('records a transfer by hand: the same invoice and ledger, audited; its refund is immediate', async () => {
    const p = await payingProvider(w.t);
    const url = `/api/admin/users/${p.id}/payments`;
    const body = { productId: 'expert', reference: 'VIR 2026-11 Brûlé', reason: 'Virement reçu le 24/11' };
    expect((await w.t.post(url, body, { token: p.token })).statusCode).toBe(403);
    for (const [bad, field] of [
      [{ ...body, productId: 'gratuit' }, 'productId'],
      [{ ...body, reference: '' }, 'reference'],
      [{ ...body, reference: 'a\u0000b' }, 'reference'],
      [{ ...body, reason: ' ' }, 'reason'],
    ] as const) {
      const response = await w.t.post(url, bad, { token: w.adminToken });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
    }
    const done = await w.t.post(url, body, { token: w.adminToken });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      invoice: { method: 'transfer', totalInclCents: 2999, status: 'paid', customer: { id: p.id } },
      balance: { packId: 'expert', remaining: 500 },
    });
    const invoiceId = done.json().invoice.id as string;
    const [audit] = await w.t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payments.record_transfer'));
    expect(audit).toMatchObject({ targetId: p.id, reason: 'Virement reçu le 24/11' });

    const refundUrl = `/api/admin/invoices/${invoiceId}/refund`;
    const tooMuch = await w.t.post(
      refundUrl,
      { amountCents: 3000, reason: 'Erreur' },
      { token: w.adminToken },
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().field).toBe('amountCents');
    const refund = await w.t.post(
      refundUrl,
      { amountCents: 2999, reason: 'Annulation' },
      { token: w.adminToken },
    );
    expect(refund.json()).toMatchObject({
      pending: false,
      creditNote: { kind: 'credit_note', totalInclCents: -2999 },
    });
    expect(await balanceOf(w.t, p)).toMatchObject({ packId: 'gratuit' });
    const [row] = await w.t.deps.database.db.select().from(payments).where(eq(payments.userId, p.id));
    expect(row).toMatchObject({ status: 'refunded', refundedCents: 2999, reference: 'VIR 2026-11 Brûlé' });
  });

  it('refuses a transfer reference already recorded, written any way, even for another provider or an order (issue 30)', async () => {
    const p = await payingProvider(w.t);
    const other = await payingProvider(w.t);
    const url = (id: string) => `/api/admin/users/${id}/payments`;
    const body = { productId: 'pro', reference: 'VIR-2026-551', reason: 'Virement reçu' };
    expect((await w.t.post(url(p.id), body, { token: w.adminToken })).statusCode).toBe(201);
    for (const [who, reference] of [
      [p.id, 'VIR-2026-551'],
      [p.id, ' vir-2026-551 '],
      [other.id, 'VIR -2026- 551'],
    ] as const) {
      const again = await w.t.post(url(who), { ...body, reference }, { token: w.adminToken });
      expect(again.statusCode, reference).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'CONFLICT',
        field: 'reference',
        message: expect.stringMatching(/^Un virement portant cette référence a déjà été enregistré le /),
      });
    }
    // Two administrators at once: one invoice.
    const twice = await Promise.all(
      [0, 1].map(() =>
        w.t.post(url(other.id), { ...body, reference: 'VIR-2026-552' }, { token: w.adminToken }),
      ),
    );
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const recorded = await w.t.deps.database.db.select().from(payments).where(eq(payments.userId, other.id));
    expect(recorded).toHaveLength(1);
  });

  it('asks Stripe to refund a card payment; the credit note follows the webhook', async () => {
    const p = await payingProvider(w.t);
    const session = paidSession(p.id, 'recharge-100');
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    const [invoice] = await invoicesOf(w.t, p.token);
    const refund = await w.t.post(
      `/api/admin/invoices/${invoice?.id}/refund`,
      { amountCents: 1000, reason: 'Geste commercial' },
      { token: w.adminToken },
    );
    expect(refund.json()).toMatchObject({ pending: true, creditNote: null });
    // A job sent with the audit entry (ADR 0053): Stripe is called when it runs.
    await w.t.runJobs(['stripe.refund']);
    expect(w.stripe.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      form: { payment_intent: session.payment_intent, amount: '1000' },
      headers: { 'idempotency-key': `refund:${invoice?.id}:0:1000` },
    });
    expect(await invoicesOf(w.t, p.token)).toHaveLength(1);
    const charge = {
      id: 'ch_card',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: 1999,
      amount_refunded: 1000,
    };
    await deliver(w.t, w.stripe.signedEvent('charge.refunded', charge));
    // Half the money back: half the credits taken back.
    expect(await balanceOf(w.t, p)).toMatchObject({ credits: 50 });
    expect((await invoicesOf(w.t, p.token))[0]).toMatchObject({ kind: 'credit_note', totalInclCents: -1000 });
  });

  itWithPdftotext('prints every legal mention in the PDF, French intact (pdftotext)', async () => {
    const seller = TEST_SELLER;
    const p = await payingProvider(w.t);
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'pro')));
    const [invoice] = await invoicesOf(w.t, p.token);
    const pdf = await w.t.get(`/api/billing/invoices/${invoice?.id}/pdf`, { token: p.token });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice?.number}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'FACTURE',
      `N° ${invoice?.number}`,
      'Créneau SAS',
      'Société par actions simplifiée au capital de 10 000 €',
      '5 place de l’Église, 69002 Lyon',
      'SIREN 732 829 320',
      'N° de TVA intracommunautaire : FR44732829320',
      'Cabinet Élodie Brûlé',
      '12 rue de la Forêt, 25000 Besançon',
      'SIRET 732 829 320 00074',
      'Pack Pro — abonnement mensuel',
      'Total HT',
      'TVA 20 %',
      'Total TTC',
      '12,49 €',
      '2,50 €',
      '14,99 €',
      'par carte bancaire',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
    ])
      expect(text).toContain(expected);
    // The amount of the capital is never cut between two lines (« 10 » / « 000 € »).
    expect((await pdfLines(pdf.rawPayload)).some((line) => line.includes('10 000 €'))).toBe(true);

    await w.t.put('/api/admin/config', { seller: { ...seller, vatExempt: true } }, { token: w.adminToken });
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'recharge-20')));
    const [exempt] = await invoicesOf(w.t, p.token);
    expect(exempt).toMatchObject({ totalExclCents: 499, vatCents: 0, vatRate: 0 });
    const exemptText = await pdfText(
      (await w.t.get(`/api/admin/invoices/${exempt?.id}/pdf`, { token: w.adminToken })).rawPayload,
    );
    expect(exemptText).toContain('TVA non applicable, art. 293 B du CGI');
    // Another provider's invoice does not exist for her.
    const other = await payingProvider(w.t);
    expect(
      (await w.t.get(`/api/billing/invoices/${invoice?.id}/pdf`, { token: other.token })).statusCode,
    ).toBe(404);
  });
});

describe('without STRIPE_SECRET_KEY (embedded default)', () => {
  const w = setUpPaymentsWorld({ stripe: false });

  it('says card payment is off, refuses checkout and the webhook, and still takes transfers', async () => {
    const p = await payingProvider(w.t);
    expect((await w.t.get('/api/billing/subscription', { token: p.token })).json()).toMatchObject({
      paymentsEnabled: false,
      subscription: null,
    });
    const checkout = await w.t.post('/api/billing/checkout', { packId: 'pro' }, { token: p.token });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().code).toBe('PAYMENTS_DISABLED');
    const webhook = await deliver(
      w.t,
      w.stripe.signedEvent('checkout.session.completed', paidSession(p.id, 'pro')),
    );
    expect(webhook.statusCode).toBe(503);
    expect(w.stripe.calls).toHaveLength(0);
    const transfer = await w.t.post(
      `/api/admin/users/${p.id}/payments`,
      { productId: 'recharge-20', reference: 'VIR-1', reason: 'Virement reçu' },
      { token: w.adminToken },
    );
    expect(transfer.statusCode).toBe(201);
    expect(await balanceOf(w.t, p)).toMatchObject({ credits: 20 });
  });
});
