import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { type TSettings, ZSettings, ZTime } from '../../../../shared/schemas/provider-setup';
import { offsetToRow, sameOffsets, ZReminderRows } from './reminder-offsets';

export const SLOT_STEPS = [5, 10, 15, 20, 30, 45, 60] as const;
/** Every setting this screen edits (all of SPEC §3, the morning agenda e-mail and the waitlist). */
export const EDITED_SETTINGS = [
  'minNoticeMinutes',
  'maxAdvanceDays',
  'slotStepMinutes',
  'cancellationNoticeHours',
  'calendarView',
  'weekStartsOn',
  'workDayStart',
  'workDayEnd',
  'reminderOffsetsMinutes',
  'browserNotifications',
  'dataRetentionDays',
  'dailyAgendaEmail',
  'waitlistEnabled',
  'smsReminders',
  'smsReminderOffsetMinutes',
] as const satisfies ReadonlyArray<keyof TSettings>;
export const MAX_RETENTION_DAYS = 1095;
export type TEditedSettings = Pick<TSettings, (typeof EDITED_SETTINGS)[number]>;

function integer(message: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

export const ZSettingsForm = z
  .object({
    noticeHours: integer('Entre 0 et 720 heures', 0, 720),
    noticeMinutes: integer('Entre 0 et 59 minutes', 0, 59),
    maxAdvanceDays: integer('Entre 1 et 730 jours', 1, 730),
    slotStepMinutes: z.string().transform(Number),
    cancellationNoticeHours: integer('Entre 0 et 720 heures (30 jours)', 0, 720),
    calendarView: ZSettings.shape.calendarView,
    weekStartsOn: z.string().transform(Number),
    workDayStart: ZTime,
    workDayEnd: ZTime,
    reminders: ZReminderRows,
    browserNotifications: z.boolean(),
    dataRetentionDays: integer('Entre 1 et 1095 jours (3 ans)', 1, MAX_RETENTION_DAYS),
    dailyAgendaEmail: z.boolean(),
    waitlistEnabled: z.boolean(),
    smsReminders: z.boolean(),
    /** '' : at the earliest reminder (null); otherwise minutes, one of the offered delays. */
    smsReminderOffsetMinutes: z
      .string()
      .transform((value) => (value === '' ? null : Number(value)))
      .pipe(ZSettings.shape.smsReminderOffsetMinutes),
  })
  .refine((v) => v.noticeHours * 60 + v.noticeMinutes <= 30 * 24 * 60, {
    message: 'Le délai minimum ne peut dépasser 30 jours',
    path: ['noticeHours'],
  })
  .refine((v) => v.workDayEnd > v.workDayStart, {
    message: 'La fin de journée doit suivre son début',
    path: ['workDayEnd'],
  })
  .transform(
    ({ noticeHours, noticeMinutes, reminders, ...rest }): TEditedSettings => ({
      ...rest,
      minNoticeMinutes: noticeHours * 60 + noticeMinutes,
      reminderOffsetsMinutes: reminders,
    }),
  );
export type TSettingsFormValues = z.input<typeof ZSettingsForm>;
export type TSettingsFormField = FieldPath<TSettingsFormValues>;

export function settingsToForm(settings: TSettings): TSettingsFormValues {
  return {
    noticeHours: String(Math.floor(settings.minNoticeMinutes / 60)),
    noticeMinutes: String(settings.minNoticeMinutes % 60),
    maxAdvanceDays: String(settings.maxAdvanceDays),
    slotStepMinutes: String(settings.slotStepMinutes),
    cancellationNoticeHours: String(settings.cancellationNoticeHours),
    calendarView: settings.calendarView,
    weekStartsOn: String(settings.weekStartsOn),
    workDayStart: settings.workDayStart,
    workDayEnd: settings.workDayEnd,
    reminders: [...settings.reminderOffsetsMinutes].sort((a, b) => b - a).map(offsetToRow),
    browserNotifications: settings.browserNotifications,
    dataRetentionDays: String(settings.dataRetentionDays),
    dailyAgendaEmail: settings.dailyAgendaEmail,
    waitlistEnabled: settings.waitlistEnabled,
    smsReminders: settings.smsReminders,
    smsReminderOffsetMinutes:
      settings.smsReminderOffsetMinutes === null ? '' : String(settings.smsReminderOffsetMinutes),
  };
}

/** Only what differs from the saved settings: a PUT of a subset keeps every other field as it is. */
export function changedSettings(saved: TSettings, edited: TEditedSettings): Partial<TSettings> {
  const patch: Partial<TSettings> = {};
  for (const key of EDITED_SETTINGS) {
    if (key === 'reminderOffsetsMinutes') continue;
    if (edited[key] !== saved[key]) Object.assign(patch, { [key]: edited[key] });
  }
  if (!sameOffsets(edited.reminderOffsetsMinutes, saved.reminderOffsetsMinutes)) {
    patch.reminderOffsetsMinutes = edited.reminderOffsetsMinutes;
  }
  return patch;
}

/** The form field that shows a server error on an API field (`reminderOffsetsMinutes.2` → that row). */
export function formFieldFor(apiField: string | undefined): TSettingsFormField | undefined {
  if (apiField === 'minNoticeMinutes') return 'noticeHours';
  const reminder = apiField?.match(/^reminderOffsetsMinutes\.(\d+)$/);
  // The form sends the offsets in row order, so the server's index is the row's index.
  if (reminder) return `reminders.${Number(reminder[1])}.amount`;
  const fields: TSettingsFormField[] = [
    'maxAdvanceDays',
    'slotStepMinutes',
    'cancellationNoticeHours',
    'calendarView',
    'weekStartsOn',
    'workDayStart',
    'workDayEnd',
    'dataRetentionDays',
    'smsReminders',
    'smsReminderOffsetMinutes',
  ];
  return fields.find((f) => f === apiField);
}
