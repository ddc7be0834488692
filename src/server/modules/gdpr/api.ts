/** The gdpr module's public entry (ADR 0020): what the daily retention job runs. */
export { purgeExpiredClientData } from '../bookings/api';
export { purgeTechnicalRecords } from './housekeeping';
export { RETENTION_CRON, RETENTION_RUN } from './retention-schedule';
