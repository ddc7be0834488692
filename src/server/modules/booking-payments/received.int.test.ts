import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../shared/french-format';
import type { TReceivedPayment } from '../../../shared/schemas/booking-payments';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { bookingWithPayment, setUpConnectWorld } from '../../../test/connect-world';
import { createUser } from '../../../test/factories';

describe('the payments a provider’s clients made: list and CSV (issue 34)', () => {
  const w = setUpConnectWorld();
  let lea: TTestProvider;
  let ids: { providerId: string; serviceId: string };

  beforeAll(async () => {
    lea = await createProvider(w.t);
    const service = await createService(w.t.deps, lea.id, { name: 'Soin du visage', priceCents: 6000 });
    ids = { providerId: lea.id, serviceId: service.id };
    // 23:30 UTC on 10 March is 00:30 on 11 March in Paris: the provider's day decides.
    await bookingWithPayment(
      w.t,
      ids,
      { start: '2026-03-20T09:00:00Z', clientName: 'Jeanne Roux', clientEmail: 'jeanne@exemple.fr' },
      {
        mode: 'deposit',
        amountCents: 2000,
        paidAt: new Date('2026-03-10T23:30:00Z'),
        createdAt: new Date('2026-03-10T23:30:00Z'),
      },
    );
    await bookingWithPayment(
      w.t,
      ids,
      { start: '2026-04-02T14:00:00Z', clientName: '=Marc Petit', clientEmail: 'marc@exemple.fr' },
      {
        mode: 'full',
        amountCents: 6000,
        status: 'refunded',
        refundedCents: 6000,
        refundedAt: new Date('2026-03-30T08:00:00Z'),
        createdAt: new Date('2026-03-28T10:00:00Z'),
      },
    );
    await bookingWithPayment(
      w.t,
      ids,
      { start: '2026-04-10T08:00:00Z', clientName: 'Sophie Lenoir', clientEmail: 'sophie@exemple.fr' },
      {
        mode: 'guarantee',
        amountCents: 0,
        status: 'card_saved',
        noShowFeeCents: 2500,
        feeStatus: 'charged',
        feeChargedAt: new Date('2026-04-10T10:00:00Z'),
        createdAt: new Date('2026-04-01T07:00:00Z'),
      },
    );
  });

  const list = async (query = '', token = lea.token) => {
    const response = await w.t.get(`/api/payments/received${query}`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ payments: TReceivedPayment[] }>().payments;
  };

  it('lists them newest first, with the booking, the client and the service, and no Stripe id', async () => {
    const response = await w.t.get('/api/payments/received', { token: lea.token });
    const payments = response.json<{ payments: TReceivedPayment[] }>().payments;
    expect(payments.map((p) => p.clientName)).toEqual(['Sophie Lenoir', '=Marc Petit', 'Jeanne Roux']);
    expect(payments[2]).toEqual({
      bookingId: expect.any(String),
      start: '2026-03-20T09:00:00.000Z',
      clientName: 'Jeanne Roux',
      serviceName: 'Soin du visage',
      createdAt: '2026-03-10T23:30:00.000Z',
      mode: 'deposit',
      status: 'paid',
      amountCents: 2000,
      noShowFeeCents: null,
      refundedCents: 0,
      paidAt: '2026-03-10T23:30:00.000Z',
      refundedAt: null,
      feeStatus: null,
      feeChargedAt: null,
      feeRefundedCents: 0,
    });
    expect(response.body).not.toMatch(/acct_|pi_fixture|cs_fixture/);
  });

  it('keeps the days of the provider’s zone between from and to, both included', async () => {
    expect((await list('?from=2026-03-11&to=2026-03-11')).map((p) => p.clientName)).toEqual(['Jeanne Roux']);
    expect(await list('?to=2026-03-10')).toEqual([]);
    expect((await list('?from=2026-03-29')).map((p) => p.clientName)).toEqual(['Sophie Lenoir']);
  });

  it('refuses a malformed or reversed range naming the field, in French', async () => {
    const bad = await w.t.get('/api/payments/received?from=11/03/2026', { token: lea.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'from', message: 'Date invalide (format AAAA-MM-JJ attendu)' });
    const far = await w.t.get('/api/payments/received.csv?to=9999-12-31', { token: lea.token });
    expect(far.statusCode).toBe(400);
    expect(far.json().field).toBe('to');
    const reversed = await w.t.get('/api/payments/received.csv?from=2026-04-01&to=2026-03-01', {
      token: lea.token,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      field: 'to',
      message: 'La date de fin doit suivre la date de début',
    });
  });

  it('exports them as a French CSV: headers, amounts, labels, dates in the provider’s zone', async () => {
    const response = await w.t.get('/api/payments/received.csv?from=2026-03-01&to=2026-04-30', {
      token: lea.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="paiements-clients-2026-03-01-2026-04-30.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe("Date;Client;Prestation;Rendez-vous;Type;Montant;Statut;Remboursé;Frais d'absence");
    expect(lines.slice(1)).toEqual([
      `01/04/2026 09:00;Sophie Lenoir;Soin du visage;10/04/2026 10:00;Carte en garantie;${formatPrice(0)};Carte enregistrée;;${formatPrice(2500)} — Frais d’absence prélevés`,
      // A name that a spreadsheet would run as a formula is neutralised.
      `28/03/2026 11:00;'=Marc Petit;Soin du visage;02/04/2026 16:00;Paiement complet;${formatPrice(6000)};Remboursé;${formatPrice(6000)};`,
      `11/03/2026 00:30;Jeanne Roux;Soin du visage;20/03/2026 10:00;Acompte;${formatPrice(2000)};Payé;;`,
    ]);
    expect(formatPrice(2000)).toMatch(/^20,00\s€$/);
  });

  it('shows another provider none of them, and refuses the guest and the administrator', async () => {
    const other = await createProvider(w.t);
    expect(await list('', other.token)).toEqual([]);
    const csv = await w.t.get('/api/payments/received.csv', { token: other.token });
    expect(csv.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
    expect((await w.t.get('/api/payments/received')).statusCode).toBe(401);
    expect((await w.t.get('/api/payments/received.csv')).statusCode).toBe(401);
    const admin = await createUser(w.t.deps, { role: 'admin' });
    const adminToken = await w.t.login(admin.email, admin.password);
    expect((await w.t.get('/api/payments/received', { token: adminToken })).statusCode).toBe(403);
    const started = await w.t.post(
      `/api/admin/users/${lea.id}/impersonate`,
      { reason: 'Aide aux paiements en ligne' },
      { token: adminToken },
    );
    const token = started.json<{ token: string }>().token;
    expect((await w.t.get('/api/payments/received', { token })).statusCode).toBe(200);
    const refused = await w.t.get('/api/payments/received.csv', { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('IMPERSONATION_FORBIDDEN');
  });
});
