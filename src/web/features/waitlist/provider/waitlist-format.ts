import { formatDate, formatDateKey, formatDateTime, formatTime } from '../../../../shared/french-format';
import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';

/** « 15 décembre 2026 » → « 15 décembre ». */
const dropYear = (text: string) => text.replace(/\s\d{4}$/, '');
const yearOf = (dateKey: string) => Number(dateKey.slice(0, 4));

/**
 * The days wanted: « le mardi 15 décembre », « du 15 au 22 décembre », « du 28 novembre au
 * 3 décembre »; the year only when it is not this one, or the window spans two.
 */
export function formatWindow(from: string, to: string, thisYear: number): string {
  if (from === to) return `le ${formatDateKey(from, yearOf(from) === thisYear ? 'weekday' : 'full')}`;
  const spansYears = yearOf(from) !== yearOf(to);
  const toText = formatDateKey(to, 'long');
  const end = spansYears || yearOf(to) !== thisYear ? toText : dropYear(toText);
  if (from.slice(0, 7) === to.slice(0, 7)) return `du ${formatDateKey(from, 'long').split(' ')[0]} au ${end}`;
  const fromText = formatDateKey(from, 'long');
  return `du ${spansYears ? fromText : dropYear(fromText)} au ${end}`;
}

/** « 3 décembre » (with its year when not this one): an instant's day in the provider's zone. */
export function formatDay(instant: string, zone: string, thisYear: number): string {
  const text = formatDate(instant, zone, 'long');
  return text.endsWith(String(thisYear)) ? dropYear(text) : text;
}

/** The status as the provider reads it; an offer says when it left. */
export function statusLabel(entry: TWaitlistEntry, zone: string, thisYear: number): string {
  if (entry.status === 'booked') return 'A réservé';
  if (entry.status === 'offered' && entry.offeredAt) {
    return `Créneau proposé le ${formatDay(entry.offeredAt, zone, thisYear)} à ${formatTime(entry.offeredAt, zone)}`;
  }
  return entry.status === 'offered' ? 'Créneau proposé' : 'En attente';
}

/** A « plus tôt » alert: the booking the client wants to move earlier. */
export function alertLabel(bookingStart: string, zone: string): string {
  return `Veut avancer son rendez-vous du ${formatDateTime(bookingStart, zone, 'weekday')}`;
}
