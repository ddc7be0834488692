/** The providers module's public entry (ADR 0020): the booking-page profile. */
export {
  DEFAULT_TIMEZONE,
  deleteProviderProfile,
  getProviderProfile,
  saveProviderTimezone,
} from './queries';
