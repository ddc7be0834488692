import { z } from 'zod';
import { BOOKING_STATUSES, type TBooking } from '../../../shared/schemas/booking';
import type { bookings } from '../../db/schema';

export type TBookingRow = typeof bookings.$inferSelect;
export type TBookingService = { name: string; priceCents: number };

/** The one mapping from a stored booking to the API's TBooking. */
export function toBookingDto(row: TBookingRow, service: TBookingService): TBooking {
  return {
    id: row.id,
    providerId: row.providerId,
    serviceId: row.serviceId,
    serviceName: service.name,
    // The appointment keeps the length it was booked with, even if the service changes later.
    durationMinutes: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
    priceCents: service.priceCents,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    timezone: row.timezone,
    status: row.status,
    client: { name: row.clientName, email: row.clientEmail, phone: row.clientPhone },
    note: row.note,
    source: row.source,
    cancellationReason: row.cancellationReason,
    cancelledBy: row.cancelledBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Response schema of TBooking (serialisation and the OpenAPI document). */
export const ZBookingDto = z.object({
  id: z.uuid(),
  providerId: z.uuid(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  durationMinutes: z.number().int(),
  priceCents: z.number().int(),
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

export const ZBookingEnvelope = z.object({ success: z.literal(true), booking: ZBookingDto });

/** 201 of a creation: the booking and the client's two links (they hold the only copy of the token). */
export const ZCreateBookingResponse = z.object({
  success: z.literal(true),
  booking: ZBookingDto,
  manageUrl: z.string(),
  cancelUrl: z.string(),
});
