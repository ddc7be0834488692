import { createHash } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { TBookingStatus } from '../../../shared/schemas/booking';
import { singleLine, toIcsEvent } from '../bookings/api';
import type { TFeedBookingRow } from './queries';

const STATUS_LABELS: Record<TBookingStatus, string> = {
  confirmed: 'Confirmé',
  completed: 'Effectué',
  no_show: 'Absent',
  cancelled: 'Annulé',
};

export type TFeedProvider = { displayName: string; address: string; timezone: string };

function describe(row: TFeedBookingRow): string {
  const lines = [
    `Client : ${row.clientName}`,
    row.clientPhone && `Téléphone : ${row.clientPhone}`,
    row.clientEmail && `E-mail : ${row.clientEmail}`,
    row.note && `Note : ${row.note}`,
    `Statut : ${STATUS_LABELS[row.status]}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * The provider's subscription feed (METHOD:PUBLISH). Events reuse the booking e-mails' VEVENT
 * (same UID, SEQUENCE, UTC times) without ORGANIZER/ATTENDEE: in the provider's own read-only
 * calendar those would only make calendar apps offer to answer an invitation.
 */
export function renderFeed(provider: TFeedProvider, rows: TFeedBookingRow[]): string {
  const calendar = ical({
    prodId: { company: 'Créneau', product: 'Agenda', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    // ical-generator writes the calendar name as is: a line break in it would start a new property.
    name: `Créneau — ${singleLine(provider.displayName)}`,
    events: rows.map((row) => ({
      ...toIcsEvent({
        id: row.id,
        start: row.startAt,
        end: row.endAt,
        cancelled: row.status === 'cancelled',
        sequence: row.sequence,
        updatedAt: row.updatedAt,
        serviceName: row.serviceName,
        provider: { displayName: provider.displayName, email: '', address: provider.address },
        client: { name: row.clientName, email: row.clientEmail },
        description: describe(row),
      }),
      summary: `${row.serviceName} — ${row.clientName}`,
      organizer: null,
      attendees: [],
    })),
  }).toString();
  // ical-generator's own `timezone` option would switch every event to floating local times;
  // the zone is only a display hint here, written among the calendar properties (before VEVENTs).
  return calendar.replace(
    /^(X-WR-CALNAME:.*\r\n(?:[ \t].*\r\n)*)/m,
    `$1X-WR-TIMEZONE:${provider.timezone.replace(/[\r\n]/g, '')}\r\n`,
  );
}

/** A strong ETag: the body's SHA-256, quoted. */
export function feedEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** RFC 9110 If-None-Match: weak comparison, a list of tags or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
