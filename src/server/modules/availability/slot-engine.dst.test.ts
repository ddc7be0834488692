import { describe, expect, it } from 'vitest';
import { computeSlots, type TSlotEngineInput } from './slot-engine';

const H = 60;
const SUNDAY = 7;

/** Europe/Paris Sundays: 2026-03-29 02:00 CET → 03:00 CEST, 2026-10-25 03:00 CEST → 02:00 CET. */
function sunday(date: string, overrides: Partial<TSlotEngineInput>): string[] {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return computeSlots({
    timezone: 'Europe/Paris',
    weekly: [],
    overrides: [],
    busy: [],
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    stepMinutes: 30,
    minNoticeMinutes: 0,
    maxAdvanceDays: 365,
    now: new Date('2026-01-01T00:00:00Z'),
    from: new Date(midnight - 86_400_000),
    to: new Date(midnight + 2 * 86_400_000),
    ...overrides,
  }).map((slot) => `${slot.start.toISOString().slice(11, 16)}–${slot.end.toISOString().slice(11, 16)}`);
}

const night = [{ weekday: SUNDAY, startMinute: 1 * H, endMinute: 4 * H }];
const workDay = [{ weekday: SUNDAY, startMinute: 9 * H, endMinute: 18 * H }];

describe('last Sunday of March 2026 in Europe/Paris (spring forward)', () => {
  it('skips the wall times that do not exist: 01:00–04:00 is two real hours', () => {
    // 01:00 and 01:30 CET, then 03:00 and 03:30 CEST; 02:00 and 02:30 never happen.
    expect(sunday('2026-03-29', { weekly: night })).toEqual([
      '00:00–00:30',
      '00:30–01:00',
      '01:00–01:30',
      '01:30–02:00',
    ]);
  });

  it('lets an hour-long slot run across the jump when it stays inside the range', () => {
    // 01:30 CET + 60 real minutes = 03:30 CEST, still before 04:00.
    expect(sunday('2026-03-29', { weekly: night, durationMinutes: 60 })).toEqual([
      '00:00–01:00',
      '00:30–01:30',
      '01:00–02:00',
    ]);
  });

  it('opens a normal day at 09:00 local = 07:00Z, nine real hours long', () => {
    const slots = sunday('2026-03-29', { weekly: workDay, durationMinutes: 60 });
    expect(slots[0]).toBe('07:00–08:00');
    expect(slots.at(-1)).toBe('15:00–16:00');
    expect(slots).toHaveLength(17);
  });

  it('keeps a 09:00–12:00 range three real hours long', () => {
    const range = [{ weekday: SUNDAY, startMinute: 9 * H, endMinute: 12 * H }];
    expect(sunday('2026-03-29', { weekly: range, durationMinutes: 180 })).toEqual(['07:00–10:00']);
  });

  it('offers, of a range starting inside the gap, only the wall times that exist', () => {
    const override = [{ date: '2026-03-29', ranges: [{ start: '02:30', end: '04:00' }] }];
    // 02:30 does not exist; 03:00 and 03:30 CEST are inside the range.
    expect(sunday('2026-03-29', { overrides: override })).toEqual(['01:00–01:30', '01:30–02:00']);
  });
});

describe('last Sunday of October 2026 in Europe/Paris (fall back)', () => {
  it('gives the repeated wall times at each of their two instants: 01:00–04:00 is four real hours', () => {
    // 01:00, 01:30 CEST; 02:00, 02:30 CEST; 02:00, 02:30 CET; 03:00, 03:30 CET.
    expect(sunday('2026-10-25', { weekly: night })).toEqual([
      '23:00–23:30',
      '23:30–00:00',
      '00:00–00:30',
      '00:30–01:00',
      '01:00–01:30',
      '01:30–02:00',
      '02:00–02:30',
      '02:30–03:00',
    ]);
  });

  it('refuses a slot that would leave the range in wall time across the change', () => {
    const override = [{ date: '2026-10-25', ranges: [{ start: '02:00', end: '02:30' }] }];
    // An hour from either 02:00 runs to 03:00 on the wall clock, past 02:30: neither fits.
    expect(sunday('2026-10-25', { overrides: override, durationMinutes: 60 })).toEqual([]);
    expect(sunday('2026-10-25', { overrides: override })).toEqual(['00:00–00:30', '01:00–01:30']);
  });

  it('counts the wall time shown just before the clocks go back, not only the slot ends', () => {
    const override = [{ date: '2026-10-25', ranges: [{ start: '01:00', end: '02:45' }] }];
    // 02:30 CEST + 60 min ends at 02:30 CET, but shows 02:59 CEST on the way: outside the range.
    expect(sunday('2026-10-25', { overrides: override, durationMinutes: 60 })).toEqual([
      '23:00–00:00',
      '23:30–00:30',
    ]);
  });

  it('opens a normal day at 09:00 local = 08:00Z, nine real hours long', () => {
    const slots = sunday('2026-10-25', { weekly: workDay, durationMinutes: 60 });
    expect(slots[0]).toBe('08:00–09:00');
    expect(slots.at(-1)).toBe('16:00–17:00');
    expect(slots).toHaveLength(17);
  });

  it('keeps the weekly hours of the next days in winter time', () => {
    const monday = [{ weekday: 1, startMinute: 9 * H, endMinute: 10 * H }];
    expect(sunday('2026-10-25', { weekly: monday, durationMinutes: 60 })).toEqual(['08:00–09:00']);
  });
});
