import type { TBooking } from '../../../shared/schemas/booking';
import type { bookings } from '../../db/schema';
import { type TBookingPaymentRow, toBookingPaymentDto } from '../booking-payments/api';

export type TBookingRow = typeof bookings.$inferSelect;
export type TBookingService = { name: string; priceCents: number };

/**
 * The one mapping from a stored booking to the API's TBooking. `payment` (issue 34): the booking's
 * payment row when the caller read it (null: none asked); left out when it did not.
 */
export function toBookingDto(
  row: TBookingRow,
  service: TBookingService,
  payment?: TBookingPaymentRow | null,
): TBooking {
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
    answers: row.answers,
    location: { type: row.locationType, clientAddress: row.clientAddress, videoUrl: row.videoUrl },
    seriesId: row.seriesId,
    source: row.source,
    cancellationReason: row.cancellationReason,
    cancelledBy: row.cancelledBy,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    ...(payment !== undefined && { payment: payment ? toBookingPaymentDto(payment) : null }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
