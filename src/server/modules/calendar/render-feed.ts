import { createHash } from 'node:crypto';
import { formatPhone } from '../../../shared/phone-format';
import type { TBookingStatus } from '../../../shared/schemas/booking';
import { locationText, singleLine } from '../bookings/api';
import { escapeText, foldLine, utcDateTime } from './ics-text';
import type { TFeedBookingRow } from './queries';

const STATUS_LABELS: Record<TBookingStatus, string> = {
  confirmed: 'Confirmé',
  completed: 'Effectué',
  no_show: 'Absent',
  cancelled: 'Annulé',
  awaiting_payment: 'En attente de paiement',
};

export type TFeedProvider = { displayName: string; address: string; timezone: string };

function describe(row: TFeedBookingRow): string {
  const lines = [
    `Client : ${row.clientName}`,
    row.clientPhone && `Téléphone : ${formatPhone(row.clientPhone)}`,
    row.clientEmail && `E-mail : ${row.clientEmail}`,
    row.note && `Note : ${row.note}`,
    `Statut : ${STATUS_LABELS[row.status]}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** One property line, folded; `value` is already escaped as its type requires. */
const line = (name: string, value: string) => `${foldLine(`${name}:${value}`)}\r\n`;

/**
 * A booking's VEVENT as the booking e-mails write it (toIcsEvent: same UID, SEQUENCE, UTC times,
 * properties in the same order) without ORGANIZER/ATTENDEE.
 */
function eventOf(row: TFeedBookingRow, officeAddress: string): string {
  const stamp = utcDateTime(row.updatedAt);
  const place = locationText(row, officeAddress);
  const room = row.locationType === 'video' ? row.videoUrl : null;
  return (
    `BEGIN:VEVENT\r\nUID:${row.id}@creneau\r\nSEQUENCE:${row.sequence}\r\n` +
    `DTSTAMP:${stamp}\r\nDTSTART:${utcDateTime(row.startAt)}\r\nDTEND:${utcDateTime(row.endAt)}\r\n` +
    line('SUMMARY', escapeText(`${row.serviceName} — ${row.clientName}`)) +
    (place ? line('LOCATION', escapeText(place)) : '') +
    line('DESCRIPTION', escapeText(describe(row))) +
    // Escaped as ical-generator escapes a URI (the bytes the compat test holds us to).
    (room ? line('URL;VALUE=URI', escapeText(room)) : '') +
    `STATUS:${row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}\r\nLAST-MODIFIED:${stamp}\r\n` +
    'END:VEVENT\r\n'
  );
}

/**
 * The provider's subscription feed (METHOD:PUBLISH), byte for byte what ical-generator wrote for
 * it, built as plain strings: thousands of events render in milliseconds. ORGANIZER/ATTENDEE are
 * left out: in the provider's own read-only calendar they would only make calendar apps offer to
 * answer an invitation.
 */
export function renderFeed(provider: TFeedProvider, rows: TFeedBookingRow[]): string {
  // Not escaped (ical-generator wrote it so), hence singleLine: a line break would start a new property.
  const name = `Créneau — ${singleLine(provider.displayName)}`;
  const parts = [
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Créneau//Agenda//FR\r\n',
    'CALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\n',
    line('NAME', name),
    line('X-WR-CALNAME', name),
    // A display hint only: the events stay in UTC (a TZID would need VTIMEZONE definitions).
    line('X-WR-TIMEZONE', provider.timezone.replace(/[\r\n]/g, '')),
  ];
  for (const row of rows) parts.push(eventOf(row, provider.address));
  parts.push('END:VCALENDAR');
  return parts.join('');
}

/** A strong ETag: the SHA-256 of `text` (the feed's validator, see feed-response.ts), quoted. */
export function feedEtag(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url')}"`;
}

/** RFC 9110 If-None-Match: weak comparison, a list of tags or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
