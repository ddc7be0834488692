import { formatDate, formatDateTime, formatTime } from '../../../../shared/french-format';
import type { TWaitlistEntry } from '../../../../shared/schemas/waitlist';

export { formatWindow } from '../../../../shared/french-format';

/** « 15 décembre 2026 » → « 15 décembre ». */
const dropYear = (text: string) => text.replace(/\s\d{4}$/, '');

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
