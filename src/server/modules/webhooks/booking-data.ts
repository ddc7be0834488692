import type { bookings } from '../../db/schema';

type TBookingRow = typeof bookings.$inferSelect;

/** The `data` of a booking event: ids, times (ISO), service, status and the client's contact. */
export function bookingWebhookData(row: TBookingRow, service: { id?: string; name: string }) {
  return {
    bookingId: row.id,
    providerId: row.providerId,
    seriesId: row.seriesId,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    timezone: row.timezone,
    service: { id: service.id ?? row.serviceId, name: service.name },
    status: row.status,
    source: row.source,
    client: { name: row.clientName, email: row.clientEmail, phone: row.clientPhone },
  };
}
