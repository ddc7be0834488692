/** The reminders module's public entry (ADR 0020): a booking's reminder e-mails. */
export { cancelPendingReminders, rescheduleReminders, scheduleReminders } from './schedule';
