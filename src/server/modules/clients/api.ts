/** The clients module's public entry (ADR 0020): a provider's clients, built from their bookings. */
export { listClients } from './queries';
