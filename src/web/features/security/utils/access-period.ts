import { formatDateTime, formatDuration, formatTime } from '../../../../shared/french-format';
import type { TSupportAccess } from '../../../../shared/schemas/impersonation';

/** What a visit's card says about its end: back to the administration, ran out, or still running. */
export function describeAccessEnd(access: TSupportAccess, timeZone: string, now: Date): string {
  if (access.endedAt) {
    const minutes = Math.max(
      1,
      Math.round((Date.parse(access.endedAt) - Date.parse(access.startedAt)) / 60_000),
    );
    return `Terminée à ${formatTime(access.endedAt, timeZone)} (durée : ${formatDuration(minutes)})`;
  }
  if (Date.parse(access.expiresAt) > now.getTime()) {
    return `En cours — se termine au plus tard à ${formatTime(access.expiresAt, timeZone)}`;
  }
  return `Expirée à ${formatTime(access.expiresAt, timeZone)}`;
}

export function describeAccessStart(access: TSupportAccess, timeZone: string): string {
  return formatDateTime(access.startedAt, timeZone);
}
