/** French display of prices, durations, dates and times; times always in the provider's zone. */

const priceFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 3500 → « 35,00 € »; 0 → « Gratuit » (a free first meeting reads better than « 0,00 € »). */
export function formatPrice(cents: number): string {
  return cents === 0 ? 'Gratuit' : priceFormat.format(cents / 100);
}

/** 45 → « 45 min », 60 → « 1 h », 90 → « 1 h 30 ». */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** « 10:30 ». */
export function formatTime(iso: string, timeZone: string): string {
  return formatterFor(timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** « mardi 24 novembre 2026 ». */
export function formatLongDate(iso: string, timeZone: string): string {
  return formatterFor(timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** « mardi 24 novembre 2026 à 10:30 ». */
export function formatDateTime(iso: string, timeZone: string): string {
  return `${formatLongDate(iso, timeZone)} à ${formatTime(iso, timeZone)}`;
}

/** « jeudi 26 novembre à 14:00 »: the year goes without saying for a near appointment. */
export function formatShortDateTime(iso: string, timeZone: string): string {
  const day = formatterFor(timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );
  return `${day} à ${formatTime(iso, timeZone)}`;
}

/** A calendar date key (AAAA-MM-JJ) as « mardi 24 novembre »: a date, so no zone shifts it. */
export function formatDateKey(dateKey: string): string {
  return formatterFor('UTC', { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${dateKey}T12:00:00Z`),
  );
}

/** A month key (AAAA-MM) as « Novembre 2026 ». */
export function formatMonthKey(monthKey: string): string {
  const label = formatterFor('UTC', { month: 'long', year: 'numeric' }).format(
    new Date(`${monthKey}-15T12:00:00Z`),
  );
  return label.charAt(0).toUpperCase() + label.slice(1);
}
