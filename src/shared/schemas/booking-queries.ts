import { z } from 'zod';
import { BOOKING_STATUSES, type TBookingStatus } from './booking';
import {
  dayOutOfRangeMessage,
  isCalendarDate,
  isIsoInstant,
  zCalendarDate,
  zInstant,
  zMonth,
} from './fields';

/**
 * Query strings and headers of the booking API: the server validates with them, the browser builds
 * its URLs and headers to match (docs/decisions/0028).
 */

/** A date (AAAA-MM-JJ) or an ISO 8601 instant with its offset, inside DATE_RANGE. */
export function isDateOrDateTime(value: string): boolean {
  return isCalendarDate(value) || isIsoInstant(value);
}

export const PERIOD_BOUND_MESSAGES = {
  invalid: 'Date invalide (AAAA-MM-JJ ou date et heure ISO 8601 attendue)',
  outOfRange: dayOutOfRangeMessage('La date'),
} as const;

const ISO_DATE_TIME = z.iso.datetime({ offset: true });

/** A bound of a slots period: a day of the provider's zone, or an instant. */
export const ZPeriodBound = z
  .string()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || ISO_DATE_TIME.safeParse(v).success,
    PERIOD_BOUND_MESSAGES.invalid,
  )
  .refine(isDateOrDateTime, PERIOD_BOUND_MESSAGES.outOfRange);

const ZServiceId = z.string({ error: 'La prestation est requise' }).min(1, 'La prestation est requise');

/** GET /api/public/providers/{id}/slots?serviceId&from&to (defaults: now … +31 days; 62 days at most). */
export const ZSlotsQuery = z.object({
  serviceId: ZServiceId,
  from: ZPeriodBound.optional(),
  to: ZPeriodBound.optional(),
});

/** GET /api/public/providers/{id}/days?serviceId&month=AAAA-MM. */
export const ZAvailableDaysQuery = z.object({ serviceId: ZServiceId, month: zMonth('Le mois') });

/** GET /api/availability/overrides?from&to: both days included, both optional. */
export const ZOverridesQuery = z.object({
  from: zCalendarDate('La date de début').optional(),
  to: zCalendarDate('La date de fin').optional(),
});

/** GET /api/bookings?from&to&status: `status` is one status or several separated by commas. */
export const ZBookingsQuery = z.object({
  from: zInstant('La date de début').optional(),
  to: zInstant('La date de fin').optional(),
  status: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const wanted = v.split(',').map((s) => s.trim());
      const bad = wanted.find((s) => !(BOOKING_STATUSES as readonly string[]).includes(s));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: `Statut inconnu : ${bad}` });
        return z.NEVER;
      }
      return wanted as TBookingStatus[];
    }),
});

/**
 * The Idempotency-Key header of the two booking creations: a retry with the same key gets the first
 * answer (the server bounds its length itself). Other headers pass through.
 */
export const ZIdempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().optional() });

/** The dashboard's appointments list (issue 37): pages of 100 at most, a period of two years at most. */
export const BOOKINGS_PAGE_MAX = 100;
export const BOOKINGS_SPAN_MAX_DAYS = 731;
export const BOOKINGS_SEARCH_MAX = 100;
/** More rows than a spreadsheet reader wants, and than one request should build in memory. */
export const BOOKINGS_EXPORT_MAX = 10_000;

const DAY_MS = 86_400_000;

/** A client's name, e-mail or phone, or part of it. */
const ZClientSearch = z
  .string()
  .trim()
  .max(BOOKINGS_SEARCH_MAX, `La recherche (q) compte ${BOOKINGS_SEARCH_MAX} caractères au plus.`)
  .optional();

/** `from` ≤ `to`, two years apart at most: the answer stays one a person can read and export. */
function checkPeriod(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  const span = Date.parse(query.to) - Date.parse(query.from);
  if (span < 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'La date de fin (to) ne peut pas précéder la date de début (from).',
    });
  } else if (span > BOOKINGS_SPAN_MAX_DAYS * DAY_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'La période (from, to) couvre deux ans au plus : rapprochez la date de fin (to).',
    });
  }
}

/**
 * GET /api/bookings: the filters above, then a client search `q` and, for long periods, pages:
 * with `limit` the answer carries `nextCursor`, passed back as `cursor`; without it, the first
 * 1000 bookings as before.
 */
export const ZBookingsListQuery = ZBookingsQuery.extend({
  q: ZClientSearch,
  cursor: z.string().max(200, 'Le curseur (cursor) est invalide.').optional(),
  order: z.enum(['asc', 'desc'], { message: 'L’ordre (order) doit être « asc » ou « desc ».' }).optional(),
  limit: z.coerce
    .number({ message: 'La taille de page (limit) doit être un nombre.' })
    .int('La taille de page (limit) doit être un nombre entier.')
    .min(1, `La taille de page (limit) doit être comprise entre 1 et ${BOOKINGS_PAGE_MAX}.`)
    .max(BOOKINGS_PAGE_MAX, `La taille de page (limit) doit être comprise entre 1 et ${BOOKINGS_PAGE_MAX}.`)
    .optional(),
}).superRefine(checkPeriod);
export type TBookingsListQuery = z.input<typeof ZBookingsListQuery>;

/** GET /api/bookings/export.csv: the list's filters, every matching booking in one file. */
export const ZBookingsExportQuery = ZBookingsQuery.extend({ q: ZClientSearch }).superRefine(checkPeriod);
