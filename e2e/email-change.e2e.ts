import { describe, expect, it } from 'vitest';
import { newContext, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

describe('e-mail change journey in Chromium', () => {
  const env = useMailingJourney();

  it('a provider on a phone asks for a new address, confirms it from the e-mail and signs in with it', async () => {
    const context = await newContext(env.browser, 'phone');
    const page = await context.newPage();
    const watcher = watchPage(page);
    const newEmail = `camille.nouvelle+${Date.now()}@exemple.fr`;

    await logIn(page, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await page.goto(`${env.server.url}/dashboard/security`);
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: "Changer d'adresse e-mail" }),
    });
    await card.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
    await card.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PROVIDER.password);
    await card.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
    await card.getByText(`Un lien de confirmation a été envoyé à ${newEmail}`).waitFor();
    await screenshot(page, 'email-change-requested-phone');

    const mail = await env.smtp.waitFor((m) => JSON.stringify(m.to ?? '').includes(newEmail));
    const link = /https?:\/\/\S+\/confirm-email\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, 'lien de confirmation dans le texte de l’e-mail').toBeDefined();

    await page.goto(link as string);
    await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
    await page.getByText('Adresse modifiée. Connectez-vous avec votre nouvelle adresse.').waitFor();
    await screenshot(page, 'email-change-confirmed-phone');
    const notice = await env.smtp.waitFor((m) => JSON.stringify(m.to ?? '').includes(DEMO_PROVIDER.email));
    expect(notice.subject).toBe('Votre adresse e-mail a été modifiée — Créneau');

    await logIn(page, env.server.url, newEmail, DEMO_PROVIDER.password);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain(newEmail);
    expect(watcher.errors).toEqual([]);
    await context.close();
  });
});
