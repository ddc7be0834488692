/** The sms module's public entry (issue 35, ADR 0062): SMS reminders of bookings. */
export type { TSmsSettings } from './due-time';
export { smsAvailability } from './gateway';
export { listBookingSms, listSmsSentOf, purgeSmsContent } from './queries';
export { cancelPendingSms, scheduleSmsReminder } from './schedule';
export { withSmsSubprocessor } from './subprocessor';
