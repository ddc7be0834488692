import { describe, expect, it } from 'vitest';
import { PARIS_VTIMEZONE, ranges, read } from './read-corpus';

/** Google Calendar over CalDAV: its PRODID, a VTIMEZONE per object, UNTIL in UTC, overrides. */
const google = (events: string) => `BEGIN:VCALENDAR
PRODID:-//Google Inc//Google Calendar 70.9054//EN
VERSION:2.0
CALSCALE:GREGORIAN
${PARIS_VTIMEZONE}
${events}
END:VCALENDAR`;

describe('corpus: Google Calendar', () => {
  it('weekly meeting with UNTIL in UTC keeps 09:00 Paris across 29 March 2026', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20260316T090000
DTEND;TZID=Europe/Paris:20260316T100000
RRULE:FREQ=WEEKLY;WKST=MO;UNTIL=20260413T065959Z;BYDAY=MO
DTSTAMP:20260310T101500Z
UID:4k2m9q8v7c1b5n3x0z6a@google.com
CREATED:20260301T091200Z
DESCRIPTION:
LAST-MODIFIED:20260310T101452Z
LOCATION:
SEQUENCE:0
STATUS:CONFIRMED
SUMMARY:Point équipe
TRANSP:OPAQUE
END:VEVENT`);
    expect(ranges(ics, '2026-03-16T00:00:00Z', '2026-04-20T00:00:00Z')).toEqual([
      '2026-03-16T08:00:00Z/2026-03-16T09:00:00Z',
      '2026-03-23T08:00:00Z/2026-03-23T09:00:00Z',
      '2026-03-30T07:00:00Z/2026-03-30T08:00:00Z',
      '2026-04-06T07:00:00Z/2026-04-06T08:00:00Z',
    ]);
  });

  it('EXDATE list and an override moved a day later, across 25 October 2026', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20261001T140000
DTEND;TZID=Europe/Paris:20261001T150000
RRULE:FREQ=WEEKLY;BYDAY=TH
EXDATE;TZID=Europe/Paris:20261015T140000,20261029T140000
DTSTAMP:20260920T080000Z
UID:0a9s8d7f6g5h4j3k2l1q@google.com
CREATED:20260915T160000Z
LAST-MODIFIED:20260920T075959Z
SEQUENCE:1
STATUS:CONFIRMED
SUMMARY:Supervision
TRANSP:OPAQUE
END:VEVENT
BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20261023T160000
DTEND;TZID=Europe/Paris:20261023T173000
DTSTAMP:20260920T080000Z
UID:0a9s8d7f6g5h4j3k2l1q@google.com
RECURRENCE-ID;TZID=Europe/Paris:20261022T140000
CREATED:20260915T160000Z
LAST-MODIFIED:20261019T121501Z
SEQUENCE:2
STATUS:CONFIRMED
SUMMARY:Supervision (décalée)
TRANSP:OPAQUE
END:VEVENT`);
    const result = read(ics, '2026-10-01T00:00:00Z', '2026-11-06T00:00:00Z');
    expect(result.uids).toEqual(['0a9s8d7f6g5h4j3k2l1q@google.com']);
    expect(result.busy.map((b) => `${b.start}/${b.end} ${b.summary}`)).toEqual([
      '2026-10-01T12:00:00Z/2026-10-01T13:00:00Z Supervision',
      '2026-10-08T12:00:00Z/2026-10-08T13:00:00Z Supervision',
      '2026-10-23T14:00:00Z/2026-10-23T15:30:00Z Supervision (décalée)',
      '2026-11-05T13:00:00Z/2026-11-05T14:00:00Z Supervision',
    ]);
  });

  it('weekday stand-up whose Wednesday occurrence is cancelled by an override', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20260323T093000
DTEND;TZID=Europe/Paris:20260323T094500
RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR
DTSTAMP:20260320T170000Z
UID:5t6y7u8i9o0p1a2s3d4f@google.com
SEQUENCE:0
STATUS:CONFIRMED
SUMMARY:Stand-up
TRANSP:OPAQUE
END:VEVENT
BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20260325T093000
DTEND;TZID=Europe/Paris:20260325T094500
DTSTAMP:20260320T170000Z
UID:5t6y7u8i9o0p1a2s3d4f@google.com
RECURRENCE-ID;TZID=Europe/Paris:20260325T093000
SEQUENCE:1
STATUS:CANCELLED
SUMMARY:Stand-up
TRANSP:OPAQUE
END:VEVENT`);
    expect(ranges(ics, '2026-03-23T00:00:00Z', '2026-03-28T00:00:00Z')).toEqual([
      '2026-03-23T08:30:00Z/2026-03-23T08:45:00Z',
      '2026-03-24T08:30:00Z/2026-03-24T08:45:00Z',
      '2026-03-26T08:30:00Z/2026-03-26T08:45:00Z',
      '2026-03-27T08:30:00Z/2026-03-27T08:45:00Z',
    ]);
  });

  it('holidays as a multi-day all-day event marked busy: one occurrence over the Paris days', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;VALUE=DATE:20260803
DTEND;VALUE=DATE:20260815
DTSTAMP:20260601T090000Z
UID:1qaz2wsx3edc4rfv5tgb@google.com
CREATED:20260601T085900Z
LAST-MODIFIED:20260601T085900Z
SEQUENCE:0
STATUS:CONFIRMED
SUMMARY:Congés
TRANSP:OPAQUE
END:VEVENT`);
    expect(read(ics, '2026-08-10T00:00:00Z', '2026-08-11T00:00:00Z').busy).toEqual([
      { start: '2026-08-02T22:00:00Z', end: '2026-08-14T22:00:00Z', allDay: true, summary: 'Congés' },
    ]);
  });

  it('a yearly birthday is transparent; the same event made busy closes its day', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;VALUE=DATE:19900412
DTEND;VALUE=DATE:19900413
RRULE:FREQ=YEARLY
DTSTAMP:20260101T000000Z
UID:2026birthday_julie_a1b2c3@google.com
CLASS:PUBLIC
SEQUENCE:0
STATUS:CONFIRMED
SUMMARY:Anniversaire de Julie
TRANSP:TRANSPARENT
END:VEVENT`);
    expect(read(ics, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual({
      uids: ['2026birthday_julie_a1b2c3@google.com'],
      busy: [],
      own: [],
    });
    const opaque = ics.replace('TRANSP:TRANSPARENT', 'TRANSP:OPAQUE');
    expect(ranges(opaque, '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual([
      '2026-04-11T22:00:00Z/2026-04-12T22:00:00Z',
    ]);
  });

  it('an invitation to one occurrence only: the override stands alone', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20261118T103000
DTEND;TZID=Europe/Paris:20261118T113000
DTSTAMP:20261110T142233Z
ORGANIZER;CN=Marc Dupuis:mailto:marc.dupuis@example.com
UID:7h1f0e3j2k4l5m6n7o8p9q0r1s@google.com
RECURRENCE-ID;TZID=Europe/Paris:20261118T100000
ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN=lea@e
 xemple.fr;X-NUM-GUESTS=0:mailto:lea@exemple.fr
CREATED:20260901T080000Z
DESCRIPTION:Ordre du jour : bilan du trimestre\\, budget 2027.\\n\\nRejoind
 re : https://meet.google.com/abc-defg-hij
LAST-MODIFIED:20261110T142230Z
SEQUENCE:3
STATUS:CONFIRMED
SUMMARY:Comité de pilotage
TRANSP:OPAQUE
END:VEVENT`);
    expect(read(ics, '2026-11-16T00:00:00Z', '2026-11-23T00:00:00Z').busy).toEqual([
      {
        start: '2026-11-18T09:30:00Z',
        end: '2026-11-18T10:30:00Z',
        allDay: false,
        summary: 'Comité de pilotage',
      },
    ]);
  });

  it('an occurrence moved out of the window leaves it, and blocks the week it moved to', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20260505T100000
DTEND;TZID=Europe/Paris:20260505T110000
RRULE:FREQ=WEEKLY;BYDAY=TU
DTSTAMP:20260501T090000Z
UID:9m8n7b6v5c4x3z2l1k0j@google.com
SEQUENCE:0
SUMMARY:Kiné
END:VEVENT
BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20260610T100000
DTEND;TZID=Europe/Paris:20260610T110000
DTSTAMP:20260528T090000Z
UID:9m8n7b6v5c4x3z2l1k0j@google.com
RECURRENCE-ID;TZID=Europe/Paris:20260602T100000
SEQUENCE:1
SUMMARY:Kiné
END:VEVENT`);
    expect(ranges(ics, '2026-06-01T00:00:00Z', '2026-06-08T00:00:00Z')).toEqual([]);
    expect(ranges(ics, '2026-06-08T00:00:00Z', '2026-06-15T00:00:00Z')).toEqual([
      '2026-06-09T08:00:00Z/2026-06-09T09:00:00Z',
      '2026-06-10T08:00:00Z/2026-06-10T09:00:00Z',
    ]);
  });

  it('monthly on the last Friday (BYDAY=-1FR), summer then winter time', () => {
    const ics = google(`BEGIN:VEVENT
DTSTART;TZID=Europe/Paris:20260925T170000
DTEND;TZID=Europe/Paris:20260925T180000
RRULE:FREQ=MONTHLY;BYDAY=-1FR
DTSTAMP:20260901T090000Z
UID:3e4r5t6y7u8i9o0p1q2w@google.com
SEQUENCE:0
SUMMARY:Réunion de l'association
END:VEVENT`);
    expect(ranges(ics, '2026-09-01T00:00:00Z', '2026-12-01T00:00:00Z')).toEqual([
      '2026-09-25T15:00:00Z/2026-09-25T16:00:00Z',
      '2026-10-30T16:00:00Z/2026-10-30T17:00:00Z',
      '2026-11-27T16:00:00Z/2026-11-27T17:00:00Z',
    ]);
  });
});
