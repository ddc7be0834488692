import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  dayBoundsUtc,
  monthOf,
  monthWeeks,
  todayIn,
  weekdayIndex,
} from './calendar-dates';

describe('booking calendar dates', () => {
  afterEach(() => vi.useRealTimers());

  it('adds days and months across month, year and leap-day boundaries', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-23', -30)).toBe('2026-10-24');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(monthOf('2026-11-23')).toBe('2026-11');
  });

  it('numbers weekdays from Monday (0) to Sunday (6)', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(weekdayIndex('2028-02-29')).toBe(1);
  });

  it('lays out a month starting on a Monday with no padding', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('bounds an ordinary day and the DST Sundays of Paris and Montréal', () => {
    expect(dayBoundsUtc('2026-11-23', 'Europe/Paris')).toEqual({
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-23T23:00:00.000Z',
    });
    expect(dayBoundsUtc('2026-07-14', 'Europe/Paris')).toEqual({
      from: '2026-07-13T22:00:00.000Z',
      to: '2026-07-14T22:00:00.000Z',
    });
    expect(dayBoundsUtc('2026-03-08', 'America/Montreal')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
    expect(dayBoundsUtc('2026-11-01', 'America/Montreal')).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-02T05:00:00.000Z',
    });
    expect(dayBoundsUtc('2026-11-23', 'UTC')).toEqual({
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-24T00:00:00.000Z',
    });
  });

  it('tells today’s date where the provider works, not where the visitor is', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T23:30:00.000Z') });
    expect(todayIn('Europe/Paris')).toBe('2026-11-24');
    expect(todayIn('America/Montreal')).toBe('2026-11-23');
    vi.setSystemTime(new Date('2026-03-29T00:30:00.000Z'));
    expect(todayIn('Europe/Paris')).toBe('2026-03-29');
    expect(todayIn('Pacific/Auckland')).toBe('2026-03-29');
  });
});
