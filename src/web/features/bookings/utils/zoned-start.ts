import { DateTime } from 'luxon';

/** A date and a wall-clock time typed in the provider's zone, as the UTC instant the API expects. */
export function zonedStartIso(date: string, time: string, zone: string): string | null {
  const start = DateTime.fromISO(`${date}T${time}`, { zone });
  return start.isValid ? start.toUTC().toISO() : null;
}
