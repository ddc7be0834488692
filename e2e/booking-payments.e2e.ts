import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../src/test/stripe-stand-in';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demoProviderId, fillClientForm, openBookableDay } from './support/booking';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const SERVICE = 'Séance de coaching';

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

describe('booking payments (issue 34): a client on a phone pays a deposit on the provider’s own Stripe account', () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startServer(stripe.env);
    stripe.connectWebhookUrl = `${server.url}/api/payments/connect/webhook`;
    browser = await launchBrowser();
    token = (await apiLogin(server.url, DEMO_PROVIDER)).token;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stripe?.close();
  });

  it('onboards, asks a deposit, the client pays through Checkout and sees the confirmation; the provider sees the payment', async () => {
    const url = server.url;
    const providerId = await demoProviderId(url);

    // The provider starts onboarding from « Paiements en ligne »; Stripe reports the account active.
    const provider = await (await newContext(browser, 'desktop')).newPage();
    const providerWatch = watchPage(provider);
    await logIn(provider, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    await provider.goto(`${url}/dashboard/online-payments`);
    await provider.getByText('Non activé').first().waitFor();
    await expectAxeClean(provider, 'paiements en ligne, non activés');
    await screenshot(provider, 'online-payments-none-desktop');
    await provider.getByRole('button', { name: 'Activer les paiements en ligne' }).click();
    await provider.waitForURL(new RegExp(`^${stripe.url}/connect/onboarding/`));
    const account = (await api(url, token, 'GET', '/api/payments/connect')).json.account as { id: string };
    expect(account.id).toMatch(/^acct_/);
    const updated = stripe.signedEvent(
      'account.updated',
      {
        id: account.id,
        object: 'account',
        charges_enabled: true,
        details_submitted: true,
        payouts_enabled: true,
      },
      { account: account.id, secret: stripe.env.STRIPE_CONNECT_WEBHOOK_SECRET },
    );
    const delivered = await fetch(`${url}/api/payments/connect/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': updated.signature },
      body: updated.payload,
    });
    expect(delivered.status).toBe(200);
    await provider.goto(`${url}/dashboard/online-payments?onboarding=retour`);
    await provider.getByText('Actif', { exact: true }).first().waitFor();

    // A deposit of 20 € on the coaching session.
    const services = (await api(url, token, 'GET', '/api/services')).json.services as Array<{
      id: string;
      name: string;
    }>;
    const serviceId = services.find((s) => s.name === SERVICE)?.id ?? '';
    const rule = await api(url, token, 'PATCH', `/api/services/${serviceId}`, {
      payment: { mode: 'deposit', amountCents: 2000 },
    });
    expect(rule.status).toBe(200);

    // The client, on a phone, reads the terms before committing, then pays on Stripe's page.
    const client = await (await newContext(browser, 'phone')).newPage();
    const clientWatch = watchPage(client);
    await client.goto(`${url}/booking/${providerId}`);
    await client
      .getByText(/Acompte 20,00\s€/)
      .first()
      .waitFor();
    const [slot] = await openBookableDay(client, url, providerId, SERVICE);
    await client
      .getByRole('button', { name: slot ?? '' })
      .first()
      .click();
    await fillClientForm(client, {
      name: 'Inès Garnier',
      email: `ines.garnier+${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
    });
    await client.getByText(/Un acompte de 20,00\s€ est demandé à la réservation/).waitFor();
    await expectAxeClean(client, 'formulaire avec acompte (téléphone)');
    await screenshot(client, 'booking-deposit-terms-phone');
    await client.getByRole('button', { name: "Réserver et payer l'acompte" }).click();
    await client.waitForURL(new RegExp(`^${stripe.url}/pay/cs_`));
    const session = stripe.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(session?.headers['stripe-account']).toBe(account.id);
    expect(session?.form['line_items[0][price_data][unit_amount]']).toBe('2000');
    await screenshot(client, 'booking-deposit-checkout-phone');
    await client.getByRole('button', { name: /Payer/ }).click();

    // Back on the booking's page: confirmed once Stripe's signed event arrived.
    await client.waitForURL(/paiement=ok/);
    await client.getByText(/votre rendez-vous est confirmé/).waitFor();
    await client.getByText(/Acompte payé\s:\s20,00\s€/).waitFor();
    await expectAxeClean(client, 'rendez-vous payé (téléphone)');
    await screenshot(client, 'booking-deposit-paid-phone');

    // The provider sees the payment in « Paiements reçus ».
    await provider.goto(`${url}/dashboard/online-payments`);
    await provider.getByText('Inès Garnier').first().waitFor();
    await expectAxeClean(provider, 'paiements reçus');
    await screenshot(provider, 'online-payments-received-desktop');

    expect(clientWatch.errors).toEqual([]);
    expect(providerWatch.errors).toEqual([]);
  });
});
