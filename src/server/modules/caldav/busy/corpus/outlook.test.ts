import { describe, expect, it } from 'vitest';
import { ranges, read } from './read-corpus';

const ROMANCE_VTIMEZONE = `BEGIN:VTIMEZONE
TZID:Romance Standard Time
BEGIN:STANDARD
DTSTART:16010101T030000
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010101T020000
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
END:DAYLIGHT
END:VTIMEZONE`;

/** Outlook and Exchange: Windows zone names, with or without their VTIMEZONE, CDO busy status. */
const outlook = (events: string, timezones = '') => `BEGIN:VCALENDAR
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
VERSION:2.0
${timezones}${events}
END:VCALENDAR`;

const meeting = (uidTail: string, lines: string) => `BEGIN:VEVENT
CLASS:PUBLIC
CREATED:20260201T083000Z
DTSTAMP:20260201T083000Z
LAST-MODIFIED:20260201T083000Z
PRIORITY:5
SEQUENCE:0
UID:040000008200E00074C5B7101A82E00800000000D0C4B1F2A89BDC01000000000000000
 010000000${uidTail}
X-MICROSOFT-CDO-IMPORTANCE:1
X-MICROSOFT-DISALLOW-COUNTER:FALSE
X-MS-OLK-AUTOFILLLOCATION:FALSE
${lines}
END:VEVENT`;

const uidOf = (tail: string) =>
  `040000008200E00074C5B7101A82E00800000000D0C4B1F2A89BDC01000000000000000010000000${tail}`;

