import type { TBooking } from '../../../../shared/schemas/booking';

/** What can still be given back: a paid deposit or price not refunded yet (0 otherwise). */
export function refundableCents(booking: TBooking): number {
  const payment = booking.payment;
  if (payment?.status !== 'paid' || payment.mode === 'guarantee') return 0;
  return Math.max(0, payment.amountCents - payment.refundedCents);
}

/**
 * What « Rembourser » can still give back (issue 34): what was paid at booking, or — for a
 * guarantee — the no-show fee charged since, less what was refunded of it.
 */
export function refundableByProvider(booking: TBooking): { cents: number; fee: boolean } {
  const payment = booking.payment;
  if (payment?.mode === 'guarantee' && payment.feeStatus === 'charged')
    return { cents: Math.max(0, (payment.noShowFeeCents ?? 0) - payment.feeRefundedCents), fee: true };
  return { cents: refundableCents(booking), fee: false };
}
