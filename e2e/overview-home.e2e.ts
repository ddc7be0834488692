import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { newContext, screenshot, watchPage } from './support/browser';
import { useJourney } from './support/journey';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const ZONE = 'Europe/Paris';
const STAMP = Date.now().toString(36);
const TODAY_CLIENT = `Aline Aujourd’hui ${STAMP}`;
const TOMORROW_CLIENT = `Bastien Demain ${STAMP}`;
const CANCELLED_CLIENT = `Chloé Annulée ${STAMP}`;

/**
 * Issue 37 items 1 and 8: the dashboard home shows today's and tomorrow's appointments, opens one,
 * lists a cancellation; at 1440×900 and 390×844, axe clean. The bookings are made at early hours of
 * the provider's today and tomorrow (a manual booking may be in the past), so no hour of the run
 * changes what the page shows.
 */
describe('overview as the home page (issue 37)', () => {
  const env = useJourney();

  /** A manual booking at the first free early hour of the day `days` ahead. */
  async function bookEarly(token: string, serviceId: string, days: number, name: string): Promise<string> {
    const day = DateTime.now().setZone(ZONE).startOf('day').plus({ days });
    for (const hour of [6, 5, 4, 3, 7]) {
      const created = await api(env.server.url, token, 'POST', '/api/bookings', {
        serviceId,
        start: day.set({ hour }).toUTC().toISO(),
        client: { name, email: '', phone: '06 12 34 56 78' },
        notifyClient: false,
      });
      if (created.status === 201) return (created.json.booking as { id: string }).id;
    }
    throw new Error(`aucune heure libre le jour +${days} pour ${name}`);
  }

  beforeAll(async () => {
    const { token } = await apiLogin(env.server.url, DEMO_PROVIDER);
    const services = (await api(env.server.url, token, 'GET', '/api/services')).json.services as Array<{
      id: string;
      active: boolean;
      capacity?: number;
    }>;
    const serviceId = services.find((s) => s.active && (s.capacity ?? 1) === 1)?.id ?? '';
    await bookEarly(token, serviceId, 0, TODAY_CLIENT);
    await bookEarly(token, serviceId, 1, TOMORROW_CLIENT);
    const cancelled = await bookEarly(token, serviceId, 2, CANCELLED_CLIENT);
    const cancel = await api(env.server.url, token, 'POST', `/api/bookings/${cancelled}/cancel`, {});
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
  });

  for (const kind of ['wide', 'phone'] as const) {
    it(`at ${kind === 'wide' ? '1440×900' : '390×844'}: today, tomorrow, a cancellation, one opened`, async () => {
      const context = await newContext(env.browser, kind);
      const page = await context.newPage();
      const watched = watchPage(page);
      await logIn(page, env.server.url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
      await page.getByRole('heading', { level: 1, name: `Bonjour ${DEMO_PROVIDER.name}` }).waitFor();

      const today = page.getByRole('region', { name: /^Aujourd’hui/ });
      await today.getByRole('button', { name: new RegExp(TODAY_CLIENT) }).waitFor();
      const tomorrow = page.getByRole('region', { name: /^Demain/ });
      await tomorrow.getByRole('button', { name: new RegExp(TOMORROW_CLIENT) }).waitFor();
      const week = page.getByRole('region', { name: /^Cette semaine/ });
      await week.getByText('Chiffre d’affaires prévu').waitFor();
      const cancellations = page.getByRole('region', { name: /^Dernières annulations/ });
      const cancelledRow = cancellations.getByRole('link', { name: new RegExp(CANCELLED_CLIENT) });
      await expect(cancelledRow.textContent()).resolves.toMatch(
        /annulé par vous à l’instant|annulé par vous il y a/,
      );
      await page.getByRole('region', { name: /^Liste d’attente/ }).waitFor();
      expect(await seriousViolations(page), 'aperçu').toEqual([]);
      if (kind === 'phone') {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await screenshot(page, `overview-home-${kind}`);

      // One click from the home page to tomorrow's appointment.
      await tomorrow.getByRole('button', { name: new RegExp(TOMORROW_CLIENT) }).click();
      const details = page.getByRole('dialog', { name: 'Détails du rendez-vous' });
      await details.getByText(TOMORROW_CLIENT).first().waitFor();
      expect(await seriousViolations(page), 'détails').toEqual([]);
      await screenshot(page, `overview-home-${kind}-details`);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });

      // And to the cancelled one.
      await cancelledRow.click();
      await details.getByText(CANCELLED_CLIENT).first().waitFor();
      expect(watched.errors).toEqual([]);
      await context.close();
    });
  }
});
