import { describe, expect, it } from 'vitest';
import { CalendarDataError, readCalendarObject } from '../read-object';
import { crlf, PARIS_VTIMEZONE, ranges, read } from './read-corpus';

const calendar = (body: string) => `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Sabre//Sabre VObject 4.5.6//EN
${PARIS_VTIMEZONE}
${body}
END:VCALENDAR`;

const WINDOW = { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z') };
const OPTIONS = { timezone: 'Europe/Paris', ownUidSuffix: '@creneau.fr' };

describe('corpus: objects that are not plain events', () => {
  it.each([
    ['plain text', 'Bonjour, ceci n’est pas un agenda'],
    [
      'a line without a value',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
    ],
    ['an unterminated component', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nEND:VCALENDAR\r\n'],
    ['an empty body', ''],
    ['a vCard', crlf('BEGIN:VCARD\nVERSION:4.0\nFN:Léa Martin\nEND:VCARD')],
    [
      'an unreadable date-time',
      crlf(calendar('BEGIN:VEVENT\nUID:bad-date@exemple.fr\nDTSTART:demain matin\nEND:VEVENT')),
    ],
    [
      'a rule RFC 5545 forbids (WEEKLY with BYMONTHDAY)',
      crlf(
        calendar(
          'BEGIN:VEVENT\nUID:bad-rule@exemple.fr\nDTSTART:20260105T100000Z\nDTEND:20260105T110000Z\nRRULE:FREQ=WEEKLY;BYMONTHDAY=5\nEND:VEVENT',
        ),
      ),
    ],
  ])('%s throws CalendarDataError', (_, ics) => {
    expect(() => readCalendarObject(ics, WINDOW, OPTIONS)).toThrow(CalendarDataError);
  });

  it('tells what it could not read, in English for the logs', () => {
    expect(() => readCalendarObject('', WINDOW, OPTIONS)).toThrow('Empty iCalendar text');
    expect(() => readCalendarObject(crlf('BEGIN:VCARD\nFN:x\nEND:VCARD'), WINDOW, OPTIONS)).toThrow(
      'Expected a VCALENDAR, found VCARD',
    );
  });

  it('a VTODO, a VJOURNAL and a VFREEBUSY beside a VEVENT are ignored', () => {
    const ics = calendar(`BEGIN:VTODO
UID:todo-1@exemple.fr
DTSTAMP:20260301T080000Z
DTSTART;TZID=Europe/Paris:20260302T090000
DUE;TZID=Europe/Paris:20260302T180000
SUMMARY:Déclarer la TVA
END:VTODO
BEGIN:VJOURNAL
UID:journal-1@exemple.fr
DTSTAMP:20260301T080000Z
DTSTART;VALUE=DATE:20260302
SUMMARY:Notes
END:VJOURNAL
BEGIN:VFREEBUSY
UID:fb-1@exemple.fr
DTSTAMP:20260301T080000Z
FREEBUSY:20260302T080000Z/20260302T170000Z
END:VFREEBUSY
BEGIN:VEVENT
UID:event-1@exemple.fr
DTSTAMP:20260301T080000Z
DTSTART;TZID=Europe/Paris:20260302T140000
DTEND;TZID=Europe/Paris:20260302T150000
SUMMARY:Comptable
END:VEVENT`);
    expect(read(ics, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z')).toEqual({
      uids: ['event-1@exemple.fr'],
      busy: [
        { start: '2026-03-02T13:00:00Z', end: '2026-03-02T14:00:00Z', allDay: false, summary: 'Comptable' },
      ],
      own: [],
    });
  });

  it('Créneau’s own event is returned apart, whatever the window and the case of its UID', () => {
    const ics = calendar(`BEGIN:VEVENT
UID:5b0c4a52-7a31-4a4e-9d0e-3c5a4c8f2b11@Creneau.FR
DTSTAMP:20260301T080000Z
DTSTART:20260329T083000Z
DTEND:20260329T091500Z
SUMMARY:Coupe, shampoing — Jeanne Petit
END:VEVENT`);
    expect(read(ics, '2026-03-29T00:00:00Z', '2026-03-30T00:00:00Z')).toEqual({
      uids: ['5b0c4a52-7a31-4a4e-9d0e-3c5a4c8f2b11@Creneau.FR'],
      busy: [],
      own: [
        {
          uid: '5b0c4a52-7a31-4a4e-9d0e-3c5a4c8f2b11@Creneau.FR',
          start: '2026-03-29T08:30:00Z',
          end: '2026-03-29T09:15:00Z',
        },
      ],
    });
    expect(read(ics, '2026-06-01T00:00:00Z', '2026-06-02T00:00:00Z').own).toHaveLength(1);
    expect(
      read(ics.replace('DTEND', 'STATUS:CANCELLED\nDTEND'), '2026-03-29T00:00:00Z', '2026-03-30T00:00:00Z')
        .own,
    ).toEqual([]);
    expect(
      ranges(ics, '2026-03-29T00:00:00Z', '2026-03-30T00:00:00Z', { ownUidSuffix: '@autre.fr' }),
    ).toEqual(['2026-03-29T08:30:00Z/2026-03-29T09:15:00Z']);
  });

  it('a timed event without DTEND or DURATION, or with none or negative length, blocks nothing', () => {
    const event = (end: string) =>
      calendar(`BEGIN:VEVENT
UID:no-length@exemple.fr
DTSTAMP:20260301T080000Z
DTSTART;TZID=Europe/Paris:20260310T100000
${end}SUMMARY:Rappel
END:VEVENT`);
    const from = '2026-03-10T00:00:00Z';
    const to = '2026-03-11T00:00:00Z';
    expect(ranges(event(''), from, to)).toEqual([]);
    expect(ranges(event('DTEND;TZID=Europe/Paris:20260310T100000\n'), from, to)).toEqual([]);
    expect(ranges(event('DTEND;TZID=Europe/Paris:20260310T090000\n'), from, to)).toEqual([]);
    expect(ranges(event('DURATION:PT0S\n'), from, to)).toEqual([]);
    expect(ranges(event('DURATION:PT45M\n'), from, to)).toEqual([
      '2026-03-10T09:00:00Z/2026-03-10T09:45:00Z',
    ]);
  });

  it('an all-day event without end, or ending on its start, closes its one day', () => {
    const event = (end: string) =>
      calendar(`BEGIN:VEVENT
UID:one-day@exemple.fr
DTSTAMP:20260301T080000Z
DTSTART;VALUE=DATE:20260325
${end}SUMMARY:Inventaire
END:VEVENT`);
    const expected = ['2026-03-24T23:00:00Z/2026-03-25T23:00:00Z'];
    expect(ranges(event(''), '2026-03-25T00:00:00Z', '2026-03-26T00:00:00Z')).toEqual(expected);
    expect(
      ranges(event('DTEND;VALUE=DATE:20260325\n'), '2026-03-25T00:00:00Z', '2026-03-26T00:00:00Z'),
    ).toEqual(expected);
  });

  it('a VEVENT without DTSTART is skipped, the others are read', () => {
    const ics = calendar(`BEGIN:VEVENT
UID:no-start@exemple.fr
DTSTAMP:20260301T080000Z
SUMMARY:Sans date
END:VEVENT
BEGIN:VEVENT
UID:with-start@exemple.fr
DTSTAMP:20260301T080000Z
DTSTART:20260305T100000Z
DTEND:20260305T110000Z
END:VEVENT`);
    expect(read(ics, '2026-03-05T00:00:00Z', '2026-03-06T00:00:00Z')).toEqual({
      uids: ['no-start@exemple.fr', 'with-start@exemple.fr'],
      busy: [{ start: '2026-03-05T10:00:00Z', end: '2026-03-05T11:00:00Z', allDay: false, summary: null }],
      own: [],
    });
  });

  it('an iCalendar stream of two VCALENDARs is read whole, sorted by start', () => {
    const one = (uid: string, day: string) =>
      calendar(`BEGIN:VEVENT
UID:${uid}
DTSTAMP:20260301T080000Z
DTSTART:202603${day}T100000Z
DTEND:202603${day}T110000Z
END:VEVENT`);
    const ics = `${one('b@exemple.fr', '12')}\n${one('a@exemple.fr', '11')}`;
    expect(read(ics, '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z').busy.map((b) => b.start)).toEqual([
      '2026-03-11T10:00:00Z',
      '2026-03-12T10:00:00Z',
    ]);
  });
});
