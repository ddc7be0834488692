import { describe, expect, it } from 'vitest';
import { renderBookingReminder } from './booking-reminder';
import { renderBookingRescheduledClient } from './booking-rescheduled';
import type { TBookingEmailSummary } from './booking-summary';

const appUrl = 'https://creneau.example.fr';
const summary: TBookingEmailSummary = {
  serviceName: 'Coupe',
  when: 'mardi 24 novembre 2026 à 10:30 (heure de Paris)',
  duration: '45 min',
  price: '35,00 €',
  providerName: 'Salon Léa',
  address: '',
  place: { type: 'in_person', videoUrl: null, clientAddress: '', clientPhone: '' },
  providerPhone: '01 23 45 67 89',
  providerEmail: '',
};
const links = {
  manageUrl: `${appUrl}/booking/p-1/tok_EN-123`,
  cancelUrl: `${appUrl}/cancel-booking/b-1/tok_EN-123`,
};
const CLOSED =
  'Ce rendez-vous ne peut plus être déplacé ni annulé en ligne moins de 24 h avant son début. Contactez directement votre professionnel au 01 23 45 67 89.';

const reminder = (changeableOnline: boolean, withLinks = true) =>
  renderBookingReminder({
    clientName: 'Jeanne',
    summary,
    shortWhen: 'mardi 24 novembre à 10:30',
    bookingPageUrl: `${appUrl}/booking/p-1`,
    cancellationNoticeHours: 24,
    changeableOnline,
    appUrl,
    links: withLinks ? links : undefined,
  });

describe('no online change promised past its deadline (issue 30)', () => {
  it('a reminder sent before the deadline offers to move or cancel online', () => {
    const email = reminder(true);
    expect(email.text).toContain(`Annuler le rendez-vous : ${links.cancelUrl}`);
    expect(email.text).toContain('Une annulation en ligne est possible jusqu’à 24 h avant le rendez-vous');
    expect(email.text).not.toContain(CLOSED);
  });

  it('a reminder sent past the deadline offers only to view it, with the provider’s phone', () => {
    const email = reminder(false);
    expect(email.text).toContain(CLOSED);
    expect(email.text).toContain(`Voir le rendez-vous : ${links.manageUrl}`);
    expect(email.text).not.toContain(links.cancelUrl);
    expect(email.html).not.toContain(links.cancelUrl);
    expect(email.text).not.toMatch(/déplacer le rendez-vous|annulation en ligne est possible/i);
    const withoutLinks = reminder(false, false);
    expect(withoutLinks.text).not.toMatch(/Pour voir, déplacer ou annuler/);
    expect(withoutLinks.text).toContain(CLOSED);
  });

  it('a move into the notice says it can no longer be changed online, without the cancel link', () => {
    const moved = (changeableOnline: boolean, withLinks = true) =>
      renderBookingRescheduledClient({
        clientName: 'Jeanne',
        summary,
        previousWhen: 'jeudi 26 novembre 2026 à 09:00 (heure de Paris)',
        movedBy: withLinks ? 'client' : 'provider',
        links: withLinks ? links : undefined,
        cancellationNoticeHours: 24,
        changeableOnline,
        appUrl,
      });
    const late = moved(false);
    expect(late.text).toContain(CLOSED);
    expect(late.text).toContain(`Voir mon rendez-vous : ${links.manageUrl}`);
    expect(late.text).not.toContain(links.cancelUrl);
    expect(late.html).not.toContain(links.cancelUrl);
    const byProvider = moved(false, false);
    expect(byProvider.text).toContain(CLOSED);
    expect(byProvider.text).not.toContain('Les liens de votre e-mail de confirmation restent valables.');
    expect(moved(true).text).toContain(`Annuler mon rendez-vous : ${links.cancelUrl}`);
    expect(moved(true).text).not.toContain(CLOSED);
  });
});
