import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { closedRanges, openRangesOn } from './working-time';

const weekly = [
  { weekday: 2, start: '14:00', end: '18:00' },
  { weekday: 2, start: '09:00', end: '12:30' },
];
const tuesday = DateTime.fromISO('2026-11-24', { zone: 'Europe/Paris' });
const shown = { startMinute: 8 * 60, endMinute: 19 * 60 };

describe('working time shaded in the agenda', () => {
  it('shades before opening, the lunch break and after closing on a weekly day', () => {
    expect(closedRanges(openRangesOn(tuesday, weekly, []), shown)).toEqual([
      { startMinute: 480, endMinute: 540 },
      { startMinute: 750, endMinute: 840 },
      { startMinute: 1080, endMinute: 1140 },
    ]);
  });

  it('a day without hours, or closed by an exception, is shaded whole; an exception replaces the week', () => {
    expect(closedRanges(openRangesOn(tuesday.plus({ days: 1 }), weekly, []), shown)).toEqual([shown]);
    const closed = [{ id: 'o1', date: '2026-11-24', ranges: [], note: 'Congés' }];
    expect(closedRanges(openRangesOn(tuesday, weekly, closed), shown)).toEqual([shown]);
    const short = [{ id: 'o2', date: '2026-11-24', ranges: [{ start: '10:00', end: '12:00' }], note: '' }];
    expect(closedRanges(openRangesOn(tuesday, weekly, short), shown)).toEqual([
      { startMinute: 480, endMinute: 600 },
      { startMinute: 720, endMinute: 1140 },
    ]);
  });
});
