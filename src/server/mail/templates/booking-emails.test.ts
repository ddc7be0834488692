import { describe, expect, it } from 'vitest';
import { renderBookingCancelledClient, renderBookingCancelledProvider } from './booking-cancelled';
import { renderBookingConfirmation } from './booking-confirmation';
import { renderBookingProviderNew } from './booking-provider-new';
import { renderBookingReminder } from './booking-reminder';
import { renderBookingRescheduledClient, renderBookingRescheduledProvider } from './booking-rescheduled';
import type { TBookingEmailSummary } from './booking-summary';

const appUrl = 'https://creneau.example.fr';
const summary: TBookingEmailSummary = {
  serviceName: 'Coupe & brushing',
  when: 'mardi 24 novembre 2026 à 10:30 (heure de Paris)',
  duration: '45 min',
  price: '35,00 €',
  providerName: 'Salon Léa',
  address: '3 rue des Lilas, 75011 Paris',
  place: { type: 'in_person', videoUrl: null, clientAddress: '', clientPhone: '' },
  providerPhone: '01 23 45 67 89',
  providerEmail: 'lea@exemple.fr',
};
const client = { name: 'Jeanne <b>Petit</b>', email: 'jeanne@exemple.fr', phone: '06 12 34 56 78' };
const links = {
  manageUrl: `${appUrl}/booking/p-1/tok_EN-123`,
  cancelUrl: `${appUrl}/cancel-booking/b-1/tok_EN-123`,
};

