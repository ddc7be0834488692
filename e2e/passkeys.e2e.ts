import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

/**
 * Chromium's own software authenticator (DevTools protocol): a passkey that verifies the user.
 * `present(false)` makes it wait, as a person who has not touched it yet.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    present: (enabled: boolean) =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}

/** On a phone « Déconnexion » is in the menu (issue 37); on a desktop, in the top bar. */
async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.waitForURL((u) => u.pathname === '/');
}

describe('passkeys (issue 16): register, sign in with it, delete it', () => {
  const env = useJourney();

  it('registers a passkey from Sécurité, signs in with it by autofill and by the key button, fails kindly for an address without one, then deletes it', async () => {
    const url = env.server.url;
    const page = await (await newContext(env.browser, 'wide')).newPage();
    const watch = watchPage(page);
    const authenticator = await addVirtualAuthenticator(page);
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

    // Conditional UI: the login form offers the passkey at once, before any e-mail is typed.
    await signOut(page);
    await page.goto(`${url}/?auth=login`);
    await page.waitForURL(/\/dashboard/);

    // By e-mail: the key button is there for every address (the server no longer tells which
    // addresses have a key, ADR 0041); this one has.
    await signOut(page);
    await authenticator.present(false);
    await page.goto(`${url}/?auth=login`);
    const login = page.getByRole('dialog');
    await login.getByLabel('Adresse e-mail').fill(DEMO_PROVIDER.email);
    const button = login.getByRole('button', { name: 'Se connecter avec une clé de sécurité' });
    await button.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'passkeys-login-wide');
    await authenticator.present(true);
    await button.click();
    await page.waitForURL(/\/dashboard/);

    await page.goto(`${url}/dashboard/security`);
    await keys
      .getByText(/utilisée le/)
      .first()
      .waitFor();

    // The same screens on a phone: the key list, and the login form offering the key. The phone's
    // own authenticator holds no key of this site.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await addVirtualAuthenticator(phone);
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/security`);
    await phone.getByRole('list', { name: 'Clés de sécurité' }).getByText('Ordinateur du cabinet').waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'passkeys-security-phone');
    await signOut(phone);
    await phone.goto(`${url}/?auth=login`);
    await phone.getByRole('dialog').getByLabel('Adresse e-mail').fill(DEMO_PROVIDER.email);
    await phone.getByRole('button', { name: 'Se connecter avec une clé de sécurité' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'passkeys-login-phone');
    // An address without a key (here without an account) is offered the button too; no key answers
    // the decoy the server sends, and the form says so in French.
    const phoneLogin = phone.getByRole('dialog');
    await phoneLogin.getByLabel('Adresse e-mail').fill('personne@exemple.fr');
    await phoneLogin.getByRole('button', { name: 'Se connecter avec une clé de sécurité' }).click();
    const noKey = phoneLogin.getByRole('alert').filter({ hasText: 'Erreur WebAuthn' });
    await noKey
      .getByText("Aucune clé de sécurité enregistrée pour cette adresse n'a répondu.", { exact: false })
      .waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'passkeys-no-key-phone');
    expect(phoneWatch.errors).toEqual([]);

    await page.getByRole('button', { name: 'Supprimer Ordinateur du cabinet' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer la clé' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Supprimer Ordinateur du cabinet' }).count())
      .toBe(0);
    await screenshot(page, 'passkeys-deleted-wide');
    expect(watch.errors).toEqual([]);
  });
});
