import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSmsLogEntry } from '../src/shared/schemas/sms';
import { type BrevoStandIn, startBrevoStandIn } from '../src/test/brevo-stand-in';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demoProviderId, fillClientForm, openBookableDay } from './support/booking';
import { launchBrowser, newContext, screenshot, watchPage } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { DEMO_ADMIN, DEMO_PROVIDER, logIn } from './support/sign-in';

const SERVICE = 'Séance de coaching';
const MINUTE = 60_000;

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

/** The booking's SMS log as its provider reads it (GET /api/bookings/{id}). */
async function smsLog(url: string, token: string, bookingId: string): Promise<TSmsLogEntry[]> {
  const answer = await api(url, token, 'GET', `/api/bookings/${bookingId}`);
  expect(answer.status).toBe(200);
  return (answer.json.booking as { sms: TSmsLogEntry[] }).sms;
}

async function waitUntil(check: () => boolean, what: string, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`attendu en vain : ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('SMS reminders (issue 35): a client on a phone gets exactly one SMS before the appointment', () => {
  let brevo: BrevoStandIn;
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    brevo = await startBrevoStandIn();
    // The stand-in listens on 127.0.0.1: the outbound gateway lets it through in tests only.
    server = await startServer(
      { ...brevo.env, OUTBOUND_ALLOW_PRIVATE: 'true', REMINDER_TICK_SECONDS: '2' },
      { testClock: true },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await brevo?.close();
  });

  it('turns on « Rappel par SMS », the client sees the promise, the SMS goes once when due and shows « Envoyé »', async () => {
    const url = server.url;
    const providerId = await demoProviderId(url);
    const { token } = await apiLogin(url, DEMO_PROVIDER);

    // The provider turns the SMS on in Paramètres (desktop).
    const provider = await (await newContext(browser, 'desktop')).newPage();
    const providerWatch = watchPage(provider);
    await logIn(provider, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    await provider.goto(`${url}/dashboard/settings`);
    const block = provider.getByRole('region', { name: 'Rappel par SMS' });
    const toggle = block.getByRole('checkbox', { name: 'Envoyer aussi un SMS de rappel à mes clients' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await block.getByLabel('Moment de l’envoi').selectOption({ label: '24 heures avant le rendez-vous' });
    await block.scrollIntoViewIfNeeded();
    await expectAxeClean(provider, 'paramètres, rappel par SMS');
    await screenshot(provider, 'sms-settings-desktop');
    await provider.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
    await provider.getByText('Vos paramètres sont enregistrés.').waitFor();
    const settings = (await api(url, token, 'GET', '/api/settings')).json.settings as Record<string, unknown>;
    expect(settings).toMatchObject({ smsReminders: true, smsReminderOffsetMinutes: 1440 });

    // An administrator grants SMS credits (audited, with a reason).
    const admin = await apiLogin(url, DEMO_ADMIN);
    const granted = await api(url, admin.token, 'POST', `/api/admin/users/${providerId}/sms-credits`, {
      amount: 10,
      reason: 'Essai des rappels par SMS',
    });
    expect(granted.status, JSON.stringify(granted.json)).toBe(200);

    // The client, on a phone, types a 06 number and reads the promise before booking.
    const client = await (await newContext(browser, 'phone')).newPage();
    const clientWatch = watchPage(client);
    const [slot] = await openBookableDay(client, url, providerId, SERVICE);
    await client
      .getByRole('button', { name: slot ?? '' })
      .first()
      .click();
    await fillClientForm(client, {
      name: 'Inès Garnier',
      email: `ines.garnier+${Date.now()}@exemple.fr`,
      phone: '06 12 34 56 78',
    });
    await client.getByText('Vous recevrez un SMS de rappel').waitFor();
    await expectAxeClean(client, 'formulaire avec la promesse du SMS (téléphone)');
    await screenshot(client, 'sms-promise-phone');
    const created = client.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && r.url().endsWith(`/api/public/providers/${providerId}/bookings`),
    );
    await client.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    const booking = ((await (await created).json()) as { booking: { id: string; start: string } }).booking;
    await client.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();

    // One SMS, programmed 24 hours before; nothing sent yet.
    const [programmed, ...others] = await smsLog(url, token, booking.id);
    expect(others).toEqual([]);
    expect(programmed).toMatchObject({ status: 'pending', sentAt: null });
    expect(
      new Date(booking.start).getTime() - new Date(programmed?.dueAt ?? '').getTime(),
    ).toBeLessThanOrEqual(24 * 60 * MINUTE);
    expect(brevo.calls).toEqual([]);

    // The server's clock reaches the due time (ADR 0052): the SMS goes, once.
    const now = await server.advanceClock(0);
    await server.advanceClock(new Date(programmed?.dueAt ?? '').getTime() - now.getTime() + MINUTE);
    await waitUntil(() => brevo.calls.length > 0, 'l’appel à Brevo');
    const [call] = brevo.calls;
    expect(call?.path).toBe('/v3/transactionalSMS/sms');
    expect(call?.body).toMatchObject({ recipient: '33612345678', sender: 'Creneau', type: 'transactional' });
    const start = new Date(booking.start);
    const [hour, minute] = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(start)
      .split(':')
      .map(Number);
    const time = minute === 0 ? `${hour}h` : `${hour}h${String(minute).padStart(2, '0')}`;
    expect(call?.body.content).toContain('Camille Martin Coaching');
    expect(call?.body.content).toContain(` à ${time}.`);
    expect([...(call?.body.content ?? '')].length).toBeLessThanOrEqual(160);

    // The provider sees it « Envoyé » in the booking's details (signed in again: a day has passed
    // on the server's clock, past the sessions' lifetime).
    const { token: dayAfter } = await apiLogin(url, DEMO_PROVIDER);
    let sent: TSmsLogEntry | undefined;
    for (let i = 0; i < 100 && sent?.status !== 'sent'; i++) {
      [sent] = await smsLog(url, dayAfter, booking.id);
      if (sent?.status !== 'sent') await new Promise((r) => setTimeout(r, 200));
    }
    expect(sent).toMatchObject({ status: 'sent', recipient: expect.stringContaining('78') });
    const nextDay = await (await newContext(browser, 'desktop')).newPage();
    const nextDayWatch = watchPage(nextDay);
    await logIn(nextDay, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await nextDay.waitForURL(/\/dashboard/);
    await nextDay.goto(`${url}/dashboard/agenda?booking=${booking.id}`);
    const details = nextDay.getByRole('dialog', { name: 'Détails du rendez-vous' });
    const smsBlock = details.getByRole('region', { name: 'SMS' });
    await smsBlock.getByText('Envoyé', { exact: true }).waitFor();
    await smsBlock.scrollIntoViewIfNeeded();
    await expectAxeClean(nextDay, 'détails du rendez-vous, SMS envoyé');
    await screenshot(nextDay, 'sms-sent-booking-details-desktop');

    // More time passes: nothing is sent again.
    await server.advanceClock(2 * 60 * MINUTE);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(brevo.calls).toHaveLength(1);

    expect(clientWatch.errors).toEqual([]);
    expect(providerWatch.errors).toEqual([]);
    expect(nextDayWatch.errors).toEqual([]);
  });
});
