import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, verifies, type WebhookReceiver } from '../src/test/webhook-receiver';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

/** A call to the public API with a key, as Zapier or a CRM would make it. */
async function v1(url: string, key: string, path: string): Promise<Response> {
  return fetch(`${url}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
}

describe('« Intégrations »: a key for the public API and a signed webhook (issue 36)', () => {
  // The receiver listens on 127.0.0.1: the outbound guard lets the test server reach it.
  const env = useMailingJourney({ serverEnv: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('creates a key shown once, uses it on /api/v1, then revokes it after a confirmation', async () => {
    const url = env.server.url;
    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/integrations`);
    await page.getByRole('heading', { name: 'Aucune clé d’API' }).waitFor();

    // A key for the provider's CRM, reading the services only.
    await page.getByRole('button', { name: 'Créer une clé' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle clé d’API' });
    await dialog.getByRole('button', { name: 'Créer la clé' }).click();
    await dialog.getByText('Le nom de la clé est obligatoire.').waitFor();
    await dialog.getByLabel('Nom de la clé').fill('Mon CRM');
    await dialog.getByRole('checkbox', { name: 'Lire les prestations' }).check();
    await dialog.getByRole('button', { name: 'Créer la clé' }).click();
    const secret = (await dialog.getByText(/^crn_live_/).textContent()) ?? '';
    expect(secret).toMatch(/^crn_live_[\w-]{20,}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'integrations-key-secret-desktop');
    await dialog.getByRole('button', { name: 'J’ai copié la clé' }).click();
    await page.getByText('Mon CRM').waitFor();
    // Shown once: the list has its prefix only.
    expect(await page.getByText(secret).count()).toBe(0);

    // The key opens its scope, and nothing else.
    const services = await v1(url, secret, '/services');
    expect(services.status).toBe(200);
    expect(JSON.stringify(await services.json())).toContain('Séance découverte');
    expect((await v1(url, secret, '/bookings')).status).toBe(403);

    // Revoked after a confirmation: refused at once.
    await page.getByRole('button', { name: 'Révoquer la clé Mon CRM' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Révoquer' }).click();
    await page.getByRole('heading', { name: 'Aucune clé d’API' }).waitFor();
    expect((await v1(url, secret, '/services')).status).toBe(401);
    expect(watch.errors).toEqual([]);

    // The same screen on a phone, and the public documentation page it links to.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/integrations`);
    await phone.getByRole('heading', { name: 'Aucune clé d’API' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'integrations-phone');
    await phone.goto(`${url}/documentation-api`);
    await phone.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'api-docs-phone');
  });

  it('adds a webhook whose secret is shown once, sends a signed test and shows it delivered in the log', async () => {
    const url = env.server.url;
    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/integrations`);
    await page.getByRole('heading', { name: 'Aucun webhook' }).waitFor();

    await page.getByRole('button', { name: 'Ajouter un webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau webhook' });
    await dialog.getByLabel('Adresse de réception').fill(receiver.url);
    await dialog.getByRole('checkbox', { name: 'Rendez-vous pris' }).check();
    await dialog.getByRole('button', { name: 'Ajouter le webhook' }).click();
    const secret = (await dialog.getByText(/^whsec_/).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'J’ai copié le secret' }).click();

    // « Envoyer un test »: a ping the receiver can verify with the secret it was shown.
    await page.getByRole('button', { name: 'Envoyer un test' }).click();
    await page.getByText('Test envoyé').waitFor();
    await expect.poll(() => receiver.calls.length).toBeGreaterThan(0);
    const [ping] = receiver.calls;
    expect(ping?.json.type).toBe('ping');
    expect(ping && verifies(secret, ping)).toBe(true);
    expect(ping && verifies(secret, ping, ping.body.replace('ping', 'pong'))).toBe(false);

    await page.getByRole('button', { name: 'Journal des envois' }).click();
    await page.getByText('Livré').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'integrations-webhook-log-desktop');
    expect(watch.errors).toEqual([]);
  });
});
