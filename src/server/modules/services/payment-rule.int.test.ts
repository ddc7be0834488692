import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES } from '../../../shared/schemas/booking-payments';
import { connectProvider, giveConnectAccount, setUpConnectWorld } from '../../../test/connect-world';

describe('a service’s payment rule (issue 34, ADR 0061)', () => {
  const w = setUpConnectWorld();
  const soin = { name: 'Soin du visage', durationMinutes: 60, priceCents: 6000 };
  const deposit = { mode: 'deposit', amountCents: 2000 };

  async function readyProvider() {
    const p = await connectProvider(w.t);
    await giveConnectAccount(w.t, p.id, { chargesEnabled: true });
    return p;
  }

  it('stores a deposit, a full payment and a guarantee once the account takes charges', async () => {
    const p = await readyProvider();
    const created = await w.t.post('/api/services', { ...soin, payment: deposit }, { token: p.token });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().service.payment).toEqual(deposit);
    const id = created.json().service.id;
    const full = await w.t.patch(
      `/api/services/${id}`,
      { payment: { mode: 'full', amountCents: 999 } },
      { token: p.token },
    );
    expect(full.statusCode, full.body).toBe(200);
    // The amount of a full payment is the price: the stray field is dropped.
    expect(full.json().service.payment).toEqual({ mode: 'full' });
    const guarantee = await w.t.patch(
      `/api/services/${id}`,
      { payment: { mode: 'guarantee', noShowFeeCents: 3000 } },
      { token: p.token },
    );
    expect(guarantee.json().service.payment).toEqual({ mode: 'guarantee', noShowFeeCents: 3000 });
    const listed = await w.t.get('/api/services', { token: p.token });
    expect(listed.json().services[0].payment).toEqual({ mode: 'guarantee', noShowFeeCents: 3000 });
  });

  it('refuses a payment while the provider has no account, or one that cannot take charges yet', async () => {
    const none = await connectProvider(w.t);
    const refused = await w.t.post('/api/services', { ...soin, payment: deposit }, { token: none.token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'payment',
      message: BOOKING_PAYMENT_MESSAGES.accountNotReady,
    });

    const pending = await connectProvider(w.t);
    await giveConnectAccount(w.t, pending.id, { chargesEnabled: false });
    const created = await w.t.post('/api/services', soin, { token: pending.token });
    expect(created.json().service.payment).toEqual({ mode: 'none' });
    const patched = await w.t.patch(
      `/api/services/${created.json().service.id}`,
      { payment: { mode: 'guarantee', noShowFeeCents: 2500 } },
      { token: pending.token },
    );
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({
      field: 'payment',
      message: BOOKING_PAYMENT_MESSAGES.accountNotReady,
    });
    const after = await w.t.get('/api/services', { token: pending.token });
    expect(after.json().services[0].payment).toEqual({ mode: 'none' });
  });

  it('always lets the provider go back to no payment, and edit a service whose account lost its charges', async () => {
    const p = await readyProvider();
    const created = await w.t.post('/api/services', { ...soin, payment: deposit }, { token: p.token });
    const id = created.json().service.id;
    await giveConnectAccount(w.t, p.id, { chargesEnabled: false });
    // The form sends the whole service back: the unchanged rule does not block a rename.
    const renamed = await w.t.patch(
      `/api/services/${id}`,
      { name: 'Soin éclat', payment: deposit },
      { token: p.token },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const raised = await w.t.patch(
      `/api/services/${id}`,
      { payment: { mode: 'deposit', amountCents: 2500 } },
      { token: p.token },
    );
    expect(raised.statusCode).toBe(400);
    const off = await w.t.patch(`/api/services/${id}`, { payment: { mode: 'none' } }, { token: p.token });
    expect(off.statusCode).toBe(200);
    expect(off.json().service.payment).toEqual({ mode: 'none' });
  });

  it('asks a price for a full payment and keeps a deposit within the price', async () => {
    const p = await readyProvider();
    const free = await w.t.post(
      '/api/services',
      { ...soin, priceCents: 0, payment: { mode: 'full' } },
      { token: p.token },
    );
    expect(free.statusCode).toBe(400);
    expect(free.json()).toMatchObject({
      field: 'payment.mode',
      message: BOOKING_PAYMENT_MESSAGES.fullNeedsPrice,
    });
    const above = await w.t.post(
      '/api/services',
      { ...soin, payment: { mode: 'deposit', amountCents: 7000 } },
      { token: p.token },
    );
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      field: 'payment.amountCents',
      message: BOOKING_PAYMENT_MESSAGES.depositAbovePrice,
    });
    // No price set (0): the deposit stands on its own.
    const unpriced = await w.t.post(
      '/api/services',
      { ...soin, priceCents: 0, payment: deposit },
      { token: p.token },
    );
    expect(unpriced.statusCode).toBe(201);

    const full = await w.t.post('/api/services', { ...soin, payment: { mode: 'full' } }, { token: p.token });
    const lowered = await w.t.patch(
      `/api/services/${full.json().service.id}`,
      { priceCents: 0 },
      { token: p.token },
    );
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toMatchObject({
      field: 'priceCents',
      message: BOOKING_PAYMENT_MESSAGES.fullNeedsPrice,
    });
    const withDeposit = await w.t.post('/api/services', { ...soin, payment: deposit }, { token: p.token });
    const cheaper = await w.t.patch(
      `/api/services/${withDeposit.json().service.id}`,
      { priceCents: 1500 },
      { token: p.token },
    );
    expect(cheaper.json()).toMatchObject({
      field: 'priceCents',
      message: BOOKING_PAYMENT_MESSAGES.depositAbovePrice,
    });
  });

  it('refuses a malformed rule naming the field, in French', async () => {
    const p = await readyProvider();
    const noAmount = await w.t.post(
      '/api/services',
      { ...soin, payment: { mode: 'deposit' } },
      { token: p.token },
    );
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json()).toMatchObject({
      field: 'payment.amountCents',
      message: "Indiquez le montant de l'acompte",
    });
    const unknown = await w.t.post(
      '/api/services',
      { ...soin, payment: { mode: 'arrhes' } },
      { token: p.token },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'payment.mode', message: 'Mode de paiement inconnu' });
  });

  it('does not let another provider change the rule (404) nor use their account', async () => {
    const owner = await readyProvider();
    const created = await w.t.post('/api/services', soin, { token: owner.token });
    const stranger = await readyProvider();
    const patched = await w.t.patch(
      `/api/services/${created.json().service.id}`,
      { payment: deposit },
      { token: stranger.token },
    );
    expect(patched.statusCode).toBe(404);
    const listed = await w.t.get('/api/services', { token: owner.token });
    expect(listed.json().services[0].payment).toEqual({ mode: 'none' });
  });
});
