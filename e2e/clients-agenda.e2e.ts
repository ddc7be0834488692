import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { bookThroughApi } from './support/public-booking';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

describe('a client page and the agenda’s closed time (issue 15)', () => {
  const env = useJourney();

  it('opens a client from the list, keeps a note, exports from the menu; the week hatches closed time', async () => {
    const url = env.server.url;
    await bookThroughApi(url, await demoProviderId(url), {
      name: 'Zoé Lambert',
      email: 'zoe.lambert@exemple.fr',
    });
    for (const kind of ['wide', 'phone'] as const) {
      const page = await (await newContext(env.browser, kind)).newPage();
      const watch = watchPage(page);
      await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(`${url}/dashboard/clients`);
      await page.getByRole('link', { name: 'Zoé Lambert' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Zoé Lambert' }).waitFor();
      const note = page.getByLabel('Votre note sur ce client');
      await note.fill(`Préfère les rendez-vous du matin (${kind}).`);
      await page.getByRole('button', { name: 'Enregistrer la note' }).click();
      await page
        .getByText(/Note enregistrée/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Actions' }).click();
      await page.getByRole('menuitem', { name: /Exporter/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `client-page-${kind}`);
      await page.keyboard.press('Escape');

      await page.goto(`${url}/dashboard/agenda`);
      await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
      await page.getByRole('button', { name: 'Semaine' }).click();
      await page.locator('[data-closed]').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `agenda-closed-time-${kind}`);
      expect(watch.errors).toEqual([]);
    }
  });
});
