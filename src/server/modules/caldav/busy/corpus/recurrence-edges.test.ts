import { describe, expect, it } from 'vitest';
import { PARIS_VTIMEZONE, ranges, read } from './read-corpus';

const calendar = (body: string) => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Sabre//Sabre VObject 4.5.6//EN
${PARIS_VTIMEZONE}
${body}
END:VCALENDAR`;

const allDay = (start: string, end: string) =>
  calendar(`BEGIN:VEVENT
UID:all-day@exemple.fr
DTSTAMP:20260301T080000Z
DTSTART;VALUE=DATE:${start}
DTEND;VALUE=DATE:${end}
SUMMARY:Fermé
END:VEVENT`);

const weekly = (extra: string) =>
  calendar(`BEGIN:VEVENT
UID:weekly@exemple.fr
DTSTAMP:20261001T080000Z
DTSTART;TZID=Europe/Paris:20261104T100000
DTEND;TZID=Europe/Paris:20261104T110000
RRULE:FREQ=WEEKLY
SUMMARY:Atelier
END:VEVENT
${extra}`);

describe('corpus: provider zones and recurrence edges', () => {
  it('all-day days are the provider’s: Martinique', () => {
    expect(
      ranges(allDay('20261102', '20261103'), '2026-11-02T00:00:00Z', '2026-11-04T00:00:00Z', {
        timezone: 'America/Martinique',
      }),
    ).toEqual(['2026-11-02T04:00:00Z/2026-11-03T04:00:00Z']);
  });

  it('all-day days are the provider’s: London, a weekend across 25 October 2026', () => {
    expect(
      ranges(allDay('20261024', '20261026'), '2026-10-24T00:00:00Z', '2026-10-25T00:00:00Z', {
        timezone: 'Europe/London',
      }),
    ).toEqual(['2026-10-23T23:00:00Z/2026-10-26T00:00:00Z']);
  });

  it('an EXDATE in UTC removes the occurrence of a series in Europe/Paris', () => {
    expect(ranges(weekly(''), '2026-11-01T00:00:00Z', '2026-11-22T00:00:00Z')).toHaveLength(3);
    const ics = weekly('').replace('RRULE:FREQ=WEEKLY', 'RRULE:FREQ=WEEKLY\nEXDATE:20261111T090000Z');
    expect(ranges(ics, '2026-11-01T00:00:00Z', '2026-11-22T00:00:00Z')).toEqual([
      '2026-11-04T09:00:00Z/2026-11-04T10:00:00Z',
      '2026-11-18T09:00:00Z/2026-11-18T10:00:00Z',
    ]);
  });

  it('an override whose RECURRENCE-ID is in UTC replaces its occurrence', () => {
    const ics = weekly(`BEGIN:VEVENT
UID:weekly@exemple.fr
DTSTAMP:20261001T080000Z
RECURRENCE-ID:20261111T090000Z
DTSTART;TZID=Europe/Paris:20261111T150000
DTEND;TZID=Europe/Paris:20261111T160000
SUMMARY:Atelier (après-midi)
END:VEVENT`);
    expect(ranges(ics, '2026-11-01T00:00:00Z', '2026-11-22T00:00:00Z')).toEqual([
      '2026-11-04T09:00:00Z/2026-11-04T10:00:00Z',
      '2026-11-11T14:00:00Z/2026-11-11T15:00:00Z',
      '2026-11-18T09:00:00Z/2026-11-18T10:00:00Z',
    ]);
  });

  it('a stale override of an occurrence the series excludes is not counted', () => {
    const ics = weekly(`BEGIN:VEVENT
UID:weekly@exemple.fr
DTSTAMP:20261001T080000Z
RECURRENCE-ID;TZID=Europe/Paris:20261111T100000
DTSTART;TZID=Europe/Paris:20261112T100000
DTEND;TZID=Europe/Paris:20261112T110000
SUMMARY:Atelier
END:VEVENT`).replace('RRULE:FREQ=WEEKLY', 'RRULE:FREQ=WEEKLY\nEXDATE;TZID=Europe/Paris:20261111T100000');
    expect(ranges(ics, '2026-11-09T00:00:00Z', '2026-11-16T00:00:00Z')).toEqual([]);
  });

  it('a cancelled series takes its overrides with it', () => {
    const ics = weekly(`BEGIN:VEVENT
