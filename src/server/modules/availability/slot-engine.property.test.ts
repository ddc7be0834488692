import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { minutesOf, timeOf } from './local-time';
import { computeSlots, type TSlotEngineInput } from './slot-engine';

const MIN = 60_000;
const DAY = 86_400_000;
/** Zones with 1-hour, 30-minute (Lord Howe) and no DST changes, plus a half-hour offset. */
const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];
/** Around the 2026 offset changes of those zones, and an ordinary summer day. */
const PIVOTS = [
  '2026-03-29T00:00:00Z',
  '2026-10-25T00:00:00Z',
  '2026-03-08T06:00:00Z',
  '2026-11-01T06:00:00Z',
  '2026-04-04T15:00:00Z',
  '2026-10-03T15:30:00Z',
  '2026-06-15T00:00:00Z',
].map(Date.parse);

const arbRange = fc
  .record({ start: fc.integer({ min: 0, max: 1435 }), length: fc.integer({ min: 5, max: 600 }) })
  .map(({ start, length }) => ({ start, end: Math.min(1440, start + length) }));

function arbInput(maxWindowDays: number): fc.Arbitrary<TSlotEngineInput> {
  return fc
    .record({
      timezone: fc.constantFrom(...ZONES),
      pivot: fc.constantFrom(...PIVOTS),
      weekly: fc.array(fc.record({ weekday: fc.integer({ min: 1, max: 7 }), range: arbRange }), {
        maxLength: 12,
      }),
      overrides: fc.uniqueArray(
        fc.record({
          day: fc.integer({ min: -3, max: maxWindowDays + 3 }),
          ranges: fc.array(arbRange, { maxLength: 3 }),
        }),
        { selector: (o) => o.day, maxLength: 4 },
      ),
      busy: fc.array(
        fc.record({
          at: fc.integer({ min: -2 * DAY, max: (maxWindowDays + 3) * DAY }),
          length: fc.integer({ min: 1, max: 300 * MIN }),
        }),
        { maxLength: 40 },
      ),
      durationMinutes: fc.integer({ min: 5, max: 180 }),
      bufferBeforeMinutes: fc.integer({ min: 0, max: 60 }),
      bufferAfterMinutes: fc.integer({ min: 0, max: 60 }),
      stepMinutes: fc.integer({ min: 5, max: 120 }),
      minNoticeMinutes: fc.integer({ min: 0, max: 3000 }),
      maxAdvanceDays: fc.integer({ min: 1, max: maxWindowDays + 2 }),
      nowOffset: fc.integer({ min: -2 * DAY, max: DAY }),
      fromOffset: fc.integer({ min: -DAY, max: 2 * DAY }),
      window: fc.integer({ min: 0, max: maxWindowDays * DAY }),
    })
    .map((g) => {
      const now = g.pivot + g.nowOffset;
      const from = now + g.fromOffset;
      return {
        timezone: g.timezone,
        weekly: g.weekly.map((w) => ({
          weekday: w.weekday,
          startMinute: w.range.start,
          endMinute: w.range.end,
        })),
        overrides: g.overrides.map((o) => ({
          date: new Date(g.pivot + o.day * DAY).toISOString().slice(0, 10),
          ranges: o.ranges.map((r) => ({ start: timeOf(r.start), end: timeOf(r.end) })),
        })),
        busy: g.busy.map((b) => ({
          start: new Date(g.pivot + b.at),
          end: new Date(g.pivot + b.at + b.length),
        })),
        durationMinutes: g.durationMinutes,
        bufferBeforeMinutes: g.bufferBeforeMinutes,
        bufferAfterMinutes: g.bufferAfterMinutes,
        stepMinutes: g.stepMinutes,
        minNoticeMinutes: g.minNoticeMinutes,
        maxAdvanceDays: g.maxAdvanceDays,
        now: new Date(now),
        from: new Date(from),
        to: new Date(from + g.window),
      };
    });
}

