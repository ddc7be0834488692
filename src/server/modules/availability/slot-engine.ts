import {
  DAY_MS,
  instantsOfWall,
  MINUTE_MS,
  minutesOf,
  openZone,
  type TZone,
  wallOf,
  wallSpan,
  zoneAroundDay,
} from './local-time';

export type TWeeklyHours = { weekday: number; startMinute: number; endMinute: number };
export type TDateOverride = { date: string; ranges: Array<{ start: string; end: string }> };
export type TInterval = { start: Date; end: Date };

export type TSlotEngineInput = {
  /** IANA zone of the provider: opening hours and days are read in it. */
  timezone: string;
  /** weekday 1–7, Monday = 1; minutes from local midnight, end exclusive (1440 = midnight). */
  weekly: TWeeklyHours[];
  /** Replace the weekly hours of their date; no ranges = closed. */
  overrides: TDateOverride[];
  /** Blocked ranges of existing active bookings, their buffers included; half-open. */
  busy: TInterval[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  stepMinutes: number;
  minNoticeMinutes: number;
  maxAdvanceDays: number;
  now: Date;
  from: Date;
  to: Date;
};

type TRange = { start: number; end: number };

/**
 * Free slots [start, start + duration), sorted and unique. A start is offered iff:
 * - its wall time is rangeStart + k·step in one opening range of its local day (overrides replace
 *   the weekly hours of their date), and every instant of the slot shows a wall time of that day
 *   inside the range;
 * - [start − bufferBefore, end + bufferAfter) overlaps no busy range;
 * - now + minNotice ≤ start < now + maxAdvanceDays × 24 h, and from ≤ start < to.
 *
 * Daylight saving time: steps are counted on the wall clock, and each wall time is offered at
 * every real instant that shows it. On spring-forward day the skipped wall times (02:00–02:59 in
 * Europe/Paris) exist nowhere and give no slot; on fall-back day the repeated ones (02:00–02:59)
 * give a slot at each of their two instants. A range keeps its wall-clock meaning: 09:00–12:00 is
 * three real hours on both Sundays, 01:00–04:00 is two on the last Sunday of March and four on
 * the last Sunday of October.
 *
 * Pure: no clock, no I/O; the caller passes `now`.
 */
export function computeSlots(input: TSlotEngineInput): TInterval[] {
  const { durationMinutes, stepMinutes } = input;
  if (!(durationMinutes > 0) || !(stepMinutes > 0)) {
    throw new RangeError('durationMinutes and stepMinutes must be positive');
  }
  const zone = openZone(input.timezone);
  const now = input.now.getTime();
  const lower = Math.max(input.from.getTime(), now + input.minNoticeMinutes * MINUTE_MS);
  const upper = Math.min(input.to.getTime(), now + input.maxAdvanceDays * DAY_MS);
  if (!(lower < upper)) return [];

  const candidates = openingStarts(zone, input, lower, upper);
  const duration = durationMinutes * MINUTE_MS;
  const before = input.bufferBeforeMinutes * MINUTE_MS;
  const after = input.bufferAfterMinutes * MINUTE_MS;
  const busy = sweepIndex(input.busy, lower - before, upper + duration + after);
  const slots: TInterval[] = [];
  let seen = 0;
  let previous = Number.NaN;
  for (const start of candidates) {
    if (start === previous) continue;
    previous = start;
    const blockedFrom = start - before;
    const blockedTo = start + duration + after;
    // Candidates ascend, so the busy ranges starting before blockedTo only ever grow.
    while (seen < busy.starts.length && (busy.starts[seen] as number) < blockedTo) seen++;
    if (seen > 0 && (busy.maxEnds[seen - 1] as number) > blockedFrom) continue;
    slots.push({ start: new Date(start), end: new Date(start + duration) });
  }
  return slots;
}

/**
 * The busy ranges that meet [from, to), sorted by start, with the running maximum of their ends:
 * one forward pass then answers every overlap question.
 */
function sweepIndex(busy: TInterval[], from: number, to: number): { starts: number[]; maxEnds: number[] } {
  const sorted: Array<readonly [number, number]> = [];
  for (const b of busy) {
    const start = b.start.getTime();
    const end = b.end.getTime();
    if (start < end && start < to && end > from) sorted.push([start, end]);
  }
  sorted.sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const maxEnds: number[] = [];
  let maxEnd = Number.NEGATIVE_INFINITY;
  for (const [start, end] of sorted) {
    maxEnd = Math.max(maxEnd, end);
    starts.push(start);
    maxEnds.push(maxEnd);
  }
  return { starts, maxEnds };
}

/** Every start inside opening hours and [lower, upper), ascending (duplicates possible). */
function openingStarts(zone: TZone, input: TSlotEngineInput, lower: number, upper: number): number[] {
  const weekly = groupWeekly(input.weekly);
  const overrides = new Map(
    input.overrides.map((o) => [
      o.date,
      o.ranges.map((r) => ({ start: minutesOf(r.start), end: minutesOf(r.end) })),
    ]),
  );
  const duration = input.durationMinutes * MINUTE_MS;
  const step = input.stepMinutes * MINUTE_MS;
  const starts: number[] = [];
  // One day of margin on each side: where the clocks go back at midnight, an instant after
  // `lower` can still show the day before (and one before `upper` the day after).
  const lastDay = startOfDay(wallOf(zone, upper)) + DAY_MS;
  for (let day = startOfDay(wallOf(zone, lower)) - DAY_MS; day <= lastDay; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const ranges = overrides.get(date) ?? weekly.get(isoWeekday(day)) ?? [];
    if (ranges.length === 0) continue;
    // Zones change offset at most once in a few days: the same offset on both sides means the
    // whole day (and a slot running past midnight) keeps it, and wall → instant is a subtraction.
    const local = zoneAroundDay(zone, day);
    const offset = local.offsetMs(day - DAY_MS);
    const steady = offset === local.offsetMs(day + 2 * DAY_MS);
    for (const range of ranges) {
      const rangeStart = day + range.start * MINUTE_MS;
      const rangeEnd = day + range.end * MINUTE_MS;
      if (steady) {
        for (let wall = rangeStart; wall + duration <= rangeEnd; wall += step) {
          const start = wall - offset;
          if (start >= lower && start < upper) starts.push(start);
        }
        continue;
      }
      // A day with a change of offset: each wall time may show zero, one or two instants, and
      // the real slot may be longer or shorter than its wall span.
      for (let wall = rangeStart; wall < rangeEnd; wall += step) {
        for (const start of instantsOfWall(local, wall)) {
          if (start < lower || start >= upper) continue;
          const span = wallSpan(local, start, start + duration);
          if (span.min >= rangeStart && span.max <= rangeEnd) starts.push(start);
        }
      }
    }
  }
  return starts.sort((a, b) => a - b);
}

function groupWeekly(weekly: TWeeklyHours[]): Map<number, TRange[]> {
  const byDay = new Map<number, TRange[]>();
  for (const w of weekly) {
    const list = byDay.get(w.weekday) ?? [];
    list.push({ start: w.startMinute, end: w.endMinute });
    byDay.set(w.weekday, list);
  }
  return byDay;
}

function startOfDay(wall: number): number {
  return Math.floor(wall / DAY_MS) * DAY_MS;
}

/** 1–7, Monday = 1, of a wall midnight. */
function isoWeekday(wall: number): number {
  return new Date(wall).getUTCDay() || 7;
}