UID:weekly@exemple.fr
DTSTAMP:20261001T080000Z
RECURRENCE-ID;TZID=Europe/Paris:20261111T100000
DTSTART;TZID=Europe/Paris:20261111T150000
DTEND;TZID=Europe/Paris:20261111T160000
STATUS:CONFIRMED
SUMMARY:Atelier
END:VEVENT`).replace('RRULE:FREQ=WEEKLY', 'RRULE:FREQ=WEEKLY\nSTATUS:CANCELLED');
    expect(ranges(ics, '2026-11-01T00:00:00Z', '2026-11-22T00:00:00Z')).toEqual([]);
  });

  it('a date given by both RRULE and RDATE counts once', () => {
    const ics = calendar(`BEGIN:VEVENT
UID:rdate-twice@exemple.fr
DTSTAMP:20260401T080000Z
DTSTART:20260511T140000Z
DURATION:PT1H
RRULE:FREQ=WEEKLY;COUNT=3
RDATE:20260518T140000Z
END:VEVENT`);
    expect(ranges(ics, '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z')).toEqual([
      '2026-05-11T14:00:00Z/2026-05-11T15:00:00Z',
      '2026-05-18T14:00:00Z/2026-05-18T15:00:00Z',
      '2026-05-25T14:00:00Z/2026-05-25T15:00:00Z',
    ]);
  });

  it('a rule every 15 minutes gives the window’s occurrences', () => {
    const ics = calendar(`BEGIN:VEVENT
UID:minutely@exemple.fr
DTSTAMP:20260401T070000Z
DTSTART:20260401T080000Z
DURATION:PT10M
RRULE:FREQ=MINUTELY;INTERVAL=15
END:VEVENT`);
    expect(ranges(ics, '2026-04-01T08:00:00Z', '2026-04-01T09:00:00Z')).toEqual([
      '2026-04-01T08:00:00Z/2026-04-01T08:10:00Z',
      '2026-04-01T08:15:00Z/2026-04-01T08:25:00Z',
      '2026-04-01T08:30:00Z/2026-04-01T08:40:00Z',
      '2026-04-01T08:45:00Z/2026-04-01T08:55:00Z',
    ]);
  });

  it('a rule every second since 1970 stops at 10 000 occurrences instead of holding the server', () => {
    const ics = calendar(`BEGIN:VEVENT
UID:secondly@exemple.fr
DTSTAMP:20260401T070000Z
DTSTART:19700101T000000Z
DURATION:PT1S
RRULE:FREQ=SECONDLY
END:VEVENT`);
    const started = performance.now();
    expect(ranges(ics, '2026-04-01T00:00:00Z', '2026-04-02T00:00:00Z')).toEqual([]);
    expect(ranges(ics, '1970-01-01T00:00:00Z', '1970-01-02T00:00:00Z')).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('a rule that no date satisfies (30 February) is read without error', () => {
    const ics = calendar(`BEGIN:VEVENT
UID:impossible@exemple.fr
DTSTAMP:20260101T070000Z
DTSTART;TZID=Europe/Paris:20260130T100000
DTEND;TZID=Europe/Paris:20260130T110000
RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30
END:VEVENT`);
    expect(ranges(ics, '2027-01-01T00:00:00Z', '2028-01-01T00:00:00Z')).toEqual([]);
  });

  it('a yearly 29 February occurs in leap years only, not on 1 March', () => {
    const ics = calendar(`BEGIN:VEVENT
UID:leap-day@exemple.fr
DTSTAMP:20240101T070000Z
DTSTART;VALUE=DATE:20240229
DTEND;VALUE=DATE:20240301
RRULE:FREQ=YEARLY
SUMMARY:Anniversaire de mariage
END:VEVENT`);
    expect(ranges(ics, '2026-01-01T00:00:00Z', '2029-01-01T00:00:00Z')).toEqual([
      '2028-02-28T23:00:00Z/2028-02-29T23:00:00Z',
    ]);
  });

  it('SUMMARY is trimmed, cut at 200 characters without splitting an emoji, or null', () => {
    const withSummary = (line: string) =>
      calendar(`BEGIN:VEVENT
UID:summary@exemple.fr
DTSTAMP:20260101T070000Z
DTSTART:20260105T100000Z
DTEND:20260105T110000Z
${line}
END:VEVENT`);
    const summaryOf = (line: string) =>
      read(withSummary(line), '2026-01-05T00:00:00Z', '2026-01-06T00:00:00Z').busy[0]?.summary;
    expect(summaryOf('SUMMARY:  Rendez-vous notaire  ')).toBe('Rendez-vous notaire');
    expect(summaryOf(`SUMMARY:${'é'.repeat(199)}🎉${'x'.repeat(50)}`)).toBe(`${'é'.repeat(199)}🎉`);
    expect(summaryOf('SUMMARY:   ')).toBeNull();
    expect(summaryOf('LOCATION:Étude')).toBeNull();
  });
});
