/** The providers module's public entry (ADR 0020): the booking-page profile. */
export {
  DEFAULT_TIMEZONE,
  deleteProviderProfile,
  fillProviderContact,
  getProviderProfile,
  saveProviderTimezone,
} from './queries';
