import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProviderId, fillClientForm, openBookableDay } from './support/booking';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

describe('live calendars', () => {
  let server: TestServer;
  let browser: Browser;
  let providerId: string;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    providerId = await demoProviderId(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a slot booked on one page disappears from another open page, and appears in the provider agenda, without reload', async () => {
    const provider = await (await newContext(browser, 'desktop')).newPage();
    const providerWatch = watchPage(provider);
    const providerWebSockets: string[] = [];
    provider.on('websocket', (ws) => providerWebSockets.push(ws.url()));
    await logIn(provider, server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    await provider.goto(`${server.url}/dashboard/agenda`);
    await provider.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();

    const first = await (await newContext(browser, 'phone')).newPage();
    const second = await (await newContext(browser, 'desktop')).newPage();
    const slotsA = await openBookableDay(first, server.url, providerId, 'Séance découverte');
    const slotsB = await openBookableDay(second, server.url, providerId, 'Séance découverte');
    expect(slotsB).toEqual(slotsA);
    const taken = slotsA[0] as string;

    // The agenda opens on the current month: show the month of the chosen day (near a month's end
    // the first free day may be in the next one).
    const dayHeading = (await first.getByRole('heading', { name: /^Créneaux du / }).textContent()) ?? '';
    const month = dayHeading.split(' ').at(-1) ?? '';
    const agendaTitle = provider.getByRole('heading', { name: /^[A-ZÉÛ][a-zéû]+ \d{4}$/ });
    if (!(await agendaTitle.textContent())?.toLowerCase().includes(month.toLowerCase())) {
      await provider.getByRole('button', { name: 'Mois suivant' }).click();
    }

    // Mark the second page so that a reload would be noticed.
    await second.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await first.getByRole('button', { name: taken, exact: true }).click();
    await fillClientForm(first, {
      name: 'Inès Moreau',
      email: 'ines.moreau@exemple.fr',
      phone: '06 98 76 54 32',
    });
    await first.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await first.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();

    await second.getByRole('button', { name: taken, exact: true }).waitFor({ state: 'detached' });
    expect(await second.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );
    await screenshot(second, 'live-slot-removed-desktop');

    // The month view (default) shows the new booking without reload.
    await provider
      .getByText(/Inès Moreau/)
      .first()
      .waitFor();
    await screenshot(provider, 'live-provider-agenda-desktop');
    await provider.goto(`${server.url}/dashboard/appointments`);
    await provider
      .getByText(/Inès Moreau/)
      .first()
      .waitFor();
    await screenshot(provider, 'provider-appointments-desktop');
    expect(providerWatch.errors).toEqual([]);
    // Under `connect-src 'self'` the live agenda really ran over a same-origin WebSocket, not polling.
    expect(
      providerWebSockets.some((url) => url.startsWith(`${server.url.replace(/^http/, 'ws')}/socket.io/`)),
    ).toBe(true);
  });
});
