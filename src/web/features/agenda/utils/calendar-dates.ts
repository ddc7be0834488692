import type { DateTime } from 'luxon';
import type { TBooking } from '../../../../shared/schemas/booking';
import { inZone } from '../../../lib/zoned-time';

export type TCalendarView = 'month' | 'week' | 'day';

/** `weekStartsOn` counts like Date#getDay (0 = Sunday, 1 = Monday); luxon's weekday is 1–7 from Monday. */
export function startOfWeek(day: DateTime, weekStartsOn: number): DateTime {
  const back = (day.weekday - weekStartsOn + 7) % 7;
  return day.startOf('day').minus({ days: back });
}

/** Calendar days are stepped on the wall clock, so a DST Sunday is still one day. */
function daysFrom(first: DateTime, count: number): DateTime[] {
  return Array.from({ length: count }, (_, i) => first.plus({ days: i }));
}

/** The days a view shows: whole weeks around the month, one week, or one day. */
export function visibleDays(view: TCalendarView, anchor: DateTime, weekStartsOn: number): DateTime[] {
  if (view === 'day') return [anchor.startOf('day')];
  if (view === 'week') return daysFrom(startOfWeek(anchor, weekStartsOn), 7);
  const first = startOfWeek(anchor.startOf('month'), weekStartsOn);
  const last = startOfWeek(anchor.endOf('month'), weekStartsOn).plus({ days: 6 });
  return daysFrom(first, Math.round(last.diff(first, 'days').days) + 1);
}

/** [from, to) in UTC ISO, as the bookings endpoint expects. */
export function visibleWindow(
  view: TCalendarView,
  anchor: DateTime,
  weekStartsOn: number,
): { from: string; to: string } {
  const days = visibleDays(view, anchor, weekStartsOn);
  const first = days[0] ?? anchor.startOf('day');
  const last = days[days.length - 1] ?? first;
  return { from: first.toUTC().toISO() ?? '', to: last.plus({ days: 1 }).toUTC().toISO() ?? '' };
}

export function shiftAnchor(view: TCalendarView, anchor: DateTime, step: 1 | -1): DateTime {
  if (view === 'month') return anchor.plus({ months: step }).startOf('month');
  return anchor.plus(view === 'week' ? { weeks: step } : { days: step });
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** « Novembre 2026 », « 23 – 29 novembre 2026 », « Jeudi 26 novembre 2026 ». */
export function calendarTitle(view: TCalendarView, anchor: DateTime, weekStartsOn: number): string {
  if (view === 'month') return capitalize(anchor.toFormat('LLLL yyyy'));
  if (view === 'day') return capitalize(anchor.toFormat('cccc d LLLL yyyy'));
  const first = startOfWeek(anchor, weekStartsOn);
  const last = first.plus({ days: 6 });
  if (first.month === last.month) return `${first.toFormat('d')} – ${last.toFormat('d LLLL yyyy')}`;
  if (first.year === last.year) return `${first.toFormat('d LLLL')} – ${last.toFormat('d LLLL yyyy')}`;
  return `${first.toFormat('d LLLL yyyy')} – ${last.toFormat('d LLLL yyyy')}`;
}

/** "09:00" → 540. */
export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A wall-clock time of a day: 09:00 stays 09:00 on a DST Sunday (adding 540 minutes would not). */
export function atWallMinute(day: DateTime, minute: number): DateTime {
  return day.startOf('day').set({ hour: Math.floor(minute / 60), minute: minute % 60 });
}

/** The part of a booking inside one calendar day, in wall-clock minutes from that day's midnight. */
export function segmentOnDay(
  booking: TBooking,
  day: DateTime,
  zone: string,
): { startMinute: number; endMinute: number } | null {
  const start = inZone(booking.start, zone);
  const end = inZone(booking.end, zone);
  const dayStart = day.startOf('day');
  const dayEnd = dayStart.plus({ days: 1 });
  if (!(start < dayEnd && end > dayStart)) return null;
  const startMinute = start < dayStart ? 0 : start.hour * 60 + start.minute;
  const endMinute = end >= dayEnd ? 24 * 60 : end.hour * 60 + end.minute;
  return { startMinute, endMinute: Math.max(endMinute, startMinute + 15) };
}

/**
 * The hours a week or day view shows: the working day (SPEC §3: 9–18 by default), stretched to
 * whole hours so that a booking outside it is never hidden.
 */
export function visibleHours(
  workDayStart: string,
  workDayEnd: string,
  bookings: readonly TBooking[],
  days: readonly DateTime[],
  zone: string,
): { startMinute: number; endMinute: number } {
  let startMinute = minutesOfTime(workDayStart);
  let endMinute = minutesOfTime(workDayEnd);
  for (const booking of bookings) {
    for (const day of days) {
      const segment = segmentOnDay(booking, day, zone);
      if (!segment) continue;
      startMinute = Math.min(startMinute, Math.floor(segment.startMinute / 60) * 60);
      endMinute = Math.max(endMinute, Math.ceil(segment.endMinute / 60) * 60);
    }
  }
  return { startMinute, endMinute: Math.min(Math.max(endMinute, startMinute + 60), 24 * 60) };
}
