import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId, fillClientForm, openBookableDay } from './support/booking';
import { newContext, screenshot, VIEWPORTS, watchPage } from './support/browser';
import { useJourney } from './support/journey';

/** The element sits wholly inside the window as it is, without scrolling. */
async function onScreen(locator: Locator, height: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('the booking page uses a desktop in one screen, and leads a phone step by step', () => {
  const env = useJourney();
  let providerId: string;
  beforeAll(async () => {
    providerId = await demoProviderId(env.server.url);
  });

  it('1440×900: services, calendar, slots and form at once; a reload keeps the confirmation', async () => {
    const page = await (await newContext(env.browser, 'wide')).newPage();
    const watch = watchPage(page);
    const slots = await openBookableDay(page, env.server.url, providerId, 'Séance découverte');
    await page.getByRole('button', { name: slots[0], exact: true }).click();
    await page.getByLabel('Nom', { exact: true }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const { height } = VIEWPORTS.wide;
    await screenshot(page, 'booking-desktop-one-screen');
    expect(await onScreen(page.getByRole('button', { name: /Séance découverte/ }), height)).toBe(true);
    expect(await onScreen(page.locator('table').first(), height)).toBe(true);
    expect(await onScreen(page.getByRole('button', { name: slots[0], exact: true }), height)).toBe(true);
    expect(await onScreen(page.getByRole('button', { name: 'Confirmer le rendez-vous' }), height)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const email = `ines+${Date.now()}@exemple.fr`;
    await fillClientForm(page, { name: 'Inès Leroy', email, phone: '06 22 33 44 55' });
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();
    await page.getByText(email).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-desktop-confirmed-after-reload');
    expect(watch.errors).toEqual([]);
  });

  it('390×844: each step, once chosen, brings the next one into view and gives it the focus', async () => {
    const page = await (await newContext(env.browser, 'phone')).newPage();
    const watch = watchPage(page);
    await page.goto(`${env.server.url}/booking/${providerId}`);
    await page.getByRole('button', { name: /Séance découverte/ }).click();
    const step2 = page.getByRole('heading', { name: /Choisissez la date et l’heure/ });
    await expect.poll(() => step2.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => onScreen(step2, VIEWPORTS.phone.height)).toBe(true);
    await screenshot(page, 'booking-phone-step-2-in-view');
    expect(watch.errors).toEqual([]);
  });
});
