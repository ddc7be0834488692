import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const INCOGNITO_PUSH = /does not support the Push API in incognito mode/;

describe('browser push', () => {
  const env = useJourney({ push: true });

  it('registers the service worker from Settings, which shows a delivered push message', async () => {
    const context = await newContext(env.browser, 'desktop');
    await context.grantPermissions(['notifications'], { origin: env.server.url });
    const page = await context.newPage();
    const watch = watchPage(page);
    await logIn(page, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${env.server.url}/dashboard/settings`);
    const checklist = page.getByRole('list', { name: 'Diagnostic des notifications' });
    await checklist.waitFor();
    expect(await checklist.getByText('Navigateur compatible').locator('..').textContent()).toContain('oui');

    // Headless Chromium has no push service: the subscription may fail, in French, and the journey
    // does not depend on it — the service worker is registered before.
    await page.getByRole('button', { name: 'Activer dans ce navigateur' }).click();
    await page
      .getByText(/Notifications activées dans ce navigateur|n’a pas pu créer l’abonnement/)
      .first()
      .waitFor();
    const sw = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
    });
    expect(sw.scope).toBe(`${env.server.url}/`);
    expect(sw.script).toMatch(/\/sw\.js\?v=[0-9a-f]{10}$/);
    await page.getByText('Réception des notifications prête').locator('..').getByText('oui').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'push-settings-panel-desktop');

    // Chromium's DevTools protocol plays the push service.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${env.server.url}/` && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: env.server.url,
      registrationId: await registrationId,
      data: JSON.stringify({
        title: 'Nouveau rendez-vous',
        body: 'Jeanne Petit — mardi 10:00',
        url: '/dashboard/agenda',
        tag: 'e2e-booking',
      }),
    });
    // Read while shown (headless Chromium has no notification centre and may close a
    // notification once its pop-up time is over): polled from here, every 100 ms.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n) => n.title);
          }),
        { interval: 100 },
      )
      .toEqual(['Nouveau rendez-vous']);
    // Chromium itself logs that a browser context without profile has no push service.
    expect(watch.errors.filter((e) => !INCOGNITO_PUSH.test(e))).toEqual([]);
    await context.close();
  });

  it('offers push to a signed-in provider on a phone above the page, whose end stays reachable; « Plus tard » puts it off', async () => {
    const context = await newContext(env.browser, 'phone', { pushPrompt: 'returning' });
    const page = await context.newPage();
    const watch = watchPage(page);
    await logIn(page, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    const prompt = page.getByRole('region', {
      name: 'Recevoir les notifications de Créneau dans ce navigateur ?',
    });
    await prompt.waitFor();
    // Scrolled to the end, the page's last button shows above the card and the help button. The
    // overview's cards may still be arriving: scroll and look again until the page has settled.
    await page.waitForLoadState('networkidle');
    const lastButton = page.locator('main').getByRole('button').last();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return lastButton.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
        });
      })
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'push-prompt-phone');
    await prompt.getByRole('button', { name: 'Plus tard' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(watch.errors).toEqual([]);
    await context.close();
  });

  it('the Settings panel reads well and passes axe on a phone', async () => {
    const context = await newContext(env.browser, 'phone');
    const page = await context.newPage();
    const watch = watchPage(page);
    await logIn(page, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${env.server.url}/dashboard/settings`);
    const checklist = page.getByRole('list', { name: 'Diagnostic des notifications' });
    await checklist.waitFor();
    // Permission not granted in this context: the cause is listed in French.
    await page.getByText('Notifications non autorisées pour ce site.').waitFor();
    await page.getByRole('heading', { name: 'Notifications du navigateur' }).scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'push-settings-panel-phone');
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
