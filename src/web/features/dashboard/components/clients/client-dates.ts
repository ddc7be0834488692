import { inZone } from '../bookings/booking-format';

/** « 26 nov. 2026 », or « — » when the client has no such visit. */
export function formatVisitDate(iso: string | null, zone: string): string {
  return iso ? inZone(iso, zone).toFormat('d LLL yyyy') : '—';
}

/** « 26 nov. 2026 à 10:30 »: the next appointment needs its time. */
export function formatNextVisit(iso: string | null, zone: string): string {
  return iso ? inZone(iso, zone).toFormat("d LLL yyyy 'à' HH:mm") : '—';
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
