/**
 * The booking-payments module's public entry (ADR 0020, ADR 0061): deposits, prepayments and card
 * guarantees on the provider's own Stripe account (issue 34).
 */
export { type TBookingPaymentRow, toBookingPaymentDto } from './dto';
export { noShowFeeJob, noShowFeeKey, queueNoShowFee } from './no-show-fee';
export { noShowFeeLinkKey } from './no-show-fee-outcomes';
export { connectAccountOf, effectivePayment, paymentOfBooking } from './queries';
export { bookingRefundJob, bookingRefundKey, queueBookingRefund } from './refund-job';
