import type { waitlistEntries } from '../../db/schema';

type TEntryRow = typeof waitlistEntries.$inferSelect;

/**
 * The `data` of `waitlist.joined`, for a client joining the list and for a booking's « plus tôt »
 * alert alike: the entry, its days, the service and the client's contact; an alert names its
 * booking too (`bookingId`), so that anonymising the booking scrubs it with the booking's events.
 */
export function waitlistEntryWebhookData(row: TEntryRow, service: { id: string; name: string }) {
  return {
    entryId: row.id,
    ...(row.bookingId ? { bookingId: row.bookingId } : {}),
    service: { id: service.id, name: service.name },
    from: row.fromDay,
    to: row.toDay,
    client: { name: row.clientName, email: row.clientEmail, phone: row.clientPhone },
  };
}
