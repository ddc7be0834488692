/**
 * The booking-payments module's public entry (ADR 0020, ADR 0061): deposits, prepayments and card
 * guarantees on the provider's own Stripe account (issue 34).
 */

export {
  checkoutExpiryJob,
  checkoutExpiryKey,
  endHoldCancelledByProvider,
  queueCheckoutExpiry,
} from './checkout-expiry';
export { checkoutKey, openHoldCheckout } from './checkout-session';
export { connectAvailable } from './connect';
export { type TBookingPaymentRow, toBookingPaymentDto } from './dto';
export {
  clientPaymentsOfBookings,
  exportBookingPaymentsOf,
  type TBookingPaymentsExport,
  type TClientPaymentExport,
} from './export';
export { noShowFeeJob, noShowFeeKey, queueNoShowFee } from './no-show-fee';
export { noShowFeeLinkKey } from './no-show-fee-outcomes';
export {
  insertHoldPayment,
  markPaymentExpired,
  markPaymentSettled,
  paymentOfBooking,
  paymentOfSession,
  paymentsOfBookings,
} from './payment-rows';
export {
  connectAccountOf,
  effectivePayment,
  recordAccountState,
  type TAccountState,
  type TConnectAccountRow,
} from './queries';
export { bookingRefundJob, bookingRefundKey } from './refund-job';
export { askRefund, queueBookingRefund, type TRefundAsked } from './refund-request';
