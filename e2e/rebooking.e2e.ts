import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { bookThroughApi } from './support/public-booking';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

/** A date a month ahead, as the date input takes it: free whatever today's agenda holds. */
function monthAhead(): string {
  return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
}

describe('re-booking a known client (issue 37)', () => {
  const env = useJourney();

  it('books again from a client’s page, and picks a suggested client with the keyboard', async () => {
    const url = env.server.url;
    await bookThroughApi(url, await demoProviderId(url), {
      name: 'Hélène Rebook',
      email: 'helene.rebook@exemple.fr',
    });
    for (const [kind, time] of [
      ['wide', '10:00'],
      ['phone', '15:00'],
    ] as const) {
      const page = await (await newContext(env.browser, kind)).newPage();
      const watch = watchPage(page);
      await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(`${url}/dashboard/clients`);
      await page.getByRole('link', { name: 'Hélène Rebook' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Hélène Rebook' }).waitFor();

      await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
      const name = dialog.getByRole('combobox', { name: 'Nom du client' });
      await name.waitFor();
      expect(await name.inputValue()).toBe('Hélène Rebook');
      expect(await dialog.getByRole('combobox', { name: 'E-mail (facultatif)' }).inputValue()).toBe(
        'helene.rebook@exemple.fr',
      );
      await dialog.getByLabel('Date').fill(monthAhead());
      await dialog.getByLabel('Heure').fill(time);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `rebooking-prefilled-${kind}`);
      await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
      await page.getByText(/Rendez-vous enregistré : Hélène Rebook/).waitFor();
      // The client's page lists the new appointment among those to come.
      await page.getByRole('list', { name: 'À venir' }).getByText(time).first().waitFor();

      // The suggestion: two letters, the arrow, Enter.
      await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
      await name.fill('');
      await dialog.getByRole('combobox', { name: 'E-mail (facultatif)' }).fill('');
      await name.pressSequentially('hé');
      const option = page.getByRole('option', { name: /Hélène Rebook/ });
      await option.waitFor();
      await name.press('ArrowDown');
      expect(await option.getAttribute('aria-selected')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `rebooking-suggestion-${kind}`);
      await name.press('Enter');
      await option.waitFor({ state: 'detached' });
      expect(await dialog.getByRole('combobox', { name: 'E-mail (facultatif)' }).inputValue()).toBe(
        'helene.rebook@exemple.fr',
      );
      expect(await name.inputValue()).toBe('Hélène Rebook');
      expect(watch.errors).toEqual([]);
    }
  });
});