describe('booking e-mails', () => {
  it('confirms to the client with the summary, the notice and both links', () => {
    const email = renderBookingConfirmation({
      clientName: 'Jeanne',
      summary,
      ...links,
      cancellationNoticeHours: 24,
      changeableOnline: true,
      appUrl,
    });
    expect(email.subject).toBe(
      'Rendez-vous confirmé : Coupe & brushing — mardi 24 novembre 2026 à 10:30 (heure de Paris)',
    );
    for (const line of [
      'Bonjour Jeanne,',
      'Prestation : Coupe & brushing',
      'Date : mardi 24 novembre 2026 à 10:30 (heure de Paris)',
      'Durée : 45 min',
      'Tarif : 35,00 €',
      'Au cabinet : 3 rue des Lilas, 75011 Paris',
      'Téléphone : 01 23 45 67 89',
      "Vous pouvez déplacer ou annuler ce rendez-vous en ligne jusqu'à 24 h avant son début.",
      `Voir ou déplacer mon rendez-vous : ${links.manageUrl}`,
      `Annuler mon rendez-vous : ${links.cancelUrl}`,
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain(`href="${links.manageUrl}"`);
    expect(email.html).toContain(`href="${links.cancelUrl}"`);
    expect(email.html).toContain('Coupe &amp; brushing');
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('links an office address to the map for the client only, and nothing for a video or a missing address (issue 37)', () => {
    const render = (s: TBookingEmailSummary) =>
      renderBookingConfirmation({
        clientName: 'Jeanne',
        summary: s,
        ...links,
        cancellationNoticeHours: 24,
        changeableOnline: true,
        appUrl,
      });
    const map = 'https://www.openstreetmap.org/search?query=3%20rue%20des%20Lilas%2C%2075011%20Paris';
    const email = render(summary);
    expect(email.text).toContain(`Plan : ${map}`);
    expect(email.html).toContain(`href="${map}"`);
    expect(email.html).toContain('Voir sur la carte');
    const video = { ...summary.place, type: 'video' as const, videoUrl: 'https://visio.example.fr/r' };
    expect(render({ ...summary, place: video }).text).not.toContain('openstreetmap');
    expect(render({ ...summary, address: ' ' }).text).not.toContain('openstreetmap');
    const toProvider = renderBookingProviderNew({
      summary,
      client,
      note: '',
      answers: [],
      agendaUrl: `${appUrl}/dashboard/agenda`,
      appUrl,
    });
    expect(toProvider.text).not.toContain('openstreetmap');
  });

  it('never promises an online change whose deadline passed before the booking (issue 30)', () => {
    const email = renderBookingConfirmation({
      clientName: 'Jeanne',
      summary,
      ...links,
      cancellationNoticeHours: 24,
      changeableOnline: false,
      appUrl,
    });
    expect(email.text).toContain(
      'Ce rendez-vous ne peut pas être déplacé ni annulé en ligne : il commence moins de 24 h après sa réservation. Pour le modifier, contactez directement votre professionnel au 01 23 45 67 89.',
    );
    expect(email.text).not.toMatch(/Vous pouvez déplacer ou annuler/);
    expect(email.text).not.toContain(links.cancelUrl);
    expect(email.html).not.toContain(`href="${links.cancelUrl}"`);
    expect(email.text).toContain(`Voir mon rendez-vous : ${links.manageUrl}`);
  });

  it('tells the provider who booked, escaping what the client typed', () => {
    const email = renderBookingProviderNew({
      summary,
      client,
      note: '<script>alert(1)</script>',
      answers: [{ label: 'Allergies <i>?</i>', text: '<img src=x onerror=alert(1)>' }],
      agendaUrl: `${appUrl}/dashboard/agenda`,
      appUrl,
    });
    // The answers as plain text, escaped in the HTML.
    expect(email.text).toContain('Allergies <i>?</i> : <img src=x onerror=alert(1)>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.subject).toBe(
      'Nouveau rendez-vous — Jeanne <b>Petit</b>, mardi 24 novembre 2026 à 10:30 (heure de Paris)',
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Petit');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain('E-mail : jeanne@exemple.fr');
    expect(email.text).toContain('Téléphone : 06 12 34 56 78');
    expect(email.text).toContain(`Ouvrir mon agenda : ${appUrl}/dashboard/agenda`);
    // The provider's own address and phone are not repeated to them.
    expect(email.text).not.toContain('01 23 45 67 89');
  });

  it('says who cancelled and gives the way to book again', () => {
    const byClient = renderBookingCancelledClient({
      clientName: 'Jeanne',
      summary,
      cancelledBy: 'client',
      reason: null,
      rebookUrl: `${appUrl}/booking/p-1`,
      appUrl,
    });
    expect(byClient.subject).toBe('Rendez-vous annulé — mardi 24 novembre 2026 à 10:30 (heure de Paris)');
    expect(byClient.text).toContain('Votre rendez-vous avec Salon Léa a bien été annulé.');
    expect(byClient.text).toContain(`Reprendre rendez-vous : ${appUrl}/booking/p-1`);
    expect(byClient.text).not.toContain('Motif');
    const byProvider = renderBookingCancelledClient({
      clientName: 'Jeanne',
      summary,
      cancelledBy: 'provider',
      reason: 'Fermeture exceptionnelle',
      rebookUrl: `${appUrl}/booking/p-1`,
      appUrl,
    });
    expect(byProvider.text).toContain('Salon Léa a annulé votre rendez-vous.');
    expect(byProvider.text).toContain('Fermeture exceptionnelle');
    const notice = renderBookingCancelledProvider({
      summary,
      client,
      reason: 'Malade',
      agendaUrl: `${appUrl}/dashboard/agenda`,
      appUrl,
    });
    expect(notice.text).toContain('Jeanne <b>Petit</b> a annulé son rendez-vous.');
    expect(notice.text).toContain('Malade');
  });

  it('offers no booking link once the provider has closed their account', () => {
    const closed = renderBookingCancelledClient({
      clientName: 'Jeanne',
      summary,
      cancelledBy: 'provider',
      reason: 'Le professionnel a fermé son compte',
      appUrl,
    });
    expect(closed.text).toContain('Salon Léa a annulé votre rendez-vous.');
    expect(closed.text).toContain('Le professionnel a fermé son compte');
    expect(closed.text).not.toContain('Reprendre rendez-vous');
    expect(closed.html).not.toContain('Reprendre rendez-vous');
  });

  it('gives the old and new times of a moved appointment', () => {
    const withLinks = renderBookingRescheduledClient({
      clientName: 'Jeanne',
      summary,
      previousWhen: 'lundi 23 novembre 2026 à 09:00 (heure de Paris)',
      movedBy: 'client',
      links,
      cancellationNoticeHours: 24,
      changeableOnline: true,
      appUrl,
    });
    expect(withLinks.subject).toBe('Rendez-vous déplacé : mardi 24 novembre 2026 à 10:30 (heure de Paris)');
    expect(withLinks.text).toContain('Ancien horaire : lundi 23 novembre 2026 à 09:00 (heure de Paris)');
    expect(withLinks.text).toContain(`Annuler mon rendez-vous : ${links.cancelUrl}`);
    const withoutLinks = renderBookingRescheduledClient({
      clientName: 'Jeanne',
      summary,
      previousWhen: 'lundi',
      movedBy: 'provider',
      cancellationNoticeHours: 24,
      changeableOnline: true,
      appUrl,
    });
    expect(withoutLinks.text).toContain('Salon Léa a déplacé votre rendez-vous.');
    expect(withoutLinks.text).toContain('Les liens de votre e-mail de confirmation restent valables.');
    const notice = renderBookingRescheduledProvider({
      summary,
      previousWhen: 'lundi',
      client,
      agendaUrl: `${appUrl}/dashboard/agenda`,
      appUrl,
    });
    expect(notice.subject).toContain('Rendez-vous déplacé — Jeanne <b>Petit</b>');
  });
});

describe('where the appointment takes place (issue 32)', () => {
  const confirm = (place: TBookingEmailSummary['place']) =>
    renderBookingConfirmation({
      clientName: 'Jeanne',
      summary: { ...summary, place },
      ...links,
      cancellationNoticeHours: 24,
      changeableOnline: true,
      appUrl,
    });
  const none = { videoUrl: null, clientAddress: '', clientPhone: '' };

  it('gives the video room as a link, and never the office address', () => {
    const room = 'https://meet.jit.si/creneau-abc&def';
    const email = confirm({ ...none, type: 'video', videoUrl: room });
    expect(email.text).toContain(`En visio : ${room}`);
    expect(email.html).toContain('href="https://meet.jit.si/creneau-abc&amp;def"');
    for (const body of [email.text, email.html]) expect(body).not.toContain('rue des Lilas');
  });

  it('says who calls whom on the phone, without the office address', () => {
    const email = confirm({ ...none, type: 'phone', clientPhone: '06 12 34 56 78' });
    expect(email.text).toContain('Au téléphone : Salon Léa vous appellera au 06 12 34 56 78');
    for (const body of [email.text, email.html]) expect(body).not.toContain('rue des Lilas');
    const notice = renderBookingProviderNew({
      summary: { ...summary, place: { ...none, type: 'phone', clientPhone: '06 12 34 56 78' } },
      client,
      note: '',
      answers: [],
      agendaUrl: `${appUrl}/dashboard/agenda`,
      appUrl,
    });
    expect(notice.text).toContain('Au téléphone : Vous appelez le client au 06 12 34 56 78');
  });

  it('writes every phone number the French way, however it was typed (issue 37)', () => {
    const typed = {
      ...summary,
      providerPhone: '+33123456789',
      place: { ...none, type: 'phone' as const, clientPhone: '0612345678' },
    };
    const email = confirm(typed.place);
    expect(
      renderBookingConfirmation({
        clientName: 'Jeanne',
        summary: typed,
        ...links,
        cancellationNoticeHours: 24,
        changeableOnline: true,
        appUrl,
      }).text,
    ).toContain('Téléphone : 01 23 45 67 89');
    expect(email.text).toContain('vous appellera au 06 12 34 56 78');
    const notice = renderBookingProviderNew({
      summary: typed,
      client: { ...client, phone: '06.12.34.56.78' },
      note: '',
      answers: [],
      agendaUrl: `${appUrl}/dashboard/agenda`,
      appUrl,
    });
    expect(notice.text).toContain('Vous appelez le client au 06 12 34 56 78');
    expect(notice.text).toContain('Téléphone : 06 12 34 56 78');
    expect(notice.text).not.toContain('06.12');
  });

  it('says it again in the reminder, the move and the cancellation', () => {
    const room = 'https://meet.jit.si/creneau-room';
    const visio = { ...summary, place: { ...none, type: 'video' as const, videoUrl: room } };
    const emails = [
      renderBookingReminder({
        clientName: 'Jeanne',
        summary: visio,
        shortWhen: 'mardi 24 novembre à 10:30',
        bookingPageUrl: `${appUrl}/booking/p-1`,
        cancellationNoticeHours: 24,
        changeableOnline: true,
        appUrl,
        links,
      }),
      renderBookingRescheduledClient({
        clientName: 'Jeanne',
        summary: visio,
        previousWhen: 'lundi 23 novembre 2026 à 09:00 (heure de Paris)',
        movedBy: 'provider',
        cancellationNoticeHours: 24,
        changeableOnline: true,
        appUrl,
      }),
      renderBookingCancelledClient({
        clientName: 'Jeanne',
        summary: visio,
        cancelledBy: 'provider',
        reason: null,
        appUrl,
      }),
    ];
    for (const email of emails) {
      expect(email.text).toContain(`En visio : ${room}`);
      expect(email.html).toContain(`href="${room}"`);
      expect(email.text).not.toContain('rue des Lilas');
    }
  });

  it("gives the client's address for a home visit, escaped", () => {
    const email = confirm({ ...none, type: 'home', clientAddress: '12 rue <b>Haute</b>, Lyon' });
    expect(email.text).toContain('À domicile : 12 rue <b>Haute</b>, Lyon');
    expect(email.html).toContain('12 rue &lt;b&gt;Haute&lt;/b&gt;, Lyon');
    for (const body of [email.text, email.html]) expect(body).not.toContain('rue des Lilas');
  });
});
