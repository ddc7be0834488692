/**
 * Date arithmetic for the booking calendar, on the platform's Date and Intl (no date library on
 * the booking page). Days are keys « AAAA-MM-JJ » and months « AAAA-MM » in the provider's zone;
 * only the conversions to instants need that zone.
 */

const DAY_MS = 86_400_000;

/** A date key's midnight, read as UTC: calendar arithmetic without any zone. */
function utcMidnight(dateKey: string): Date {
  const [year = 0, month = 1, day = 1] = dateKey.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const toDateKey = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(dateKey: string, days: number): string {
  return toDateKey(new Date(utcMidnight(dateKey).getTime() + days * DAY_MS));
}

export function addMonths(monthKey: string, months: number): string {
  const first = utcMidnight(`${monthKey}-01`);
  return toDateKey(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + months, 1))).slice(0, 7);
}

export function monthOf(dateKey: string): string {
  return dateKey.slice(0, 7);
}

/** Monday = 0 … Sunday = 6. */
export function weekdayIndex(dateKey: string): number {
  return (utcMidnight(dateKey).getUTCDay() + 6) % 7;
}

/** The month's days in weeks starting on Monday; null pads the first and last week. */
export function monthWeeks(monthKey: string): Array<Array<string | null>> {
  const first = `${monthKey}-01`;
  const daysInMonth =
    (utcMidnight(`${addMonths(monthKey, 1)}-01`).getTime() - utcMidnight(first).getTime()) / DAY_MS;
  const cells: Array<string | null> = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 0; day < daysInMonth; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();
/** Year, month, day, hour, minute, second of an instant on the clocks of `timeZone`. */
function wallClock(instant: number, timeZone: string): Record<string, number> {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  return parts;
}

function dateKeyAt(instant: number, timeZone: string): string {
  const { year = 0, month = 1, day = 1 } = wallClock(instant, timeZone);
  return toDateKey(new Date(Date.UTC(year, month - 1, day)));
}

/** How far the zone's clocks are ahead of UTC at that instant (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    c.year ?? 0,
    (c.month ?? 1) - 1,
    c.day ?? 1,
    c.hour ?? 0,
    c.minute ?? 0,
    c.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const HOUR_MS = 3_600_000;

/**
 * The instant a provider's day starts: the earliest instant their clocks show that date. Each
 * offset in force around the date gives a candidate « midnight minus offset »; the earliest one
 * that falls on the date wins. Where midnight is lived twice (clocks set back over it), that is the
 * first one; where the clocks jump over midnight, the day starts at the jump, as luxon has it.
 */
function startOfDay(dateKey: string, timeZone: string): number {
  const local = utcMidnight(dateKey).getTime();
  let start = Number.POSITIVE_INFINITY;
  // Offsets reach ±14 h: samples every 6 h over ±36 h see every offset in force near that midnight.
  for (let hours = -36; hours <= 36; hours += 6) {
    const candidate = local - zoneOffsetMs(local + hours * HOUR_MS, timeZone);
    if (candidate < start && dateKeyAt(candidate, timeZone) === dateKey) start = candidate;
  }
  return start;
}

/** Today's date where the provider works (a visitor abroad may already be tomorrow). */
export function todayIn(timeZone: string): string {
  return dateKeyAt(Date.now(), timeZone);
}

/** The instants that bound a provider's day, for the slots request (23 or 25 h long on DST days). */
export function dayBoundsUtc(dateKey: string, timeZone: string): { from: string; to: string } {
  return {
    from: new Date(startOfDay(dateKey, timeZone)).toISOString(),
    to: new Date(startOfDay(addDays(dateKey, 1), timeZone)).toISOString(),
  };
}

/** The zone the visitor's device uses, to tell them when the times shown are not theirs. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
