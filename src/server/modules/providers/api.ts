/** The providers module's public entry (ADR 0020): the booking-page profile, and who may frame it. */
export { bookingPageHead } from './booking-head';
export { framingOriginsFor } from './embed';
export { findLogo } from './logo-queries';
export { providerState, publicSnapshot, type TProviderState } from './public-snapshot';
export {
  DEFAULT_TIMEZONE,
  deleteProviderProfile,
  fillProviderContact,
  getProviderProfile,
  saveProviderTimezone,
} from './queries';
export { listedBookingPaths } from './search-listing';
