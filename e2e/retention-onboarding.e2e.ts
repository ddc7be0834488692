import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, VIEWPORTS, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const QUESTION = 'Combien de temps garder l’historique de vos clients ?';
const checklistOf = (page: Page) =>
  page.getByRole('region', { name: 'Pour ouvrir votre page aux réservations' });

describe('how long to keep clients’ data, asked on the overview (issue 15, item 9)', () => {
  const env = useJourney();

  it('asks the demo provider on a phone and a laptop; the answer is saved and shown done', async () => {
    const url = env.server.url;
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    const phoneQuestion = checklistOf(phone).getByRole('group', { name: QUESTION });
    await phoneQuestion.waitFor();
    await checklistOf(phone)
      .getByText(
        'Votre page peut déjà prendre des réservations ; une dernière question sur les données de vos clients.',
      )
      .waitFor();
    expect(await phoneQuestion.getByRole('radio', { name: /^30 jours/ }).isChecked()).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    await phoneQuestion.scrollIntoViewIfNeeded();
    await screenshot(phone, 'retention-question-phone');

    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    const checklist = checklistOf(page);
    await checklist.getByRole('group', { name: QUESTION }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'retention-question-desktop');

    await checklist.getByRole('radio', { name: '1 an' }).check();
    await checklist.getByRole('button', { name: 'Enregistrer ce choix' }).click();
    await checklist
      .getByText('Tout est prêt. Vous pourrez changer la durée de conservation dans Paramètres.')
      .waitFor();
    expect(await checklist.getByRole('group', { name: QUESTION }).count()).toBe(0);
    expect(await checklist.getByRole('listitem').last().textContent()).toBe(
      'Choisir combien de temps garder l’historique de vos clients : faitFait',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'retention-answered-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'retention-answered-phone');

    // Saved through the settings: Paramètres shows the chosen duration, and the overview no longer asks.
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${url}/dashboard/settings`);
    expect(await page.getByLabel('Durée de conservation (jours)').inputValue()).toBe('365');
    await phone.reload();
    await phone.getByRole('heading', { name: /^Bonjour/ }).waitFor();
    await phone.waitForLoadState('networkidle');
    expect(await checklistOf(phone).count()).toBe(0);
    expect([...watch.errors, ...phoneWatch.errors]).toEqual([]);
  });
});
