import type { TBooking } from '../../../shared/schemas/booking';
import { BOOKING_PAYMENT_MESSAGES, refundTooMuchMessage } from '../../../shared/schemas/booking-payments';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { askRefund, paymentOfBooking, toBookingPaymentDto } from '../booking-payments/api';
import { toBookingDto } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { inProviderTransaction } from './booking-transaction';
import { findProviderBooking } from './queries';

/**
 * POST /api/bookings/{id}/refund, the provider's « Rembourser » (issue 34): what the client paid
 * online goes back (at booking, or a no-show fee charged since) — all that is left, or the part
 * `amountCents` — whatever the booking's status or
 * date (a gesture after the appointment too). The refund is a job of this transaction. Asked again
 * for all that is left while it waits, nothing more is queued; a part above what is left is a 400
 * naming `amountCents`; once all is refunded there is nothing left (409). The answer shows the
 * payment as it stands.
 */
export async function refundBookingAsProvider(
  deps: AppDeps,
  providerId: string,
  bookingId: string,
  amountCents?: number | undefined,
): Promise<TBooking> {
  return inProviderTransaction(deps.database.db, providerId, async (tx) => {
    const found = await findProviderBooking(tx, providerId, bookingId);
    if (!found) throw bookingNotFound();
    const asked = await askRefund(tx, deps.jobs, { bookingId, amountCents, now: deps.now(), feeToo: true });
    if (asked.kind === 'nothing') throw new AppError('CONFLICT', BOOKING_PAYMENT_MESSAGES.nothingToRefund);
    if (asked.kind === 'tooMuch')
      throw new AppError('VALIDATION', refundTooMuchMessage(asked.leftCents), { field: 'amountCents' });
    if (asked.kind === 'asked' && amountCents !== undefined)
      throw new AppError('CONFLICT', BOOKING_PAYMENT_MESSAGES.refundInProgress);
    const payment = await paymentOfBooking(tx, bookingId);
    return {
      ...toBookingDto(found.booking, found.service),
      payment: payment ? toBookingPaymentDto(payment) : null,
    };
  });
}
