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