/** The 2026 offset changes of those zones (Lord Howe moves half an hour), and of Santiago. */
const CHANGES: Array<[string, number]> = [
  ['Europe/Paris', Date.parse('2026-03-29T01:00:00Z')],
  ['Europe/Paris', Date.parse('2026-10-25T01:00:00Z')],
  ['America/New_York', Date.parse('2026-03-08T07:00:00Z')],
  ['America/New_York', Date.parse('2026-11-01T06:00:00Z')],
  ['Australia/Lord_Howe', Date.parse('2026-04-04T15:00:00Z')],
  ['Australia/Lord_Howe', Date.parse('2026-10-03T15:30:00Z')],
  // Santiago changes at midnight: the repeated hour belongs to the day before.
  ['America/Santiago', Date.parse('2026-04-05T03:00:00Z')],
  ['America/Santiago', Date.parse('2026-09-06T04:00:00Z')],
];

/** Night opening hours around a change of offset, so skipped and repeated wall times matter. */
const arbAroundChange: fc.Arbitrary<TSlotEngineInput> = fc
  .record({
    change: fc.constantFrom(...CHANGES),
    weekly: fc.array(
      fc.record({
        weekday: fc.integer({ min: 1, max: 7 }),
        start: fc.oneof(fc.integer({ min: 0, max: 240 }), fc.integer({ min: 1200, max: 1430 })),
        length: fc.integer({ min: 5, max: 300 }),
      }),
      { minLength: 1, maxLength: 10 },
    ),
    busy: fc.array(
      fc.record({ at: fc.integer({ min: -6 * 60, max: 6 * 60 }), length: fc.integer({ min: 1, max: 90 }) }),
      { maxLength: 4 },
    ),
    durationMinutes: fc.integer({ min: 5, max: 150 }),
    bufferBeforeMinutes: fc.integer({ min: 0, max: 30 }),
    bufferAfterMinutes: fc.integer({ min: 0, max: 30 }),
    stepMinutes: fc.integer({ min: 5, max: 60 }),
  })
  .map(({ change: [timezone, at], weekly, busy, ...rules }) => ({
    ...rules,
    timezone,
    weekly: weekly.map((w) => ({
      weekday: w.weekday,
      startMinute: w.start,
      endMinute: Math.min(1440, w.start + w.length),
    })),
    overrides: [],
    busy: busy.map((b) => ({
      start: new Date(at + b.at * MIN),
      end: new Date(at + (b.at + b.length) * MIN),
    })),
    minNoticeMinutes: 0,
    maxAdvanceDays: 10,
    now: new Date(at - 2 * DAY),
    from: new Date(at - 18 * 60 * MIN),
    to: new Date(at + 18 * 60 * MIN),
  }));

// ---------- An independent reading of the rules, with luxon's DateTime ----------

type TLocal = { date: string; weekday: number; minute: number };

function local(zone: string, instant: number): TLocal {
  const t = DateTime.fromMillis(instant, { zone });
  const minute = t.hour * 60 + t.minute + t.second / 60 + t.millisecond / MIN;
  return { date: t.toISODate() ?? '', weekday: t.weekday, minute };
}

function rangesOf(input: TSlotEngineInput, day: TLocal): Array<{ start: number; end: number }> {
  const override = input.overrides.find((o) => o.date === day.date);
  if (override) return override.ranges.map((r) => ({ start: minutesOf(r.start), end: minutesOf(r.end) }));
  return input.weekly
    .filter((w) => w.weekday === day.weekday)
    .map((w) => ({ start: w.startMinute, end: w.endMinute }));
}

/**
 * Every instant of [start, end) shows, on `date`, a wall time in [range.start, range.end). The wall
 * clock is linear between offset changes, which these zones make on the half hour (UTC): reading
 * it at both ends of every piece is enough.
 */
function insideRange(
  zone: string,
  start: number,
  end: number,
  date: string,
  range: { start: number; end: number },
) {
  const samples = [start, end - 1];
  for (let g = Math.ceil((start + 1) / (30 * MIN)) * 30 * MIN; g < end; g += 30 * MIN) samples.push(g - 1, g);
  return samples.every((s) => {
    const l = local(zone, s);
    return l.date === date && l.minute >= range.start && l.minute < range.end;
  });
}

function lowerOf(i: TSlotEngineInput) {
  return Math.max(i.from.getTime(), i.now.getTime() + i.minNoticeMinutes * MIN);
}
function upperOf(i: TSlotEngineInput) {
  return Math.min(i.to.getTime(), i.now.getTime() + i.maxAdvanceDays * DAY);
}

