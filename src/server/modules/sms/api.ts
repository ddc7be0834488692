/** The sms module's public entry (issue 35, ADR 0062): SMS reminders of bookings. */
export type { TSmsSettings } from './due-time';
export { smsAvailability } from './gateway';
export {
  exportSmsOf,
  listBookingSms,
  purgeSmsContent,
  SMS_CONTENT_RETENTION_DAYS,
  scrubSmsOf,
  type TSmsExport,
} from './queries';
export { cancelPendingSms, scheduleSmsReminder } from './schedule';
export { withSmsSubprocessor } from './subprocessor';
