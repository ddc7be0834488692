import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES, validateRanges } from './time-ranges';
import {
  copyMondayToWeekdays,
  typicalWeek,
  weekErrorFromServer,
  weekFromAvailability,
  weekToPayload,
} from './week-model';

describe('validateRanges', () => {
  it('accepts ranges that touch, in any order', () => {
    expect(
      validateRanges([
        { start: '14:00', end: '18:00' },
        { start: '09:00', end: '14:00' },
      ]),
    ).toEqual({});
  });

  it('flags the later of two overlapping ranges, an end before its start and a missing time', () => {
    expect(
      validateRanges([
        { start: '10:00', end: '12:00' },
        { start: '09:00', end: '10:30' },
        { start: '15:00', end: '15:00' },
        { start: '', end: '19:00' },
      ]),
    ).toEqual({
      '0.start': RANGE_MESSAGES.overlap,
      '2.end': RANGE_MESSAGES.endBeforeStart,
      '3.start': RANGE_MESSAGES.required,
    });
  });
});

describe('week model', () => {
  it('round-trips the API week, Monday first, closed days empty', () => {
    const weekly = [
      { weekday: 7, start: '10:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
      { weekday: 1, start: '09:00', end: '12:00' },
    ];
    const week = weekFromAvailability(weekly);
    expect(week.map((d) => d.open)).toEqual([true, false, false, false, false, false, true]);
    expect(weekToPayload(week).weekly).toEqual([
      { weekday: 1, start: '09:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '18:00' },
      { weekday: 7, start: '10:00', end: '12:00' },
    ]);
  });

  it('copies Monday to Tuesday–Friday only', () => {
    const week = weekFromAvailability([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 6, start: '09:00', end: '13:00' },
    ]);
    const payload = weekToPayload(copyMondayToWeekdays(week)).weekly;
    expect(payload.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(payload.at(-1)).toEqual({ weekday: 6, start: '09:00', end: '13:00' });
  });

  it('maps weekly.N of the sent body back to the row it came from, even when rows were unsorted', () => {
    const week = typicalWeek();
    const tuesday = week[1];
    if (tuesday) tuesday.ranges.reverse(); // afternoon typed first
    const { origins } = weekToPayload(week);
    expect(weekErrorFromServer({ field: 'weekly.2.end', message: 'Refusé' }, origins)).toEqual({
      2: { '1.end': 'Refusé' },
    });
    expect(weekErrorFromServer({ field: 'timezone', message: 'Refusé' }, origins)).toBeNull();
    expect(weekErrorFromServer({ field: 'weekly.99.start', message: 'Refusé' }, origins)).toBeNull();
  });
});
