/** The clients module's public entry (ADR 0020): a provider's clients, built from their bookings, and their notes. */
export { listAllClients, type TExportedClient } from './all-clients';
export { resolveClientKey } from './client-key';
export {
  deleteClientNote,
  deleteClientNotesOf,
  deleteNotesOfVanishedClients,
  findClientNote,
} from './notes';
