/**
 * Every price, duration, date and time a person reads, the French way, for the e-mails of the
 * server and the screens of the web app alike (docs/decisions/0028). Instants are shown in an
 * explicit zone — the provider's, or Europe/Paris for the product's own documents — never in the
 * zone of the machine that formats them.
 */

/** The product's zone: the display default until a provider sets theirs, and the clock of GDPR documents. */
export const DEFAULT_TIMEZONE = 'Europe/Paris';

// ---------- Prices ----------

// Marked pure so a bundle that only shows prices (the landing page) leaves the rest of this module out.
const euros = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const plainAmount = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * `zero: 'free'` where a price of 0 means « offered » (a service, an appointment); the default
 * writes the amount (a price list: the free tier costs « 0,00 € »).
 */
export type TPriceOptions = { zero?: 'amount' | 'free' };

/** 3500 → « 35,00 € » (no-break space before €, narrow no-break space between thousands). */
export function formatPrice(cents: number, options: TPriceOptions = {}): string {
  if (cents === 0 && options.zero === 'free') return 'Gratuit';
  return euros.format(cents / 100);
}

/** The amount as a person types it back into a form: « 35,50 », no grouping, no sign. */
export function centsToInput(cents: number): string {
  return plainAmount.format(cents / 100).replace(/\s/g, '');
}

/**
 * A price typed the French way (« 35,50 », « 1 234,5 ») or the English way (« 35.50 »), with or
 * without « € », into cents. Null when it is not an amount with at most two decimals.
 */
export function parsePriceCents(raw: string): number | null {
  const compact = raw.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

// ---------- Durations ----------

/** 45 → « 45 min », 60 → « 1 h », 90 → « 1 h 30 », 125 → « 2 h 05 ». */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

// ---------- Dates and times ----------

/** An instant: a Date or an ISO 8601 string with its offset; null when there is none (a dash). */
export type TInstant = Date | string | null;

/**
 * - `full`: « mardi 24 novembre 2026 »
 * - `weekday`: « mardi 24 novembre » (the year goes without saying for a near date)
 * - `long`: « 24 novembre 2026 »
 * - `medium`: « 24 nov. 2026 » (tables)
 */
export type TDateStyle = 'full' | 'weekday' | 'long' | 'medium';

const DATE_STYLES: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
};
const DIGITAL_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const formatters = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(instant: TInstant): Date | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Missing or unreadable instants (an empty field of a document) read as a dash, never « Invalid Date ». */
const NO_DATE = '—';

/**
 * A day of the month as French writes it: « 1er », « 2 »… (« mardi 1er décembre »; Intl writes « 1 »).
 * Calendar cells show it as in their names.
 */
export function formatDayOfMonth(day: number): string {
  return day === 1 ? '1er' : String(day);
}

function withFirstOrdinal(parts: Intl.DateTimeFormatPart[]): string {
  return parts.map((p) => (p.type === 'day' ? formatDayOfMonth(Number(p.value)) : p.value)).join('');
}

export function formatDate(instant: TInstant, timeZone: string, style: TDateStyle = 'full'): string {
  const date = toDate(instant);
  if (!date) return NO_DATE;
  return withFirstOrdinal(formatterFor(timeZone, DATE_STYLES[style]).formatToParts(date));
}

/** « 09:30 »: the one way the app writes a time, on screens and in e-mails (ADR 0067). */
export function formatTime(instant: TInstant, timeZone: string): string {
  const date = toDate(instant);
  return date ? formatterFor(timeZone, DIGITAL_TIME).format(date) : NO_DATE;
}

/** « 10:30 – 11:00 ». */
export function formatTimeRange(start: TInstant, end: TInstant, timeZone: string): string {
  return `${formatTime(start, timeZone)} – ${formatTime(end, timeZone)}`;
}

/** « mardi 24 novembre 2026 à 10:30 » (or the date in another style, then « à » and the time). */
export function formatDateTime(instant: TInstant, timeZone: string, style: TDateStyle = 'full'): string {
  if (!toDate(instant)) return NO_DATE;
  return `${formatDate(instant, timeZone, style)} à ${formatTime(instant, timeZone)}`;
}

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

/** « heure de Paris », « heure de New York ». */
export function zoneLabel(timeZone: string): string {
  const known = ZONE_NAMES[timeZone];
  if (known) return known;
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  return `heure de ${city}`;
}

/** « mardi 24 novembre 2026 à 10:30 (heure de Paris) »: an appointment in an e-mail, read anywhere. */
export function formatWhen(instant: TInstant, timeZone: string): string {
  return `${formatDateTime(instant, timeZone)} (${zoneLabel(timeZone)})`;
}

/** « mardi 24 novembre à 10:30 »: a reminder, a day or two ahead. */
export function formatShortWhen(instant: TInstant, timeZone: string): string {
  return formatDateTime(instant, timeZone, 'weekday');
}

/** A calendar date 'AAAA-MM-JJ' (« mardi 24 novembre »): a date, so no zone shifts it. */
export function formatDateKey(dateKey: string, style: TDateStyle = 'weekday'): string {
  return formatDate(`${dateKey}T12:00:00Z`, 'UTC', style);
}

/** A month 'AAAA-MM' as a title: « Novembre 2026 ». */
export function formatMonthKey(monthKey: string): string {
  const label = formatterFor('UTC', { month: 'long', year: 'numeric' }).format(
    new Date(`${monthKey}-15T12:00:00Z`),
  );
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const RELATIVE = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
/** Each unit and how many of it make the next one; past five weeks, the date itself. */
const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 5],
];

/**
 * « à l’instant », « il y a 5 minutes », « hier », « il y a 2 semaines »; past five weeks, the date
 * itself (a notification list reads better with « 3 mars 2026 » than « il y a 9 mois »).
 */
export function formatRelative(instant: TInstant, now: Date, timeZone: string): string {
  const date = toDate(instant);
  if (!date) return NO_DATE;
  const seconds = (date.getTime() - now.getTime()) / 1000;
  if (Math.abs(seconds) < 60) return 'à l’instant';
  let value = seconds / 60;
  for (const [unit, next] of RELATIVE_STEPS) {
    if (Math.abs(value) < next) return RELATIVE.format(Math.trunc(value), unit);
    value /= next;
  }
  return formatDate(instant, timeZone, 'long');
}

/** « 15 décembre 2026 » → « 15 décembre ». */
const dropYearOf = (text: string) => text.replace(/\s\d{4}$/, '');
const yearOf = (dateKey: string) => Number(dateKey.slice(0, 4));

/**
 * The waitlist's days wanted (ADR 0060), on screens and in e-mails: « le mardi 15 décembre », « du
 * 15 au 22 décembre », « du 28 novembre au 3 décembre »; the year only when it is not this one, or
 * the window spans two.
 */
export function formatWindow(from: string, to: string, thisYear: number): string {
  if (from === to) return `le ${formatDateKey(from, yearOf(from) === thisYear ? 'weekday' : 'full')}`;
  const spansYears = yearOf(from) !== yearOf(to);
  const toText = formatDateKey(to, 'long');
  const end = spansYears || yearOf(to) !== thisYear ? toText : dropYearOf(toText);
  if (from.slice(0, 7) === to.slice(0, 7)) return `du ${formatDateKey(from, 'long').split(' ')[0]} au ${end}`;
  const fromText = formatDateKey(from, 'long');
  return `du ${spansYears ? fromText : dropYearOf(fromText)} au ${end}`;
}
