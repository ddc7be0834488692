/** The geo module's public entry (ADR 0020): where a request comes from, for registration. */
export { assertRegistrationCountry } from './country';
