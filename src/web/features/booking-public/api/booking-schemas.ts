import { z } from 'zod';
import { BOOKING_STATUSES, type TBooking } from '../../../../shared/schemas/booking';

/** TBooking as the public endpoints send it (the client's own booking, reached by its token). */
export const ZBooking = z.object({
  id: z.string(),
  providerId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  durationMinutes: z.number(),
  priceCents: z.number(),
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  status: z.enum(BOOKING_STATUSES),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  note: z.string(),
  source: z.enum(['public', 'manual']),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.enum(['client', 'provider']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<TBooking>;

/** GET /api/public/bookings/by-token/{token} and /api/public/bookings/{id}?token= answer the same. */
export const ZManagedBooking = z.object({
  success: z.literal(true),
  booking: ZBooking,
  provider: z.object({
    id: z.string(),
    displayName: z.string(),
    address: z.string(),
    phone: z.string(),
    timezone: z.string(),
  }),
  canCancel: z.boolean(),
  /** The last moment to cancel or move online; null when no notice applies. */
  cancellationDeadline: z.string().nullable(),
  manageUrl: z.string(),
  cancelUrl: z.string(),
});
export type TManagedBooking = z.infer<typeof ZManagedBooking>;

export const ZBookingResult = z.object({ success: z.literal(true), booking: ZBooking });
