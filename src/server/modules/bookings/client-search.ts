import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema';

/**
 * Accented letters and their bare forms, upper and lower case: `translate` folds them in SQL the
 * same way on PGlite and PostgreSQL, where `unaccent` is an extension neither is sure to have.
 */
const ACCENTED = 'ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝŸýÿ';
const BARE = 'AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOOoooooooUUUUUuuuuuYYyy';

/** What a search compares: lower case, without accents (« Élodie » finds « elodie » and back). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `%` and `_` typed by the provider are searched for, not used as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const folded = (column: AnyColumn) => sql`lower(translate(${column}, ${ACCENTED}, ${BARE}))`;

/**
 * Bookings whose client's name, e-mail or phone contains `q`, case and accents ignored; a phone is
 * also found by its digits alone (« 06 12 » finds « 0612345678 »). Undefined for an empty search.
 */
export function clientSearchCondition(q: string | undefined): SQL | undefined {
  const wanted = foldForSearch(q?.trim() ?? '');
  if (!wanted) return undefined;
  const pattern = containing(wanted);
  const digits = wanted.replace(/\D/g, '');
  const byDigits =
    digits.length >= 2
      ? sql` or regexp_replace(${bookings.clientPhone}, '\\D', '', 'g') like ${containing(digits)}`
      : sql``;
  return sql`(${folded(bookings.clientName)} like ${pattern} or ${folded(bookings.clientEmail)} like ${pattern} or ${bookings.clientPhone} like ${pattern}${byDigits})`;
}
