/**
 * The bookings module's public entry (ADR 0020): what other modules may use of bookings, their
 * e-mails and calendar files. Other modules never write the bookings or idempotency_keys tables.
 */
export {
  ACCOUNT_CLOSED_REASON,
  cancelUpcomingBookingsOfProvider,
  publishCancellations,
  type TClosedAgenda,
} from './account-closure';
export { countBookingsThisMonth, countProviderBookings, type TBookingCounts } from './admin-counts';
export {
  ANONYMISED_CLIENT_NAME,
  anonymiseBookingsOfProvider,
  anonymiseClientBookings,
  holdsClientData,
  scrubEmailsOfAnonymisedBookings,
} from './anonymise';
export { locationText } from './booking-place';
export { lockProviderAgenda } from './booking-transaction';
export { cancelBookingAsProvider } from './change-booking';
export { cancellationDeadline } from './client-change-rules';
export { clientKeyOf, groupingKeyOf, type TClientRef } from './client-key';
export { clientSearchCondition } from './client-search';
export { confirmPaidHold, type THoldOutcome, type TSettle } from './confirm-hold';
export { countDueBy, earliestDueOf, neverAnonymised, providersFirstDueBy } from './first-purge-queries';
export { listAllBookingsOf, listClientBookings, type TBookingHistoryRow } from './history';
export { ICS_CONTENT_TYPE, ICS_FILENAME, singleLine, toIcsEvent } from './ics';
export { purgeExpiredIdempotencyRecords } from './idempotency';
export { linkSealingKey, storedBookingLinks } from './manage-token';
export { bookingIcs, summaryOf, type TBookingContext } from './notify';
export { findByClientToken } from './public-view';
export { findProviderContact } from './queries';
export { listRecentCancellations } from './recent-cancellations';
export { expireHoldsJob, HOLD_RELEASED_REASON, releaseExpiredHolds, releaseHold } from './release-hold';
export { listRetentionCandidates, purgeExpiredClientData } from './retention-queries';
