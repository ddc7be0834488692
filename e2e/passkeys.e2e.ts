import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

/** Chromium's own software authenticator (DevTools protocol): a passkey that verifies the user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

describe('passkeys (issue 16): register, sign in with it, delete it', () => {
  const env = useJourney();

  it('registers a passkey from Sécurité, signs out, signs in with the e-mail and the key button, then deletes it', async () => {
    const url = env.server.url;
    const page = await (await newContext(env.browser, 'wide')).newPage();
    const watch = watchPage(page);
    await addVirtualAuthenticator(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/security`);
    await page.getByRole('button', { name: 'Ajouter une clé' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une clé de sécurité' });
    await dialog.getByLabel('Mot de passe actuel').fill(DEMO_PROVIDER.password);
    await dialog.getByLabel('Nom de la clé').fill('Ordinateur du cabinet');
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    const keys = page.getByRole('list', { name: 'Clés de sécurité' });
    await keys.getByText('Ordinateur du cabinet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'passkeys-security-wide');

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto(`${url}/?auth=login`);
    const login = page.getByRole('dialog');
    await login.getByLabel('Adresse e-mail').fill(DEMO_PROVIDER.email);
    await login.getByRole('button', { name: 'Se connecter avec une clé de sécurité' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/security`);
    await keys
      .getByText(/Utilisée le|Dernière utilisation/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Supprimer Ordinateur du cabinet' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer la clé' }).click();
    await page.getByText('Ordinateur du cabinet').waitFor({ state: 'detached' });
    await screenshot(page, 'passkeys-deleted-wide');
    expect(watch.errors).toEqual([]);
  }, 90_000);
});
