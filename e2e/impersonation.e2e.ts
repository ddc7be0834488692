import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, VIEWPORTS, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

const REASON = 'Ticket 1234 : aide à la configuration des rappels';
const REFUSAL =
  "Action réservée au titulaire du compte : elle est impossible lorsque l'administration est connectée à sa place.";

describe('« Se connecter en tant que » in Chromium', () => {
  const env = useMailingJourney();

  it('an admin acts as the demo provider with a reason, is refused the password change, comes back; the provider sees the visit', async () => {
    const context = await newContext(env.browser, 'desktop');
    const page = await context.newPage();
    const watcher = watchPage(page);
    await logIn(page, env.server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('camille');
    await page.getByText('1 utilisateur', { exact: true }).waitFor();
    await page.getByRole('table', { name: 'Utilisateurs' }).getByRole('link').first().click();

    await page.getByRole('button', { name: 'Se connecter en tant que' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Se connecter en tant que ${DEMO_PROVIDER.name}` });
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await dialog.getByText('Indiquez le motif de cette action').waitFor();
    await dialog.getByLabel('Motif').fill(REASON);
    await screenshot(page, 'impersonation-dialog-desktop');
    await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();

    // The provider's dashboard, without a reload, under the banner.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const banner = page.getByRole('region', { name: 'Connexion de l’administration' });
    await banner
      .getByText(`Vous êtes connecté en tant que ${DEMO_PROVIDER.name} (${DEMO_PROVIDER.email})`)
      .waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The admin's own token is kept where it was (this sign-in did not tick « remember me »: the tab's storage).
    expect(await page.evaluate(() => sessionStorage.getItem('originalToken'))).not.toBeNull();
    await screenshot(page, 'impersonation-dashboard-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Sécurité' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard/security');
    await page.getByLabel('Mot de passe actuel', { exact: true }).fill(DEMO_PROVIDER.password);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Un-nouveau-mot-2026');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('Un-nouveau-mot-2026');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByRole('alert').filter({ hasText: REFUSAL }).waitFor();
    await screenshot(page, 'impersonation-password-refused-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(VIEWPORTS.phone);
    await banner.waitFor();
    await screenshot(page, 'impersonation-banner-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    await banner.getByRole('button', { name: "Revenir à l'administration" }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Utilisateurs' }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(
      await page.evaluate(
        () => localStorage.getItem('originalToken') ?? sessionStorage.getItem('originalToken'),
      ),
    ).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain(DEMO_ADMIN.email);
    expect(watcher.errors).toEqual([]);
    await context.close();

    // The provider, signed in herself on her phone, sees when the support came in and why.
    const phone = await newContext(env.browser, 'phone');
    const own = await phone.newPage();
    const ownWatcher = watchPage(own);
    await logIn(own, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await own.waitForURL(/\/dashboard/);
    await own.goto(`${env.server.url}/dashboard/security`);
    const visits = own.getByRole('list', { name: 'Accès du support' });
    await visits.getByText(`Motif : ${REASON}`).waitFor();
    expect(await visits.getByText(/^Terminée à \d{2}:\d{2}/).count()).toBe(1);
    expect(await own.getByRole('region', { name: 'Connexion de l’administration' }).count()).toBe(0);
    await screenshot(own, 'security-support-access-phone');
    expect(await seriousViolations(own)).toEqual([]);
    expect(ownWatcher.errors).toEqual([]);
    await phone.close();
  });
});
