import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demoProviderId } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { postPublicBooking } from './support/public-booking';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const SERVICE = 'Séance découverte';
const ZONE = 'Europe/Paris';
const JOIN = 'Être prévenu(e) si un créneau se libère';

/** « AAAA-MM-JJ », `days` after today in the demo provider's zone. */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The first link of an e-mail's text that starts with `prefix`. */
function linkIn(text: string | undefined, prefix: string): string {
  const found = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s>)"]+`).exec(text ?? '');
  if (!found) throw new Error(`aucun lien ${prefix} dans l’e-mail :\n${text}`);
  return found[0];
}

describe('waitlist (issue 33): a full day, a client waits on a phone, a cancellation frees the slot, the offer books it', () => {
  const env = useMailingJourney();
  let providerId: string;
  let token: string;
  let serviceId: string;
  // Ten days ahead: inside the demo horizon, far from any notice. Its only hour is 10:00–10:30.
  const day = dayAhead(10);

  beforeAll(async () => {
    const url = env.server.url;
    providerId = await demoProviderId(url);
    token = (await apiLogin(url, DEMO_PROVIDER)).token;
    const list = (await api(url, token, 'GET', '/api/services')).json.services as Array<{
      id: string;
      name: string;
    }>;
    serviceId = list.find((s) => s.name === SERVICE)?.id ?? '';
    const override = await api(url, token, 'POST', '/api/availability/overrides', {
      date: day,
      ranges: [{ start: '10:00', end: '10:30' }],
      note: 'Matinée courte',
    });
    expect(override.status).toBe(201);
  });

  it('joins from the full day, is offered the freed slot by e-mail and books it; the provider follows live', async () => {
    const url = env.server.url;
    // Marc takes the day's only slot.
    const slots = await fetch(
      `${url}/api/public/providers/${providerId}/slots?${new URLSearchParams({
        serviceId,
        from: `${day}T00:00:00Z`,
        to: `${day}T23:59:59Z`,
      })}`,
    );
    const start = ((await slots.json()) as { slots: Array<{ start: string }> }).slots[0]?.start ?? '';
    const marc = await postPublicBooking(url, providerId, {
      serviceId,
      start,
      client: { name: 'Marc Petit', email: `marc.petit+${Date.now()}@exemple.fr`, phone: '' },
    });
    expect(marc.status).toBe(201);

    // The provider watches her waitlist, empty for now.
    const provider = await (await newContext(env.browser, 'desktop')).newPage();
    const providerWatch = watchPage(provider);
    await logIn(provider, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    await provider.goto(`${url}/dashboard/waitlist`);
    await provider
      .getByText('Personne n’attend pour l’instant.')
      .or(provider.getByText("Personne n'attend pour l'instant."))
      .waitFor();

    // A client on a phone opens the page on that service and day: nothing left, she asks to be told.
    const client = await (await newContext(env.browser, 'phone')).newPage();
    const clientWatch = watchPage(client);
    const email = `lea.moreau+${Date.now()}@exemple.fr`;
    await client.goto(`${url}/booking/${providerId}?service=${serviceId}&date=${day}`);
    await client.getByRole('button', { name: JOIN }).click();
    await client.getByLabel('Nom', { exact: true }).fill('Léa Moreau');
    await client.getByLabel('E-mail', { exact: true }).fill(email);
    await client.getByLabel('Téléphone').fill('06 11 22 33 44');
    await client.getByRole('checkbox', { name: /J'accepte/ }).check();
    await expectAxeClean(client, 'inscription à la liste d’attente (téléphone)');
    await expectNoSideScroll(client);
    await screenshot(client, 'waitlist-join-phone');
    await client.getByRole('button', { name: /M'inscrire|Me prévenir/ }).click();
    await client.getByText(/C'est noté/).waitFor();
    await screenshot(client, 'waitlist-joined-phone');

    // Live on the provider's screen, with the count in the menu.
    await provider.getByText('Léa Moreau').waitFor();
    await provider.getByRole('link', { name: /^Liste d'attente\s*,\s*1 en attente$/ }).waitFor();
    await expectAxeClean(provider, 'liste d’attente du professionnel');
    await screenshot(provider, 'waitlist-provider-desktop');

    const joined = await env.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    const leaveUrl = linkIn(joined.text, `${url}/waitlist/`);

    // Marc, on a laptop, first asks to hear of an earlier slot from his booking's page…
    const manage = marc.json.manageUrl as string;
    const marcPage = await (await newContext(env.browser, 'desktop')).newPage();
    await marcPage.goto(manage);
    await marcPage.getByRole('button', { name: 'Prévenez-moi si un créneau plus tôt se libère' }).click();
    await marcPage
      .getByText(/Vous serez prévenu\(e\) par e-mail si un créneau se libère avant votre rendez-vous/)
      .waitFor();
    await marcPage.getByRole('button', { name: 'Ne plus me prévenir' }).waitFor();
    await expectAxeClean(marcPage, 'alerte « plus tôt » (ordinateur)');
    await screenshot(marcPage, 'waitlist-earlier-alert-desktop');
    await marcPage.context().close();

    // …then cancels: the freed slot is offered to Léa by e-mail.
    const manageToken = manage.split('/').pop() ?? '';
    const bookingId = (marc.json.booking as { id: string }).id;
    const cancelled = await fetch(`${url}/api/public/bookings/${bookingId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: manageToken }),
    });
    expect(cancelled.status).toBe(200);
    const offer = await env.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(email) && /libéré/.test(m.subject ?? ''),
    );
    const offerUrl = linkIn(offer.text, `${url}/booking/`);
    expect(offerUrl).toContain(`date=${day}`);

    // She follows it and books the slot.
    await client.goto(offerUrl);
    await client.getByRole('button', { name: /^10:00$/ }).click();
    await client.getByLabel('Nom', { exact: true }).fill('Léa Moreau');
    await client.getByLabel('E-mail', { exact: true }).fill(email);
    await client.getByLabel('Téléphone').fill('06 11 22 33 44');
    await client.getByRole('checkbox', { name: /J'accepte/ }).check();
    await client.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await client.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();

    // Her entry is booked, live on the provider's list.
    await provider.getByText('A réservé').waitFor();
    const entries = (await api(url, token, 'GET', '/api/waitlist')).json.entries as Array<{ status: string }>;
    // Marc's alert went with his cancelled booking: only Léa's entry, booked.
    expect(entries.map((e) => e.status)).toEqual(['booked']);

    // The provider's list on a phone.
    const phone = await (await newContext(env.browser, 'phone')).newPage();
    await logIn(phone, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phone.waitForURL(/\/dashboard/);
    await phone.goto(`${url}/dashboard/waitlist`);
    await phone.getByRole('heading', { name: "Liste d'attente" }).waitFor();
    await phone.getByText('A réservé').waitFor();
    await expectAxeClean(phone, 'liste d’attente (téléphone)');
    await expectNoSideScroll(phone);
    await screenshot(phone, 'waitlist-provider-phone');

    // The leave link still opens; leaving removes her.
    await client.goto(leaveUrl);
    await client.getByRole('button', { name: "Quitter la liste d'attente" }).waitFor();
    await expectAxeClean(client, 'quitter la liste d’attente (téléphone)');
    await screenshot(client, 'waitlist-leave-phone');
    await client.getByRole('button', { name: "Quitter la liste d'attente" }).click();
    await client.getByText(/Vous avez quitté la liste d.attente/).waitFor();
    await expect.poll(async () => (await api(url, token, 'GET', '/api/waitlist')).json.entries).toEqual([]);

    expect(clientWatch.errors).toEqual([]);
    expect(providerWatch.errors).toEqual([]);
  });
});
