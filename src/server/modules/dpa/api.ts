/** The dpa module's public entry (ADR 0020): what other modules may use. */
export { dpaPdf, isBookingOpen, signedDpaSummary } from './service';
