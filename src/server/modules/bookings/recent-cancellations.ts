import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { TRecentCancellation } from '../../../shared/schemas/overview';
import type { TDbExecutor } from '../../db/executor';
import { bookings, services } from '../../db/schema';

/** How far back a cancelled appointment still matters on the home page. */
const RECENT_DAYS = 7;

/**
 * The provider's last cancellations of appointments that are upcoming or at most a week old,
 * newest cancellation first. A hold whose payment never came (no `cancelledBy`) is no cancellation
 * anyone made, so it is left out.
 */
export async function listRecentCancellations(
  db: TDbExecutor,
  providerId: string,
  now: Date,
  limit = 5,
): Promise<TRecentCancellation[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .select({
      bookingId: bookings.id,
      start: bookings.startAt,
      clientName: bookings.clientName,
      serviceName: services.name,
      cancelledBy: bookings.cancelledBy,
      cancelledAt: bookings.cancelledAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.status, 'cancelled'),
        isNotNull(bookings.cancelledBy),
        isNotNull(bookings.cancelledAt),
        gte(bookings.startAt, since),
      ),
    )
    .orderBy(desc(bookings.cancelledAt))
    .limit(limit);
  return rows.map((row) => ({
    bookingId: row.bookingId,
    start: row.start.toISOString(),
    clientName: row.clientName,
    serviceName: row.serviceName,
    cancelledBy: row.cancelledBy ?? 'provider',
    cancelledAt: (row.cancelledAt ?? now).toISOString(),
  }));
}
