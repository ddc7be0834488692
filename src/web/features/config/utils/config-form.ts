import type { TSettings } from '../../../../shared/schemas/provider-setup';

/** A form's text for a nullable fact: empty in the field, null on the wire (« non renseigné » sur les mentions légales). */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function nullToBlank(value: string | null): string {
  return value ?? '';
}

/**
 * The form field that shows a server error: the longest pattern (`*` for a row index) that the
 * server's path starts with, cut to that pattern's depth (`registrationCountries.2` → the countries
 * field). Undefined when no field of the section matches: the section shows the message itself.
 */
export function formFieldFor(
  serverField: string | undefined,
  patterns: readonly string[],
): string | undefined {
  if (!serverField) return undefined;
  const parts = serverField.split('.');
  const matches = patterns
    .map((pattern) => pattern.split('.'))
    .filter(
      (segments) =>
        segments.length <= parts.length &&
        segments.every((segment, i) =>
          segment === '*' ? /^\d+$/.test(parts[i] ?? '') : segment === parts[i],
        ),
    )
    .sort((a, b) => b.length - a.length);
  const best = matches[0];
  return best ? parts.slice(0, best.length).join('.') : undefined;
}

/** « FR, be ; DE » → ['FR', 'BE', 'DE']: what an administrator types, as the server wants it. */
export function parseCountries(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase());
}

/**
 * The defaults form: numbers as typed, reminders as hours (« 24, 2 »). The SMS reminder settings
 * are not instance-wide choices: the form does not show them and passes them through as they are.
 */
export type TProviderDefaultsForm = Omit<
  Record<keyof TSettings, string>,
  | 'browserNotifications'
  | 'dailyAgendaEmail'
  | 'waitlistEnabled'
  | 'smsReminders'
  | 'smsReminderOffsetMinutes'
> & {
  browserNotifications: boolean;
  dailyAgendaEmail: boolean;
  waitlistEnabled: boolean;
  smsReminders: boolean;
  smsReminderOffsetMinutes: number | null;
};

export function defaultsToForm(settings: TSettings): TProviderDefaultsForm {
  return {
    ...settings,
    weekStartsOn: String(settings.weekStartsOn),
    slotStepMinutes: String(settings.slotStepMinutes),
    minNoticeMinutes: String(settings.minNoticeMinutes),
    maxAdvanceDays: String(settings.maxAdvanceDays),
    cancellationNoticeHours: String(settings.cancellationNoticeHours),
    reminderOffsetsMinutes: settings.reminderOffsetsMinutes.map((minutes) => String(minutes / 60)).join(', '),
    dataRetentionDays: String(settings.dataRetentionDays),
  };
}

/** A number field as typed; anything else than digits goes as NaN → null, and the server names the field. */
function toNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function formToDefaults(form: TProviderDefaultsForm): TSettings {
  return {
    ...form,
    calendarView: form.calendarView as TSettings['calendarView'],
    weekStartsOn: Number(form.weekStartsOn),
    slotStepMinutes: toNumber(form.slotStepMinutes),
    minNoticeMinutes: toNumber(form.minNoticeMinutes),
    maxAdvanceDays: toNumber(form.maxAdvanceDays),
    cancellationNoticeHours: toNumber(form.cancellationNoticeHours),
    reminderOffsetsMinutes: form.reminderOffsetsMinutes
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((hours) => Math.round(Number(hours) * 60)),
    dataRetentionDays: toNumber(form.dataRetentionDays),
  };
}
