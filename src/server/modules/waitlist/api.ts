/**
 * The waitlist module's public entry (ADR 0020, ADR 0060): what other modules and the jobs use of
 * the waitlist (issue 33).
 */
export { deleteEndedWaitlistEntries } from './expire';
export { localDaysRange, queueWaitlistOffer, type TFreedRange } from './freed';
export { managedAlertOf } from './leave';
export { waitlistOfferJob } from './offer-job';
export {
  deleteEntriesOfClients,
  deleteEntriesOfProvider,
  dropAlertsOf,
  entriesOfClients,
  listEntries,
  markAlertClaimed,
  markClaimed,
} from './queries';
