import { describe, expect, it } from 'vitest';
import { renderBookingRefunded, renderHoldCancelledByProvider, renderNoShowFeeLink } from './booking-payment';

const appUrl = 'https://creneau.example.fr';
const base = {
  clientName: 'Jeanne <b>Petit</b>',
  providerName: 'Salon Léa',
  serviceName: 'Soin & massage',
  when: 'mardi 15 décembre à 10:00 (heure de Paris)',
  amount: '20,00 €',
  appUrl,
};

describe('booking payment e-mails (issue 34)', () => {
  it('says an « acompte » was refunded, never « arrhes », and a full payment as a payment', () => {
    const deposit = renderBookingRefunded({ ...base, kind: 'deposit' });
    expect(deposit.subject).toBe('Votre acompte de 20,00 € vous a été remboursé');
    expect(deposit.text).toContain(
      'Votre acompte de 20,00 € vous a été remboursé par Salon Léa (rendez-vous « Soin & massage » du mardi 15 décembre à 10:00 (heure de Paris)).',
    );
    expect(deposit.html).toContain('Jeanne &lt;b&gt;Petit&lt;/b&gt;');
    expect(`${deposit.text}${deposit.html}`).not.toMatch(/arrhes/i);
    expect(renderBookingRefunded({ ...base, kind: 'full' }).subject).toBe(
      'Votre paiement de 20,00 € vous a été remboursé',
    );
    const part = renderBookingRefunded({ ...base, amount: '5,00 €', kind: 'deposit', partial: true });
    expect(part.subject).toBe('5,00 € sur votre acompte vous ont été remboursés');
    expect(part.text).toContain('5,00 € sur votre acompte vous ont été remboursés par Salon Léa');
    expect(renderBookingRefunded({ ...base, amount: '15,00 €', kind: 'fee' }).subject).toBe(
      'Vos frais d’absence de 15,00 € vous ont été remboursés',
    );
  });

  it('gives the no-show fee’s payment link when the bank asks for a confirmation', () => {
    const payUrl = 'https://checkout.stripe.com/c/pay/cs_test_1?a=1&b=2';
    const email = renderNoShowFeeLink({ ...base, amount: '15,00 €', payUrl });
    expect(email.subject).toBe("Frais d'absence de 15,00 € à confirmer auprès de votre banque");
    expect(email.text).toContain(
      "Votre banque demande une confirmation pour régler les frais d'absence de 15,00 € de votre rendez-vous « Soin & massage » avec Salon Léa",
    );
    expect(email.text).toContain(`Régler les frais d’absence : ${payUrl}`);
    expect(email.html).toContain(`href="${payUrl.replace('&', '&amp;')}"`);
  });

  it('tells the client of a hold cancelled by the provider that nothing was charged', () => {
    const email = renderHoldCancelledByProvider(base);
    expect(email.subject).toBe('Votre réservation en attente de paiement a été annulée');
    expect(email.text).toContain(
      'Votre réservation en attente de paiement pour « Soin & massage » du mardi 15 décembre à 10:00 (heure de Paris) a été annulée par Salon Léa.',
    );
    expect(email.text).toContain('Aucun montant n’a été débité');
    expect(email.html).toContain('Jeanne &lt;b&gt;Petit&lt;/b&gt;');
    expect(email.text).not.toContain('20,00');
  });
});
