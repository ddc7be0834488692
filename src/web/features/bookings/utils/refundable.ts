import type { TBooking } from '../../../../shared/schemas/booking';

/** What can still be given back: a paid deposit or price not refunded yet (0 otherwise). */
export function refundableCents(booking: TBooking): number {
  const payment = booking.payment;
  if (payment?.status !== 'paid' || payment.mode === 'guarantee') return 0;
  return Math.max(0, payment.amountCents - payment.refundedCents);
}
