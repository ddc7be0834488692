import type { TBooking } from '../../../shared/schemas/booking';
import { BOOKING_PAYMENT_MESSAGES } from '../../../shared/schemas/booking-payments';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { paymentOfBooking, queueBookingRefund, toBookingPaymentDto } from '../booking-payments/api';
import { toBookingDto } from './booking-dto';
import { bookingNotFound } from './booking-errors';
import { inProviderTransaction } from './booking-transaction';
import { findProviderBooking } from './queries';

/**
 * POST /api/bookings/{id}/refund, the provider's « Rembourser » (issue 34): what the client paid
 * online goes back, whatever the booking's status or date (a gesture after the appointment too).
 * The refund is a job of this transaction; asked again while it waits, nothing more is queued, and
 * once refunded there is nothing left to refund (409). The answer shows the payment as it stands.
 */
export async function refundBookingAsProvider(
  deps: AppDeps,
  providerId: string,
  bookingId: string,
): Promise<TBooking> {
  return inProviderTransaction(deps.database.db, providerId, async (tx) => {
    const found = await findProviderBooking(tx, providerId, bookingId);
    if (!found) throw bookingNotFound();
    if (!(await queueBookingRefund(tx, deps.jobs, bookingId)))
      throw new AppError('CONFLICT', BOOKING_PAYMENT_MESSAGES.nothingToRefund);
    const payment = await paymentOfBooking(tx, bookingId);
    return {
      ...toBookingDto(found.booking, found.service),
      payment: payment ? toBookingPaymentDto(payment) : null,
    };
  });
}
