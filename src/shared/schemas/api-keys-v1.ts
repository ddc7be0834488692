import { z } from 'zod';
import { ZCreateManualBooking } from './booking';
import { ZBookingsQuery } from './booking-queries';
import { ZBooking } from './booking-responses';
import { zInstant } from './fields';

/**
 * The payloads of /api/v1 of its own (issue 36, ADR 0063); the others are the dashboard's schemas.
 * Apart from api-keys.ts so that the keys' screens do not load the booking schemas.
 */
/** /api/v1 list pages: 50 by default, 100 at most. */
export const V1_PAGE_MAX = 100;

/** GET /api/v1/bookings: the dashboard's filters, then an opaque cursor and a page size. */
export const ZV1BookingsQuery = ZBookingsQuery.extend({
  cursor: z.string().max(200, 'Le curseur (cursor) est invalide.').optional(),
  limit: z.coerce
    .number({ message: 'La taille de page (limit) doit être un nombre.' })
    .int('La taille de page (limit) doit être un nombre entier.')
    .min(1, `La taille de page (limit) doit être comprise entre 1 et ${V1_PAGE_MAX}.`)
    .max(V1_PAGE_MAX, `La taille de page (limit) doit être comprise entre 1 et ${V1_PAGE_MAX}.`)
    .default(50),
});

/** One page: `nextCursor` is null on the last one. */
export const ZV1BookingsPage = z.object({
  success: z.literal(true),
  bookings: z.array(ZBooking),
  nextCursor: z.string().nullable(),
});

/** POST /api/v1/bookings/{id}/reschedule. */
export const ZV1Reschedule = z.object({ start: zInstant('La nouvelle date du rendez-vous (start)') });

/** POST /api/v1/bookings: the dashboard's manual booking, one appointment (a series is the dashboard's). */
export const ZV1CreateBooking = ZCreateManualBooking.omit({ recurrence: true });
