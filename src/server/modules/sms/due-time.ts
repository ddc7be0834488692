import { DateTime } from 'luxon';
import type { TSettings } from '../../../shared/schemas/provider-setup';

/** Quiet hours are the client's: French mobiles, so Paris time. */
export const SMS_ZONE = 'Europe/Paris';
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 8;
/** A quiet-hours SMS goes the evening before, at this hour. */
const EVENING_HOUR = 20;
/** An appointment before 10:00 may be reminded the same morning from 07:00 (ADR 0062). */
const EARLY_APPOINTMENT_HOUR = 10;
const EARLY_MORNING_HOUR = 7;

/**
 * When the SMS `offsetMinutes` ahead of `start` goes, quiet hours applied (ADR 0062): never between
 * 21:00 and 08:00 Paris — it goes at 20:00 the evening before instead — except that an appointment
 * before 10:00 may be reminded from 07:00 the same morning. Pure: the dispatcher computes it again
 * to tell a moved booking's row from a current one.
 */
export function smsSendTime(start: Date, offsetMinutes: number): Date {
  const due = DateTime.fromMillis(start.getTime() - offsetMinutes * 60_000, { zone: SMS_ZONE });
  if (due.hour >= QUIET_UNTIL_HOUR && due.hour < QUIET_FROM_HOUR) return due.toJSDate();
  const appointment = DateTime.fromJSDate(start, { zone: SMS_ZONE });
  const sameMorning = due.hasSame(appointment, 'day') && due.hour >= EARLY_MORNING_HOUR;
  if (sameMorning && appointment.hour < EARLY_APPOINTMENT_HOUR) return due.toJSDate();
  const evening = due.hour >= QUIET_FROM_HOUR ? due : due.minus({ days: 1 });
  return evening.set({ hour: EVENING_HOUR, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

export type TSmsSettings = Pick<
  TSettings,
  'smsReminders' | 'smsReminderOffsetMinutes' | 'reminderOffsetsMinutes'
>;
export type TSmsDue = { offsetMinutes: number; dueAt: Date };

/**
 * The one SMS of a booking starting at `start`: at the provider's own SMS offset, else at the
 * longest of their reminder offsets whose send time is still ahead of `now`; null when the setting
 * is off or nothing is left ahead.
 */
export function smsDue(start: Date, settings: TSmsSettings, now: Date): TSmsDue | null {
  if (!settings.smsReminders) return null;
  const offsets =
    settings.smsReminderOffsetMinutes === null
      ? settings.reminderOffsetsMinutes
      : [settings.smsReminderOffsetMinutes];
  const ahead = offsets
    .map((offsetMinutes) => ({ offsetMinutes, dueAt: smsSendTime(start, offsetMinutes) }))
    .filter((due) => due.dueAt.getTime() > now.getTime())
    .sort((a, b) => b.offsetMinutes - a.offsetMinutes);
  return ahead[0] ?? null;
}
