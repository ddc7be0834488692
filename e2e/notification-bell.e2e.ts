import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { demoProviderId } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { bookThroughApi } from './support/public-booking';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

/** The unread count the bell announces (« Notifications, 3 non lues »; 0 when it says « Notifications »). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications(, \d+ non lues?)?$/ });
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) non lue/.exec(label)?.[1] ?? '0');
}

/** The bell announcing `count` unread; `includeHidden` while a dialog hides the page behind it. */
function bellWith(page: Page, count: number, includeHidden = false) {
  const name = count === 0 ? 'Notifications' : `Notifications, ${count} non lue${count > 1 ? 's' : ''}`;
  return page.getByRole('button', { name, exact: true, includeHidden });
}

describe('notification bell, live', () => {
  const env = useJourney();

  it('a public booking raises the provider’s bell without reload; the panel opens the booking in the agenda', async () => {
    const providerId = await demoProviderId(env.server.url);
    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${env.server.url}/dashboard/agenda`);
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    const before = await bellCount(page);
    // A reload would drop this mark: the count must rise on the open page.
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    await bookThroughApi(env.server.url, providerId, {
      name: 'Élise Fabre',
      email: 'elise.fabre@exemple.fr',
    });
    await bellWith(page, before + 1).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'notification-bell-count-desktop');

    await bellWith(page, before + 1).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('button', { name: /^(?!Supprimer).*Élise Fabre/ }).first();
    await item.waitFor();
    expect(await item.textContent()).toContain('(non lue)');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'notification-panel-desktop');

    await item.click();
    await page.waitForURL(/\/dashboard\/agenda\?booking=/);
    const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
    await details.getByText('Élise Fabre').first().waitFor();
    // Opening it read it: the count is back where it was.
    await bellWith(page, before, true).waitFor({ state: 'attached' });
    await screenshot(page, 'notification-opens-booking-desktop');
    expect(watch.errors).toEqual([]);

    // On a phone the panel takes the whole screen; the preferences are one tap away.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    const phoneWatch = watchPage(phone);
    await logIn(phone, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.getByRole('button', { name: /^Notifications/ }).click();
    const phonePanel = phone.getByRole('dialog', { name: 'Notifications' });
    await phonePanel
      .getByText(/Élise Fabre/)
      .first()
      .waitFor();
    const box = await phonePanel.boundingBox();
    expect(box?.width).toBe(390);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'notification-panel-phone');

    await phonePanel.getByRole('link', { name: 'Préférences' }).click();
    await phone.waitForURL(/\/dashboard\/settings#preferences-notifications/);
    await phone.getByRole('checkbox', { name: 'Annulation par un client — E-mail' }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'notification-preferences-phone');
    expect(phoneWatch.errors).toEqual([]);
  });
});
