import type { TRange } from './time-ranges';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « jeudi 25 décembre 2026 » for a calendar date 'YYYY-MM-DD' (read as a date, never shifted by a zone). */
export function formatCalendarDate(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(y, m - 1, d)));
}

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
