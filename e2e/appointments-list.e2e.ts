import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { bookThroughApi } from './support/public-booking';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const CLIENT = { name: 'Hortense Delacroix-Vaillant', email: 'hortense@exemple.fr' };
const OTHER = { name: 'Basile Moreau', email: 'basile@exemple.fr' };

/** « AAAA-MM-JJ », `days` after today in Paris. */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('« Rendez-vous »: search a client, narrow the period, export (issue 37)', () => {
  const env = useJourney();

  it('finds a client by part of her name, narrows the days, exports the CSV, on a laptop and a phone', async () => {
    const url = env.server.url;
    const providerId = await demoProviderId(url);
    await bookThroughApi(url, providerId, CLIENT);
    await bookThroughApi(url, providerId, OTHER);

    const page = await (await newContext(env.browser, 'wide')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/appointments`);
    const list = page.getByRole('main');
    await list.getByText(OTHER.name).first().waitFor();

    // Part of the name, without its accent or capital: only her.
    await page.getByLabel('Rechercher un client').fill('hortense delacroix');
    await list.getByText(CLIENT.name).first().waitFor();
    await expect.poll(() => list.getByText(OTHER.name).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'appointments-search-desktop');

    // A period after her appointment: nothing matches, and the list says so.
    await page.getByLabel('Du').fill(dayAhead(300));
    await page.getByText('Aucun rendez-vous ne correspond à votre recherche.').waitFor();
    await page.getByLabel('Du').fill(dayAhead(0));
    await list.getByText(CLIENT.name).first().waitFor();

    // « Exporter »: the CSV of what the filters select, in French, for a spreadsheet.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rendez-vous-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date;Heure;Fin;Prestation;Client;E-mail;Téléphone;Statut;Source;Note');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain(`;${CLIENT.name};${CLIENT.email};`);
    expect(lines[1]).toContain(';Confirmé;En ligne;');
    expect(watch.errors).toEqual([]);

    // On a phone: the same search, her whole name on screen.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/appointments`);
    await phone.getByLabel('Rechercher un client').fill('Delacroix');
    const name = phone.getByRole('main').getByText(CLIENT.name).first();
    await name.waitFor();
    // Not cut with an ellipsis: the text fits its box.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'appointments-search-phone');
  });
});
