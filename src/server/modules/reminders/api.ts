/** The reminders module's public entry (ADR 0020): a booking's reminder e-mails. */
export { countRemindersChargedTo } from './queries';
export {
  cancelPendingReminders,
  insertRemindersOf,
  remindersDue,
  rescheduleReminders,
  scheduleReminders,
  type TRemindable,
} from './schedule';
