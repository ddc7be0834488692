import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, VIEWPORTS, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

const SUSPENDED = 'Votre compte a été suspendu. Contactez le support pour en savoir plus.';

describe('administration of users in Chromium', () => {
  const env = useJourney();
  let userPath = '';

  it('an admin suspends a provider who is signed in elsewhere: that page is signed out at once and cannot sign in again', async () => {
    const providerContext = await newContext(env.browser, 'desktop');
    const provider = await providerContext.newPage();
    const providerWatch = watchPage(provider);
    await logIn(provider, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    await provider.getByRole('heading', { level: 1 }).first().waitFor();
    await provider.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    const adminContext = await newContext(env.browser, 'desktop');
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin);
    await logIn(admin, env.server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('camille');
    await admin.getByText('1 utilisateur', { exact: true }).waitFor();
    await screenshot(admin, 'admin-users-table-desktop');
    await admin.getByRole('table', { name: 'Utilisateurs' }).getByRole('link').first().click();
    await admin.waitForURL(/\/admin\/users\//);
    userPath = new URL(admin.url()).pathname;
    await admin.getByRole('heading', { level: 2, name: 'Statut & actions' }).waitFor();
    await screenshot(admin, 'admin-user-page-desktop');

    await admin.getByRole('button', { name: 'Suspendre', exact: true }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: /Motif/ }).fill('Signalements répétés de clients');
    await screenshot(admin, 'admin-suspend-dialog-desktop');
    await dialog.getByRole('button', { name: 'Suspendre le compte' }).click();
    await admin.getByText('Compte suspendu : ses sessions sont fermées.').waitFor();
    await admin.getByRole('button', { name: 'Réactiver' }).waitFor();
    await admin.getByText('Signalements répétés de clients').waitFor();

    // The provider's page leaves the dashboard by itself, without a reload, for the login.
    await provider.waitForURL((url) => url.pathname === '/' && url.search.includes('auth=login'));
    expect(await provider.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );
    const login = provider.getByRole('dialog');
    await login.getByLabel('Adresse e-mail').fill(DEMO_PROVIDER.email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PROVIDER.password);
    await login.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await login.getByText(SUSPENDED).waitFor();
    await screenshot(provider, 'admin-suspended-login-desktop');

    await admin.goto(`${env.server.url}/admin/audit`);
    await admin.getByText('Statut : Actif → Suspendu').waitFor();
    await admin.getByText('Signalements répétés de clients').waitFor();
    await screenshot(admin, 'admin-audit-desktop');

    expect(providerWatch.errors).toEqual([]);
    expect(adminWatch.errors).toEqual([]);
    await providerContext.close();
    await adminContext.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
    it(`/admin, the account page and /admin/audit pass axe-core (${viewport})`, async () => {
      const context = await newContext(env.browser, viewport);
      try {
        const page = await context.newPage();
        const watcher = watchPage(page);
        await logIn(page, env.server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
        await page.waitForURL((url) => url.pathname === '/admin');
        await page
          .getByText(/\d+ utilisateurs?/)
          .first()
          .waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `admin-users-${viewport}`);

        await page.goto(`${env.server.url}${userPath}`);
        await page.getByRole('heading', { level: 2, name: 'Journal' }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `admin-user-page-${viewport}`);
        await page.getByRole('button', { name: 'Réactiver' }).click();
        await page.getByRole('alertdialog').getByRole('textbox', { name: /Motif/ }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');

        await page.goto(`${env.server.url}/admin/audit`);
        await page.getByText('Statut : Actif → Suspendu').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `admin-audit-${viewport}`);
        expect(watcher.errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