/** The opening range that offers `start` on its step grid, if any. */
function openingRangeOf(i: TSlotEngineInput, start: number) {
  const day = local(i.timezone, start);
  const end = start + i.durationMinutes * MIN;
  return rangesOf(i, day).find(
    (r) =>
      day.minute >= r.start &&
      (day.minute - r.start) % i.stepMinutes === 0 &&
      insideRange(i.timezone, start, end, day.date, r),
  );
}

function overlapsBusy(i: TSlotEngineInput, start: number): boolean {
  const from = start - i.bufferBeforeMinutes * MIN;
  const to = start + (i.durationMinutes + i.bufferAfterMinutes) * MIN;
  return i.busy.some((b) => b.start.getTime() < to && b.end.getTime() > from);
}

const RUNS = { numRuns: 150 };
/**
 * 150 inputs of up to 30 days of slots, and a wall-clock reading in luxon per slot end and half
 * hour: up to 1 s on an idle core (0.5 s on average), several times that while CI runs the other
 * suites on the same two cores, beyond vitest's default 5 s. Slow, not stuck.
 */
const THIRTY_DAYS_OF_SLOTS = 30_000;
/** Brute force reads the wall clock of every minute: slow on a busy machine, not stuck. */
const SLOW = 60_000;

describe('computeSlots properties (fast-check)', { timeout: THIRTY_DAYS_OF_SLOTS }, () => {
  it('never offers a slot whose range or buffers overlap a busy range', () => {
    fc.assert(
      fc.property(arbInput(30), (i) => {
        for (const slot of computeSlots(i)) expect(overlapsBusy(i, slot.start.getTime())).toBe(false);
      }),
      RUNS,
    );
  });

  it('offers only slots inside one opening range of their local day, on the step grid of that range', () => {
    fc.assert(
      fc.property(arbInput(30), (i) => {
        for (const slot of computeSlots(i)) expect(openingRangeOf(i, slot.start.getTime())).toBeDefined();
      }),
      RUNS,
    );
  });

  it('respects the minimum notice, the booking horizon and [from, to)', () => {
    fc.assert(
      fc.property(arbInput(30), (i) => {
        for (const slot of computeSlots(i)) {
          const start = slot.start.getTime();
          expect(start).toBeGreaterThanOrEqual(i.now.getTime() + i.minNoticeMinutes * MIN);
          expect(start).toBeLessThan(i.now.getTime() + i.maxAdvanceDays * DAY);
          expect(start).toBeGreaterThanOrEqual(i.from.getTime());
          expect(start).toBeLessThan(i.to.getTime());
        }
      }),
      RUNS,
    );
  });

  it('returns slots sorted, unique, each lasting the service duration', () => {
    fc.assert(
      fc.property(arbInput(30), (i) => {
        const slots = computeSlots(i);
        slots.forEach((slot, k) => {
          expect(slot.end.getTime() - slot.start.getTime()).toBe(i.durationMinutes * MIN);
          if (k > 0) expect(slot.start.getTime()).toBeGreaterThan(slots[k - 1]?.start.getTime() as number);
        });
      }),
      RUNS,
    );
  });

  function bruteForce(i: TSlotEngineInput): string[] {
    const expected: string[] = [];
    const upper = upperOf(i);
    for (let t = Math.ceil(lowerOf(i) / MIN) * MIN; t < upper; t += MIN) {
      if (!overlapsBusy(i, t) && openingRangeOf(i, t)) expected.push(new Date(t).toISOString());
    }
    return expected;
  }

  it(
    'offers exactly the starts that meet every rule (every minute checked)',
    () => {
      fc.assert(
        fc.property(arbInput(3), (i) => {
          expect(computeSlots(i).map((s) => s.start.toISOString())).toEqual(bruteForce(i));
        }),
        { numRuns: 60 },
      );
    },
    SLOW,
  );

  it(
    'offers exactly those starts across the night of a change of offset',
    () => {
      fc.assert(
        fc.property(arbAroundChange, (i) => {
          expect(computeSlots(i).map((s) => s.start.toISOString())).toEqual(bruteForce(i));
        }),
        { numRuns: 150 },
      );
    },
    SLOW,
  );
});
