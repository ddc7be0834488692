import { describe, expect, it } from 'vitest';
import { computeSlots, type TSlotEngineInput } from './slot-engine';

const H = 60;
/** Monday 2026-06-15 (Paris, UTC+2), well before the week below. */
const now = new Date('2026-06-14T08:00:00Z');
const monday = { from: new Date('2026-06-15T00:00:00Z'), to: new Date('2026-06-16T00:00:00Z') };

function input(overrides: Partial<TSlotEngineInput> = {}): TSlotEngineInput {
  return {
    timezone: 'Europe/Paris',
    weekly: [{ weekday: 1, startMinute: 9 * H, endMinute: 12 * H }],
    overrides: [],
    busy: [],
    durationMinutes: 60,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    stepMinutes: 30,
    minNoticeMinutes: 0,
    maxAdvanceDays: 60,
    now,
    ...monday,
    ...overrides,
  };
}

function starts(slots: Array<{ start: Date }>): string[] {
  return slots.map((s) => s.start.toISOString().slice(0, 16));
}

describe('computeSlots', () => {
  it('steps through the opening range in local time and keeps the whole slot inside it', () => {
    const slots = computeSlots(input());
    expect(starts(slots)).toEqual([
      '2026-06-15T07:00',
      '2026-06-15T07:30',
      '2026-06-15T08:00',
      '2026-06-15T08:30',
      '2026-06-15T09:00',
    ]);
    expect(slots[0]?.end).toEqual(new Date('2026-06-15T08:00:00Z'));
  });

  it('counts the step from the start of each range, so a break shifts the grid', () => {
    const weekly = [
      { weekday: 1, startMinute: 9 * H, endMinute: 10 * H },
      { weekday: 1, startMinute: 14 * H + 10, endMinute: 15 * H + 10 },
    ];
    expect(starts(computeSlots(input({ weekly, durationMinutes: 30 })))).toEqual([
      '2026-06-15T07:00',
      '2026-06-15T07:30',
      '2026-06-15T12:10',
      '2026-06-15T12:40',
    ]);
  });

  it('offers nothing on a day without opening hours', () => {
    const weekly = [{ weekday: 2, startMinute: 9 * H, endMinute: 12 * H }];
    expect(computeSlots(input({ weekly }))).toEqual([]);
  });

  it('lets an override replace the weekly hours of its date, or close it', () => {
    const special = [{ date: '2026-06-15', ranges: [{ start: '14:00', end: '15:30' }] }];
    expect(starts(computeSlots(input({ overrides: special })))).toEqual([
      '2026-06-15T12:00',
      '2026-06-15T12:30',
    ]);
    const closed = [{ date: '2026-06-15', ranges: [] }];
    expect(computeSlots(input({ overrides: closed }))).toEqual([]);
    const otherDay = [{ date: '2026-06-16', ranges: [] }];
    expect(computeSlots(input({ overrides: otherDay }))).toHaveLength(5);
  });

  it('removes the slots whose range or buffers touch a busy range, and keeps back-to-back ones', () => {
    const busy = [{ start: new Date('2026-06-15T08:00:00Z'), end: new Date('2026-06-15T08:30:00Z') }];
    expect(starts(computeSlots(input({ busy })))).toEqual([
      '2026-06-15T07:00',
      '2026-06-15T08:30',
      '2026-06-15T09:00',
    ]);
    const withBuffers = computeSlots(input({ busy, bufferBeforeMinutes: 15, bufferAfterMinutes: 30 }));
    // 07:00 + 60 min + 30 min after runs to 08:30: it overlaps; 08:30 − 15 min before overlaps too.
    expect(starts(withBuffers)).toEqual(['2026-06-15T09:00']);
  });

  it('ignores empty or reversed busy ranges', () => {
    const at = new Date('2026-06-15T08:00:00Z');
    expect(computeSlots(input({ busy: [{ start: at, end: at }] }))).toHaveLength(5);
  });

  it('needs the minimum notice and stays before the booking horizon', () => {
    const late = new Date('2026-06-15T07:10:00Z');
    expect(starts(computeSlots(input({ now: late, minNoticeMinutes: 50 })))).toEqual([
      '2026-06-15T08:00',
      '2026-06-15T08:30',
      '2026-06-15T09:00',
    ]);
    // now + 1 day = 2026-06-15T08:00Z: 08:00 itself is past the horizon.
    const horizon = computeSlots(input({ now: new Date('2026-06-14T08:00:00Z'), maxAdvanceDays: 1 }));
    expect(starts(horizon)).toEqual(['2026-06-15T07:00', '2026-06-15T07:30']);
  });

  it('keeps from ≤ start < to', () => {
    const slots = computeSlots(
      input({ from: new Date('2026-06-15T07:30:00Z'), to: new Date('2026-06-15T08:30:00Z') }),
    );
    expect(starts(slots)).toEqual(['2026-06-15T07:30', '2026-06-15T08:00']);
  });

  it('allows a range that ends at midnight but never runs a slot into the next day', () => {
    const weekly = [
      { weekday: 1, startMinute: 23 * H, endMinute: 24 * H },
      { weekday: 2, startMinute: 0, endMinute: 60 },
    ];
    const slots = computeSlots(
      input({ weekly, from: new Date('2026-06-15T00:00:00Z'), to: new Date('2026-06-17T00:00:00Z') }),
    );
    expect(starts(slots)).toEqual(['2026-06-15T21:00', '2026-06-15T22:00']);
  });

  it('reads opening hours in the provider time zone', () => {
    const weekly = [{ weekday: 1, startMinute: 9 * H, endMinute: 10 * H }];
    const from = new Date('2026-06-15T00:00:00Z');
    const to = new Date('2026-06-16T12:00:00Z');
    expect(starts(computeSlots(input({ timezone: 'America/New_York', weekly, from, to })))).toEqual([
      '2026-06-15T13:00',
    ]);
  });

  it('gives each start once even when two ranges overlap', () => {
    const weekly = [
      { weekday: 1, startMinute: 9 * H, endMinute: 11 * H },
      { weekday: 1, startMinute: 10 * H, endMinute: 12 * H },
    ];
    expect(starts(computeSlots(input({ weekly })))).toEqual([
      '2026-06-15T07:00',
      '2026-06-15T07:30',
      '2026-06-15T08:00',
      '2026-06-15T08:30',
      '2026-06-15T09:00',
    ]);
  });

  it('refuses an unknown time zone and a non-positive duration or step', () => {
    expect(() => computeSlots(input({ timezone: 'Mars/Olympus' }))).toThrow(RangeError);
    expect(() => computeSlots(input({ durationMinutes: 0 }))).toThrow(RangeError);
    expect(() => computeSlots(input({ stepMinutes: 0 }))).toThrow(RangeError);
  });

  // Speed is measured by `npm run bench` (bench/engine.ts), not asserted here.
  it('handles 30 days against about 5 000 shuffled busy ranges', () => {
    const weekdays = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, startMinute: 8 * H, endMinute: 12 * H },
      { weekday, startMinute: 13 * H, endMinute: 20 * H },
    ]);
    const yearStart = Date.UTC(2026, 0, 1, 7);
    // A year of dense bookings: 14 a day, 45 minutes every hour, shuffled so the engine sorts them.
    const busy = Array.from({ length: 5040 }, (_, i) => {
      const start = yearStart + Math.floor(i / 14) * 86_400_000 + (i % 14) * 3_600_000;
      return { start: new Date(start), end: new Date(start + 45 * 60_000) };
    }).sort(() => Math.random() - 0.5);
    const args = input({
      weekly: weekdays,
      busy,
      stepMinutes: 15,
      durationMinutes: 15,
      maxAdvanceDays: 400,
      now: new Date('2026-03-01T00:00:00Z'),
      from: new Date('2026-03-15T00:00:00Z'),
      to: new Date('2026-04-14T00:00:00Z'),
    });
    const slots = computeSlots(args);
    expect(slots.length).toBeGreaterThan(100);
    for (const slot of slots) {
      const clash = busy.some((b) => b.start < slot.end && slot.start < b.end);
      expect(clash).toBe(false);
    }
  });
});
