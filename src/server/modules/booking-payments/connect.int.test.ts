import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES } from '../../../shared/schemas/booking-payments';
import { connectProvider, setUpConnectWorld } from '../../../test/connect-world';
import { createUser } from '../../../test/factories';
import { connectAccounts } from '../../db/schema';

describe('« Paiements en ligne »: the provider’s own Stripe account (issue 34, ADR 0061)', () => {
  const w = setUpConnectWorld();

  const accountsOf = (providerId: string) =>
    w.t.deps.database.db.select().from(connectAccounts).where(eq(connectAccounts.providerId, providerId));

  it('says Connect is available and no account exists before onboarding', async () => {
    const p = await connectProvider(w.t);
    const status = await w.t.get('/api/payments/connect', { token: p.token });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ success: true, available: true, account: null });
  });

  it('creates the Express account once, then answers a fresh onboarding link each time', async () => {
    const p = await connectProvider(w.t, { email: `ines-${Date.now()}@exemple.fr` });
    const first = await w.t.post('/api/payments/connect', {}, { token: p.token });
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await accountsOf(p.id);
    expect(row?.stripeAccountId).toMatch(/^acct_test_\d+$/);
    expect(first.json()).toEqual({
      success: true,
      url: `${w.stripe.url}/connect/onboarding/${row?.stripeAccountId}`,
    });

    const created = w.stripe.calls.filter(
      (c) => c.path === '/v1/accounts' && c.form['metadata[providerId]'] === p.id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.form).toMatchObject({
      type: 'express',
      country: 'FR',
      email: p.email,
      'business_profile[name]': 'Inès Garnier',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
    });
    expect(created[0]?.headers['idempotency-key']).toBe(`connect-account:${p.id}`);
    const link = w.stripe.calls.filter((c) => c.path === '/v1/account_links').at(-1);
    expect(link?.form).toMatchObject({
      account: row?.stripeAccountId,
      type: 'account_onboarding',
      refresh_url: 'http://localhost:3000/dashboard/online-payments?onboarding=refresh',
      return_url: 'http://localhost:3000/dashboard/online-payments?onboarding=retour',
    });

    const again = await w.t.post('/api/payments/connect', {}, { token: p.token });
    expect(again.statusCode).toBe(200);
    expect(
      w.stripe.calls.filter((c) => c.path === '/v1/accounts' && c.form['metadata[providerId]'] === p.id),
    ).toHaveLength(1);
    expect(await accountsOf(p.id)).toHaveLength(1);

    const status = await w.t.get('/api/payments/connect', { token: p.token });
    expect(status.json()).toEqual({
      success: true,
      available: true,
      account: { id: row?.stripeAccountId, chargesEnabled: false, detailsSubmitted: false },
    });
    const page = await fetch(first.json<{ url: string }>().url);
    expect(await page.text()).toContain('Inscription à Stripe');
  });

  it('reads a pending account back from Stripe, so the provider back from onboarding sees it active', async () => {
    const p = await connectProvider(w.t);
    await w.t.post('/api/payments/connect', {}, { token: p.token });
    const [row] = await accountsOf(p.id);
    const standIn = w.stripe.accounts.get(row?.stripeAccountId ?? '');
    if (!standIn) throw new Error('no account at the stand-in');
    Object.assign(standIn, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
    const status = await w.t.get('/api/payments/connect', { token: p.token });
    expect(status.json().account).toEqual({
      id: row?.stripeAccountId,
      chargesEnabled: true,
      detailsSubmitted: true,
    });
    expect(await accountsOf(p.id)).toMatchObject([{ chargesEnabled: true, payoutsEnabled: true }]);
    // Active now: no further call to Stripe on each visit.
    const retrievals = () =>
      w.stripe.calls.filter((c) => c.method === 'GET' && c.path === `/v1/accounts/${row?.stripeAccountId}`)
        .length;
    const before = retrievals();
    await w.t.get('/api/payments/connect', { token: p.token });
    expect(retrievals()).toBe(before);
  });

  it('keeps the stored state when Stripe cannot be read', async () => {
    const p = await connectProvider(w.t);
    await w.t.post('/api/payments/connect', {}, { token: p.token });
    const [row] = await accountsOf(p.id);
    w.stripe.failNext('GET', `/v1/accounts/${row?.stripeAccountId}`, 5, { shouldRetry: false });
    const status = await w.t.get('/api/payments/connect', { token: p.token });
    expect(status.statusCode).toBe(200);
    expect(status.json().account).toMatchObject({ chargesEnabled: false });
  });

  it('creates one account when two requests arrive together', async () => {
    const p = await connectProvider(w.t);
    const answers = await Promise.all([
      w.t.post('/api/payments/connect', {}, { token: p.token }),
      w.t.post('/api/payments/connect', {}, { token: p.token }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await accountsOf(p.id);
    expect(rows).toHaveLength(1);
    const accounts = [...w.stripe.accounts.values()].filter((a) => a.metadata.providerId === p.id);
    expect(accounts.map((a) => a.id)).toEqual([rows[0]?.stripeAccountId]);
    // The second waited for the first's lock and found its row: Stripe was asked once.
    const asked = w.stripe.calls.filter(
      (c) => c.path === '/v1/accounts' && c.form['metadata[providerId]'] === p.id,
    );
    expect(asked).toHaveLength(1);
  });

  it('answers 502 in French when Stripe fails, and keeps no account', async () => {
    const p = await connectProvider(w.t);
    w.stripe.failNext('POST', '/v1/accounts', 5, { shouldRetry: false });
    const failed = await w.t.post('/api/payments/connect', {}, { token: p.token });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'PAYMENT_GATEWAY',
      message: BOOKING_PAYMENT_MESSAGES.stripeUnavailable,
    });
    expect(await accountsOf(p.id)).toEqual([]);
    w.stripe.failNext('POST', '/v1/accounts', 0);
  });

  it('refuses the guest (401), the administrator (403) and the administrator acting as the provider', async () => {
    expect((await w.t.get('/api/payments/connect')).statusCode).toBe(401);
    expect((await w.t.post('/api/payments/connect', {}, { csrf: true })).statusCode).toBe(401);
    const admin = await createUser(w.t.deps, { role: 'admin' });
    const adminToken = await w.t.login(admin.email, admin.password);
    expect((await w.t.get('/api/payments/connect', { token: adminToken })).statusCode).toBe(403);
    const p = await connectProvider(w.t);
    const started = await w.t.post(
      `/api/admin/users/${p.id}/impersonate`,
      { reason: 'Aide aux paiements en ligne' },
      { token: adminToken },
    );
    const token = started.json<{ token: string }>().token;
    expect((await w.t.get('/api/payments/connect', { token })).statusCode).toBe(200);
    const refused = await w.t.post('/api/payments/connect', {}, { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('IMPERSONATION_FORBIDDEN');
    expect(await accountsOf(p.id)).toEqual([]);
  });

  it('shows another provider nothing of this one’s account', async () => {
    const owner = await connectProvider(w.t);
    await w.t.post('/api/payments/connect', {}, { token: owner.token });
    const other = await connectProvider(w.t);
    const status = await w.t.get('/api/payments/connect', { token: other.token });
    expect(status.json()).toEqual({ success: true, available: true, account: null });
  });
});

describe('« Paiements en ligne » on an instance without Stripe Connect', () => {
  const w = setUpConnectWorld({ connect: false });

  it('says it is unavailable and refuses onboarding with 503 in French', async () => {
    const p = await connectProvider(w.t);
    const status = await w.t.get('/api/payments/connect', { token: p.token });
    expect(status.json()).toEqual({ success: true, available: false, account: null });
    const refused = await w.t.post('/api/payments/connect', {}, { token: p.token });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(BOOKING_PAYMENT_MESSAGES.notConfigured);
    expect(w.stripe.calls).toEqual([]);
  });
});
