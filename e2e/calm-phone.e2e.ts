import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORAGE } from '../src/web/lib/storage-keys';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const PROMPT = 'Recevoir les notifications de Créneau dans ce navigateur ?';
const GROUPS = ['Agenda', 'Clients', 'Réglages', 'Compte'];

/** Past the prompt's 3 s delay and two 5 s retries, on the page's own clock (no sleep). */
async function pastPromptDelay(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(15_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * The prompt shows, the page's clock moved on by the prompt's 5 s retries while it does not (the
 * dashboard may draw its shell after the network went quiet). If it never does, says what the
 * page showed instead: the toast or banner it gives way to, and a screenshot.
 */
async function promptShows(page: Page, kind: string) {
  const prompt = page.getByRole('region', { name: PROMPT });
  try {
    await expect
      .poll(async () => {
        if ((await prompt.count()) === 0) await page.clock.fastForward(5_000);
        return prompt.count();
      })
      .toBe(1);
  } catch (err) {
    await screenshot(page, `calm-prompt-missing-${kind}`);
    const shown = await page.evaluate(() => ({
      url: location.href,
      toast: document.querySelector('[role="status"]')?.textContent ?? '',
      alerts: [...document.querySelectorAll('[role="alert"], [role="dialog"]')].map((e) => e.textContent),
      permission: 'Notification' in window ? Notification.permission : 'absent',
    }));
    throw new Error(`invitation absente : ${JSON.stringify(shown)}`, { cause: err });
  }
}

type TBox = { x: number; y: number; width: number; height: number };
const overlaps = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('a calm phone (issue 37)', () => {
  const env = useJourney({ push: true });

  for (const kind of ['phone', 'wide'] as const) {
    it(`${kind}: no prompt on the first day nor on /dpa-signature, the prompt the next day beside the help button, « Plus tard » kept; menu groups`, async () => {
      const context = await newContext(env.browser, kind, { pushPrompt: 'new' });
      await context.clock.install({ time: Date.now() });
      const page = await context.newPage();
      const watch = watchPage(page);
      const prompt = page.getByRole('region', { name: PROMPT });

      // First day in this browser: no prompt.
      await logIn(page, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
      await page.waitForURL(/\/dashboard/);
      await pastPromptDelay(page);
      expect(await prompt.count()).toBe(0);

      // The menu, grouped: in the sidebar on a desktop, behind « Ouvrir le menu » on a phone, with « Déconnexion ».
      if (kind === 'phone') {
        // The shell is drawn once the account is read: its menu button says so.
        await page.getByRole('button', { name: 'Ouvrir le menu' }).waitFor();
        expect(await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).isVisible()).toBe(
          false,
        );
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      }
      const nav = page.getByRole('navigation', { name: 'Navigation — Espace professionnel' }).last();
      for (const name of GROUPS) await nav.getByRole('group', { name }).waitFor();
      await nav.getByRole('group', { name: 'Compte' }).getByRole('link', { name: 'Sécurité' }).waitFor();
      const menuRoot =
        kind === 'phone' ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
      await menuRoot.getByRole('button', { name: 'Déconnexion' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `calm-menu-${kind}`);
      if (kind === 'phone') await page.keyboard.press('Escape');

      // The next day (a browser first used yesterday): never on /dpa-signature, which shows no menu…
      await page.evaluate((key) => localStorage.setItem(key, '2000-01-01'), STORAGE.pushPromptFirstDay);
      await page.goto(`${env.server.url}/dpa-signature`);
      // The signing dialog opens on arrival (the page behind it is inert until it closes).
      await page.getByRole('dialog', { name: 'Votre accord de traitement des données' }).waitFor();
      await pastPromptDelay(page);
      expect(await prompt.count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: 'Accord de traitement des données (DPA)' }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Déconnexion' }).waitFor();
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).count()).toBe(0);
      await screenshot(page, `calm-dpa-${kind}`);

      // …but on the dashboard, yes: beside, never over, the help button.
      await page.goto(`${env.server.url}/dashboard/agenda`);
      await pastPromptDelay(page);
      await promptShows(page, kind);
      const help = page.getByRole('button', { name: 'Besoin d’aide ?' });
      const promptBox = await prompt.boundingBox();
      const helpBox = await help.boundingBox();
      expect(promptBox && helpBox && !overlaps(promptBox, helpBox)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `calm-prompt-${kind}`);

      // « Plus tard »: not again on the next load, nor 29 days later.
      await prompt.getByRole('button', { name: 'Plus tard' }).click();
      await prompt.waitFor({ state: 'detached' });
      await page.reload();
      await pastPromptDelay(page);
      expect(await prompt.count()).toBe(0);
      expect(watch.errors).toEqual([]);
      await context.close();
    });
  }
});
