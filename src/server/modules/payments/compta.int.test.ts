import { describe, expect, it } from 'vitest';
import type { TComptaResponse } from '../../../shared/schemas/payments';
import { deliver, paidSession, payingProvider, setUpPaymentsWorld } from '../../../test/payments-world';

describe('the team’s books: /api/admin/compta (ADR 0037)', () => {
  const w = setUpPaymentsWorld();

  it('sums sales, refunds and net by month and product, counts subscriptions and MRR, exports the journal', async () => {
    w.t.clock.set(new Date('2026-10-15T10:00:00Z'));
    const a = await payingProvider(w.t);
    const b = await payingProvider(w.t);
    const session = paidSession(a.id, 'recharge-20');
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', session));
    w.t.clock.set(new Date('2026-11-20T10:00:00Z'));
    await deliver(w.t, w.stripe.signedEvent('checkout.session.completed', paidSession(b.id, 'pro')));
    await w.t.post(
      `/api/admin/users/${a.id}/payments`,
      { productId: 'expert', reference: 'VIR; "spécial"', reason: 'Virement reçu' },
      { token: w.adminToken },
    );
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: 499,
      amount_refunded: 499,
    };
    await deliver(w.t, w.stripe.signedEvent('charge.refunded', charge));

    const answer = await w.t.get('/api/admin/compta?from=2026-10&to=2026-11', { token: w.adminToken });
    expect(answer.statusCode, answer.body).toBe(200);
    const books = answer.json<TComptaResponse>();
    expect(books.months.map((m) => [m.month, m.inclCents, m.refundsInclCents, m.netInclCents])).toEqual([
      ['2026-10', 499, 0, 499],
      ['2026-11', 1499 + 2999, 499, 1499 + 2999 - 499],
    ]);
    expect(books.totals).toMatchObject({
      inclCents: 4997,
      exclCents: 416 + 1249 + 2499,
      vatCents: 83 + 250 + 500,
      invoices: 3,
      creditNotes: 1,
    });
    expect(books.totals.byType.pack).toMatchObject({ inclCents: 4498, refundsInclCents: 0 });
    expect(books.totals.byType.recharge).toMatchObject({ inclCents: 499, refundsInclCents: 499 });
    expect(books).toMatchObject({ activeSubscriptions: 2, mrrExclCents: 1249 + 2499, cardSubscriptions: 1 });

    const defaults = (await w.t.get('/api/admin/compta', { token: w.adminToken })).json<TComptaResponse>();
    expect(defaults).toMatchObject({ from: '2025-12', to: '2026-11' });
    expect(defaults.months).toHaveLength(12);
    const bad = await w.t.get('/api/admin/compta?from=2026-13', { token: w.adminToken });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'from' });
    expect(
      (await w.t.get('/api/admin/compta?from=2026-11&to=2026-10', { token: w.adminToken })).statusCode,
    ).toBe(400);

    const csv = await w.t.get('/api/admin/compta/export.csv?from=2026-10&to=2026-11', {
      token: w.adminToken,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="journal-ventes-2026-10-2026-11.csv"',
    );
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date;Numéro;Pièce;Client;Désignation;HT;TVA;TTC;Moyen de paiement');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^15\/10\/2026;F-2026-\d{6};Facture;Cabinet Élodie Brûlé;Recharge 20 rendez-vous — valables 12 mois;4,16;0,83;4,99;Carte bancaire$/,
    );
    expect(lines[4]).toMatch(
      /;A-2026-\d{6};Avoir;Cabinet Élodie Brûlé;Remboursement — .*;-4,16;-0,83;-4,99;Carte bancaire$/,
    );

    const listed = await w.t.get('/api/admin/invoices?from=2026-11&to=2026-11&kind=invoice', {
      token: w.adminToken,
    });
    expect(listed.json().invoices.map((i: { totalInclCents: number }) => i.totalInclCents)).toEqual([
      2999, 1499,
    ]);
    const refunded = await w.t.get('/api/admin/invoices?status=refunded', { token: w.adminToken });
    expect(refunded.json()).toMatchObject({
      total: 1,
      invoices: [{ customer: { id: a.id }, totalInclCents: 499 }],
    });
    const byUser = await w.t.get(`/api/admin/invoices?userId=${b.id}`, { token: w.adminToken });
    expect(byUser.json().total).toBe(1);
  });
});
