import { DateTime } from 'luxon';

/** How French speakers name the zones our providers use; other zones fall back to their city. */
const ZONE_NAMES: Record<string, string> = {
  'Europe/Paris': 'heure de Paris',
  'Europe/Brussels': 'heure de Bruxelles',
  'Europe/Luxembourg': 'heure de Luxembourg',
  'Europe/Zurich': 'heure de Zurich',
  'Europe/Monaco': 'heure de Monaco',
  'Europe/London': 'heure de Londres',
  'America/Martinique': 'heure de la Martinique',
  'America/Guadeloupe': 'heure de la Guadeloupe',
  'America/Cayenne': 'heure de Guyane',
  'America/Miquelon': 'heure de Saint-Pierre-et-Miquelon',
  'Indian/Reunion': 'heure de La Réunion',
  'Indian/Mayotte': 'heure de Mayotte',
  'Pacific/Noumea': 'heure de Nouméa',
  'Pacific/Tahiti': 'heure de Tahiti',
  'America/Montreal': 'heure de Montréal',
  'America/Toronto': 'heure de Toronto',
};

export function zoneLabel(timezone: string): string {
  const known = ZONE_NAMES[timezone];
  if (known) return known;
  const city = timezone.split('/').pop()?.replace(/_/g, ' ') ?? timezone;
  return `heure de ${city}`;
}

/** « 10 h 30 », « 9 h » — French typography for a clock time. */
export function formatClock(date: Date, timezone: string): string {
  const local = DateTime.fromJSDate(date, { zone: timezone });
  return local.minute === 0 ? `${local.hour} h` : `${local.hour} h ${local.toFormat('mm')}`;
}

/** « mardi 24 novembre 2026 », with « 1er » for the first day of a month. */
export function formatDay(date: Date, timezone: string): string {
  const local = DateTime.fromJSDate(date, { zone: timezone }).setLocale('fr');
  const day = local.day === 1 ? '1er' : String(local.day);
  return `${local.toFormat('cccc')} ${day} ${local.toFormat('LLLL yyyy')}`;
}

/** « mardi 24 novembre 2026 à 10 h 30 (heure de Paris) » */
export function formatWhen(date: Date, timezone: string): string {
  return `${formatDay(date, timezone)} à ${formatClock(date, timezone)} (${zoneLabel(timezone)})`;
}

/** « 45 min », « 1 h », « 1 h 30 » */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** « 45,00 € » (with the no-break space of French typography), « Gratuit » for 0. */
export function formatPrice(priceCents: number): string {
  return priceCents === 0 ? 'Gratuit' : EUROS.format(priceCents / 100);
}
