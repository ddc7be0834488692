/**
 * The booking-payments module's public entry (ADR 0020, ADR 0061): deposits, prepayments and card
 * guarantees on the provider's own Stripe account (issue 34).
 */

export { checkoutKey, openHoldCheckout } from './checkout-session';
export { type TBookingPaymentRow, toBookingPaymentDto } from './dto';
export {
  insertHoldPayment,
  markPaymentExpired,
  markPaymentSettled,
  paymentOfBooking,
  paymentOfSession,
  paymentsOfBookings,
} from './payment-rows';
export { connectAccountOf, effectivePayment } from './queries';
export { bookingRefundJob, bookingRefundKey, queueBookingRefund } from './refund-job';
