import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, VIEWPORTS, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';
import { registerVerifiedProvider } from './support/sign-up';

const OTHER = { name: 'Bruno Autre', email: 'bruno.autre@exemple.fr', password: 'Un-bon-mot-de-passe' };

/** The signed-in page's session token, for the API calls a journey makes on the side. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      localStorage.getItem('token') ??
      localStorage.getItem('authToken') ??
      sessionStorage.getItem('token') ??
      sessionStorage.getItem('authToken'),
  );
  if (!token) throw new Error('pas de jeton dans la page');
  return token;
}

async function bothSizes(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('global banners', () => {
  const env = useMailingJourney();

  it('the admin targets one provider with two banners: she sees them rotate and closes one, another provider sees nothing', async () => {
    const base = env.server.url;
    await registerVerifiedProvider(base, env.smtp, OTHER);

    const admin = await (await newContext(env.browser, 'desktop')).newPage();
    const adminWatch = watchPage(admin);
    await logIn(admin, base, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL((url) => url.pathname.startsWith('/admin'));
    await admin.goto(`${base}/admin/notifications`);
    await admin.getByText('Aucune annonce').waitFor();

    // The first banner through the form, for Camille only.
    await admin.getByRole('button', { name: 'Nouvelle annonce' }).click();
    const form = admin.getByRole('dialog', { name: 'Nouvelle annonce' });
    await form.getByLabel('Titre').fill('Maintenance dimanche');
    await form
      .getByLabel(/Message \(HTML\)/)
      .fill('<p>Le service sera <strong>coupé</strong> de 22 h à 23 h.</p><script>alert(1)</script>');
    await form.getByRole('region', { name: 'Aperçu du message' }).getByText('coupé').waitFor();
    await form.getByRole('button', { name: 'Utilisateurs choisis' }).click();
    await form.getByLabel('Rechercher un utilisateur').fill('camille');
    await form.getByRole('button', { name: `Ajouter ${DEMO_PROVIDER.name}` }).click();
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'banners-admin-form-desktop');
    await form.getByRole('button', { name: 'Publier' }).click();
    await admin.getByText('Annonce publiée').waitFor();
    await admin.getByRole('heading', { name: 'Maintenance dimanche' }).waitFor();

    // The second one through the API, with a higher priority: it comes first.
    const adminToken = await tokenOf(admin);
    const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const found = await fetch(`${base}/api/admin/users/search?q=camille`, { headers });
    const camilleId = ((await found.json()) as { users: { id: string; email: string }[] }).users.find(
      (u) => u.email === DEMO_PROVIDER.email,
    )?.id;
    const sent = await fetch(`${base}/api/admin/notifications/send`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Nouvelle fonctionnalité',
        message: '<p>Vos clients peuvent maintenant déplacer un rendez-vous.</p>',
        type: 'success',
        priority: 5,
        targetAll: false,
        targetUserIds: [camilleId],
      }),
    });
    expect(sent.status).toBe(201);
    await admin.reload();
    await admin.getByRole('heading', { name: 'Nouvelle fonctionnalité' }).waitFor();
    await bothSizes(admin, 'banners-admin-list');

    // Camille: both banners, the higher priority first, rotating every 10 s.
    const provider = await (await newContext(env.browser, 'desktop')).newPage();
    const providerWatch = watchPage(provider);
    await logIn(provider, base, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    const banner = provider.getByRole('region', { name: 'Annonces' });
    await banner.getByText('Nouvelle fonctionnalité').waitFor();
    expect(await banner.textContent()).toContain('1 / 2');
    await banner.getByText('2 / 2').waitFor();
    expect(await banner.textContent()).toContain('Maintenance dimanche');
    expect(await banner.locator('script').count()).toBe(0);
    await banner.getByRole('button', { name: 'Annonce suivante' }).click();
    await banner.getByText('1 / 2').waitFor();
    await bothSizes(provider, 'banners-provider-two');

    // Closing the current one leaves the other, without counter; it stays closed after a reload.
    await banner.getByRole('button', { name: 'Fermer l’annonce « Nouvelle fonctionnalité »' }).click();
    await banner.getByText('Maintenance dimanche').waitFor();
    expect(await banner.getByText('/ 2').count()).toBe(0);
    await provider.reload();
    await banner.getByText('Maintenance dimanche').waitFor();
    expect(await banner.getByText('Nouvelle fonctionnalité').count()).toBe(0);
    await screenshot(provider, 'banners-provider-one-desktop');

    // Bruno, another provider: nothing is for him.
    const other = await (await newContext(env.browser, 'phone')).newPage();
    const otherWatch = watchPage(other);
    const answered = other.waitForResponse((r) => r.url().includes('/api/notifications/global'));
    await logIn(other, base, OTHER.email, OTHER.password);
    const response = await answered;
    expect(((await response.json()) as { data: { notifications: unknown[] } }).data.notifications).toEqual(
      [],
    );
    // A banner published for Camille meanwhile does not reach him live either.
    const live = await fetch(`${base}/api/admin/notifications/send`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Pour Camille seulement',
        message: 'Texte',
        targetAll: false,
        targetUserIds: [camilleId],
      }),
    });
    expect(live.status).toBe(201);
    await banner.getByText('Pour Camille seulement').waitFor();
    expect(await other.getByRole('region', { name: 'Annonces' }).count()).toBe(0);
    await screenshot(other, 'banners-other-provider-phone');

    expect(adminWatch.errors).toEqual([]);
    expect(providerWatch.errors).toEqual([]);
    expect(otherWatch.errors).toEqual([]);
  });
});
