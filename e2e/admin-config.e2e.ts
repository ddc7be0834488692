import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_ADMIN, logIn } from './support/sign-in';

const BANNER = 'Maintenance ce soir de 22 h à 23 h : la réservation reste possible.';
const TESTIMONIAL = {
  name: 'Julie Roux',
  role: 'Coach sportive à Lyon',
  text: 'Mes clients réservent le soir, je n’ai plus à répondre au téléphone.',
};

/** Signs the demo administrator in and waits for the back office. */
async function logInAsAdmin(page: Page, baseUrl: string) {
  await logIn(page, baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
}

describe('the administrators’ configuration reaches the public pages', () => {
  const env = useJourney();

  it('an admin sets a maintenance banner and a testimonial; a visitor’s landing page shows both', async () => {
    const adminContext = await newContext(env.browser, 'desktop');
    const admin = await adminContext.newPage();
    const adminWatch = watchPage(admin);
    await logInAsAdmin(admin, env.server.url);
    await admin.goto(`${env.server.url}/admin/config`);

    const maintenance = admin.getByRole('form', { name: 'Bandeau de maintenance' });
    await maintenance.getByLabel('Message').fill(BANNER);
    await maintenance.getByLabel('Afficher le bandeau').check();
    await maintenance.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Configuration enregistrée').waitFor();

    const testimonials = admin.getByRole('form', { name: 'Témoignages' });
    await testimonials.getByRole('button', { name: 'Ajouter un témoignage' }).click();
    await testimonials.getByLabel('Nom').fill(TESTIMONIAL.name);
    await testimonials.getByLabel('Rôle').fill(TESTIMONIAL.role);
    await testimonials.getByLabel('Date du consentement').fill('2026-10-02');
    await testimonials.getByLabel('Texte').fill(TESTIMONIAL.text);
    await testimonials.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByRole('button', { name: 'Fermer la notification' }).waitFor();

    // The admin's own screens carry the banner too, and the page passes axe with it.
    await admin.reload();
    await admin.getByRole('status').filter({ hasText: BANNER }).waitFor();
    await admin.getByRole('form', { name: 'Témoignages' }).getByLabel('Nom').waitFor();
    await screenshot(admin, 'admin-config-desktop');
    expect(await seriousViolations(admin)).toEqual([]);
    expect(adminWatch.errors).toEqual([]);

    const adminPhone = await newContext(env.browser, 'phone');
    const adminOnPhone = await adminPhone.newPage();
    await logInAsAdmin(adminOnPhone, env.server.url);
    await adminOnPhone.goto(`${env.server.url}/admin/config`);
    await adminOnPhone.getByRole('form', { name: 'Bandeau de maintenance' }).waitFor();
    await screenshot(adminOnPhone, 'admin-config-phone');
    expect(await seriousViolations(adminOnPhone)).toEqual([]);
    await adminPhone.close();
    await adminContext.close();

    for (const kind of ['desktop', 'phone'] as const) {
      const visitorContext = await newContext(env.browser, kind);
      const visitor = await visitorContext.newPage();
      const visitorWatch = watchPage(visitor);
      await visitor.goto(`${env.server.url}/`);
      await visitor.getByRole('status').filter({ hasText: BANNER }).waitFor();
      const section = visitor.getByRole('region', { name: 'Ils prennent leurs rendez-vous avec Créneau' });
      await section.getByText(TESTIMONIAL.text).waitFor();
      expect(await section.textContent()).toContain(TESTIMONIAL.name);
      expect(await section.textContent()).toContain(TESTIMONIAL.role);
      // The consent date stays with the administrators.
      expect(await section.textContent()).not.toContain('2026');
      await screenshot(visitor, `landing-maintenance-${kind}`);
      expect(await seriousViolations(visitor)).toEqual([]);
      expect(visitorWatch.errors).toEqual([]);
      await visitorContext.close();
    }
  });
});
