/** The gdpr module's public entry (ADR 0020): what the daily retention job and the administration run. */
export { purgeExpiredClientData } from '../bookings/api';
export { eraseAccount } from './account-deletion';
export { warnBeforeFirstPurges } from './first-purge';
export { purgeTechnicalRecords } from './housekeeping';
export { RETENTION_CRON, RETENTION_RUN } from './retention-schedule';