describe('corpus: Outlook and Exchange', () => {
  it('Romance Standard Time with its VTIMEZONE, weekly across 29 March 2026', () => {
    const ics = outlook(
      meeting(
        '9E1C6F0A5B3D2E4F8A7C6B5D4E3F2A1B',
        `DTSTART;TZID=Romance Standard Time:20260309T090000
DTEND;TZID=Romance Standard Time:20260309T100000
RRULE:FREQ=WEEKLY;BYDAY=MO;WKST=MO
SUMMARY;LANGUAGE=fr-fr:Comité de direction
TRANSP:OPAQUE
X-MICROSOFT-CDO-BUSYSTATUS:BUSY
X-MICROSOFT-CDO-INTENDEDSTATUS:BUSY`,
      ),
      `${ROMANCE_VTIMEZONE}\n`,
    );
    const result = read(ics, '2026-03-23T00:00:00Z', '2026-04-06T00:00:00Z');
    expect(result.uids).toEqual([uidOf('9E1C6F0A5B3D2E4F8A7C6B5D4E3F2A1B')]);
    expect(result.busy.map((b) => `${b.start}/${b.end}`)).toEqual([
      '2026-03-23T08:00:00Z/2026-03-23T09:00:00Z',
      '2026-03-30T07:00:00Z/2026-03-30T08:00:00Z',
    ]);
  });

  it('W. Europe Standard Time without VTIMEZONE is Berlin’s, not the provider’s zone', () => {
    const ics = outlook(
      meeting(
        '1A2B3C4D5E6F708192A3B4C5D6E7F801',
        `DTSTART;TZID="W. Europe Standard Time":20261013T140000
DTEND;TZID="W. Europe Standard Time":20261013T150000
RRULE:FREQ=WEEKLY;BYDAY=TU
SUMMARY:Jour fixe
X-MICROSOFT-CDO-BUSYSTATUS:BUSY`,
      ),
    );
    expect(
      ranges(ics, '2026-10-20T00:00:00Z', '2026-11-01T00:00:00Z', { timezone: 'America/Martinique' }),
    ).toEqual(['2026-10-20T12:00:00Z/2026-10-20T13:00:00Z', '2026-10-27T13:00:00Z/2026-10-27T14:00:00Z']);
  });

  it('GMT Standard Time without VTIMEZONE is London’s (summer time)', () => {
    const ics = outlook(
      meeting(
        'B1C2D3E4F5061728394A5B6C7D8E9F00',
        `DTSTART;TZID=GMT Standard Time:20260701T150000
DTEND;TZID=GMT Standard Time:20260701T160000
SUMMARY:Point fournisseur Londres
X-MICROSOFT-CDO-BUSYSTATUS:BUSY`,
      ),
    );
    expect(ranges(ics, '2026-07-01T00:00:00Z', '2026-07-02T00:00:00Z')).toEqual([
      '2026-07-01T14:00:00Z/2026-07-01T15:00:00Z',
    ]);
  });

  it('BUSYSTATUS:FREE blocks nothing even with TRANSP:OPAQUE; TENTATIVE blocks', () => {
    const event = (status: string) =>
      outlook(
        meeting(
          'C0D1E2F3A4B5C6D7E8F90A1B2C3D4E5F',
          `DTSTART;TZID=Romance Standard Time:20260204T120000
DTEND;TZID=Romance Standard Time:20260204T130000
SUMMARY:Déjeuner
TRANSP:OPAQUE
X-MICROSOFT-CDO-BUSYSTATUS:${status}`,
        ),
        `${ROMANCE_VTIMEZONE}\n`,
      );
    expect(ranges(event('FREE'), '2026-02-04T00:00:00Z', '2026-02-05T00:00:00Z')).toEqual([]);
    expect(ranges(event('TENTATIVE'), '2026-02-04T00:00:00Z', '2026-02-05T00:00:00Z')).toEqual([
      '2026-02-04T11:00:00Z/2026-02-04T12:00:00Z',
    ]);
  });

  it('out of office over several all-day days', () => {
    const ics = outlook(
      meeting(
        'D4E5F60718293A4B5C6D7E8F90A1B2C3',
        `DTSTART;VALUE=DATE:20260720
DTEND;VALUE=DATE:20260725
SUMMARY;LANGUAGE=fr-fr:Absent du bureau
TRANSP:OPAQUE
X-MICROSOFT-CDO-ALLDAYEVENT:TRUE
X-MICROSOFT-CDO-BUSYSTATUS:OOF`,
      ),
    );
    expect(read(ics, '2026-07-22T00:00:00Z', '2026-07-23T00:00:00Z').busy).toEqual([
      {
        start: '2026-07-19T22:00:00Z',
        end: '2026-07-24T22:00:00Z',
        allDay: true,
        summary: 'Absent du bureau',
      },
    ]);
  });

  it('an unknown zone name without VTIMEZONE falls back to the provider’s zone', () => {
    const ics = outlook(
      meeting(
        'E5F60718293A4B5C6D7E8F90A1B2C3D4',
        `DTSTART;TZID=Customized Time Zone:20260210T100000
DTEND;TZID=Customized Time Zone:20260210T110000
SUMMARY:Revue de projet
X-MICROSOFT-CDO-BUSYSTATUS:BUSY`,
      ),
    );
    expect(ranges(ics, '2026-02-10T00:00:00Z', '2026-02-11T00:00:00Z')).toEqual([
      '2026-02-10T09:00:00Z/2026-02-10T10:00:00Z',
    ]);
    expect(
      ranges(ics, '2026-02-10T00:00:00Z', '2026-02-11T00:00:00Z', { timezone: 'America/Martinique' }),
    ).toEqual(['2026-02-10T14:00:00Z/2026-02-10T15:00:00Z']);
  });

  it('Exchange’s TZID=UTC without VTIMEZONE', () => {
    const ics = outlook(
      meeting(
        'F60718293A4B5C6D7E8F90A1B2C3D4E5',
        `DTSTART;TZID=UTC:20260212T080000
DTEND;TZID=UTC:20260212T083000
SUMMARY:Daily
X-MICROSOFT-CDO-BUSYSTATUS:BUSY`,
      ),
    );
    expect(ranges(ics, '2026-02-12T00:00:00Z', '2026-02-13T00:00:00Z')).toEqual([
      '2026-02-12T08:00:00Z/2026-02-12T08:30:00Z',
    ]);
  });

  it('a meeting the organiser cancelled blocks nothing', () => {
    const ics = outlook(
      meeting(
        '0718293A4B5C6D7E8F90A1B2C3D4E5F6',
        `DTSTART;TZID=Romance Standard Time:20260216T160000
DTEND;TZID=Romance Standard Time:20260216T170000
STATUS:CANCELLED
SUMMARY;LANGUAGE=fr-fr:Annulé : Entretien annuel`,
      ),
      `${ROMANCE_VTIMEZONE}\n`,
    );
    expect(ranges(ics, '2026-02-16T00:00:00Z', '2026-02-17T00:00:00Z')).toEqual([]);
  });
});
