import { DateTime } from 'luxon';

/** DESIGN.md: the provider's zone in display, Europe/Paris until their profile says otherwise. */
export const DEFAULT_TIMEZONE = 'Europe/Paris';

/** An ISO instant as a French date-time in the provider's zone. */
export function inZone(iso: string, zone: string): DateTime {
  return DateTime.fromISO(iso, { zone }).setLocale('fr');
}

export function nowIn(zone: string): DateTime {
  return DateTime.now().setZone(zone).setLocale('fr');
}

/** Today's midnight in the provider's zone (not the browser's). */
export function todayIn(zone: string): DateTime {
  return nowIn(zone).startOf('day');
}

export function formatTime(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('HH:mm');
}

export function formatTimeRange(start: string, end: string, zone: string): string {
  return `${formatTime(start, zone)} – ${formatTime(end, zone)}`;
}

/** « jeudi 26 novembre 2026 ». */
export function formatLongDate(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat('cccc d LLLL yyyy');
}

/** « jeudi 26 novembre 2026 à 10:30 ». */
export function formatDateTime(iso: string, zone: string): string {
  return inZone(iso, zone).toFormat("cccc d LLLL yyyy 'à' HH:mm");
}

/** A day heading in a list: « Aujourd'hui », « Demain », « Hier », else « jeudi 26 novembre » (year when not this one). */
export function formatDayHeading(day: DateTime, today: DateTime): string {
  const offset = Math.round(day.startOf('day').diff(today.startOf('day'), 'days').days);
  if (offset === 0) return "Aujourd'hui";
  if (offset === 1) return 'Demain';
  if (offset === -1) return 'Hier';
  return day.toFormat(day.year === today.year ? 'cccc d LLLL' : 'cccc d LLLL yyyy');
}

/** « 45 min », « 1 h », « 1 h 30 ». */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export function formatPrice(cents: number): string {
  return cents === 0 ? 'Gratuit' : euros.format(cents / 100);
}
