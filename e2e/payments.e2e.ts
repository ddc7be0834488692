import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../src/test/stripe-stand-in';
import { api, apiLogin, completeSellerIdentity } from './support/api';
import { seriousViolations } from './support/axe';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

describe('paying a pack by card (Stripe stand-in), live invoice, the team’s books', () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startServer(stripe.env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stripe?.close();
  });

  it('picks « Pro », goes to Checkout, the webhook lands: Pro and the invoice appear without reload; the admin exports the sale', async () => {
    const url = server.url;
    await completeSellerIdentity(url);
    const provider = await apiLogin(url, DEMO_PROVIDER);
    const page = await (await newContext(browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Abonnement' }).waitFor();
    await page.getByRole('button', { name: 'Choisir le pack Pro' }).click();
    await page.waitForURL(new RegExp(`^${stripe.url}/pay/cs_test_\\d+$`));
    const session = stripe.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: provider.userId,
      'metadata[productId]': 'pro',
      'line_items[0][price_data][unit_amount]': '1499',
    });

    // Stripe sends the browser back, then its webhook a moment later.
    await page.goto(`${url}/dashboard/subscription?paiement=ok`);
    await page
      .getByRole('status')
      .getByText(/Paiement reçu/)
      .waitFor();
    await page.getByText('Aucune facture pour l’instant.').waitFor();
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    const event = stripe.signedEvent('checkout.session.completed', {
      id: 'cs_e2e_1',
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: provider.userId,
      metadata: { userId: provider.userId, productId: 'pro', vatRate: '20' },
      amount_total: 1499,
      currency: 'eur',
      customer: 'cus_e2e',
      subscription: 'sub_e2e',
      invoice: 'in_e2e',
      payment_intent: null,
    });
    const delivered = await fetch(`${url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    expect(delivered.status).toBe(200);

    const invoices = page.getByRole('table', { name: /Vos factures et avoirs/ });
    await invoices.getByText(/^Facture F-\d{4}-\d{6}$/).waitFor();
    await page.getByRole('link', { name: 'Quota : 200 rendez-vous restants' }).waitFor();
    await page.getByRole('button', { name: 'Gérer mon abonnement' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    const number = (await invoices.getByText(/^Facture F-/).textContent())?.replace('Facture ', '') ?? '';
    const balance = await api(url, provider.token, 'GET', '/api/billing/balance');
    expect(balance.json.balance).toMatchObject({ packId: 'pro' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'payments-subscription-paid-desktop');

    const phone = await (await newContext(browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/subscription`);
    await phone.getByRole('table', { name: /Vos factures et avoirs/ }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'payments-subscription-paid-phone');

    // The team's books: the sale, its PDF, and the journal for the accountant.
    const admin = await (await newContext(browser, 'desktop')).newPage();
    const adminWatch = watchPage(admin);
    await logIn(admin, url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL((u) => u.pathname === '/admin');
    await admin.goto(`${url}/admin/compta`);
    await admin.getByRole('heading', { level: 1, name: 'Comptabilité' }).waitFor();
    const documents = admin.getByRole('table', { name: /Factures et avoirs/ });
    await documents.getByText(`Facture ${number}`).waitFor();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Exporter le journal (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '');
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString('utf8')).toContain(`;${number};Facture;`);
    expect(csv.toString('utf8')).toContain(';12,49;2,50;14,99;Carte bancaire');
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'payments-admin-compta-desktop');

    const adminPhone = await (await newContext(browser, 'phone')).newPage();
    const adminPhoneWatch = watchPage(adminPhone);
    await logIn(adminPhone, url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await adminPhone.waitForURL((u) => u.pathname === '/admin');
    await adminPhone.goto(`${url}/admin/compta`);
    await adminPhone.getByRole('table', { name: /Factures et avoirs/ }).waitFor();
    expect(await seriousViolations(adminPhone)).toEqual([]);
    await screenshot(adminPhone, 'payments-admin-compta-phone');

    expect([...watch.errors, ...phoneWatch.errors, ...adminWatch.errors, ...adminPhoneWatch.errors]).toEqual(
      [],
    );
  });
});
