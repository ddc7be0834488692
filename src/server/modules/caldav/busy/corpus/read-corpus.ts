import { readCalendarObject } from '../read-object';

/**
 * The corpus writes each object as its producer does, one line per line of the template; servers
 * return CRLF, so the template's line ends become CRLF (a folded line keeps its leading space).
 */
export function crlf(text: string): string {
  return `${text.replace(/^\n/, '').replace(/\n/g, '\r\n')}\r\n`;
}

type TReadOptions = { timezone?: string; ownUidSuffix?: string };

/** ISO strings without the milliseconds, so expected values read like the producers' times. */
function iso(date: Date): string {
  return date.toISOString().replace('.000Z', 'Z');
}

/** Reads an object as the sync does for a Parisian provider, with readable values to compare. */
export function read(ics: string, from: string, to: string, options: TReadOptions = {}) {
  const result = readCalendarObject(
    crlf(ics),
    { from: new Date(from), to: new Date(to) },
    { timezone: options.timezone ?? 'Europe/Paris', ownUidSuffix: options.ownUidSuffix ?? '@creneau.fr' },
  );
  return {
    uids: result.uids,
    busy: result.busy.map((b) => ({
      start: iso(b.start),
      end: iso(b.end),
      allDay: b.allDay,
      summary: b.summary,
    })),
    own: result.own.map((o) => ({ uid: o.uid, start: iso(o.start), end: iso(o.end) })),
  };
}

/** Only the busy ranges, `start/end` in UTC: enough for recurrences, whose other fields repeat. */
export function ranges(ics: string, from: string, to: string, options: TReadOptions = {}): string[] {
  return read(ics, from, to, options).busy.map((b) => `${b.start}/${b.end}`);
}

/** The VTIMEZONE Google, Nextcloud and most libical-based servers write for Europe/Paris. */
export const PARIS_VTIMEZONE = `BEGIN:VTIMEZONE
TZID:Europe/Paris
X-LIC-LOCATION:Europe/Paris
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;
