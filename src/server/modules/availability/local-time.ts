import { IANAZone } from 'luxon';

/**
 * Wall-clock arithmetic in a time zone, for the slot engine. A "wall" value is a local date-time
 * written as epoch milliseconds as if the zone were UTC (2026-03-29 09:00 local → Date.UTC(2026, 2,
 * 29, 9)); an "instant" is a real epoch millisecond. wall = instant + offset(instant).
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

export type TZone = { offsetMs(instant: number): number };

const HOUR_MS = 3_600_000;
/**
 * Hours remembered per zone: the longest horizon a provider may open (730 days) and a month more.
 * A visitor browsing months ahead asks about the whole horizon; a smaller table (170 days before
 * issue 30) was emptied again and again, and each hour then cost two Intl lookups.
 */
const HOURS_PER_ZONE = 24 * 760;
const zones = new Map<string, TZone>();

/**
 * Throws a RangeError for an unknown IANA zone: the engine never guesses a zone. Luxon reads an
 * offset through Intl (microseconds each), so each zone remembers, per UTC hour, the offset that
 * holds through the whole hour; an hour whose two ends differ holds a change and is read exactly
 * each time (no zone changes offset twice within an hour).
 */
export function openZone(name: string): TZone {
  const known = zones.get(name);
  if (known) return known;
  const zone = IANAZone.create(name);
  if (!zone.isValid) throw new RangeError(`Unknown time zone: ${name}`);
  const exact = (instant: number) => zone.offset(instant) * MINUTE_MS;
  const hours = new Map<number, number>();
  const opened: TZone = {
    offsetMs(instant) {
      if (!Number.isFinite(instant)) return exact(instant);
      const hour = Math.floor(instant / HOUR_MS);
      let offset = hours.get(hour);
      if (offset === undefined) {
        if (hours.size >= HOURS_PER_ZONE) hours.clear();
        const start = exact(hour * HOUR_MS);
        offset = start === exact((hour + 1) * HOUR_MS - 1) ? start : Number.NaN;
        hours.set(hour, offset);
      }
      return Number.isNaN(offset) ? exact(instant) : offset;
    },
  };
  zones.set(name, opened);
  return opened;
}

export function wallOf(zone: TZone, instant: number): number {
  return instant + zone.offsetMs(instant);
}

/**
 * The real instants showing a wall time: none when the clocks jump over it (spring forward), two
 * when they show it twice (fall back), one otherwise. Offsets are sampled one day around, which
 * covers every zone that changes offset at most once in two days.
 */
export function instantsOfWall(zone: TZone, wall: number): number[] {
  const offsets = new Set([zone.offsetMs(wall - DAY_MS), zone.offsetMs(wall), zone.offsetMs(wall + DAY_MS)]);
  const instants: number[] = [];
  for (const offset of offsets) {
    const instant = wall - offset;
    if (zone.offsetMs(instant) === offset && !instants.includes(instant)) instants.push(instant);
  }
  return instants.sort((a, b) => a - b);
}

/** The first instant in (from, to] whose offset differs from the offset at `from`. */
function nextTransition(zone: TZone, from: number, to: number): number {
  const offset = zone.offsetMs(from);
  let low = from;
  let high = to;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (zone.offsetMs(middle) === offset) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The zone as seen from one local day: its offset before and after the one change of offset
 * between the day before and the day after, found once. Exact for instants in that span, and a
 * plain comparison afterwards instead of an Intl lookup per instant.
 */
export function zoneAroundDay(zone: TZone, day: number): TZone {
  const from = day - 2 * DAY_MS;
  const to = day + 3 * DAY_MS;
  const before = zone.offsetMs(from);
  const after = zone.offsetMs(to);
  if (before === after) return { offsetMs: () => before };
  const change = nextTransition(zone, from, to);
  return { offsetMs: (instant) => (instant < change ? before : after) };
}

/**
 * The lowest wall time shown during [start, end) and the wall time just after its last instant, so
 * that "every instant of [start, end) shows a wall time inside [a, b)" reads min ≥ a && max ≤ b.
 * A change of offset inside the interval (at most one: intervals are shorter than a day) splits it.
 */
export function wallSpan(zone: TZone, start: number, end: number): { min: number; max: number } {
  const before = zone.offsetMs(start);
  const after = zone.offsetMs(end - 1);
  if (before === after) return { min: start + before, max: end + before };
  const transition = nextTransition(zone, start, end - 1);
  return {
    min: Math.min(start + before, transition + after),
    max: Math.max(transition + before, end + after),
  };
}

/** "HH:MM" (or "24:00") → minutes from local midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes from local midnight → "HH:MM". */
export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
