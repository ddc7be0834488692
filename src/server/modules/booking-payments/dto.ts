import type { TBookingPayment } from '../../../shared/schemas/booking-payments';
import type { bookingPayments } from '../../db/schema';

export type TBookingPaymentRow = typeof bookingPayments.$inferSelect;

/** A booking's payment as its provider and (by token) its client see it: no Stripe ids. */
export function toBookingPaymentDto(row: TBookingPaymentRow): TBookingPayment {
  return {
    mode: row.mode === 'none' ? 'deposit' : row.mode,
    status: row.status,
    amountCents: row.amountCents,
    noShowFeeCents: row.noShowFeeCents,
    refundedCents: row.refundedCents,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    feeStatus: row.feeStatus,
    feeChargedAt: row.feeChargedAt?.toISOString() ?? null,
    feeRefundedCents: row.feeRefundedCents,
  };
}
