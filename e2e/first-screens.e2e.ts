import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId } from './support/booking';
import { newContext, screenshot, untilAppRuns, VIEWPORTS, watchPage } from './support/browser';
import { useJourney } from './support/journey';

/**
 * Before any script runs, records whether the first screen's heading is ever taken out of the page:
 * kept (hydrated) is what ADR 0068 promises, so the largest paint is the server's.
 */
function watchHeading(): void {
  const scope = window as unknown as { __headingReplaced: boolean };
  scope.__headingReplaced = false;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes)
        if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
          scope.__headingReplaced = true;
  }).observe(document, { childList: true, subtree: true });
}

async function openWithoutScripts(browser: Browser, kind: 'phone' | 'wide', url: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[kind],
    locale: 'fr-FR',
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/**
 * Issue 37 items 6 and 8: the landing page and a provider's booking page arrive drawn (read here
 * with scripts off, as a link preview or a slow phone's first seconds see them), then the app
 * takes the same page over without redrawing it and it works; at 390×844 and 1440×900, axe clean.
 */
describe('first screens drawn before any script (issue 37)', () => {
  const env = useJourney();

  it('shows the landing page and the booking page before any script, then makes them live as they are', async () => {
    const url = env.server.url;
    const providerId = await demoProviderId(url);
    const booking = `${url}/booking/${providerId}`;

    for (const kind of ['phone', 'wide'] as const) {
      const landing = await openWithoutScripts(env.browser, kind, `${url}/`);
      await landing.getByRole('heading', { level: 1, name: /Vos clients réservent en ligne/ }).waitFor();
      await landing.getByRole('link', { name: 'Créer mon compte gratuitement' }).first().waitFor();
      await screenshot(landing, `first-screen-landing-${kind}`);
      const page = await openWithoutScripts(env.browser, kind, booking);
      await page.getByRole('heading', { level: 1, name: 'Camille Martin Coaching' }).waitFor();
      await page.getByRole('button', { name: /Séance découverte/ }).waitFor();
      expect(await page.locator('script#booking-provider').count()).toBe(1);
      await screenshot(page, `first-screen-booking-${kind}`);
      await landing.context().close();
      await page.context().close();
    }

    for (const kind of ['phone', 'wide'] as const) {
      const context = await newContext(env.browser, kind);
      await context.addInitScript(watchHeading);
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto(`${url}/`);
      await untilAppRuns(page);
      // The page's links work once the app runs: the sign-up dialog opens over the kept page.
      await page.getByRole('link', { name: 'Créer mon compte gratuitement' }).first().click();
      await page.getByRole('dialog').waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __headingReplaced: boolean }).__headingReplaced),
      ).toBe(false);
      await page.keyboard.press('Escape');

      await page.goto(booking);
      await untilAppRuns(page);
      await page.getByRole('button', { name: /Séance découverte/ }).click();
      await page.getByRole('heading', { name: 'Choisissez la date et l’heure' }).waitFor();
      expect(
        await page.evaluate(() => (window as unknown as { __headingReplaced: boolean }).__headingReplaced),
      ).toBe(false);
      expect(await seriousViolations(page), `réservation ${kind}`).toEqual([]);
      await screenshot(page, `first-screen-booking-live-${kind}`);
      await page.goto(`${url}/`);
      await page.getByRole('heading', { level: 1, name: /Vos clients réservent en ligne/ }).waitFor();
      expect(await seriousViolations(page), `accueil ${kind}`).toEqual([]);
      expect(watch.errors).toEqual([]);
      await context.close();
    }
  });
});
