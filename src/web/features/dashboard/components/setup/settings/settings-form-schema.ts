import { z } from 'zod';
import { type TSettings, ZTime } from '../../../../../../shared/schemas/booking';

export const SLOT_STEPS = [5, 10, 15, 20, 30, 45, 60] as const;
export const CALENDAR_VIEWS = [
  { value: 'month', label: 'Mois' },
  { value: 'week', label: 'Semaine' },
  { value: 'day', label: 'Jour' },
] as const;
/** weekStartsOn uses JavaScript's numbering (0 = Sunday), Monday first in the list. */
export const WEEK_START_DAYS = [
  { value: 1, label: 'Lundi' },
  { value: 2, label: 'Mardi' },
  { value: 3, label: 'Mercredi' },
  { value: 4, label: 'Jeudi' },
  { value: 5, label: 'Vendredi' },
  { value: 6, label: 'Samedi' },
  { value: 0, label: 'Dimanche' },
] as const;

/** The settings this screen edits (reminders, notifications and retention have their own screens). */
export const EDITED_SETTINGS = [
  'minNoticeMinutes',
  'maxAdvanceDays',
  'slotStepMinutes',
  'cancellationNoticeHours',
  'calendarView',
  'weekStartsOn',
  'workDayStart',
  'workDayEnd',
] as const satisfies ReadonlyArray<keyof TSettings>;
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
    calendarView: z.enum(['month', 'week', 'day']),
    weekStartsOn: z.string().transform(Number),
    workDayStart: ZTime,
    workDayEnd: ZTime,
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
    ({ noticeHours, noticeMinutes, ...rest }): TEditedSettings => ({
      ...rest,
      minNoticeMinutes: noticeHours * 60 + noticeMinutes,
    }),
  );
export type TSettingsFormValues = z.input<typeof ZSettingsForm>;
export type TSettingsFormField = keyof TSettingsFormValues;

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
  };
}

/** Only what differs from the saved settings: a PUT of a subset keeps every other field as it is. */
export function changedSettings(saved: TSettings, edited: TEditedSettings): Partial<TSettings> {
  const patch: Partial<TSettings> = {};
  for (const key of EDITED_SETTINGS) {
    if (edited[key] !== saved[key]) Object.assign(patch, { [key]: edited[key] });
  }
  return patch;
}

/** The form field that shows a server error on an API field. */
export function formFieldFor(apiField: string | undefined): TSettingsFormField | undefined {
  if (apiField === 'minNoticeMinutes') return 'noticeHours';
  const fields: TSettingsFormField[] = [
    'maxAdvanceDays',
    'slotStepMinutes',
    'cancellationNoticeHours',
    'calendarView',
    'weekStartsOn',
    'workDayStart',
    'workDayEnd',
  ];
  return fields.find((f) => f === apiField);
}
