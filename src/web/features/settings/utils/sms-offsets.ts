import { offsetLabel } from './reminder-offsets';

/** The delays offered for the SMS (minutes), all within SMS_OFFSET_MIN_MINUTES and SMS_OFFSET_MAX_MINUTES. */
export const SMS_OFFSETS = [120, 1440, 2880] as const;

/** The form's value for « at the earliest reminder »: the API's null. */
export const SMS_AT_EARLIEST_REMINDER = '';

export type TSmsOffsetChoice = { value: string; label: string };

/**
 * The choices of « Moment de l’envoi »: the earliest reminder still ahead, then the fixed delays,
 * and the saved delay when it is none of those (set through the API) so that saving keeps it.
 */
export function smsOffsetChoices(saved: string): TSmsOffsetChoice[] {
  const minutes = [...SMS_OFFSETS] as number[];
  const savedMinutes = Number(saved);
  if (
    saved !== SMS_AT_EARLIEST_REMINDER &&
    Number.isInteger(savedMinutes) &&
    !minutes.includes(savedMinutes)
  ) {
    minutes.push(savedMinutes);
    minutes.sort((a, b) => a - b);
  }
  return [
    { value: SMS_AT_EARLIEST_REMINDER, label: 'Au moment du rappel le plus tôt' },
    ...minutes.map((m) => ({ value: String(m), label: `${delayLabel(m)} le rendez-vous` })),
  ];
}

/** Up to 48 hours in hours, as people say it for a reminder (« 24 heures avant »); beyond, in days. */
function delayLabel(minutes: number): string {
  const hours = minutes / 60;
  if (!Number.isInteger(hours) || hours > 48) return offsetLabel(minutes);
  return `${hours} heure${hours > 1 ? 's' : ''} avant`;
}
