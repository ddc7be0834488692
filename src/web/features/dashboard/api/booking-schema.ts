import { z } from 'zod';
import { BOOKING_STATUSES, type TBooking } from '../../../../shared/schemas/booking';

/** The full booking as the provider's endpoints send it (TBooking of the shared contract). */
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

/** `{success, booking}`: every single-booking answer (get, create, patch, cancel). */
export const ZBookingEnvelope = z.object({ success: z.literal(true), booking: ZBooking });

/** A window of bookings; `status` narrows it to one status (the « Annulés » filter). */
export type TBookingsFilter = { from: string; to: string; status?: TBooking['status'] };

export const BOOKINGS_QUERY_KEY = ['bookings'] as const;
export const BOOKING_LISTS_KEY = ['bookings', 'list'] as const;

export function bookingListKey(filter: TBookingsFilter) {
  return [...BOOKING_LISTS_KEY, filter] as const;
}

export function bookingDetailKey(id: string) {
  return ['bookings', 'detail', id] as const;
}
