import { z } from 'zod';

/**
 * Building blocks of the request schemas: dates inside a sane range and text without control
 * characters (docs/decisions/0018). Every message names the field it is about.
 */

/** The dates the API accepts at all, whatever the route: the years 2000 to 2099. */
export const DATE_RANGE = { first: '2000-01-01', last: '2099-12-31' } as const;
const FIRST_MS = Date.UTC(2000, 0, 1);
const END_MS = Date.UTC(2100, 0, 1);
const RANGE_TEXT = 'entre le 1er janvier 2000 et le 31 décembre 2099';

/** An instant (ms since 1970) inside DATE_RANGE; NaN is not. */
export function isInDateRange(ms: number): boolean {
  return ms >= FIRST_MS && ms < END_MS;
}

const INSTANT_FORMAT_MESSAGE = 'Date et heure invalides (ISO 8601 attendu)';
const ISO_INSTANT = z.iso.datetime({ offset: true });

/** '2026-06-02T08:00:00Z' or with an offset ('+02:00'), within DATE_RANGE. */
export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.safeParse(value).success && isInDateRange(Date.parse(value));
}

/** YYYY-MM-DD naming a real day (2026-02-31 is not one) within DATE_RANGE. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && isInDateRange(date.getTime());
}

/** An ISO 8601 instant with its offset, within DATE_RANGE; `label` names the field ("La date de début"). */
export function zInstant(label: string) {
  return z.iso
    .datetime({ offset: true, message: INSTANT_FORMAT_MESSAGE })
    .refine((value) => isInDateRange(Date.parse(value)), `${label} doit être comprise ${RANGE_TEXT}`);
}

/** For a day that does not exist (2026-02-31) or lies outside DATE_RANGE. */
export function dayOutOfRangeMessage(label: string): string {
  return `${label} doit exister et être comprise ${RANGE_TEXT}`;
}

/** YYYY-MM-DD, a real calendar day within DATE_RANGE. */
export function zCalendarDate(label: string) {
  return z
    .string({ error: `${label} est requise` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide (format AAAA-MM-JJ attendu)')
    .refine(isCalendarDate, dayOutOfRangeMessage(label));
}

/** YYYY-MM within DATE_RANGE. */
export function zMonth(label: string) {
  return z
    .string({ error: `${label} est requis` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mois invalide (format AAAA-MM attendu)')
    .refine((value) => isCalendarDate(`${value}-01`), `${label} doit être compris ${RANGE_TEXT}`);
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * PostgreSQL cannot store NUL at all; the other C0 controls and DEL are never typed on purpose
 * and break e-mails, CSV exports and PDFs. Tab and line breaks stay legal in multi-line text.
 */
export function hasControlCharacters(value: string, options: { multiline: boolean }): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x7f) return true;
    if (code >= 0x20) continue;
    const lineBreakOrTab = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
    if (!(options.multiline && lineBreakOrTab)) return true;
  }
  return false;
}

export function controlCharactersMessage(label: string): string {
  return `${label} contient des caractères non autorisés (caractères de contrôle)`;
}

/** Refinement of a one-line text field: `.refine(...singleLine('Le nom'))`. */
export function singleLine(label: string) {
  return [
    (value: string) => !hasControlCharacters(value, { multiline: false }),
    controlCharactersMessage(label),
  ] as const;
}

/** Refinement of a multi-line text field: tab, line feed and carriage return are allowed. */
export function multiLine(label: string) {
  return [
    (value: string) => !hasControlCharacters(value, { multiline: true }),
    controlCharactersMessage(label),
  ] as const;
}
