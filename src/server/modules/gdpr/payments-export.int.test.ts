import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProvider, createService, type TTestProvider } from '../../../test/booking-factories';
import { bookingWithPayment, giveConnectAccount, setUpConnectWorld } from '../../../test/connect-world';

describe('GDPR exports carry the booking payments (issue 34)', () => {
  const w = setUpConnectWorld();
  let lea: TTestProvider;
  let marc: TTestProvider;
  let paidBooking: string;

  beforeAll(async () => {
    lea = await createProvider(w.t);
    marc = await createProvider(w.t);
    await giveConnectAccount(w.t, lea.id, { chargesEnabled: true, accountId: 'acct_lea_export' });
    const soin = await createService(w.t.deps, lea.id, { name: 'Soin du visage', priceCents: 6000 });
    const bilan = await createService(w.t.deps, marc.id, { name: 'Bilan', priceCents: 4000 });
    ({ bookingId: paidBooking } = await bookingWithPayment(
      w.t,
      { providerId: lea.id, serviceId: soin.id },
      { start: '2026-05-04T08:00:00Z', clientName: 'Jeanne Roux', clientEmail: 'jeanne@exemple.fr' },
      {
        mode: 'deposit',
        amountCents: 2000,
        status: 'refunded',
        refundedCents: 2000,
        paidAt: new Date('2026-04-20T10:00:00Z'),
        refundedAt: new Date('2026-04-22T10:00:00Z'),
        createdAt: new Date('2026-04-20T09:55:00Z'),
      },
    ));
    await bookingWithPayment(
      w.t,
      { providerId: lea.id, serviceId: soin.id },
      { start: '2026-05-05T08:00:00Z', clientName: 'Hélène Roux', clientEmail: 'helene@exemple.fr' },
      { mode: 'full', amountCents: 6000, paidAt: new Date('2026-04-21T10:00:00Z') },
    );
    // The same client paid another provider: that payment is Marc's to export, not Léa's.
    await bookingWithPayment(
      w.t,
      { providerId: marc.id, serviceId: bilan.id },
      { start: '2026-05-06T08:00:00Z', clientName: 'Jeanne Roux', clientEmail: 'jeanne@exemple.fr' },
      { mode: 'full', amountCents: 4000 },
    );
  });

  it('gives the client’s export their payments at this provider: amounts, statuses and dates, no Stripe id', async () => {
    const response = await w.t.get('/api/gdpr/clients/export?email=jeanne@exemple.fr', { token: lea.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payments).toEqual([
      {
        bookingId: paidBooking,
        mode: 'deposit',
        status: 'refunded',
        amountCents: 2000,
        noShowFeeCents: null,
        refundedCents: 2000,
        paidAt: '2026-04-20T10:00:00.000Z',
        refundedAt: '2026-04-22T10:00:00.000Z',
        feeStatus: null,
        feeChargedAt: null,
        feeRefundedCents: 0,
        createdAt: '2026-04-20T09:55:00.000Z',
      },
    ]);
    expect(response.body).not.toMatch(/acct_|pi_fixture|cs_fixture/);
    const none = await w.t.get('/api/gdpr/clients/export?email=jeanne@exemple.fr', { token: marc.token });
    expect(none.json().payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([4000]);
  });

  it('puts paiements.json and paiements.csv in the provider’s archive, with their account and only their payments', async () => {
    const response = await w.t.get('/api/gdpr/export', { token: lea.token });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    const data = JSON.parse(text('paiements.json'));
    expect(data.account).toMatchObject({ id: 'acct_lea_export', chargesEnabled: true });
    expect(data.payments.map((p: { clientName: string }) => p.clientName).sort()).toEqual([
      'Hélène Roux',
      'Jeanne Roux',
    ]);
    const lines = text('paiements.csv')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      "rendez-vous;début;client;prestation;type;état;montant (centimes);payé le;remboursé (centimes);remboursé le;frais d'absence (centimes);frais d'absence;frais prélevés le;créé le",
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('Jeanne Roux'))).toContain(
      ';deposit;refunded;2000;2026-04-20T10:00:00.000Z;2000;2026-04-22T10:00:00.000Z;;;;',
    );
    expect(text('README.txt')).toContain('paiements.json / paiements.csv');

    const other = unzipSync(
      new Uint8Array((await w.t.get('/api/gdpr/export', { token: marc.token })).rawPayload),
    );
    const theirs = JSON.parse(strFromU8(other['paiements.json'] ?? new Uint8Array()));
    expect(theirs.account).toBeNull();
    expect(theirs.payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([4000]);
  });
});
