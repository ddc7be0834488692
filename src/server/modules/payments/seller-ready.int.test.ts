import { describe, expect, it } from 'vitest';
import { payingProvider, setUpPaymentsWorld } from '../../../test/payments-world';
import { TEST_SELLER } from '../../../test/seller';
import { SELLER_MESSAGES } from './seller-ready';

describe('no invoice without the seller’s mandatory mentions (issue 30)', () => {
  const w = setUpPaymentsWorld();
  const seller = (values: Partial<typeof TEST_SELLER>) =>
    w.t.put('/api/admin/config', { seller: { ...TEST_SELLER, ...values } }, { token: w.adminToken });

  it('refuses a transfer to the administrator, naming what is missing, and card payment to the provider', async () => {
    const p = await payingProvider(w.t);
    expect((await seller({ siren: null, vatNumber: null, legalForm: null })).statusCode).toBe(200);
    const transfer = await w.t.post(
      `/api/admin/users/${p.id}/payments`,
      { productId: 'pro', reference: 'VIR-SANS-SIREN', reason: 'Virement reçu' },
      { token: w.adminToken },
    );
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json().message).toBe(
      SELLER_MESSAGES.incomplete(['la forme juridique', 'le SIREN', 'le numéro de TVA intracommunautaire']),
    );
    const checkout = await w.t.post('/api/billing/checkout', { packId: 'pro' }, { token: p.token });
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json().message).toBe(SELLER_MESSAGES.unavailable);
    expect((await w.t.get('/api/billing/invoices', { token: p.token })).json().invoices).toEqual([]);

    // Under the VAT franchise no VAT number is needed; with the rest given, both go through.
    expect((await seller({ vatNumber: null, vatExempt: true })).statusCode).toBe(200);
    const done = await w.t.post(
      `/api/admin/users/${p.id}/payments`,
      { productId: 'pro', reference: 'VIR-AVEC-SIREN', reason: 'Virement reçu' },
      { token: w.adminToken },
    );
    expect(done.statusCode, done.body).toBe(201);
    expect(
      (await w.t.post('/api/billing/checkout', { packId: 'expert' }, { token: p.token })).statusCode,
    ).toBe(200);
  });
});
