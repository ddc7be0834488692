import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

/** A call to the public API with a key, as Zapier or a CRM would make it. */
async function v1(url: string, key: string, path: string): Promise<Response> {
  return fetch(`${url}/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
}

describe('« Intégrations »: a key for the public API (issue 36)', () => {
  const env = useJourney();

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
    await dialog.getByRole('checkbox', { name: 'Lire les services' }).check();
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
});
