import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { M } from '../src/shared/messages';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { newContext, SCREENSHOT_DIR, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { logIn } from './support/sign-in';
import { registerVerifiedProvider } from './support/sign-up';

const PROVIDER = {
  name: 'Hugo Lefèvre',
  email: `hugo.lefevre+${Date.now()}@exemple.fr`,
  password: 'Un-bon-mot-de-passe',
};
/** The server's refusal of a wrong confirmation (src/server/modules/gdpr/account-deletion.ts). */
const WRONG_PASSWORD = 'Mot de passe incorrect';
const DASHBOARD_NAV = 'Navigation — Espace professionnel';

/** What /compte-supprime says (src/web/features/gdpr/pages/account-deleted-page.tsx), read as a person reads it. */
async function expectAccountDeletedPage(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Compte supprimé' }).waitFor();
  await expect.poll(() => page.title()).toBe('Compte supprimé — Créneau');
  await page.getByText('Votre compte Créneau a bien été supprimé. Voici ce qui a été fait :').waitFor();
  for (const line of [
    'Vous êtes déconnecté de tous vos appareils.',
    /^Vos données personnelles sont effacées\u00a0: compte, profil/,
    /^Vos rendez-vous à venir sont annulés et vos clients ont été prévenus par e-mail\u00a0; dans/,
    'Votre page de réservation n’existe plus.',
    /^Vos factures, vos commandes \(sans adresse de livraison\) et votre DPA signé sont conservés/,
  ])
    await page.getByRole('listitem').filter({ hasText: line }).waitFor();
  await page.getByText('Merci d’avoir utilisé Créneau.').waitFor();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).waitFor();
  // Signed out: the public frame, not the provider's.
  expect(await page.getByRole('navigation', { name: DASHBOARD_NAV }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Déconnexion' }).count()).toBe(0);
  expect(await page.getByText(PROVIDER.name).count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('account deletion journey in Chromium (SPEC §4 right to erasure, issue 37 item 7)', () => {
  const env = useMailingJourney();

  it('a provider on a phone deletes their account, lands on « Compte supprimé » and cannot sign in again', async () => {
    const base = env.server.url;
    await registerVerifiedProvider(base, env.smtp, PROVIDER);
    const context = await newContext(env.browser, 'phone');
    const page = await context.newPage();
    const watcher = watchPage(page);

    // Deleting never waits for the DPA: the documents page is outside its gate.
    await logIn(page, base, PROVIDER.email, PROVIDER.password);
    await page.waitForURL((url) => url.pathname === '/dpa-signature');
    await page.goto(`${base}/rgpd/documents`);
    await page.getByRole('heading', { level: 1, name: 'Documents RGPD' }).waitFor();
    // The provider's menu is there before, to tell that it is gone after.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation', { name: DASHBOARD_NAV }).waitFor();
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await page.getByRole('navigation', { name: DASHBOARD_NAV }).waitFor({ state: 'detached' });

    const section = page.getByRole('region', { name: 'Supprimer mon compte' });
    const password = section.getByLabel('Mot de passe', { exact: true });
    const submit = section.getByRole('button', { name: 'Supprimer mon compte', exact: true });
    const fieldError = async (message: string) => {
      const error = section.getByText(message, { exact: true });
      await error.waitFor();
      expect(await password.getAttribute('aria-invalid')).toBe('true');
      expect((await password.getAttribute('aria-describedby'))?.split(' ')).toContain(
        await error.getAttribute('id'),
      );
    };

    // Empty: said under the field, no dialog.
    await submit.click();
    await fieldError(M.register.passwordRequired);
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await screenshot(page, 'account-deletion-empty-password-phone');

    // Wrong: the dialog asks, the server refuses, its message goes under the field.
    await password.fill('Pas-le-bon-mot-de-passe');
    await submit.click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer définitivement votre compte ?' });
    await confirm.getByText('Cette action est irréversible.').waitFor();
    await confirm.getByRole('button', { name: 'Oui, supprimer mon compte' }).click();
    await confirm.waitFor({ state: 'detached' });
    await fieldError(WRONG_PASSWORD);
    expect(await section.getByText(M.register.passwordRequired).count()).toBe(0);
    await expect.poll(() => password.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'account-deletion-wrong-password-phone');
    // Nothing deleted: the page stays, and the account still signs in.
    expect(new URL(page.url()).pathname).toBe('/rgpd/documents');
    const other = await apiLogin(base, PROVIDER);
    expect((await api(base, other.token, 'GET', '/api/auth/verify-token')).status).toBe(200);

    // Right: confirmed once more, the account goes.
    await password.fill(PROVIDER.password);
    await submit.click();
    // The focus starts on « Annuler »: Enter pressed too quickly deletes nothing.
    const cancel = confirm.getByRole('button', { name: 'Annuler' });
    await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'account-deletion-confirm-phone');
    await confirm.getByRole('button', { name: 'Oui, supprimer mon compte' }).click();

    await page.waitForURL((url) => url.pathname === '/compte-supprime');
    await expectAccountDeletedPage(page);
    // The phone's menu is the public one now: sign in or up, no « Mon espace ».
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('navigation', { name: 'Navigation mobile' }).waitFor();
    await page.getByRole('link', { name: 'Connexion', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Mon espace' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Fermer le menu' }).click();
    await page.getByRole('navigation', { name: 'Navigation mobile' }).waitFor({ state: 'hidden' });
    await screenshot(page, 'account-deleted-phone');
    // Every session ended, the one opened elsewhere too.
    expect((await api(base, other.token, 'GET', '/api/auth/verify-token')).status).toBe(401);

    // The page is public: opened directly on a laptop, it says the same.
    const wideContext = await newContext(env.browser, 'wide');
    const wide = await wideContext.newPage();
    const wideWatcher = watchPage(wide);
    await wide.goto(`${base}/compte-supprime`);
    await expectAccountDeletedPage(wide);
    await screenshot(wide, 'account-deleted-wide');

    // Signing in again with the deleted account: SPEC §8's message in the login modal.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Connexion', exact: true }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Adresse e-mail').fill(PROVIDER.email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(PROVIDER.password);
    await login.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await login.getByText(M.login.badCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The dialog alone: the landing page behind it is ten screens long.
    await login.screenshot({ path: path.join(SCREENSHOT_DIR, 'account-deleted-login-refused-phone.png') });

    expect(watcher.errors).toEqual([]);
    expect(wideWatcher.errors).toEqual([]);
    await wideContext.close();
    await context.close();
  });
});
