import { asc, eq, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/executor';
import { bookings, services } from '../../db/schema';
import { clientBookingsOf } from './anonymise';
import type { TBookingRow } from './booking-dto';
import type { TClientRef } from './client-key';

/** A booking with the name of its service: one line of a data export. */
export type TBookingHistoryRow = { booking: TBookingRow; serviceName: string };

async function history(db: TDbExecutor, where: SQL | undefined): Promise<TBookingHistoryRow[]> {
  return db
    .select({ booking: bookings, serviceName: services.name })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(where)
    .orderBy(asc(bookings.startAt));
}

/** Every booking of the provider, oldest first, no page limit: their whole history (art. 15, 20). */
export function listAllBookingsOf(db: TDbExecutor, providerId: string): Promise<TBookingHistoryRow[]> {
  return history(db, eq(bookings.providerId, providerId));
}

/** The provider's bookings of one customer (by e-mail, case ignored, or by grouping key), oldest first. */
export function listClientBookings(
  db: TDbExecutor,
  providerId: string,
  client: TClientRef,
): Promise<TBookingHistoryRow[]> {
  return history(db, clientBookingsOf(providerId, client));
}
