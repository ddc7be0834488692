import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Radicale, startRadicale } from '../src/test/radicale';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demoProviderId, fillClientForm, openBookableDay } from './support/booking';
import { newContext, SCREENSHOT_DIR, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const SERVICE = 'Séance découverte';
const ZONE = 'Europe/Paris';
/** How long a condition may take to hold (a job run, a sync): polled, never slept through. */
const WITHIN_MS = 30_000;
const REFUSED_PASSWORD =
  'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';

type TSlot = { start: string };
type TConnections = { connections: Array<{ lastSyncAt: string | null; status: string }> };

/** Polls `check` until it returns a value (not undefined), or fails after WITHIN_MS. */
async function eventually<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WITHIN_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`toujours pas au bout de ${WITHIN_MS / 1000} s : ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** « HH:MM » of an instant in the demo provider's zone, as the booking page shows it. */
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const dateKey = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));
/** Midnight of that day in the demo provider's zone, with its offset of the day (winter or summer). */
function midnightOf(key: string): string {
  const noon = new Date(`${key}T12:00:00Z`);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${key}T00:00:00${zone?.replace('GMT', '') || 'Z'}`;
}

/** An event of the provider's personal calendar, as Thunderbird would store it. */
function dentist(start: Date): string {
  const utc = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const end = new Date(start.getTime() + 60 * 60_000);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
    'BEGIN:VEVENT',
    'UID:dentiste-e2e@agenda.exemple.fr',
    `DTSTAMP:${utc(new Date())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    'SUMMARY:Dentiste',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

describe('two-way calendar sync with a real CalDAV server (Radicale)', () => {
  let radicale: Radicale;
  let calendarUrl: string;
  beforeAll(async () => {
    radicale = await startRadicale();
    calendarUrl = await radicale.makeCalendar('personnel', 'Personnel');
  });
  afterAll(async () => {
    await radicale?.stop();
  });
  // The CalDAV server runs on 127.0.0.1: the outbound guard lets the test server reach it.
  const env = useMailingJourney({ serverEnv: { OUTBOUND_ALLOW_PRIVATE: 'true' } });

  it('connects the calendar, an event there blocks its slot, and a booking lands in the calendar', async () => {
    const url = env.server.url;
    const providerId = await demoProviderId(url);
    const { token } = await apiLogin(url, DEMO_PROVIDER);

    // The first day the booking page offers (two days ahead at least): its first slot gets a
    // dentist's appointment in the personal calendar.
    const publicApi = `${url}/api/public/providers/${providerId}`;
    const profile = (await (await fetch(publicApi)).json()) as {
      provider: { services: Array<{ id: string; name: string }> };
    };
    const serviceId = profile.provider.services.find((s) => s.name === SERVICE)?.id ?? '';
    const slotsOf = async () => {
      const from = midnightOf(dateKey(new Date(Date.now() + 2 * 86_400_000).toISOString()));
      const query = new URLSearchParams({
        serviceId,
        from,
        to: new Date(Date.parse(from) + 30 * 86_400_000).toISOString(),
      });
      return ((await (await fetch(`${publicApi}/slots?${query}`)).json()) as { slots: TSlot[] }).slots;
    };
    const [blocked] = await slotsOf();
    expect(blocked, 'un créneau libre dans le mois').toBeDefined();
    const blockedStart = blocked?.start ?? '';
    await radicale.putEvent(calendarUrl, 'dentiste', dentist(new Date(blockedStart)));

    // The provider connects the calendar from Paramètres.
    const context = await newContext(env.browser, 'desktop');
    const page = await context.newPage();
    const watcher = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/settings#synchroniser-agenda`);
    const card = page.locator('#synchroniser-agenda');
    await card.getByRole('button', { name: 'Connecter un agenda' }).click();
    const form = page.getByRole('form', { name: 'Connecter un agenda' });
    await form.getByLabel('Adresse du serveur CalDAV').fill(radicale.url);
    await form.getByLabel('Identifiant').fill(radicale.username);
    await form.getByLabel('Mot de passe d’application').fill('pas-le-bon');
    await form.getByRole('button', { name: 'Connecter' }).click();
    await form.getByText(/refusé l[’']identifiant ou le mot de passe/).waitFor();
    expect(await form.getByLabel('Mot de passe d’application').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'calendar-sync-refused-desktop');
    await form.getByLabel('Mot de passe d’application').fill(radicale.password);
    await form.getByRole('button', { name: 'Connecter' }).click();
    await card.getByText('Personnel', { exact: true }).waitFor();
    await card.getByRole('radio', { name: /Y ajouter mes rendez-vous — Personnel/ }).check();
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await eventually('les choix enregistrés', async () => {
      const listed = await api(url, token, 'GET', '/api/calendar-sync');
      const body = listed.json as unknown as {
        connections: Array<{ calendars: Array<{ writeBookings: boolean }> }>;
      };
      return body.connections[0]?.calendars[0]?.writeBookings ? true : undefined;
    });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'calendar-sync-connected-desktop');

    // The copy is made by the sync job: the dentist's hour leaves the public page.
    await eventually('la synchronisation', async () => {
      const listed = (await api(url, token, 'GET', '/api/calendar-sync')).json as unknown as TConnections;
      return listed.connections[0]?.lastSyncAt ? true : undefined;
    });
    await eventually('le créneau bloqué', async () =>
      (await slotsOf()).some((s) => s.start === blockedStart) ? undefined : true,
    );

    // A client books on a phone: the dentist's hour is not offered, another one is.
    const client = await (await newContext(env.browser, 'phone')).newPage();
    const clientWatch = watchPage(client);
    const shown = await openBookableDay(client, url, providerId, SERVICE);
    expect(shown).not.toContain(hhmm(blockedStart));
    const chosen = shown[0] ?? '';
    await client.getByRole('button', { name: chosen, exact: true }).click();
    await fillClientForm(client, {
      name: 'Inès Garnier',
      email: 'ines.garnier@exemple.fr',
      phone: '06 22 33 44 55',
    });
    await client.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await client.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();

    // Its event reaches the personal calendar, without attendee (no invitation sent by the server).
    const written = await eventually('le rendez-vous dans l’agenda personnel', async () =>
      [...(await radicale.listEvents(calendarUrl)).values()].find((ics) => ics.includes('Inès Garnier')),
    );
    expect(written).toContain(`SUMMARY:${SERVICE} — Inès Garnier`);
    expect(written).not.toMatch(/ATTENDEE|ORGANIZER/);

    // The agenda shows the dentist hatched on its day.
    await openAgendaDay(page, url, dateKey(blockedStart));
    const busy = page.getByRole('note', { name: /Occupé — agenda personnel/ });
    await busy.first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'calendar-sync-agenda-desktop');

    const phone = await (await newContext(env.browser, 'phone')).newPage();
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/settings#synchroniser-agenda`);
    await phone.locator('#synchroniser-agenda').getByText('Personnel', { exact: true }).waitFor();
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'calendar-sync-settings-phone');
    // The card alone, to read it at its real size.
    await phone
      .locator('#synchroniser-agenda')
      .screenshot({ path: path.join(SCREENSHOT_DIR, 'calendar-sync-card-phone.png') });
    await openAgendaDay(phone, url, dateKey(blockedStart));
    await phone
      .getByRole('note', { name: /Occupé — agenda personnel/ })
      .first()
      .waitFor();
    await screenshot(phone, 'calendar-sync-agenda-phone');

    // Chromium logs the one answer the server refused: the wrong password typed first.
    expect(watcher.errors).toEqual([REFUSED_PASSWORD]);
    expect(clientWatch.errors).toEqual([]);
  });
});

/** The agenda's day view on `date` (AAAA-MM-JJ), stepping from today with « Jour suivant ». */
async function openAgendaDay(page: Page, baseUrl: string, date: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard/agenda`);
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  const today = dateKey(new Date().toISOString());
  const days = Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
  for (let i = 0; i < days; i++) await page.getByRole('button', { name: 'Jour suivant' }).click();
}
