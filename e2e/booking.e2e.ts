import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoProviderId, fillClientForm, openBookableDay } from './support/booking';
import { newContext, screenshot, watchPage } from './support/browser';
import { useMailingJourney } from './support/journey';

describe('a customer books on a phone, gets the e-mail with the .ics, and cancels', () => {
  const env = useMailingJourney();
  let providerId: string;
  beforeAll(async () => {
    providerId = await demoProviderId(env.server.url);
  });

  it('books a slot, receives a valid .ics, and cancels from the e-mail link', async () => {
    const context = await newContext(env.browser, 'phone');
    const page = await context.newPage();
    const watcher = watchPage(page);
    const email = `hugo.bernard+${Date.now()}@exemple.fr`;

    const slots = await openBookableDay(page, env.server.url, providerId, 'Séance découverte');
    await screenshot(page, 'booking-slots-phone');
    await page.getByRole('button', { name: slots[0], exact: true }).click();
    await fillClientForm(page, { name: 'Hugo Bernard', email, phone: '06 11 22 33 44' });
    await screenshot(page, 'booking-form-phone');
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await page.getByRole('heading', { name: 'Rendez-vous confirmé' }).waitFor();
    await screenshot(page, 'booking-confirmed-phone');
    const google = await page.getByRole('link', { name: /Google/ }).getAttribute('href');
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);

    const mail = await env.smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    expect(mail.subject).toMatch(/rendez-vous/i);
    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics, 'pièce jointe .ics').toBeDefined();
    const icsText = ics?.content.toString('utf8') ?? '';
    // UTC instants, never floating local times.
    expect(icsText).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const calendar = new ICAL.Component(ICAL.parse(icsText));
    const event = calendar.getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toMatch(/Séance découverte/);
    const dtstart = event?.getFirstPropertyValue('dtstart') as ICAL.Time;
    const startLocal = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
    }).format(dtstart.toJSDate());
    expect(startLocal).toBe(slots[0]);

    const cancelLink = /https?:\/\/\S+\/cancel-booking\/[\w-]+\/[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(cancelLink, 'lien d’annulation').toBeDefined();
    await page.goto(cancelLink as string);
    await page.getByLabel('Motif (facultatif)').fill('Empêchement de dernière minute');
    await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    await page.getByRole('button', { name: 'Oui, annuler le rendez-vous' }).click();
    await page.getByText(/rendez-vous est annulé/).waitFor();
    await screenshot(page, 'booking-cancelled-phone');

    const cancelMail = await env.smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(email) && /annul/i.test(m.subject ?? ''),
    );
    expect(cancelMail.subject).toMatch(/annul/i);
    expect(watcher.errors).toEqual([]);
    await context.close();
  });
});
