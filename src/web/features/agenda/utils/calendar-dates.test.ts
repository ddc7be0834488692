import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/provider-fixtures';
import {
  atWallMinute,
  calendarTitle,
  segmentOnDay,
  shiftAnchor,
  startOfWeek,
  visibleDays,
  visibleHours,
  visibleWindow,
} from './calendar-dates';

const PARIS = 'Europe/Paris';
const day = (iso: string) => DateTime.fromISO(iso, { zone: PARIS }).setLocale('fr');

describe('calendar dates', () => {
  it('starts weeks on the configured day (Monday by default, Sunday on request)', () => {
    expect(startOfWeek(day('2026-11-26T15:00'), 1).toISODate()).toBe('2026-11-23');
    expect(startOfWeek(day('2026-11-23T00:00'), 1).toISODate()).toBe('2026-11-23');
    expect(startOfWeek(day('2026-11-29T23:00'), 1).toISODate()).toBe('2026-11-23');
    expect(startOfWeek(day('2026-11-26T15:00'), 0).toISODate()).toBe('2026-11-22');
  });

  it('shows whole weeks around a month', () => {
    const march = visibleDays('month', day('2026-03-15'), 1);
    expect(march[0]?.toISODate()).toBe('2026-02-23');
    expect(march.at(-1)?.toISODate()).toBe('2026-04-05');
    expect(march).toHaveLength(42);
    expect(visibleDays('month', day('2027-02-10'), 1)).toHaveLength(28);
  });

  it('keeps the DST week to seven calendar days with midnight-to-midnight bounds', () => {
    // Europe/Paris moves to summer time on Sunday 29 March 2026 (02:00 → 03:00).
    const week = visibleDays('week', day('2026-03-27'), 1);
    expect(week.map((d) => d.toISODate())).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(visibleWindow('week', day('2026-03-27'), 1)).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
    });
    // And back to winter time on Sunday 25 October 2026.
    expect(visibleWindow('day', day('2026-10-25T12:00'), 1)).toEqual({
      from: '2026-10-24T22:00:00.000Z',
      to: '2026-10-25T23:00:00.000Z',
    });
  });

  it('steps by month, week or day and titles each view in French', () => {
    expect(shiftAnchor('month', day('2026-01-31'), 1).toISODate()).toBe('2026-02-01');
    expect(shiftAnchor('week', day('2026-11-26'), -1).toISODate()).toBe('2026-11-19');
    expect(shiftAnchor('day', day('2026-03-28'), 1).toISODate()).toBe('2026-03-29');
    expect(calendarTitle('month', day('2026-08-10'), 1)).toBe('Août 2026');
    expect(calendarTitle('week', day('2026-11-26'), 1)).toBe('23 – 29 novembre 2026');
    expect(calendarTitle('week', day('2026-12-01'), 1)).toBe('30 novembre – 6 décembre 2026');
    expect(calendarTitle('week', day('2026-12-30'), 1)).toBe('28 décembre 2026 – 3 janvier 2027');
    expect(calendarTitle('day', day('2026-11-26'), 1)).toBe('Jeudi 26 novembre 2026');
  });

  it('places bookings in wall-clock minutes, even on a DST Sunday', () => {
    // 10:00–11:00 in Paris on the day clocks go forward: 08:00Z.
    const booking = createBooking({ start: '2026-03-29T08:00:00.000Z', end: '2026-03-29T09:00:00.000Z' });
    expect(segmentOnDay(booking, day('2026-03-29'), PARIS)).toEqual({ startMinute: 600, endMinute: 660 });
    expect(segmentOnDay(booking, day('2026-03-28'), PARIS)).toBeNull();
    const overnight = createBooking({ start: '2026-11-26T22:30:00.000Z', end: '2026-11-27T00:30:00.000Z' });
    expect(segmentOnDay(overnight, day('2026-11-26'), PARIS)).toEqual({ startMinute: 1410, endMinute: 1440 });
    expect(segmentOnDay(overnight, day('2026-11-27'), PARIS)).toEqual({ startMinute: 0, endMinute: 90 });
  });

  it('turns a row of the grid into its wall-clock time on DST Sundays too', () => {
    expect(atWallMinute(day('2026-03-29'), 540).toISO()).toBe('2026-03-29T09:00:00.000+02:00');
    expect(atWallMinute(day('2026-10-25'), 570).toISO()).toBe('2026-10-25T09:30:00.000+01:00');
  });

  it('shows the working hours and widens them to whole hours around outlying bookings', () => {
    const days = visibleDays('week', day('2026-11-26'), 1);
    expect(visibleHours('09:00', '18:00', [], days, PARIS)).toEqual({ startMinute: 540, endMinute: 1080 });
    const early = createBooking({ start: '2026-11-24T06:15:00.000Z', end: '2026-11-24T06:45:00.000Z' });
    const late = createBooking({ start: '2026-11-25T18:00:00.000Z', end: '2026-11-25T18:40:00.000Z' });
    const elsewhere = createBooking({ start: '2026-12-10T05:00:00.000Z', end: '2026-12-10T05:30:00.000Z' });
    expect(visibleHours('09:00', '18:00', [early, late, elsewhere], days, PARIS)).toEqual({
      startMinute: 420,
      endMinute: 1200,
    });
  });
});
