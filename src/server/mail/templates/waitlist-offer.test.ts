import { describe, expect, it } from 'vitest';
import { renderWaitlistOffer } from './waitlist-offer';

const appUrl = 'https://creneau.example.fr';
const base = {
  clientName: 'Jeanne <b>Petit</b>',
  providerName: 'Salon Léa',
  serviceName: 'Coupe & brushing',
  when: 'mardi 15 décembre à 10:00 (heure de Paris)',
  bookUrl: `${appUrl}/booking/salon-lea?service=s-1&date=2026-12-15`,
  earlier: false,
  leaveUrl: `${appUrl}/waitlist/e-1/tok_EN`,
  appUrl,
};

describe('waitlist offer e-mail', () => {
  it('names the slot, links to the booking page on that day, says it is not held, and how to leave', () => {
    const email = renderWaitlistOffer(base);
    expect(email.subject).toBe(
      'Un créneau s’est libéré : Coupe & brushing — mardi 15 décembre à 10:00 (heure de Paris)',
    );
    for (const line of [
      'Bonjour Jeanne <b>Petit</b>,',
      'Un créneau s’est libéré chez Salon Léa pour « Coupe & brushing » : mardi 15 décembre à 10:00 (heure de Paris).',
      `Réserver ce créneau : ${base.bookUrl}`,
      'le premier à réserver l’obtient',
      `Quitter la liste d’attente : ${base.leaveUrl}`,
    ])
      expect(email.text).toContain(line);
    expect(email.html).toContain(`href="${base.bookUrl.replace('&', '&amp;')}"`);
    expect(email.html).toContain(`href="${base.leaveUrl}"`);
    // React escapes what the client typed.
    expect(email.html).toContain('Jeanne &lt;b&gt;Petit&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Petit');
  });

  it('offers a client with a later appointment to move it', () => {
    const manage = `${appUrl}/booking/p-1/tok_MANAGE?date=2026-12-15`;
    const email = renderWaitlistOffer({ ...base, earlier: true, bookUrl: manage });
    expect(email.text).toContain('Un créneau plus tôt s’est libéré chez Salon Léa');
    expect(email.text).toContain('Vous pouvez avancer votre rendez-vous.');
    expect(email.text).toContain(`Avancer mon rendez-vous : ${manage}`);
    expect(email.text).not.toContain('Réserver ce créneau');
  });
});
