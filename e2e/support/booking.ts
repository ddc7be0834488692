import type { FrameLocator, Page } from 'playwright-core';
import { formatDateKey } from '../../src/shared/french-format';
import { apiLogin } from './api';
import { untilAppRuns } from './browser';
import { DEMO_PROVIDER } from './sign-in';

/** The demo provider's id (its public booking id), from a real login through the API. */
export async function demoProviderId(baseUrl: string): Promise<string> {
  return (await apiLogin(baseUrl, DEMO_PROVIDER)).userId;
}

/**
 * The demo provider's rules (seed defaults) make the nearest slots depend on the hour: a slot
 * less than 24 h ahead can no longer be cancelled by the client, and one less than 2 h ahead
 * leaves the list while a journey runs. Two calendar days ahead (in her zone) is past both at any
 * hour, and still within her 60-day horizon.
 */
const DAYS_AHEAD = 2;
const DEMO_TIME_ZONE = 'Europe/Paris';

/** « AAAA-MM-JJ », `days` after today in the demo provider's zone. */
function dateKeyAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day buttons' accessible name (« mardi 1er décembre, créneaux disponibles »), as the page writes it. */
function availableDayName(dateKey: string): string {
  return `${formatDateKey(dateKey)}, créneaux disponibles`;
}

/**
 * Opens the booking page, picks the service and the first day with free slots at least
 * DAYS_AHEAD days ahead (next month if need be); returns the slot buttons' texts.
 */
export async function openBookableDay(
  page: Page,
  baseUrl: string,
  providerId: string,
  service: string,
  /** The slot buttons' names: a group session's also say its seats left (« 10:00, 6 places restantes »). */
  slotName: RegExp = /^\d{2}:\d{2}$/,
) {
  await page.goto(`${baseUrl}/booking/${providerId}`);
  await untilAppRuns(page);
  await page.getByRole('button', { name: new RegExp(service) }).click();
  let shownMonth = dateKeyAhead(0).slice(0, 7);
  for (let days = DAYS_AHEAD; days < DAYS_AHEAD + 45; days++) {
    const dateKey = dateKeyAhead(days);
    if (dateKey.slice(0, 7) !== shownMonth) {
      await page.getByRole('button', { name: 'Mois suivant' }).click();
      shownMonth = dateKey.slice(0, 7);
    }
    // The month's free days are known once its grid is no longer busy.
    await page.locator(`table[aria-labelledby="calendar-${shownMonth}"]:not([aria-busy])`).waitFor();
    const day = page.getByRole('button', { name: availableDayName(dateKey), exact: true });
    if ((await day.count()) === 0) continue;
    await day.click();
    await page.getByRole('button', { name: slotName }).first().waitFor();
    return page.getByRole('button', { name: slotName }).allTextContents();
  }
  throw new Error(`aucun jour avec des créneaux libres à partir de ${dateKeyAhead(DAYS_AHEAD)}`);
}

/** The booking form's fields, on the page itself or inside a frame (the embedded page, ADR 0040). */
export async function fillClientForm(
  page: Page | FrameLocator,
  client: { name: string; email: string; phone: string },
) {
  await page.getByLabel('Nom', { exact: true }).fill(client.name);
  await page.getByLabel('E-mail', { exact: true }).fill(client.email);
  await page.getByLabel('Téléphone').fill(client.phone);
  await page.getByLabel('Message').fill('Première séance, merci !');
  await page.getByRole('checkbox', { name: /J'accepte/ }).check();
}
