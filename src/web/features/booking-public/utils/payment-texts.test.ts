import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_MESSAGES, type TBookingPayment } from '../../../../shared/schemas/booking-payments';
import { HOLD_EXPIRED, holdExpired, payLabel, paymentFacts, refundNote } from './payment-texts';

const TZ = 'Europe/Paris';
const nbsp = (text: string) => text.replace(/ €/g, '\u00a0€');

function payment(overrides: Partial<TBookingPayment> = {}): TBookingPayment {
  return {
    mode: 'deposit',
    status: 'paid',
    amountCents: 2000,
    noShowFeeCents: null,
    refundedCents: 0,
    paidAt: '2026-12-03T10:00:00.000Z',
    refundedAt: null,
    feeStatus: null,
    feeChargedAt: null,
    feeRefundedCents: 0,
    ...overrides,
  };
}

describe('what the client reads of their booking’s payment (issue 34)', () => {
  it('names what was paid, when, and what was given back', () => {
    expect(paymentFacts(payment(), TZ)).toEqual([nbsp('Acompte payé : 20,00 € le 3 décembre 2026')]);
    expect(paymentFacts(payment({ mode: 'full', amountCents: 3500 }), TZ)).toEqual([
      nbsp('Payé en ligne : 35,00 € le 3 décembre 2026'),
    ]);
    expect(
      paymentFacts(
        payment({ status: 'refunded', refundedCents: 2000, refundedAt: '2026-12-05T09:00:00.000Z' }),
        TZ,
      ),
    ).toEqual([
      nbsp('Acompte payé : 20,00 € le 3 décembre 2026'),
      nbsp('Remboursé : 20,00 € le 5 décembre 2026'),
    ]);
  });

  it('a guarantee: the card and its fee, then the fee once charged', () => {
    const card = payment({
      mode: 'guarantee',
      status: 'card_saved',
      amountCents: 0,
      noShowFeeCents: 1500,
      paidAt: null,
    });
    expect(paymentFacts(card, TZ)).toEqual([
      nbsp("Carte enregistrée en garantie (frais d'absence : 15,00 €)"),
    ]);
    const charged = { ...card, feeStatus: 'charged' as const, feeChargedAt: '2026-12-10T16:00:00.000Z' };
    expect(paymentFacts(charged, TZ)).toContain(
      nbsp("Frais d'absence prélevés : 15,00 € le 10 décembre 2026"),
    );
    const asked = { ...card, feeStatus: 'requires_action' as const };
    expect(paymentFacts(asked, TZ)).toContain(
      nbsp(
        "Frais d'absence de 15,00 € : votre banque demande une confirmation, un lien de paiement vous a été envoyé par e-mail.",
      ),
    );
  });

  it('says nothing of a payment never made', () => {
    expect(paymentFacts(payment({ status: 'pending', paidAt: null }), TZ)).toEqual([]);
    expect(paymentFacts(payment({ status: 'expired', paidAt: null }), TZ)).toEqual([]);
  });

  it('the cancel form says what comes back: the deposit, the price, or that the card is not charged', () => {
    expect(refundNote(payment())).toBe(nbsp('Votre acompte de 20,00 € vous sera remboursé.'));
    expect(refundNote(payment({ mode: 'full', amountCents: 3500 }))).toBe(
      nbsp('Votre paiement de 35,00 € vous sera remboursé.'),
    );
    expect(refundNote(payment({ mode: 'guarantee', status: 'card_saved' }))).toBe(
      'Votre carte ne sera pas débitée.',
    );
    expect(refundNote(payment({ status: 'refunded', refundedCents: 2000 }))).toBeNull();
    expect(refundNote(payment({ status: 'pending' }))).toBeNull();
    expect(refundNote(null)).toBeNull();
  });

  it('says the hold’s end in the server’s words', () => {
    expect(HOLD_EXPIRED).toBe(BOOKING_PAYMENT_MESSAGES.holdExpired);
  });

  it('labels the pay link by mode, and knows when a hold has ended', () => {
    expect([payLabel('deposit'), payLabel('full'), payLabel('guarantee')]).toEqual([
      "Payer l'acompte",
      'Payer',
      'Enregistrer ma carte',
    ]);
    const hold = {
      status: 'awaiting_payment' as const,
      holdExpiresAt: '2026-11-20T09:30:00.000Z',
      payment: payment({ status: 'pending' }),
    };
    expect(holdExpired(hold, Date.parse('2026-11-20T09:29:59.000Z'))).toBe(false);
    expect(holdExpired(hold, Date.parse('2026-11-20T09:30:00.000Z'))).toBe(true);
    expect(holdExpired({ ...hold, status: 'cancelled', payment: payment({ status: 'expired' }) }, 0)).toBe(
      true,
    );
    expect(holdExpired({ status: 'confirmed', holdExpiresAt: null, payment: payment() }, Date.now())).toBe(
      false,
    );
  });
});
