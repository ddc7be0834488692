import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { seriousViolations } from './support/axe';
import { demoProviderId, fillClientForm, openBookableDay } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';
import { postPublicBooking } from './support/public-booking';
import { DEMO_PROVIDER, logIn } from './support/sign-in';

const WORKSHOP = 'Atelier d’écriture';
const LEVEL = 'Votre niveau';
const HOPES = 'Ce que vous aimeriez travailler';
const SERIES_CLIENT = 'Léon Garnier';
const ZONE = 'Europe/Paris';
const GROUP_SLOT = /^\d{2}:\d{2} \d+ places? restantes?$/;

type TBookingJson = {
  id: string;
  start: string;
  status: string;
  seriesId: string | null;
  client: { name: string };
  location: { videoUrl: string | null };
  answers: Array<{ label: string; value: unknown }>;
};

/** « HH:MM » in Paris. */
const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

async function expectAxeClean(page: Page, screen: string) {
  expect(await seriousViolations(page), screen).toEqual([]);
}

/** The provider creates the workshop in the service editor: by video, 6 seats, two questions. */
async function createWorkshop(page: Page, url: string) {
  await page.goto(`${url}/dashboard/services`);
  await page.getByRole('button', { name: 'Nouvelle prestation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle prestation' });
  await dialog.getByLabel('Nom de la prestation').fill(WORKSHOP);
  await dialog.getByLabel('Durée (minutes)').fill('60');
  await dialog.getByLabel('Prix (€)').fill('25');
  await dialog.getByRole('radio', { name: /En visio/ }).check();
  await dialog.getByLabel('Nombre de places').fill('6');
  await dialog.getByRole('button', { name: 'Ajouter une question' }).click();
  const first = dialog.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Intitulé').fill(LEVEL);
  await first.getByLabel('Type de réponse').selectOption('choice');
  await first.getByLabel('Réponse obligatoire').check();
  await first.getByLabel('Choix proposés').fill('Débutant\nConfirmé');
  await dialog.getByRole('button', { name: 'Ajouter une question' }).click();
  const second = dialog.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Intitulé').fill(HOPES);
  await second.getByLabel('Type de réponse').selectOption('textarea');
  await expectAxeClean(page, 'éditeur de prestation');
  await screenshot(page, 'richer-service-editor-desktop');
  await dialog.getByRole('button', { name: 'Créer la prestation' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('list', { name: 'Vos prestations' }).getByText(WORKSHOP).waitFor();
}

describe('richer services (issue 32): questions, a group session by video, a series across DST', () => {
  const env = useMailingJourney();
  let providerId: string;
  let token: string;
  beforeAll(async () => {
    providerId = await demoProviderId(env.server.url);
    token = (await apiLogin(env.server.url, DEMO_PROVIDER)).token;
  });

  it('a provider sets up a 6-seat workshop by video with two questions; a client on a phone answers and books', async () => {
    const url = env.server.url;
    const provider = await (await newContext(env.browser, 'desktop')).newPage();
    const providerWatch = watchPage(provider);
    await logIn(provider, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await provider.waitForURL(/\/dashboard/);
    await createWorkshop(provider, url);

    // The editor on a phone: the same fields, nothing wider than the screen.
    const phoneEditor = await (await newContext(env.browser, 'phone')).newPage();
    await logIn(phoneEditor, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await phoneEditor.waitForURL(/\/dashboard/);
    await phoneEditor.goto(`${url}/dashboard/services`);
    await phoneEditor.getByRole('button', { name: `Modifier « ${WORKSHOP} »` }).click();
    const editing = phoneEditor.getByRole('dialog', { name: 'Modifier la prestation' });
    await editing.getByRole('group', { name: 'Question 2' }).waitFor();
    await expectAxeClean(phoneEditor, 'éditeur de prestation (téléphone)');
    expect(await phoneEditor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phoneEditor, 'richer-service-editor-phone');
    await editing.getByRole('button', { name: 'Annuler' }).click();

    // A client on a phone: the seats left, the questions after the contact fields.
    const client = await (await newContext(env.browser, 'phone')).newPage();
    const clientWatch = watchPage(client);
    const email = `ines.roux+${Date.now()}@exemple.fr`;
    const slots = await openBookableDay(client, url, providerId, WORKSHOP, GROUP_SLOT);
    expect(slots.length).toBeGreaterThan(0);
    const firstSlot = client.getByRole('button', { name: GROUP_SLOT }).first();
    expect(await firstSlot.textContent()).toMatch(/6 places restantes$/);
    await firstSlot.click();
    await fillClientForm(client, { name: 'Inès Roux', email, phone: '06 22 33 44 55' });
    await client.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    // The required question unanswered: said under it, nothing sent.
    await client.getByText('Cette réponse est requise').waitFor();
    await expectAxeClean(client, 'formulaire avec questions (erreur)');
    await client.getByRole('radio', { name: 'Confirmé' }).check();
    await client.getByLabel(new RegExp(HOPES)).fill('Les dialogues <b>vivants</b>');
    await screenshot(client, 'richer-booking-form-phone');
    await expectAxeClean(client, 'formulaire avec questions');
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await client.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await client.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();
    await screenshot(client, 'richer-booking-confirmed-phone');
    expect(await client.content()).not.toContain('meet.jit.si');

    // The room reaches the client by e-mail, never the public page.
    const mail = await env.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    const room = /https:\/\/meet\.jit\.si\/creneau-[a-z2-7]{26}/.exec(mail.text ?? '')?.[0];
    expect(room, 'lien de visio dans l’e-mail').toBeDefined();
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'))?.content.toString('utf8') ?? '';
    expect(ics.replace(/\r\n /g, '')).toMatch(new RegExp(`\\r\\nURL(;VALUE=URI)?:${room}\\r\\n`));
    const publicProfile = await (await fetch(`${url}/api/public/providers/${providerId}`)).text();
    expect(publicProfile).not.toContain('jit.si');
    expect(clientWatch.errors).toEqual([]);
    expect(providerWatch.errors).toEqual([]);
  });

  it('the provider sees the session once with its attendees and answers, then books a weekly series across DST and cancels its 4th alone', async () => {
    const url = env.server.url;
    // A second attendee, through the public API as the booking page sends it.
    const { json } = await api(url, token, 'GET', '/api/bookings?status=confirmed');
    const seat = (json.bookings as TBookingJson[]).find((b) => b.answers.length > 0);
    expect(seat?.answers.map((a) => [a.label, a.value])).toEqual([
      [LEVEL, 'Confirmé'],
      [HOPES, 'Les dialogues <b>vivants</b>'],
    ]);
    const workshopId = (await api(url, token, 'GET', '/api/services')).json.services as Array<{
      id: string;
      name: string;
    }>;
    const serviceId = workshopId.find((s) => s.name === WORKSHOP)?.id ?? '';
    const second = await postPublicBooking(url, providerId, {
      serviceId,
      start: seat?.start ?? '',
      client: { name: 'Paul Lenoir', email: `paul.lenoir+${Date.now()}@exemple.fr`, phone: '' },
      answers: { [questionIdOf(await services(url, providerId), LEVEL)]: 'Débutant' },
    });
    expect(second.status).toBe(201);
    expect((second.json.booking as TBookingJson).location.videoUrl).toBe(seat?.location.videoUrl);

    for (const kind of ['desktop', 'phone'] as const) {
      const page = await (await newContext(env.browser, kind)).newPage();
      const watch = watchPage(page);
      await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
      await page.waitForURL(/\/dashboard/);
      await page.goto(`${url}/dashboard/agenda`);
      await openDayOf(page, seat?.start ?? '');
      const block = page.getByRole('button', { name: new RegExp(`${WORKSHOP} — 2/6 inscrits`) });
      await block.first().click();
      const dialog = page.getByRole('dialog', { name: /Séance de groupe/ });
      await dialog.getByText('Inès Roux', { exact: true }).waitFor();
      await dialog.getByText('Paul Lenoir', { exact: true }).waitFor();
      await dialog.getByText('Les dialogues <b>vivants</b>').waitFor();
      expect(
        await dialog
          .getByRole('link', { name: /Rejoindre la visio/ })
          .first()
          .getAttribute('href'),
      ).toBe(seat?.location.videoUrl);
      await expectAxeClean(page, `séance de groupe (${kind})`);
      await screenshot(page, `richer-group-session-${kind}`);
      expect(watch.errors).toEqual([]);
      await page.context().close();
    }

    // A weekly series of 10 from Tuesday 9 March 2027, 10:00: Paris moves to summer time on the 28th.
    const page = await (await newContext(env.browser, 'desktop')).newPage();
    const watch = watchPage(page);
    await logIn(page, url, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    await page.waitForURL(/\/dashboard/);
    await page.goto(`${url}/dashboard/agenda`);
    await page.getByRole('button', { name: 'Nouveau rendez-vous', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await dialog.getByLabel('Prestation').selectOption({ label: 'Séance de coaching' });
    await dialog.getByLabel('Date').fill('2027-03-09');
    await dialog.getByLabel('Heure').fill('10:00');
    await dialog.getByLabel('Répéter').selectOption('weekly');
    await dialog.getByLabel('Nombre de rendez-vous').fill('10');
    await dialog.getByLabel('Nom du client').fill(SERIES_CLIENT);
    await dialog.getByLabel('E-mail (facultatif)').fill(`leon.garnier+${Date.now()}@exemple.fr`);
    await expectAxeClean(page, 'nouveau rendez-vous répété');
    await screenshot(page, 'richer-series-dialog-desktop');
    await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
    await page.getByText(/10 rendez-vous créés pour Léon Garnier/).waitFor();

    const series = await seriesOf(url, token);
    expect(series).toHaveLength(10);
    expect(new Set(series.map((b) => b.seriesId)).size).toBe(1);
    expect(series.map((b) => parisTime(b.start))).toEqual(Array(10).fill('10:00'));
    // 09:00 UTC in winter, 08:00 UTC from 30 March: the same hour on the provider's clock.
    expect(series.slice(2, 4).map((b) => b.start.slice(11, 16))).toEqual(['09:00', '08:00']);

    // Its 4th (Tuesday 30 March), cancelled alone from the agenda.
    await page.getByRole('button', { name: 'Mois', exact: true }).click();
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Mois suivant' }).click();
    await page
      .getByRole('button', { name: new RegExp(`^10:00 ${SERIES_CLIENT}`) })
      .nth(3)
      .click();
    const details = page.getByRole('dialog').filter({ hasText: SERIES_CLIENT });
    await details.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    await details.getByRole('radio', { name: 'Ce rendez-vous seulement' }).check();
    await expectAxeClean(page, 'annulation dans une série');
    await screenshot(page, 'richer-series-cancel-desktop');
    await details.getByRole('button', { name: "Confirmer l'annulation" }).click();
    await expect
      .poll(async () =>
        (await seriesOf(url, token)).filter((b) => b.status === 'cancelled').map((b) => b.start),
      )
      .toEqual([series[3]?.start]);
    expect(watch.errors).toEqual([]);
  });
});

/** The bookings of Léon's series, in order. */
async function seriesOf(url: string, token: string): Promise<TBookingJson[]> {
  const answer = await api(
    url,
    token,
    'GET',
    '/api/bookings?from=2027-03-01T00:00:00Z&to=2027-06-01T00:00:00Z',
  );
  return (answer.json.bookings as TBookingJson[])
    .filter((b) => b.client.name === SERIES_CLIENT)
    .sort((a, b) => a.start.localeCompare(b.start));
}

type TPublicService = { id: string; name: string; questions: Array<{ id: string; label: string }> };

async function services(url: string, providerId: string): Promise<TPublicService[]> {
  const answer = await fetch(`${url}/api/public/providers/${providerId}`);
  return ((await answer.json()) as { provider: { services: TPublicService[] } }).provider.services;
}

function questionIdOf(list: TPublicService[], label: string): string {
  return list.flatMap((s) => s.questions).find((q) => q.label === label)?.id ?? '';
}

/** The agenda's day view on the day of `iso` (Paris). */
async function openDayOf(page: Page, iso: string) {
  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  const target = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(iso));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const days = Math.round((Date.parse(target) - Date.parse(today)) / 86_400_000);
  for (let i = 0; i < days; i++) await page.getByRole('button', { name: 'Jour suivant' }).click();
}
