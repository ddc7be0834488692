const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const plainAmount = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** « 35,00 € » (fr-FR puts a narrow no-break space before the sign). */
export function formatPrice(cents: number): string {
  return euros.format(cents / 100);
}

/** The amount as a person types it back into the form: « 35,50 », no grouping. */
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

/** « 45 min », « 1 h », « 1 h 30 ». */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}
