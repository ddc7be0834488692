import { describe, expect, it } from 'vitest';
import { PARIS_VTIMEZONE, ranges, read } from './read-corpus';

/** Nextcloud: its Calendar app's PRODID, or sabre/vobject's for objects it rewrote or imported. */
const nextcloud = (
  events: string,
  prodid = '-//IDN nextcloud.com//Calendar app 5.2.1//EN',
) => `BEGIN:VCALENDAR
PRODID:${prodid}
CALSCALE:GREGORIAN
VERSION:2.0
${PARIS_VTIMEZONE}
${events}
END:VCALENDAR`;

const event = (lines: string) => `BEGIN:VEVENT
CREATED:20260101T100000Z
DTSTAMP:20260101T100000Z
LAST-MODIFIED:20260101T100000Z
SEQUENCE:1
CLASS:PUBLIC
STATUS:CONFIRMED
${lines}
END:VEVENT`;

describe('corpus: Nextcloud (Calendar app, sabre/dav)', () => {
  it('every other week on Tuesday and Thursday across 28 March 2027', () => {
    const ics = nextcloud(
      event(`UID:3b5a4c2e-9d1f-4e6a-8b7c-0f1e2d3c4b5a
DTSTART;TZID=Europe/Paris:20270316T083000
DTEND;TZID=Europe/Paris:20270316T093000
RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH
SUMMARY:Cours de langue`),
    );
    expect(ranges(ics, '2027-03-15T00:00:00Z', '2027-04-05T00:00:00Z')).toEqual([
      '2027-03-16T07:30:00Z/2027-03-16T08:30:00Z',
      '2027-03-18T07:30:00Z/2027-03-18T08:30:00Z',
      '2027-03-30T06:30:00Z/2027-03-30T07:30:00Z',
      '2027-04-01T06:30:00Z/2027-04-01T07:30:00Z',
    ]);
  });

  it('RDATE adds occurrences, one of them at another hour', () => {
    const ics = nextcloud(
      event(`UID:8f7e6d5c-4b3a-4291-8087-f6e5d4c3b2a1
DTSTART;TZID=Europe/Paris:20260511T140000
DTEND;TZID=Europe/Paris:20260511T150000
RDATE;TZID=Europe/Paris:20260518T140000,20260601T160000
SUMMARY:Permanence mairie`),
    );
    expect(ranges(ics, '2026-05-01T00:00:00Z', '2026-06-30T00:00:00Z')).toEqual([
      '2026-05-11T12:00:00Z/2026-05-11T13:00:00Z',
      '2026-05-18T12:00:00Z/2026-05-18T13:00:00Z',
      '2026-06-01T14:00:00Z/2026-06-01T15:00:00Z',
    ]);
  });

  it('floating times are wall times in the provider’s zone', () => {
    const ics = nextcloud(
      event(`UID:0e1d2c3b-4a59-4687-9a6b-5c4d3e2f1a0b
DTSTART:20260707T093000
DTEND:20260707T103000
SUMMARY:Réunion de chantier`),
    );
    expect(ranges(ics, '2026-07-07T00:00:00Z', '2026-07-08T00:00:00Z')).toEqual([
      '2026-07-07T07:30:00Z/2026-07-07T08:30:00Z',
    ]);
    expect(
      ranges(ics, '2026-07-07T00:00:00Z', '2026-07-08T00:00:00Z', { timezone: 'Europe/London' }),
    ).toEqual(['2026-07-07T08:30:00Z/2026-07-07T09:30:00Z']);
  });

  it('the last weekday of each month (BYDAY=MO..FR;BYSETPOS=-1)', () => {
    const ics = nextcloud(
      event(`UID:5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d
DTSTART;TZID=Europe/Paris:20260930T170000
DTEND;TZID=Europe/Paris:20260930T180000
RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1
SUMMARY:Clôture comptable`),
    );
    expect(ranges(ics, '2026-10-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual([
      '2026-10-30T16:00:00Z/2026-10-30T17:00:00Z',
      '2026-11-30T16:00:00Z/2026-11-30T17:00:00Z',
      '2026-12-31T16:00:00Z/2026-12-31T17:00:00Z',
    ]);
  });

  it('daily with COUNT=5 through the night of 25 October 2026', () => {
    const ics = nextcloud(
      event(`UID:c1d2e3f4-a5b6-4c7d-8e9f-a0b1c2d3e4f5
DTSTART;TZID=Europe/Paris:20261023T070000
DTEND;TZID=Europe/Paris:20261023T073000
RRULE:FREQ=DAILY;COUNT=5
SUMMARY:Soins du chat`),
    );
    expect(ranges(ics, '2026-10-20T00:00:00Z', '2026-11-01T00:00:00Z')).toEqual([
      '2026-10-23T05:00:00Z/2026-10-23T05:30:00Z',
      '2026-10-24T05:00:00Z/2026-10-24T05:30:00Z',
      '2026-10-25T06:00:00Z/2026-10-25T06:30:00Z',
      '2026-10-26T06:00:00Z/2026-10-26T06:30:00Z',
      '2026-10-27T06:00:00Z/2026-10-27T06:30:00Z',
    ]);
  });

  it('yearly since 2024, once in 2026', () => {
    const ics = nextcloud(
      event(`UID:d4c3b2a1-0f9e-4d8c-b7a6-958473625140
DTSTART;TZID=Europe/Paris:20240615T100000
DTEND;TZID=Europe/Paris:20240615T120000
RRULE:FREQ=YEARLY
SUMMARY:Assemblée générale`),
    );
    expect(ranges(ics, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toEqual([
      '2026-06-15T08:00:00Z/2026-06-15T10:00:00Z',
    ]);
  });

  it('daily without end since 2023: only the window’s days, around 29 March 2026', () => {
    const ics = nextcloud(
      event(`UID:e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9
DTSTART;TZID=Europe/Paris:20230102T070000
DTEND;TZID=Europe/Paris:20230102T072000
RRULE:FREQ=DAILY
SUMMARY:Méditation`),
    );
    expect(ranges(ics, '2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([
      '2026-03-28T06:00:00Z/2026-03-28T06:20:00Z',
      '2026-03-29T05:00:00Z/2026-03-29T05:20:00Z',
      '2026-03-30T05:00:00Z/2026-03-30T05:20:00Z',
    ]);
  });

  it('a cancelled event blocks nothing but its UID is known', () => {
    const ics = nextcloud(
      `BEGIN:VEVENT
UID:f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9
DTSTAMP:20260410T090000Z
DTSTART;TZID=Europe/Paris:20260415T100000
DTEND;TZID=Europe/Paris:20260415T110000
STATUS:CANCELLED
SUMMARY:Rendez-vous banque
END:VEVENT`,
      '-//Sabre//Sabre VObject 4.5.6//EN',
    );
    expect(read(ics, '2026-04-13T00:00:00Z', '2026-04-20T00:00:00Z')).toEqual({
      uids: ['f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9'],
      busy: [],
      own: [],
    });
  });

  it('UTC start with a DURATION instead of DTEND (an imported object)', () => {
    const ics = nextcloud(
      `BEGIN:VEVENT
UID:import-20260915-webinaire@exemple.org
DTSTAMP:20260901T080000Z
DTSTART:20260915T123000Z
DURATION:PT1H30M
SUMMARY:Webinaire
END:VEVENT`,
      '-//Sabre//Sabre VObject 4.5.6//EN',
    );
    expect(read(ics, '2026-09-15T00:00:00Z', '2026-09-16T00:00:00Z').busy).toEqual([
      { start: '2026-09-15T12:30:00Z', end: '2026-09-15T14:00:00Z', allDay: false, summary: 'Webinaire' },
    ]);
  });
});
