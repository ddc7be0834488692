import { describe, expect, it } from 'vitest';
import { renderSeriesCancelled, renderSeriesConfirmation } from './booking-series';
import type { TBookingEmailSummary } from './booking-summary';

const appUrl = 'https://creneau.example.fr';
const summary: TBookingEmailSummary = {
  serviceName: 'Kiné & rééducation',
  when: '2 rendez-vous (dates ci-dessous)',
  duration: '45 min',
  price: '40,00 €',
  providerName: 'Cabinet <Léa>',
  address: '',
  providerPhone: '',
  providerEmail: 'lea@exemple.fr',
  place: { type: 'in_person', videoUrl: null, clientAddress: '', clientPhone: '' },
};
const dates = [
  { when: 'mardi 9 mars 2027 à 10:00 (heure de Paris)', manageUrl: `${appUrl}/booking/p-1/tok_A` },
  { when: 'mardi 16 mars 2027 à 10:00 (heure de Paris)', manageUrl: `${appUrl}/booking/p-1/tok_B` },
];

describe('series e-mails (issue 32)', () => {
  it('confirms every date with its own link, names escaped in the HTML', () => {
    const email = renderSeriesConfirmation({
      clientName: 'Jeanne <b>Petit</b>',
      summary,
      dates,
      cancellationNoticeHours: 24,
      appUrl,
    });
    expect(email.subject).toBe(
      '2 rendez-vous confirmés : Kiné & rééducation — à partir du mardi 9 mars 2027 à 10:00 (heure de Paris)',
    );
    expect(email.text).toContain(
      `- mardi 9 mars 2027 à 10:00 (heure de Paris) : ${appUrl}/booking/p-1/tok_A`,
    );
    expect(email.text).toContain(
      `- mardi 16 mars 2027 à 10:00 (heure de Paris) : ${appUrl}/booking/p-1/tok_B`,
    );
    expect(email.html).toContain(`href="${appUrl}/booking/p-1/tok_B"`);
    expect(email.html).toContain('Jeanne &lt;b&gt;Petit&lt;/b&gt;');
    expect(email.html).toContain('Cabinet &lt;Léa&gt;');
    expect(email.html).not.toContain('<b>Petit');
    // The text part is plain text: a name shows as typed.
    expect(email.text).toContain('Bonjour Jeanne <b>Petit</b>,');
  });

  it('lists the cancelled dates once, with the reason quoted as typed', () => {
    const email = renderSeriesCancelled({
      clientName: 'Jeanne',
      summary,
      dates: dates.map(({ when }) => ({ when })),
      reason: 'Congés <maladie>',
      rebookUrl: `${appUrl}/booking/p-1`,
      appUrl,
    });
    expect(email.subject).toBe('2 rendez-vous annulés — Kiné & rééducation');
    expect(email.text).toContain('Cabinet <Léa> a annulé 2 de vos rendez-vous.');
    expect(email.text).toContain('- mardi 16 mars 2027 à 10:00 (heure de Paris)');
    expect(email.text).toContain('Congés <maladie>');
    expect(email.html).toContain('Congés &lt;maladie&gt;');
    expect(email.html).not.toContain('tok_A');
  });
});
