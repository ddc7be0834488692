import { formatDate, formatPrice } from '../../../../shared/french-format';
import type { TBooking } from '../../../../shared/schemas/booking';
import type { TBookingPayment } from '../../../../shared/schemas/booking-payments';

/**
 * What the client reads about their booking's payment on the manage and cancel pages (issue 34).
 * Plain functions, so each sentence is tested on its own and the pages stay small.
 */

type TPayment = TBookingPayment;

/**
 * BOOKING_PAYMENT_MESSAGES.holdExpired, written again (a test keeps them equal): importing the
 * shared messages would put all of them in the booking page's scripts, which share that module.
 */
export const HOLD_EXPIRED = 'Le délai de paiement est dépassé : le créneau a été libéré.';

/** « le 3 décembre 2026 », or nothing when the date is unknown. */
function on(instant: string | null, timeZone: string): string {
  return instant ? ` le ${formatDate(instant, timeZone, 'long')}` : '';
}

/** The pay link of a hold: what pressing it does. */
export function payLabel(mode: TPayment['mode']): string {
  if (mode === 'deposit') return "Payer l'acompte";
  return mode === 'guarantee' ? 'Enregistrer ma carte' : 'Payer';
}

/** What was paid, saved or given back: one line each, in the order it happened. */
export function paymentFacts(payment: TPayment, timeZone: string): string[] {
  const facts: string[] = [];
  const paid = formatPrice(payment.amountCents);
  if (payment.status === 'paid' || payment.status === 'refunded') {
    const what = payment.mode === 'deposit' ? 'Acompte payé' : 'Payé en ligne';
    facts.push(`${what} : ${paid}${on(payment.paidAt, timeZone)}`);
  }
  if (payment.status === 'card_saved')
    facts.push(
      `Carte enregistrée en garantie (frais d'absence : ${formatPrice(payment.noShowFeeCents ?? 0)})`,
    );
  if (payment.feeStatus === 'charged')
    facts.push(
      `Frais d'absence prélevés : ${formatPrice(payment.noShowFeeCents ?? 0)}${on(payment.feeChargedAt, timeZone)}`,
    );
  if (payment.feeStatus === 'requires_action')
    facts.push(
      `Frais d'absence de ${formatPrice(payment.noShowFeeCents ?? 0)} : votre banque demande une confirmation, un lien de paiement vous a été envoyé par e-mail.`,
    );
  if (payment.status === 'refunded' || payment.refundedCents > 0)
    facts.push(`Remboursé : ${formatPrice(payment.refundedCents)}${on(payment.refundedAt, timeZone)}`);
  return facts;
}

/**
 * Said in the cancel form of a booking that may still be cancelled online: what the client gets
 * back (ADR 0061: a cancellation within the notice refunds what was paid).
 */
export function refundNote(payment: TPayment | null | undefined): string | null {
  if (!payment) return null;
  const left = payment.amountCents - payment.refundedCents;
  if (payment.status === 'paid' && left > 0) {
    const what = payment.mode === 'deposit' ? 'Votre acompte' : 'Votre paiement';
    return `${what} de ${formatPrice(left)} vous sera remboursé.`;
  }
  if (payment.status === 'card_saved') return 'Votre carte ne sera pas débitée.';
  return null;
}

/** The hold's end has passed, or the server already released the slot for want of payment. */
export function holdExpired(
  booking: Pick<TBooking, 'status' | 'holdExpiresAt' | 'payment'>,
  now: number,
): boolean {
  if (booking.payment?.status === 'expired') return true;
  return (
    booking.status === 'awaiting_payment' &&
    !!booking.holdExpiresAt &&
    Date.parse(booking.holdExpiresAt) <= now
  );
}
