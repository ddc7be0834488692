import type { TRange } from './time-ranges';

/** « Fermé » or « 10:00–12:00, 14:00–16:00 ». */
export function formatOverrideHours(ranges: readonly TRange[]): string {
  return ranges.length === 0 ? 'Fermé' : ranges.map((r) => `${r.start}–${r.end}`).join(', ');
}

/** Today's date 'YYYY-MM-DD' in the provider's zone (en-CA writes dates in that order). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
